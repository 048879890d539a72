#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// DRM cards opened through the seat manager instead of `open(2)`: the manager checks that the kiosk owns the
/// seat, opens the node with its own rights and makes the kiosk DRM master. Everything after the open is the
/// same libdrm code as `LinuxDRMSystem`.
public final class SeatDRMSystem: DRMSystem {
    public let seat: SeatSession
    private let plain: LinuxDRMSystem

    public init(seat: SeatSession, directory: String = "/dev/dri") {
        self.seat = seat
        plain = LinuxDRMSystem(directory: directory)
    }

    public func cardPaths() -> [String]? { plain.cardPaths() }

    public func openCard(path: String) throws(DRMError) -> any KMSDevice {
        let fd = seat.openDevice(path: path)
        if fd < 0 {
            throw .system(call: "libseat_open_device", errno: -fd, context: "opening \(path) through \(seat.name)")
        }
        // libseat hands the descriptor over blocking; page-flip events are read without blocking.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let seat = self.seat
        return try LinuxKMSDevice(path: path, fd: fd, release: { seat.closeDevice($0) })
    }

    public func sleep(seconds: Double) { plain.sleep(seconds: seconds) }
}
