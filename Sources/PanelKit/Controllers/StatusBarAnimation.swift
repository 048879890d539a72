/// How the status bar would animate when it is shown or hidden, as `UIStatusBarAnimation`.
public enum StatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
