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

    /// The help lines for these flags.
    public static let help = """
          --device PATH           DRM card node (default: the first usable /dev/dri/card*)
          --output NAME|list      connector to use, e.g. HDMI-A-1 or DSI-1; 'list' prints them and exits
          --mode WxH[@Hz]         display mode (default: the output's preferred mode)
          --rotation DEG          0, 90, 180 or 270, clockwise; the UI and touches turn together
          --touch-matrix "a b c d e f"
                                  touch calibration (overrides udev's LIBINPUT_CALIBRATION_MATRIX)
          --legacy-kms            use drmModeSetCrtc + drmModePageFlip instead of atomic commits
          --seat NAME             libinput seat (default: seat0)
          --master-wait SECONDS   how long to wait for DRM master held by another program (default: 10)
        """

    /// Takes the panel flags out of `arguments`, returning the options and the arguments left for the caller,
    /// in order.
    /// - Throws: `UsageError` for a malformed value or a flag without its value.
    public static func parse(_ arguments: [String]) throws(UsageError) -> (PanelOptions, rest: [String]) {
        var options = PanelOptions()
        var rest: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let arg = scanner.next() {
            switch arg.flag {
            case "--device":
                options.device = try scanner.value(for: arg)
            case "--output":
                let v = try scanner.value(for: arg)
                if v == "list" { options.listOutputs = true } else { options.output = v }
            case "--mode":
                let v = try scanner.value(for: arg)
                guard let m = ModeRequest(v) else {
                    throw UsageError("--mode expects WxH or WxH@Hz (e.g. 800x480@60), got '\(v)'")
                }
                options.mode = m
            case "--rotation":
                let v = try scanner.value(for: arg)
                guard let r = DisplayRotation(degrees: v) else {
                    throw UsageError("--rotation expects 0, 90, 180 or 270, got '\(v)'")
                }
                options.rotation = r
            case "--touch-matrix":
                let v = try scanner.value(for: arg)
                guard let m = CalibrationMatrix(v) else {
                    throw UsageError("--touch-matrix expects six numbers \"a b c d e f\", got '\(v)'")
                }
                options.touchMatrix = m
            case "--legacy-kms":
                try scanner.noValue(for: arg)
                options.legacyKMS = true
            case "--seat":
                options.seat = try scanner.value(for: arg)
            case "--master-wait":
                let v = try scanner.value(for: arg)
                guard let s = Double(v), s >= 0, s <= 3600 else {
                    throw UsageError("--master-wait expects seconds (0 to 3600), got '\(v)'")
                }
                options.masterWait = s
            default:
                // Not a panel flag (or a foreign flag's value): the caller parses it, in order.
                rest.append(arg.original)
            }
        }
        return (options, rest)
    }
}

/// Walks command-line arguments, splitting `--flag=value`.
public struct ArgumentScanner {
    public struct Argument: Sendable {
        public var flag: String
        public var inlineValue: String?
        public var original: String
    }

    private let arguments: [String]
    private var index = 0

    public init(_ arguments: [String]) {
        self.arguments = arguments
    }

    public mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let a = arguments[index]
        index += 1
        if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
            return Argument(flag: String(a[..<eq]), inlineValue: String(a[a.index(after: eq)...]), original: a)
        }
        return Argument(flag: a, inlineValue: nil, original: a)
    }

    public func peek() -> String? { index < arguments.count ? arguments[index] : nil }

    /// The flag's value: after `=`, or the next argument.
    /// - Throws: `UsageError` when it is missing.
    public mutating func value(for arg: Argument) throws(UsageError) -> String {
        if let v = arg.inlineValue {
            if v.isEmpty { throw UsageError("\(arg.flag) needs a value") }
            return v
        }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError("\(arg.flag) needs a value")
        }
        index += 1
        return arguments[index - 1]
    }

    /// - Throws: `UsageError` when a switch was given a value (`--legacy-kms=yes`).
    public func noValue(for arg: Argument) throws(UsageError) {
        if arg.inlineValue != nil { throw UsageError("\(arg.flag) takes no value") }
    }
}
