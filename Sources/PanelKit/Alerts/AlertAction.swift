/// A button of an alert or action sheet, as `UIAlertAction`: a title, a style, and what a tap does. The
/// alert is dismissed first; `handler` runs once the dismissal finished.
@MainActor
public final class AlertAction {
    /// How an action is shown, as `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// Dismisses without changing anything: bold, on the left of two side by side, last otherwise.
        case cancel = 1
        /// Changes or deletes data: red.
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// A disabled action is dimmed and takes no taps.
    public var isEnabled = true {
        didSet { onEnabledChange?() }
    }
    let handler: ((AlertAction) -> Void)?
    /// Lets the alert's button follow `isEnabled`.
    var onEnabledChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
