import PanelEmbedded
import PanelKit

/// A whole app: a type naming its root view controller. `@main` on it gives a program that runs on a panel
/// (DRM/KMS and libinput) and offscreen, with PanelKit's standard flags: the panel flags, `--snapshot`,
/// `--preview`, `--size`, `--script`, `--log-touches`, `--help`, `--version`.
///
/// ```swift
/// import PanelApp
///
/// @main
/// struct Counter: PanelApp {
///     init(context: PanelAppContext) {}
///     var rootViewController: ViewController { CounterViewController() }
/// }
/// ```
///
/// Everything else has a default: the app's name (the program's), its version, extra flags, a line of
/// state for tests, the tour `--preview` records, the window.
@MainActor
public protocol PanelApp {
    /// Builds the app once the application (on a panel or offscreen) exists and the flags are parsed.
    /// - Throws: anything that stops the app from starting; the program prints it on one line and exits
    ///   with status 1 (a `UsageError` exits with status 2).
    init(context: PanelAppContext) throws
    /// The controller whose view fills the app's window.
    var rootViewController: ViewController { get }

    /// Name, version, summary and the app's own flags.
    static var configuration: PanelAppConfiguration { get }
    /// The window the app shows in; by default a window on `application` with `rootViewController`.
    func makeWindow(application: Application) -> Window
    /// One line describing what the app shows, printed by `--snapshot` and logged on a panel when it
    /// changes (tests compare it); nil for none.
    func stateDescription() -> String?
    /// The scripted tour `--preview` records; by default the settled first screen.
    func preview(_ recorder: PreviewRecorder) throws
    /// A one-off job the app's own flags ask for instead of showing the UI (the kiosk's `--demo-script`),
    /// run offscreen on `driver` after the window is up; return true when it ran (the program then exits).
    func runOffscreenCommand(_ driver: EmbeddedDriver) throws -> Bool
}

extension PanelApp {
    public static var configuration: PanelAppConfiguration { PanelAppConfiguration() }

    public func makeWindow(application: Application) -> Window {
        let window = Window(application: application)
        window.backgroundColor = .white
        window.rootViewController = rootViewController
        return window
    }

    public func stateDescription() -> String? { nil }

    public func preview(_ recorder: PreviewRecorder) throws {
        try recorder.driver.runUntilSettled(limit: 30)
        try recorder.capture("Start")
    }

    public func runOffscreenCommand(_ driver: EmbeddedDriver) throws -> Bool { false }

    /// The program's entry point (`@main`): parses the command line, runs the app, exits with its status.
    public static func main() {
        let started = MonotonicClock().now
        PanelAppRunner.exit(
            PanelAppRunner.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst()), mainStarted: started))
    }
}
