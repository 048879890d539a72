/// A two-dimensional vector, as `CGVector`: a spring's initial velocity, a direction.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public static let zero = Vector(dx: 0, dy: 0)

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public var description: String { "(\(dx), \(dy))" }
}
