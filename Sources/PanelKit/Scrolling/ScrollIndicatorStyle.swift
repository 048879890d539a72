/// The colour of a scroll view's indicators, as `UIScrollView.IndicatorStyle`.
public enum ScrollIndicatorStyle: Hashable, Sendable {
    /// Dark and translucent, readable on light content (UIKit's default adds a light border; PanelKit's
    /// has none).
    case `default`
    /// Black, for light content.
    case black
    /// White, for dark content.
    case white

    /// The indicator's fill.
    var color: Color {
        switch self {
        case .default: return .scrollIndicator
        case .black: return Color(white: 0, alpha: 0.5)
        case .white: return Color(white: 1, alpha: 0.5)
        }
    }
}
