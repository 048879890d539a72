/// Light or dark appearance, as `UIUserInterfaceStyle`: dynamic colours draw their value for it.
public enum UserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
