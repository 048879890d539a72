import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The kiosk's settings file (`/etc/panelkit/kiosk.conf`): `key = value` lines, `#` starts a comment.
///
/// ```
/// idle-blank = 600          # seconds without a touch before the panel goes dark; 0 never
/// brightness = 80           # percent of the backlight's maximum while lit; keep = leave it as found
/// schedule = 07:00-22:00    # lit between these times (a touch wakes it outside them); always = no schedule
/// backlight = auto          # auto (the first in /sys/class/backlight), none, or a backlight folder
/// seat = auto               # auto (libseat, else open the devices directly), libseat, direct
/// ```
///
/// A bad line is reported (one line naming the file, the line, what was expected and the value kept) and the
/// default stays: a typo never stops the kiosk.
public struct KioskConfig: Equatable, Sendable {
    /// Where the backlight is.
    public enum Backlight: Equatable, Sendable {
        case auto
        case none
        case directory(String)
    }

    /// How devices are opened.
    public enum SeatMode: String, Equatable, Sendable {
        /// Through libseat when a seat manager answers, else directly.
        case auto
        /// Only through libseat (fail when no seat manager answers).
        case libseat
        /// `open(2)` as the kiosk's own user (groups video and input).
        case direct
    }

    public static let defaultPath = "/etc/panelkit/kiosk.conf"
    static let maxIdle = 7 * 86_400.0

    /// Seconds without a touch before blanking; nil never blanks for idleness.
    public var idleBlank: Double? = 600
    /// Backlight level while lit, in percent; nil leaves it as found.
    public var brightness: Int?
    public var schedule: BlankingSchedule?
    public var backlight: Backlight = .auto
    public var seat: SeatMode = .auto

    public init() {}

    /// The blanking settings for `IdleBlanker`.
    public var blanking: IdleBlanker.Settings {
        IdleBlanker.Settings(idleTimeout: idleBlank, schedule: schedule)
    }

    /// Parses the file's text; `name` prefixes each problem ("kiosk.conf:3: ...").
    public static func parse(_ text: String, name: String = "kiosk.conf") -> (KioskConfig, issues: [String]) {
        var config = KioskConfig()
        var issues: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmed
            if trimmed.isEmpty { continue }
            let at = "\(name):\(index + 1)"
            guard let eq = trimmed.firstIndex(of: "=") else {
                issues.append("\(at): expected 'key = value', got '\(trimmed)'; line ignored")
                continue
            }
            let key = trimmed[..<eq].trimmed.lowercased()
            let value = String(trimmed[trimmed.index(after: eq)...].trimmed)
            if let issue = config.apply(key: key, value: value) { issues.append("\(at): \(issue)") }
        }
        return (config, issues)
    }

    /// Reads and parses `path`. A missing file at the default path is not a problem (the defaults apply);
    /// one named explicitly is.
    public static func load(path: String = defaultPath, explicit: Bool = false) -> (KioskConfig, issues: [String]) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let e = errno
            if e == ENOENT && !explicit { return (KioskConfig(), []) }
            let why = e == ENOENT ? "no such file" : String(cString: strerror(e))
            return (KioskConfig(), ["\(path): cannot read it (\(why)); using the defaults"])
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return parse(String(decoding: bytes, as: UTF8.self), name: path)
    }

    /// Sets one key; returns the problem (with the value kept) when the key or value is bad.
    mutating func apply(key: String, value: String) -> String? {
        switch key {
        case "idle-blank":
            guard let s = Double(value), s >= 0, s <= Self.maxIdle, s.isFinite else {
                return
                    "idle-blank expects seconds from 0 to 604800 (0 = never), got '\(value)'; keeping \(describeIdle)"
            }
            idleBlank = s == 0 ? nil : s
        case "brightness":
            if value.lowercased() == "keep" {
                brightness = nil
            } else {
                guard let p = Int(value.hasSuffix("%") ? String(value.dropLast()) : value), (1...100).contains(p) else {
                    return
                        "brightness expects a percentage from 1 to 100 or 'keep', got '\(value)'; keeping \(describeBrightness)"
                }
                brightness = p
            }
        case "schedule":
            if value.lowercased() == "always" || value.lowercased() == "none" {
                schedule = nil
            } else {
                guard let s = BlankingSchedule(value) else {
                    return
                        "schedule expects HH:MM-HH:MM (on time first, e.g. 07:00-22:00) or 'always', got '\(value)'; keeping \(schedule?.description ?? "always")"
                }
                schedule = s
            }
        case "backlight":
            switch value.lowercased() {
            case "auto": backlight = .auto
            case "none": backlight = .none
            default:
                guard value.hasPrefix("/") else {
                    return
                        "backlight expects auto, none or an absolute folder such as /sys/class/backlight/10-0045, got '\(value)'; keeping \(describeBacklight)"
                }
                backlight = .directory(value)
            }
        case "seat":
            guard let m = SeatMode(rawValue: value.lowercased()) else {
                return "seat expects auto, libseat or direct, got '\(value)'; keeping \(seat.rawValue)"
            }
            seat = m
        default:
            return "unknown setting '\(key)' (known: idle-blank, brightness, schedule, backlight, seat); ignored"
        }
        return nil
    }

    private var describeIdle: String { idleBlank.map { formatSeconds($0) } ?? "0 (never)" }
    private var describeBrightness: String { brightness.map { "\($0)" } ?? "keep" }
    private var describeBacklight: String {
        switch backlight {
        case .auto: return "auto"
        case .none: return "none"
        case .directory(let d): return d
        }
    }
}

extension Substring {
    fileprivate var trimmed: Substring {
        var s = self
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return s
    }
}
