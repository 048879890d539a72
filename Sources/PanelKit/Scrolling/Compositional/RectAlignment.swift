/// Where a boundary supplementary item goes around its section, as `NSRectAlignment`.
public enum RectAlignment: Int, Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// Whether the item goes after the section's items (a footer) rather than before them (a header): in a
    /// vertical layout the bottom alignments, in a horizontal one the trailing ones. `.none`, `.leading`
    /// and `.trailing` in a vertical layout (beside the items, in UIKit) go before them.
    func isAfterContent(vertical: Bool) -> Bool {
        switch self {
        case .bottom, .bottomLeading, .bottomTrailing: vertical
        case .trailing, .topTrailing: !vertical
        default: false
        }
    }

    /// Where across the section the item lies when narrower than it: -1 at the start (leading, or top when
    /// the layout is horizontal), 1 at the end, 0 centred.
    func crossPosition(vertical: Bool) -> Int {
        switch self {
        case .topLeading: -1
        case .bottomLeading: vertical ? -1 : 1
        case .topTrailing: vertical ? 1 : -1
        case .bottomTrailing: 1
        default: 0
        }
    }
}
