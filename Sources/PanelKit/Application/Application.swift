#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The run loop and everything that belongs to one running UI: the screen, the windows, the clock, the
/// animations and display links, touch delivery. There is no shared instance: tests create a fresh
/// application each, with an `OffscreenDisplay`, a `ScriptedInput` and a `ManualClock`.
///
/// One frame (`runFrame()`): read input up to `clock.now` → hit-test → gesture recognizers and
/// touches → animations and display links tick at the frame's target time → layout pass (views that
/// asked for it) → damage (the changed presentation rectangles, old and new) → render the damage into
/// the display's framebuffer → `display.present(damage:)`.
@MainActor
public final class Application {
    /// Where frames go.
    public let display: any Display
    /// Where touches come from.
    public let input: any InputSource
    /// Where time comes from.
    public let clock: any PanelPlatform.Clock
    /// The display as the UI sees it.
    public let screen: Screen
    /// Every window, in creation order.
    public private(set) var windows: [Window] = []
    /// The window that receives touches first; `makeKeyAndVisible()` sets it.
    public internal(set) weak var keyWindow: Window?
    /// The colour under every window.
    public var backgroundColor: Color = .black

    /// The target timestamp of the latest frame: the time its animations were computed for.
    public private(set) var frameTimestamp: Double
    /// How many frames were drawn and presented.
    public private(set) var presentedFrameCount = 0
    /// The damage of the latest frame that drew anything.
    public private(set) var lastDamage = Region()
    /// How many views the latest frame drew (for damage tests and benchmarks).
    public var lastDrawnViewCount: Int { renderer.drawnViewCount }

    let animationEngine = AnimationEngine()
    private(set) var displayLinks: [DisplayLink] = []
    let renderer: Renderer
    lazy var touches = TouchDispatcher(application: self)
    private var appearanceEnds: [ViewController] = []
    private var frameRequested = true
    private var pendingInput: [[TouchEvent]] = []
    private var stopRequested = false
    private var isRunning = false
    /// The lazily loaded font library (typed `AnyObject` so only `Label+Text.swift` names PanelText).
    var fontLibraryStorage: AnyObject?
    var fontLibraryLoadFailed = false

    /// An application drawing on `display`, reading `input`, timed by `clock`.
    public init(display: any Display, input: any InputSource, clock: any PanelPlatform.Clock) {
        self.display = display
        self.input = input
        self.clock = clock
        self.screen = Screen(
            size: display.size, framesPerSecond: Int((1 / max(display.refreshInterval, 1e-3)).rounded()))
        self.renderer = Renderer(surface: display.framebuffer)
        self.frameTimestamp = clock.now
    }

    // MARK: Windows

    func register(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        requestFrame()
    }

    /// Windows back to front.
    var windowsInDrawingOrder: [Window] {
        windows.enumerated().sorted { a, b in
            a.element.windowLevel != b.element.windowLevel
                ? a.element.windowLevel < b.element.windowLevel : a.offset < b.offset
        }.map(\.element)
    }

    /// Sends `viewDidAppear` to `controller` after the next frame's layout pass (a window's first
    /// appearance, as UIKit does after its first layout).
    func endAppearanceAfterNextLayout(_ controller: ViewController) {
        appearanceEnds.append(controller)
        requestFrame()
    }

    // MARK: Display links

    func add(_ link: DisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
        requestFrame()
    }

