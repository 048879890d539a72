/// Everything that belongs to one running UI: the screen, the windows, the clock, the event loop, the
/// animations and display links, touch delivery. There is no shared instance: tests create a fresh
/// application each (the embedded driver does, with an offscreen display, scripted input and a manual clock).
///
/// One frame (`runFrame()`): read input up to `clock.now` → hit-test → gesture recognizers and
/// touches → animations and display links tick at the frame's target time → layout pass (views that
/// asked for it) → damage (the changed presentation rectangles, old and new) → render the damage into
/// the display's framebuffer → `display.present(damage:)`.
///
/// The application is a responder, as `UIApplication`: the window's next responder, followed by its
/// delegate when that is a responder (Application+Actions.swift).
@MainActor
public final class Application: Responder, EventLoopClient {
    /// Where frames go.
    public let display: any Display
    /// Where touches come from.
    public let input: any InputSource
    /// Where time comes from.
    public let clock: any PanelPlatform.Clock
    /// The display as the UI sees it.
    public let screen: Screen
    /// Every window, in creation order.
    public private(set) var windows: [Window] = [] {
        didSet { drawingOrderIsStale = true }
    }
    /// Whether the windows must be sorted back to front again before the next frame draws (a window was
    /// added or changed its level); a frame otherwise re-uses the last order.
    var drawingOrderIsStale = true
    /// The window that receives touches first; `makeKeyAndVisible()` sets it. A strong reference, which
    /// changes no lifetime (`windows` keeps every window the application ever had): a weak one would give
    /// the window a side table, through which every retain and release of it in a frame then goes.
    public internal(set) var keyWindow: Window?
    /// The colour under every window.
    public var backgroundColor: Color = .black
    /// Whether the panel stays lit however long nobody touches it, as `UIApplication.isIdleTimerDisabled`
    /// (a video playing, a dashboard on a wall): on a board, the config's idle blanking waits while it is
    /// true and counts from the moment it turns false; its on/off schedule still applies.
    public var isIdleTimerDisabled = false

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
    /// The windows back to front, re-used from frame to frame.
    private var drawingOrder: [Window] = []
    private var frameRequested = true
    private var pendingInput: [[TouchEvent]] = []
    private var nextFrameTime: Double
    /// The main thread's loop this application runs in; backends are its sources.
    public let eventLoop: EventLoop
    private var displaySource: DisplayEventSource?
    private var inputSource: InputEventSource?
    /// The lazily loaded font library (typed `AnyObject` so only `Label+Text.swift` names PanelText).
    var fontLibraryStorage: AnyObject?
    var fontLibraryLoadFailed = false
    /// The scenes registered for each storyboard name (`Storyboard`).
    var storyboardScenes: [String: Storyboard.Scenes] = [:]
    /// The on-screen keyboard, made the first time a responder taking key input becomes first responder.
    var keyboardStorage: Keyboard?
    private var menuPresenterStorage: MenuPresenter?
    /// The edit menu's presenter, made the first time an edit menu shows.
    private(set) var editMenuPresenterIfMade: EditMenuPresenter?
    /// Hardware keys held down, by Linux key code (Application+Keys.swift).
    var heldPresses: [Int: Press] = [:]
    /// Key events read outside a frame, waiting for the next one.
    var pendingKeys: [KeyEvent] = []
    /// The app's state, delegate and scenes (Application+Lifecycle.swift).
    let lifecycle = ApplicationLifecycle()
    /// `preferredContentSizeCategory` (Application+ContentSizeCategory.swift).
    var contentSizeCategoryStorage = Application.initialContentSizeCategory

    /// An application drawing on `display`, reading `input`, timed by `clock`.
    public init(display: any Display, input: any InputSource, clock: any PanelPlatform.Clock) {
        self.display = display
        self.input = input
        self.clock = clock
        self.screen = Screen(
            size: display.size, framesPerSecond: Int((1 / max(display.refreshInterval, 1e-3)).rounded()))
        self.renderer = Renderer(surface: display.framebuffer)
        self.frameTimestamp = clock.now
        self.nextFrameTime = clock.now
        self.eventLoop = EventLoop(clock: clock)
        // A responder: every stored property is set, so the rest may use `self`.
        super.init()
        eventLoop.client = self
        let displaySource = DisplayEventSource(display: display)
        let inputSource = InputEventSource(input: input, application: self)
        eventLoop.add(displaySource)
        eventLoop.add(inputSource)
        self.displaySource = displaySource
        self.inputSource = inputSource
    }

