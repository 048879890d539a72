import PanelKit

/// What a `PanelApp` is built with: its application (on a panel, or offscreen), the flags, a log.
@MainActor
public struct PanelAppContext {
    /// The application the app runs in.
    public let application: Application
    /// The command line's flags (standard and the app's own).
    public let flags: ParsedFlags
    /// True for `--snapshot`, `--preview` and the app's offscreen flags: no panel, a manual clock.
    public let isOffscreen: Bool
    /// The program's name, for messages.
    public let programName: String

    /// Writes one line on standard error, prefixed with the program's name (systemd's journal keeps it).
    public func log(_ line: String) {
        Console.error("\(programName): \(line)")
    }
}
