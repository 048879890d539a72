import PanelPlatform

/// The panel flags every PanelKit program on DRM/KMS understands.
///
/// `--device PATH`, `--output NAME|list`, `--mode WxH[@Hz]`, `--rotation 0|90|180|270`,
/// `--touch-matrix "a b c d e f"`, `--legacy-kms`, `--seat NAME`, `--master-wait SECONDS`. Values may follow
/// as the next argument or after `=`.
public struct PanelOptions: Hashable, Sendable {
    /// A card node such as /dev/dri/card1; nil picks the first usable card.
    public var device: String?
    /// A connector name such as HDMI-A-1; nil picks the first connected one.
    public var output: String?
    /// True for `--output list`: print the outputs and exit.
    public var listOutputs = false
    public var mode: ModeRequest?
    public var rotation: DisplayRotation = .none
    /// Overrides LIBINPUT_CALIBRATION_MATRIX on every touch device.
    public var touchMatrix: CalibrationMatrix?
    /// Forces drmModeSetCrtc + drmModePageFlip even where atomic commits are offered.
    public var legacyKMS = false
    public var seat = "seat0"
    /// How long to wait for another program to release DRM master at start.
    public var masterWait = 10.0

    public init() {}

    /// The panel flags, for a `FlagParser` (a program adds its own beside them).
    public static let flags: [FlagSpec] = [
        FlagSpec("--device", value: "PATH", help: "DRM card node (default: the first usable /dev/dri/card*)"),
        FlagSpec(
            "--output", value: "NAME|list",
            help: "connector to use, e.g. HDMI-A-1 or DSI-1; 'list' prints the outputs and exits"),
        FlagSpec("--mode", value: "WxH[@Hz]", help: "display mode (default: the output's preferred mode)"),
        FlagSpec("--rotation", value: "DEG", help: "0, 90, 180 or 270, clockwise; the UI and touches turn together"),
        FlagSpec(
            "--touch-matrix", value: "\"a b c d e f\"",
            help: "touch calibration (overrides udev's LIBINPUT_CALIBRATION_MATRIX)"),
        FlagSpec("--legacy-kms", help: "use drmModeSetCrtc + drmModePageFlip instead of atomic commits"),
        FlagSpec("--seat", value: "NAME", help: "libinput seat (default: seat0)"),
        FlagSpec(
            "--master-wait", value: "SECONDS",
            help: "how long to wait for DRM master held by another program (default: 10)"),
    ]

    /// The panel flags' values among `flags` (parsed with at least `PanelOptions.flags`).
    /// - Throws: `UsageError` for a malformed value.
    public init(flags: ParsedFlags) throws(UsageError) {
        device = flags.string("--device")
        if let v = flags.string("--output") {
            if v == "list" { listOutputs = true } else { output = v }
        }
        mode = try flags.value("--mode", expected: "WxH or WxH@Hz (e.g. 800x480@60)") { ModeRequest($0) }
        rotation =
            try flags.value("--rotation", expected: "0, 90, 180 or 270") { DisplayRotation(degrees: $0) } ?? .none
        touchMatrix = try flags.value("--touch-matrix", expected: "six numbers \"a b c d e f\"") {
            CalibrationMatrix($0)
        }
        legacyKMS = flags.has("--legacy-kms")
        seat = flags.string("--seat") ?? "seat0"
        masterWait =
            try flags.value("--master-wait", expected: "seconds (0 to 3600)") { v in
                Double(v).flatMap { $0 >= 0 && $0 <= 3600 ? $0 : nil }
            } ?? 10
    }
}
