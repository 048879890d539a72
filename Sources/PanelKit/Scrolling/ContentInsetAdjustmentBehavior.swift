/// How a scroll view adds the safe area to its `contentInset`, as `UIScrollView.ContentInsetAdjustmentBehavior`.
/// The result is the scroll view's `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// As `.scrollableAxes`; in addition the vertical insets always adjust when the scroll view is the view
    /// of a controller in a navigation controller (UIKit: "Content is always adjusted vertically when the
    /// scroll view is the content view of a view controller that is currently displayed by a navigation or
    /// tab bar controller").
    case automatic
    /// "Adjust insets only in scrollable directions": an axis adjusts when the content is larger than the
    /// view along it, or the scroll view always bounces along it.
    case scrollableAxes
    /// "Do not adjust the scroll view insets."
    case never
    /// "Always include the safe area insets in the content adjustment."
    case always
}
