/// PanelKit's own version, as `--version` of every app shows it.
public enum PanelKitVersion {
    public static let current = "0.2.0"
}
