import PanelPlatform

/// What a `PanelApp` says about itself: its name, version, one-line summary and the flags of its own.
public struct PanelAppConfiguration: Sendable {
    /// The program's name in messages and `--help`; nil for the executable's own name.
    public var name: String?
    /// What `--version` prints.
    public var version: String
    /// One line for `--help`.
    public var summary: String
    /// The app's own flags, parsed beside the standard ones and handed to it in `PanelAppContext.flags`.
    public var flags: [FlagSpec]
    /// Which of the app's own flags ask for an offscreen run (they need `--size`), as the kiosk's
    /// `--demo-script`.
    public var offscreenFlags: [String]

    public init(
        name: String? = nil, version: String = "0.1.0", summary: String = "a PanelKit app", flags: [FlagSpec] = [],
        offscreenFlags: [String] = []
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.flags = flags
        self.offscreenFlags = offscreenFlags
    }
}
