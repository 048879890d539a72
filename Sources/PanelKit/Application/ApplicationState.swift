/// Whether the app is in front and taking events, as `UIApplication.State`.
public enum ApplicationState: Int, Sendable {
    /// In front, taking events: from the first frame that shows a window on.
    case active
    /// Starting up (before the first frame shows a window), or about to go.
    case inactive
    /// Stopping (the panel's process got SIGTERM, SIGINT or SIGHUP).
    case background
}
