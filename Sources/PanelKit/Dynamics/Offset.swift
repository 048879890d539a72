/// A displacement from a view's centre, in points, as `UIOffset`: where a push or an attachment acts on a
/// dynamic item.
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: Double
    public var vertical: Double

    public static let zero = Offset(horizontal: 0, vertical: 0)

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var description: String { "{\(horizontal), \(vertical)}" }
}
