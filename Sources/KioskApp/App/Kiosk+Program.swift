import PanelEmbedded
import PanelKit

/// What the `kiosk` program adds to PanelKit's standard flags and modes: its content folder, the virtual
/// panel test's touch script, its state line, its preview tour.
extension Kiosk {
    /// The kiosk's version, as `--version` prints it and the settings screen shows it.
    public static let version = "1.0.0"

    /// The kiosk's own flags.
    public static let flags: [FlagSpec] = [
        FlagSpec(
            "--content", value: "DIR",
            help: "the content folder (content.json + PNGs); else $PANEL_CONTENT_DIR, /usr/share/panelkit/content, "
                + "or the repository's default content"),
        FlagSpec(
            "--demo-script", value: "OUT.json",
            help: "write the virtual panel test's touch script for --size (a swipe, then a tap)"),
    ]

    /// The content folder the flags, the environment or the install point at, loaded; every problem found in
    /// it goes to `log`, one line each (the UI shows them too), and the kiosk goes on with what is valid.
    /// - Parameter readingDurations: as for `ContentLoader.load`; a panel passes false and calls
    ///   `readPendingDurations()`, so its first frame does not wait for FFmpeg.
    public static func loadContent(flags: ParsedFlags, readingDurations: Bool = true, log: (String) -> Void)
        -> Content
    {
        let content = ContentLoader.load(
            directory: contentDirectory(flags: flags), readingDurations: readingDurations)
        for issue in content.issues { log("content: \(issue)") }
        return content
    }

    /// The content folder `--content`, the environment or the install point at.
    public static func contentDirectory(flags: ParsedFlags) -> String {
        var arguments = ["kiosk"]
        if let dir = flags.string(ContentDirectory.flag) { arguments += [ContentDirectory.flag, dir] }
        return ContentDirectory.resolve(arguments: arguments).path
    }

    /// The UI state the virtual panel test compares: which experience is showing.
    public var stateDescription: String {
        "page=\(rootViewController.currentPageIndex)"
    }

    /// Records the scripted tour of this kiosk (running on `recorder.driver`); it ends with the profile of
    /// `contentDirectory`'s `world/` (text in several scripts) when there is one.
    public func recordTour(into recorder: PreviewRecorder, contentDirectory: String) throws {
        guard let library = application.fontLibrary else {
            throw PreviewError.fontsMissing(reason: "no font could be loaded")
        }
        let tour = TourDriver(driver: recorder.driver, kiosk: self)
        tour.worldContent = Preview.worldContent(contentDirectory)
        _ = try Preview.record(tour, into: recorder, library: library)
    }

    /// The virtual panel test's script: swipe from Profile to Cards across the upper part of the screen, then
    /// tap the right-hand end of the page indicator (Cards to Player). Positions come from this kiosk, laid
    /// out at the driver's size.
    public func demoScript() -> ScriptedInput {
        let w = application.screen.bounds.width
        let h = application.screen.bounds.height
        let y = (h * 0.3).rounded()
        var events = ScriptedInput.drag(
            from: Point(x: (w * 0.85).rounded(), y: y), to: Point(x: (w * 0.15).rounded(), y: y), duration: 0.4,
            time: 0.5)
        let dots = rootViewController.pageControl
        let frame = dots.convert(dots.bounds, to: nil)
        events += ScriptedInput.tap(
            at: Point(x: (frame.maxX - 3).rounded(), y: frame.midY.rounded()), time: 2.5, hold: 0.08)
        return ScriptedInput(events: events)
    }

    /// `--demo-script OUT.json`: writes the demo script; false when the flag is absent.
    /// - Throws: `ContentError`-style one-line errors when the file cannot be written.
    public func writeDemoScript(flags: ParsedFlags) throws -> Bool {
        guard let path = flags.string("--demo-script") else { return false }
        try demoScript().write(path: path)
        return true
    }
}
