import CDRM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// SIGINT, SIGTERM and SIGHUP as a pollable descriptor (signalfd), so the run loop leaves normally and the
/// display puts the console back, instead of the process dying with the panel showing a stale frame.
public final class TerminationSignals {
    public private(set) var descriptor: Int32 = -1
    private var previous = sigset_t()

    /// Blocks the signals for normal delivery and opens the signalfd.
    public init() {
        var mask = sigset_t()
        sigemptyset(&mask)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&mask, s) }
        if sigprocmask(SIG_BLOCK, &mask, &previous) == 0 {
            descriptor = panel_signalfd(&mask)
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        sigprocmask(SIG_SETMASK, &previous, nil)
    }

    /// The signal numbers received since the last call (empty when none).
    public func take() -> [Int32] {
        guard descriptor >= 0 else { return [] }
        var out: [Int32] = []
        var info = signalfd_siginfo()
        while true {
            let n = withUnsafeMutableBytes(of: &info) { raw in read(descriptor, raw.baseAddress, raw.count) }
            if n != MemoryLayout<signalfd_siginfo>.size { break }
            out.append(Int32(bitPattern: info.ssi_signo))
        }
        return out
    }
}
