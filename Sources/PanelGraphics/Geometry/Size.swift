/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public static let zero = Size(width: 0, height: 0)

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// The size transformed by `t`'s linear part (translation ignored), as UIKit's `CGSize.applying`.
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    public var description: String { "\(width)x\(height)" }
}
