/// Light or dark appearance, as `UIUserInterfaceStyle`. PanelKit draws the light appearance only.
public enum UserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