    func remove(_ link: DisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    // MARK: Frames

    /// Asks for a frame even if nothing changed (the run loop otherwise sleeps).
    public func requestFrame() {
        frameRequested = true
    }

    /// Whether a frame has work to do: input, animations, display links, layout or damage.
    public var needsFrame: Bool {
        frameRequested || !pendingInput.isEmpty || !animationEngine.isIdle
            || displayLinks.contains(where: { $0.isActive }) || !appearanceEnds.isEmpty
            || windows.contains(where: { $0.needsRenderUpdate || $0.needsLayoutFlag || $0.descendantNeedsLayout })
    }

    /// Runs one frame at `clock.now`. Returns whether anything was drawn and presented.
    /// - Throws: what the input source or the display throws.
    @discardableResult
    public func runFrame() throws -> Bool {
        try ApplicationContext.$current.withValue(self) { try frame() }
    }

    private func frame() throws -> Bool {
        frameRequested = false
        let now = clock.now
        let target = now

        // Input: touches, gesture recognizers, responders.
        var groups = pendingInput
        pendingInput = []
        groups.append(contentsOf: try input.read(until: now))
        for group in groups { touches.dispatch(group) }
        touches.tick(at: now)

        // Animations and display links at the frame's target time.
        let finished = animationEngine.tick(at: target)
        let previous = frameTimestamp
        frameTimestamp = target
        for link in displayLinks where link.isActive {
            link.fire(timestamp: previous, targetTimestamp: target, duration: display.refreshInterval)
        }
        for driver in finished { driver.complete() }

        // Layout, then the appearance that waits for it.
        layoutPass()
        if !appearanceEnds.isEmpty {
            let controllers = appearanceEnds
            appearanceEnds = []
            for c in controllers { c.endAppearanceTransition() }
            layoutPass()
        }

        // Damage and drawing.
        var damage = Region()
        let ordered = windowsInDrawingOrder
        for w in ordered {
            if !w.pendingDamage.isEmpty {
                damage.formUnion(w.pendingDamage)
                w.pendingDamage = Region()
            }
            if w.needsRenderUpdate {
                w.needsRenderUpdate = false
                w.updateRenderState(
                    parentTransform: .identity, clip: screen.bounds, parentAlpha: 1, parentVisible: true,
                    damage: &damage)
            }
        }
        damage = damage.intersection(IntRect(x: 0, y: 0, width: display.width, height: display.height))
        if damage.isEmpty { return false }
        lastDamage = damage
        renderer.render(ordered, damage: damage, clearColor: backgroundColor)
        try display.present(damage: damage)
        presentedFrameCount += 1
        return true
    }

    /// Lays out every window's views that asked for it, repeating while layout asks for more layout.
    public func layoutPass() {
        for _ in 0..<8 {
            var again = false
            for w in windows where w.needsLayoutFlag || w.descendantNeedsLayout {
                w.layoutSubtreeIfNeeded()
                again = again || w.needsLayoutFlag || w.descendantNeedsLayout
            }
            if !again { return }
        }
    }

    // MARK: Stepping time (tests, tours)

    /// Advances a `ManualClock` by one refresh interval and runs a frame, `frames` times.
    /// - Throws: what `runFrame()` throws.
    public func step(frames: Int = 1) throws {
        guard let manual = clock as? ManualClock else {
            preconditionFailure("step(frames:) needs the application to run on a ManualClock")
        }
        for _ in 0..<max(0, frames) {
            manual.advance(by: display.refreshInterval)
            try runFrame()
        }
    }

    /// Advances a `ManualClock` by `seconds`, one frame per refresh interval (the last step may be shorter).
    /// - Throws: what `runFrame()` throws.
    public func advance(by seconds: Double) throws {
        guard let manual = clock as? ManualClock else {
            preconditionFailure("advance(by:) needs the application to run on a ManualClock")
        }
        var left = seconds
        while left > 1e-9 {
            let dt = min(display.refreshInterval, left)
            manual.advance(by: dt)
            try runFrame()
            left -= dt
        }
    }

    // MARK: The run loop

    /// Runs frames until `stop()`: waits in `poll(2)` on the display's and the input's descriptors and a
    /// timeout, so it sleeps without using the CPU while nothing animates and no input arrives.
    ///
    /// - Parameter onIteration: called once per loop iteration, before waiting (a watchdog pings here).
    /// - Throws: what the display or the input throws; the loop stops then.
    public func run(onIteration: (() -> Void)? = nil) throws {
        precondition(!isRunning, "run() is already running")
        isRunning = true
        stopRequested = false
        defer { isRunning = false }
        var nextFrameTime = clock.now
        let paced = display.pollDescriptor != nil
        while !stopRequested {
            onIteration?()
            if stopRequested { break }
            var now = clock.now
            if display.isReadyForFrame && needsFrame && (paced || now >= nextFrameTime - 0.0005) {
                try ApplicationContext.$current.withValue(self) { _ = try frame() }
                nextFrameTime = max(nextFrameTime + display.refreshInterval, now)
                now = clock.now
            }
            if stopRequested { break }
            var timeout = -1.0
            if needsFrame {
                if !display.isReadyForFrame {
                    timeout = paced ? 0.1 : display.refreshInterval
                } else {
                    timeout = paced ? 0 : max(0, nextFrameTime - now)
                }
            }
            if let deadline = touches.nextDeadline {
                timeout = Application.minTimeout(timeout, max(0, deadline - now))
            }
            let displayDeadline = display.nextDeadline
            if let deadline = displayDeadline {
                timeout = Application.minTimeout(timeout, max(0, deadline - now))
            }
            if input.pollDescriptor == nil {
                timeout = Application.minTimeout(timeout, display.refreshInterval)
            }
            try wait(timeout: timeout, displayDeadline: displayDeadline)
        }
    }

    /// More descriptors for `run()` to wait on (a signalfd, a watchdog timer); each handler runs when its
    /// descriptor is readable.
    public var watchedDescriptors: [(descriptor: Int32, handler: () -> Void)] = []

    /// Asks `run()` to return after the current iteration.
    public func stop() {
        stopRequested = true
    }

    private static func minTimeout(_ a: Double, _ b: Double) -> Double {
        a < 0 ? b : min(a, b)
    }

    private func wait(timeout: Double, displayDeadline: Double?) throws {
        var fds: [pollfd] = []
        if let fd = display.pollDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        if let fd = input.pollDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let watchedStart = fds.count
        for w in watchedDescriptors { fds.append(pollfd(fd: w.descriptor, events: Int16(POLLIN), revents: 0)) }
        let ms: Int32 = timeout < 0 ? -1 : Int32(min(60_000, (timeout * 1000).rounded(.up)))
        if fds.isEmpty {
            if ms > 0 { usleep(UInt32(ms) * 1000) }
        } else {
            var n: Int32
            repeat {
                n = poll(&fds, nfds_t(fds.count), ms)
            } while n < 0 && errno == EINTR
        }
        var i = 0
        let deadlinePassed = displayDeadline.map { clock.now >= $0 } ?? false
        if display.pollDescriptor != nil {
            if fds[i].revents != 0 || deadlinePassed { try display.dispatchEvents() }
            i += 1
        } else if deadlinePassed {
            try display.dispatchEvents()
        }
        for (k, w) in watchedDescriptors.enumerated() where fds[watchedStart + k].revents != 0 { w.handler() }
        let inputReady = input.pollDescriptor == nil || (fds.count > i && fds[i].revents != 0)
        if inputReady {
            let groups = try input.read(until: clock.now)
            if !groups.isEmpty {
                pendingInput.append(contentsOf: groups)
                requestFrame()
            }
        }
    }
}
