#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Tells systemd how the service is doing: the `sd_notify` protocol, spoken directly, without libsystemd.
///
/// The protocol is small enough to speak by hand, which keeps libsystemd (and its dependencies) off a board that
/// may not otherwise need it, and keeps the kiosk's static binary free of one more shared library: when systemd
/// starts a `Type=notify` service it sets `$NOTIFY_SOCKET` to the address of a Unix datagram socket, either a
/// file system path (`/run/systemd/notify`) or, when it starts with `@`, a name in the abstract namespace (the
/// `@` stands for a leading NUL byte). Each datagram is newline-separated `KEY=VALUE` assignments:
///
/// - `READY=1`: start-up is finished (systemd then reports the unit `active` and starts what waits for it);
/// - `STATUS=...`: one free-form line that `systemctl status` shows;
/// - `WATCHDOG=1`: still alive; with `WatchdogSec=` set, systemd passes `$WATCHDOG_USEC` and kills the service
///   (SIGABRT, then restarts it under `Restart=`) when no ping arrives within that time;
/// - `STOPPING=1`: shutting down on purpose.
///
/// systemd accepts the datagrams only from the service's main process (`NotifyAccess=main`, the default), so
/// the kiosk sends them itself from its run loop. Outside systemd (`$NOTIFY_SOCKET` unset) every call is a no-op
/// that returns false.
public final class SystemdNotifier {
    /// The address from `$NOTIFY_SOCKET` as given (`/run/systemd/notify` or `@name`); nil outside systemd.
    public let address: String?
    /// How often systemd wants a `WATCHDOG=1`, from `$WATCHDOG_USEC` (when `$WATCHDOG_PID` is unset or names
    /// this process); nil when no watchdog is set.
    public let watchdogInterval: Double?
    /// The errno of the last failed send (0 when the last send worked).
    public private(set) var lastErrno: Int32 = 0
    private var socketFD: Int32 = -1

    /// Reads `NOTIFY_SOCKET`, `WATCHDOG_USEC` and `WATCHDOG_PID` from `environment` (the process's own by
    /// default).
    public init(environment: [String: String]? = nil) {
        let env = environment ?? Self.processEnvironment()
        let raw = env["NOTIFY_SOCKET"] ?? ""
        address = (raw.hasPrefix("/") || raw.hasPrefix("@")) && raw.utf8.count > 1 ? raw : nil
        watchdogInterval = Self.watchdogInterval(
            usec: env["WATCHDOG_USEC"], pid: env["WATCHDOG_PID"], ownPID: Int(getpid()))
    }

    deinit {
        if socketFD >= 0 { close(socketFD) }
    }

    /// True under a service manager that listens (`$NOTIFY_SOCKET` set to a usable address).
    public var isActive: Bool { address != nil }

    /// Sends `READY=1`, with a `STATUS=` line when given.
    @discardableResult
    public func ready(status: String? = nil) -> Bool {
        send(["READY=1"] + (status.map { ["STATUS=" + Self.oneLine($0)] } ?? []))
    }

    /// Sends `STATUS=` with `line` (newlines become spaces: the protocol is line based).
    @discardableResult
    public func status(_ line: String) -> Bool { send(["STATUS=" + Self.oneLine(line)]) }

    /// Sends `WATCHDOG=1`.
    @discardableResult
    public func watchdog() -> Bool { send(["WATCHDOG=1"]) }

    /// Sends `STOPPING=1`, with a `STATUS=` line when given.
    @discardableResult
    public func stopping(status: String? = nil) -> Bool {
        send(["STOPPING=1"] + (status.map { ["STATUS=" + Self.oneLine($0)] } ?? []))
    }

    /// Sends the assignments as one datagram. Returns false outside systemd or when the send failed
    /// (`lastErrno` says why); a lost notification is never fatal for the kiosk.
    @discardableResult
    public func send(_ assignments: [String]) -> Bool {
        guard let address else { return false }
        if socketFD < 0 {
            socketFD = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if socketFD < 0 {
                lastErrno = errno
                return false
            }
        }
        guard let found = Self.socketAddress(address) else {
            lastErrno = ENAMETOOLONG
            return false
        }
        var addr = found.0
        let length = found.1
        let payload = Array(assignments.joined(separator: "\n").utf8)
        let sent = payload.withUnsafeBytes { bytes in
            withUnsafePointer(to: &addr) { p in
                p.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                    var n: Int
                    repeat {
                        n = sendto(socketFD, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL), sa, length)
                    } while n < 0 && errno == EINTR
                    return n
                }
            }
        }
        lastErrno = sent == payload.count ? 0 : errno
        return sent == payload.count
    }

    /// The `sockaddr_un` for `address` and its length: a path with its NUL, or for `@name` a leading NUL and
    /// exactly the name's bytes (abstract names are not NUL-terminated; the length says where they end).
    static func socketAddress(_ address: String) -> (sockaddr_un, socklen_t)? {
        var bytes = Array(address.utf8)
        let abstract = bytes.first == UInt8(ascii: "@")
        if abstract { bytes[0] = 0 }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count + (abstract ? 0 : 1) <= capacity else { return nil }
        withUnsafeMutableBytes(of: &addr.sun_path) { dst in
            for (i, b) in bytes.enumerated() { dst[i] = b }
        }
        let base = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        return (addr, socklen_t(base + bytes.count + (abstract ? 0 : 1)))
    }

    /// `WATCHDOG_USEC` in seconds, when it is meant for `ownPID`.
    static func watchdogInterval(usec: String?, pid: String?, ownPID: Int) -> Double? {
        guard let usec, let value = UInt64(usec), value > 0 else { return nil }
        if let pid, let p = Int(pid), p != ownPID { return nil }
        return Double(value) / 1e6
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    private static func processEnvironment() -> [String: String] {
        var env: [String: String] = [:]
        for key in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] {
            if let v = getenv(key) { env[key] = String(cString: v) }
        }
        return env
    }
}