    /// The application's next responder is its delegate when the delegate is a responder, as in UIKit.
    public override var next: Responder? { delegate as? Responder }

    /// The application of the event loop iterating now (or the newest one): where work started outside any
    /// view in a window (an animation of no visible view) finds its frame clock, as `RunLoop.current`.
    static var current: Application? { EventLoop.current?.client as? Application }

    // MARK: Windows

    func register(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        requestFrame()
    }

    /// Shows buttons' and bar button items' menus, one at a time.
    var menuPresenter: MenuPresenter {
        if let m = menuPresenterStorage { return m }
        let m = MenuPresenter(application: self)
        menuPresenterStorage = m
        return m
    }

    /// Shows the edit menu (Cut, Copy, Paste... over text, or a `EditMenuInteraction`'s), one at a time.
    var editMenuPresenter: EditMenuPresenter {
        if let m = editMenuPresenterIfMade { return m }
        let m = EditMenuPresenter(application: self)
        editMenuPresenterIfMade = m
        return m
    }

    /// The on-screen keyboard.
    var keyboard: Keyboard {
        if let k = keyboardStorage { return k }
        let k = Keyboard(application: self)
        keyboardStorage = k
        return k
    }

    /// The on-screen keyboard's frame while it is up (nil while it is down), in screen coordinates: what
    /// UIKit's keyboard notifications report as the end frame.
    public var keyboardFrame: Rect? { keyboardStorage?.frame }

    /// `window`'s first responder changed: the keyboard comes up or goes.
    func firstResponderDidChange(in window: Window) {
        guard window !== keyboardStorage?.view.window, !window.isHandingOverFirstResponder else { return }
        keyboard.firstResponderDidChange(in: window)
    }

    /// The first responder's text changed: the keyboard's automatic shift follows it.
    func keyInputTextDidChange() {
        keyboardStorage?.view.updateAutomaticShift()
    }

    /// Windows back to front.
    var windowsInDrawingOrder: [Window] {
        windows.enumerated().sorted { a, b in
            a.element.windowLevel != b.element.windowLevel
                ? a.element.windowLevel < b.element.windowLevel : a.offset < b.offset
        }.map(\.element)
    }

