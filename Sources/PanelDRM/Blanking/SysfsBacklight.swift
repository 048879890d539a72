#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A panel backlight in sysfs (`/sys/class/backlight/NAME`): `brightness` (0...`max_brightness`) and, where the
/// driver has it, `bl_power` (0 on, 4 powered down).
///
/// The directory is the seam: tests (and the virtual device, which has no backlight) point it at a fake tree
/// with the same files.
public final class SysfsBacklight {
    /// `FB_BLANK_UNBLANK` and `FB_BLANK_POWERDOWN`, the values `bl_power` takes.
    static let powerOn = 0
    static let powerDown = 4

    /// The device folder, e.g. /sys/class/backlight/10-0045.
    public let directory: String
    public let maxBrightness: Int
    /// True when the driver offers `bl_power` (then blanking leaves `brightness` alone).
    public let hasPowerControl: Bool
    /// `brightness` when the kiosk started, restored on waking when no brightness is configured.
    public let initialBrightness: Int

    /// Reads `max_brightness`, `brightness` and whether `bl_power` exists.
    /// - Throws: `BacklightError.unreadable` when the folder is not a backlight.
    public init(directory: String) throws(BacklightError) {
        self.directory = directory
        guard let max = Self.readNumber(directory + "/max_brightness"), max > 0 else {
            throw .unreadable(path: directory + "/max_brightness")
        }
        guard let current = Self.readNumber(directory + "/brightness") else {
            throw .unreadable(path: directory + "/brightness")
        }
        maxBrightness = max
        initialBrightness = current
        hasPowerControl = access(directory + "/bl_power", F_OK) == 0
    }

    /// The first backlight under `root` in name order (`/sys/class/backlight` on a board); nil when none.
    public static func first(in root: String = "/sys/class/backlight") -> String? {
        guard let dir = opendir(root) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted().first.map { root + "/" + $0 }
    }

    /// `brightness` now, or nil when unreadable.
    public var brightness: Int? { Self.readNumber(directory + "/brightness") }

    /// `bl_power` now (nil without power control).
    public var power: Int? { hasPowerControl ? Self.readNumber(directory + "/bl_power") : nil }

    /// The raw `brightness` for a percentage (1...100) of `max_brightness`, at least 1.
    public func level(percent: Int) -> Int {
        max(1, (maxBrightness * min(100, max(1, percent)) + 50) / 100)
    }

    /// Turns the light off: `bl_power` = 4 where offered, else `brightness` = 0.
    /// - Throws: `BacklightError.notWritable` (the kiosk's user may not write the files).
    public func turnOff() throws(BacklightError) {
        if hasPowerControl {
            try write(Self.powerDown, to: "bl_power")
        } else {
            try write(0, to: "brightness")
        }
    }

    /// Turns the light on at `percent` of the maximum (nil: the brightness the kiosk found at start).
    /// - Throws: `BacklightError.notWritable`.
    public func turnOn(percent: Int?) throws(BacklightError) {
        let level = percent.map { self.level(percent: $0) } ?? max(1, initialBrightness)
        try write(level, to: "brightness")
        if hasPowerControl { try write(Self.powerOn, to: "bl_power") }
    }

    private func write(_ value: Int, to file: String) throws(BacklightError) {
        let path = directory + "/" + file
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_TRUNC)
        if fd < 0 { throw .notWritable(path: path, errno: errno) }
        defer { close(fd) }
        let bytes = Array("\(value)\n".utf8)
        let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if n != bytes.count { throw .notWritable(path: path, errno: n < 0 ? errno : EIO) }
    }

    static func readNumber(_ path: String) -> Int? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 32)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self).filter { !$0.isWhitespace }
        return Int(text)
    }
}
