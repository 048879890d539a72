#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How long start-up took, from the kernel's own clocks: the process's start (`/proc/self/stat`, on the
/// boot-time clock, 10 ms steps) and the boot-time clock itself (0 at kernel start).
public struct StartupTimes: Sendable, Equatable {
    /// Seconds since the kernel started (`CLOCK_BOOTTIME`).
    public var sinceBoot: Double
    /// Seconds since this process was created (its fork, which for a service includes systemd's sandbox
    /// set-up before exec); nil when /proc is not readable.
    public var sinceProcessStart: Double?

    /// The figures now.
    public static func now() -> StartupTimes {
        let boot = bootClock()
        return StartupTimes(sinceBoot: boot, sinceProcessStart: processStartTime().map { boot - $0 })
    }

    /// `CLOCK_BOOTTIME` in seconds.
    public static func bootClock() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// This process's start on the boot-time clock: field 22 of /proc/self/stat, in clock ticks.
    static func processStartTime() -> Double? {
        let fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        if fd < 0 { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return parseStartTime(
            String(decoding: buffer[0..<n], as: UTF8.self), ticksPerSecond: Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// The start time from a /proc/PID/stat line (the name in parentheses may hold spaces: fields are counted
    /// after the last ')').
    static func parseStartTime(_ stat: String, ticksPerSecond: Double) -> Double? {
        guard let close = stat.lastIndex(of: ")"), ticksPerSecond > 0 else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); field 22 is fields[19].
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return ticks / ticksPerSecond
    }
}
