/// How a view resizes when its superview's bounds change size, as `UIView.AutoresizingMask`.
///
/// Along each axis the change in the superview's size is shared by the flexible parts (margins and
/// size) in proportion to their current lengths, as UIKit does.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// How a view places its content (an image) in its bounds, as `UIView.ContentMode`.
public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case redraw
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight

    /// Where content of `contentSize` goes in `bounds`.
    public func rect(for contentSize: Size, in bounds: Rect) -> Rect {
        let w = contentSize.width
        let h = contentSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w
            let sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = Size(width: w * s, height: h * s)
            return Rect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height)
        default:
            let left = bounds.minX
            let right = bounds.maxX - w
            let midX = bounds.midX - w / 2
            let top = bounds.minY
            let bottom = bounds.maxY - h
            let midY = bounds.midY - h / 2
            let (x, y): (Double, Double)
            switch self {
            case .top: (x, y) = (midX, top)
            case .bottom: (x, y) = (midX, bottom)
            case .left: (x, y) = (left, midY)
            case .right: (x, y) = (right, midY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            case .bottomRight: (x, y) = (right, bottom)
            default: (x, y) = (midX, midY)
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
