import PanelDRM
import PanelGraphics
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// A small poll() run loop for the kiosk until PanelKit's Application owns one (then this file moves there).

/// Polls the display (flip events, hotplug), the input and the termination signals; hands touches to the
/// scene and renders a frame only when the display is ready for one and something changed. While nothing
/// changes it sleeps in poll() with no timeout.
final class RunLoop {
    let display: any Display
    let input: any InputSource
    let clock: any Clock
    let scene: DemoScene
    let signals: TerminationSignals?
    /// When the display needs `dispatchEvents()` without its descriptor becoming readable (lost flip event,
    /// EBUSY retry, DRM master retry); PanelPlatform's `Display` has no such property yet.
    let displayDeadline: () -> Double?
    /// Called once per loop iteration: the seam for a watchdog ping.
    var watchdog: (() -> Void)?
    /// Sees every input frame before the scene does (`--log-touches`).
    var onTouches: (([TouchEvent]) -> Void)?

    init(
        display: any Display, input: any InputSource, clock: any Clock, scene: DemoScene,
        signals: TerminationSignals?, displayDeadline: @escaping () -> Double? = { nil }
    ) {
        self.display = display
        self.input = input
        self.clock = clock
        self.scene = scene
        self.signals = signals
        self.displayDeadline = displayDeadline
    }

    /// Runs until SIGINT, SIGTERM or SIGHUP. Returns the signal.
    /// - Throws: what the display or input throws (device lost, for example).
    func run() throws -> Int32 {
        while true {
            watchdog?()
            let wantsFrame = scene.needsDisplay || scene.isAnimating
            var timeout = Double.infinity
            if wantsFrame && display.isReadyForFrame { timeout = 0 }
            if wantsFrame && display.pollDescriptor == nil { timeout = min(timeout, display.refreshInterval) }
            if input.pollDescriptor == nil { timeout = min(timeout, display.refreshInterval) }
            let deadline = displayDeadline()
            if let d = deadline { timeout = min(timeout, max(0, d - clock.now)) }

            var fds: [pollfd] = []
            for fd in [display.pollDescriptor, input.pollDescriptor, signals?.descriptor] {
                fds.append(pollfd(fd: fd ?? -1, events: Int16(POLLIN), revents: 0))
            }
            let ms: Int32 = timeout.isInfinite ? -1 : Int32(min(timeout * 1000, 60_000).rounded(.up))
            let n = poll(&fds, nfds_t(fds.count), ms)
            if n < 0 && errno != EINTR { throw RunLoopError.poll(errno: errno) }

            if fds[2].revents != 0, let s = signals?.take().first { return s }
            if fds[0].revents != 0 || (deadline.map { clock.now >= $0 } ?? false) {
                try display.dispatchEvents()
            }
            if fds[1].revents != 0 || input.pollDescriptor == nil {
                let frames = try input.read(until: clock.now)
                if let log = onTouches { frames.forEach(log) }
                scene.handle(frames)
            }
            if display.isReadyForFrame && (scene.needsDisplay || scene.isAnimating) {
                scene.advance(to: clock.now)
                let damage = scene.render(into: display.framebuffer)
                if !damage.isEmpty { try display.present(damage: damage) }
            }
        }
    }
}

enum RunLoopError: Error, CustomStringConvertible {
    case poll(errno: Int32)

    var description: String {
        switch self {
        case .poll(let e): return "poll failed (errno \(e))"
        }
    }
}
