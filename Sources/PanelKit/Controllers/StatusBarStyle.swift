/// The look of the status bar's content, as `UIStatusBarStyle`. A panel has no status bar: controllers
/// answer it for code written for iOS, and nothing is drawn.
public enum StatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