    /// Puts the windows back to front into `order`, re-using its storage (a frame allocates nothing for it):
    /// by level, then creation, with a stable insertion sort (a handful of windows).
    func sortWindowsForDrawing(into order: inout [Window]) {
        order.removeAll(keepingCapacity: true)
        for w in windows {
            var i = order.count
            while i > 0 && order[i - 1].windowLevel > w.windowLevel { i -= 1 }
            order.insert(w, at: i)
        }
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

    /// Asks for a frame even if nothing changed (the loop otherwise sleeps).
    public func requestFrame() {
        frameRequested = true
        eventLoop.setNeedsIteration()
    }

    /// Tells the loop that something changed which the next frame must look at.
    func setNeedsFrameCheck() {
        eventLoop.setNeedsIteration()
    }

    /// Whether a frame has work to do: input, animations, display links, layout or damage.
    public var needsFrame: Bool {
        frameRequested || !pendingInput.isEmpty || !animationEngine.isIdle
            || displayLinks.contains(where: { $0.isActive }) || !appearanceEnds.isEmpty
            || windows.contains(where: { $0.needsRenderUpdate || $0.needsLayoutFlag || $0.descendantNeedsLayout })
    }

    /// What makes `needsFrame` true, one short phrase each ("2 animations", "1 display link"), for logs and
    /// for messages when something does not settle.
    public var pendingWork: [String] {
        var parts: [String] = []
        if frameRequested { parts.append("a frame requested") }
        if !pendingInput.isEmpty { parts.append("\(pendingInput.count) input frames") }
        if !animationEngine.isIdle { parts.append("\(animationEngine.activeCount) animations") }
        let links = displayLinks.filter(\.isActive).count
        if links > 0 { parts.append("\(links) display links") }
        if !appearanceEnds.isEmpty { parts.append("appearance callbacks") }
        if windows.contains(where: { $0.needsLayoutFlag || $0.descendantNeedsLayout }) { parts.append("layout") }
        if windows.contains(where: { $0.needsRenderUpdate }) { parts.append("redraw") }
        return parts
    }

    /// Runs one frame at `clock.now`, outside the loop (the loop runs frames itself; this is for code that
    /// measures single frames). Returns whether anything was drawn and presented.
    /// - Throws: what the input source or the display throws.
    @discardableResult
    public func runFrame() throws -> Bool {
        try frame()
    }

    /// One loop iteration's frame: runs when something needs drawing and the display can take a frame
    /// (after the previous flip on a panel; at the refresh rate on a display without flip events while the
    /// loop runs in real time; whenever the embedded driver steps the loop).
    public func performIteration(now: Double) throws -> Double? {
        let paced = display.pollDescriptor != nil || !eventLoop.isRunning
        // A recognizer waiting for a time (a long press, a tap waiting for a second tap) needs a frame then.
        if let deadline = touches.nextDeadline, deadline <= now { frameRequested = true }
        if needsFrame && display.isReadyForFrame && (paced || now >= nextFrameTime - Self.earlyFrameAllowance) {
            _ = try frame()
            nextFrameTime = max(nextFrameTime + display.refreshInterval, now)
        }
        var wait: Double?
        let later = clock.now
        if needsFrame {
            if !display.isReadyForFrame {
                // A panel wakes the loop with its flip event (and its deadline covers a lost one).
                wait = paced ? nil : display.refreshInterval
            } else {
                wait = paced ? 0 : max(0, nextFrameTime - later)
            }
        }
        if let deadline = touches.nextDeadline {
            let delay = max(0, deadline - later)
            wait = wait.map { min($0, delay) } ?? delay
        }
        // The band threads of a frame drawn in bands wake `bandWakeLead` before the next frame, when its time
        // is known: the vblank that completes a pending flip, or the next refresh.
        if needsFrame, renderer.expectsBandedFrame, wait != 0,
            let start =
                display.isReadyForFrame
                ? (paced ? nil : nextFrameTime - Self.earlyFrameAllowance) : display.expectedReadyTime
        {
            let wakeAt = start - Self.bandWakeLead
            if later >= wakeAt {
                renderer.prepareForFrame()
            } else {
                wait = min(wait ?? .infinity, wakeAt - later)
            }
        }
        return wait
    }

    /// How early a frame on a display without flip events may start: a loop woken a little before the
    /// refresh draws then rather than sleeping again for a fraction of a millisecond.
    private static let earlyFrameAllowance = 0.0005

    private func frame() throws -> Bool {
        frameRequested = false
        renderer.frameWillBegin()
        defer { renderer.frameDidEnd() }
        let now = clock.now
        let target = now

        // Input: touches, gesture recognizers, responders. The queue is swapped out only when it holds
        // something, so a frame without input touches neither array's storage.
        if !pendingInput.isEmpty {
            let queued = pendingInput
            pendingInput = []
            for group in queued { touches.dispatch(group) }
        }
        for group in try input.read(until: now) { touches.dispatch(group) }
        touches.tick(at: now)
        if !pendingKeys.isEmpty {
            let queued = pendingKeys
            pendingKeys = []
            dispatchKeys(queued)
        }
        dispatchKeys(input.readKeys())

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
        // The first frame that shows a window makes the app active (once: the flag is all a frame reads).
        if !lifecycle.hasBecomeActive { becomeActiveIfShowing() }

        // Damage and drawing.
        var damage = Region()
        if drawingOrderIsStale {
            sortWindowsForDrawing(into: &drawingOrder)
            drawingOrderIsStale = false
        }
        let ordered = drawingOrder
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

    /// Touch frames read by the loop's input source, delivered by the next frame.
    func enqueueInput(_ groups: [[TouchEvent]], keys: [KeyEvent] = []) {
        guard !groups.isEmpty || !keys.isEmpty else { return }
        pendingInput.append(contentsOf: groups)
        pendingKeys.append(contentsOf: keys)
        requestFrame()
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

    // MARK: Running

    /// Runs the application on the main thread's event loop until `stop()`: frames when something changes,
    /// the main queue, main-actor jobs, timers and input in between, and sleep (no CPU) when nothing does.
    /// Call it from the program's main thread; from async code (and in tests) use `try await run()`.
    ///
    /// - Throws: what the display or the input throws; the loop stops then.
    public func run() throws {
        try eventLoop.run()
    }

    /// Runs the application's event loop from async code, suspending between iterations (see
    /// `EventLoop.run() async`).
    ///
    /// - Throws: what the display or the input throws; the loop stops then.
    public func run() async throws {
        try await eventLoop.run()
    }

    /// Asks `run()` to return after the current iteration.
    public func stop() {
        eventLoop.stop()
    }
}
