import CSeat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The seat (display and input devices) as lent by a seat manager through libseat: seatd, or logind for a
/// process in a login session. The kiosk then runs as an ordinary user with no `video` or `input` group: the
/// manager opens the nodes, hands over the descriptors, makes the kiosk DRM master while its VT is in front,
/// and takes the devices away (`onDisable`) when the user switches to another VT, giving them back
/// (`onEnable`) on the way back, as cage, weston and sway do.
///
/// The run loop must call `dispatch()` when `descriptor` is readable; the callbacks run from there.
public final class SeatSession {
    /// The seat's name ("seat0").
    public private(set) var name = "seat0"
    /// True while the seat is ours (our VT in front); devices must not be used otherwise.
    public private(set) var isActive = false
    /// How many times the seat was taken away and given back.
    public private(set) var disables = 0
    public private(set) var enables = 0
    /// Called after the seat was taken away (stop presenting and reading input).
    public var onDisable: (() -> Void)?
    /// Called when the seat is back (show a full frame, read input again).
    public var onEnable: (() -> Void)?
    private var seat: OpaquePointer?
    private let listener: UnsafeMutablePointer<libseat_seat_listener>
    /// Device ids by descriptor, for `libseat_close_device`.
    private var deviceIDs: [Int32: Int32] = [:]

    /// Opens the seat and waits (up to `timeout` seconds) until the manager enables it.
    /// - Throws: `SeatError` when no seat manager answers or the seat never becomes ours.
    public init(timeout: Double = 5) throws(SeatError) {
        listener = .allocate(capacity: 1)
        listener.initialize(
            to: libseat_seat_listener(
                enable_seat: { _, data in
                    guard let data else { return }
                    Unmanaged<SeatSession>.fromOpaque(data).takeUnretainedValue().enabled()
                },
                disable_seat: { _, data in
                    guard let data else { return }
                    Unmanaged<SeatSession>.fromOpaque(data).takeUnretainedValue().disabled()
                }))
        libseat_set_log_level(LIBSEAT_LOG_LEVEL_ERROR)
        guard let s = libseat_open_seat(listener, Unmanaged.passUnretained(self).toOpaque()) else {
            let e = errno
            listener.deallocate()
            throw .noSeatManager(errno: e)
        }
        seat = s
        if let n = libseat_seat_name(s) { name = String(cString: n) }
        var waited = 0.0
        while !isActive {
            if libseat_dispatch(s, 100) < 0 || waited >= timeout {
                libseat_close_seat(s)
                seat = nil
                listener.deallocate()
                throw .notEnabled(seat: name, seconds: timeout)
            }
            waited += 0.1
        }
    }

    deinit { close() }

    /// Whether a seat manager is there to ask: seatd's socket, or a logind session for this process. (libseat
    /// would otherwise fall back to its built-in backend, which as root takes the VT itself.)
    public static var managerAvailable: Bool {
        access(seatdSocket, F_OK) == 0 || getenv("XDG_SESSION_ID") != nil
    }

    /// Where seatd listens (`SEATD_SOCK` overrides it, as in libseat).
    static var seatdSocket: String {
        getenv("SEATD_SOCK").map { String(cString: $0) } ?? "/run/seatd.sock"
    }

    /// A descriptor to poll; readable when the manager has something to say.
    public var descriptor: Int32 { seat.map { libseat_get_fd($0) } ?? -1 }

    /// Reads the manager's messages and runs `onEnable`/`onDisable`.
    public func dispatch() {
        guard let s = seat else { return }
        _ = libseat_dispatch(s, 0)
    }

    /// Opens a device node through the manager (read-write, non-blocking, close-on-exec).
    /// - Returns: the descriptor, or -errno.
    public func openDevice(path: String) -> Int32 {
        guard let s = seat else { return -ENODEV }
        var fd: Int32 = -1
        let id = libseat_open_device(s, path, &fd)
        if id < 0 || fd < 0 { return -(errno == 0 ? EACCES : errno) }
        deviceIDs[fd] = id
        return fd
    }

    /// Gives a device back to the manager and closes its descriptor.
    public func closeDevice(_ fd: Int32) {
        if let s = seat, let id = deviceIDs.removeValue(forKey: fd) { _ = libseat_close_device(s, id) }
        _ = Glibc.close(fd)
    }

    /// Leaves the seat; its devices go back to the manager. Safe to call more than once.
    public func close() {
        guard let s = seat else { return }
        for (fd, id) in deviceIDs {
            _ = libseat_close_device(s, id)
            _ = Glibc.close(fd)
        }
        deviceIDs = [:]
        libseat_close_seat(s)
        seat = nil
        listener.deallocate()
    }

    private func enabled() {
        isActive = true
        enables += 1
        if enables > 1 { onEnable?() }
    }

    private func disabled() {
        isActive = false
        disables += 1
        onDisable?()
        if let s = seat { _ = libseat_disable_seat(s) }
    }
}
