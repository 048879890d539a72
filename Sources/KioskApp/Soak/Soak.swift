import PanelKit
import PanelText

/// Drives the whole kiosk offscreen with random multitouch for a chosen wall-clock time, and measures what a
/// kiosk left alone for months must not do: leak memory or descriptors, stay busy after the touches stop.
///
/// Every gesture is aimed at what is on screen when it starts (controls and views with recognizers, found
/// by walking the window's views), so the storm reaches every screen: the profile and its cards, the
/// recommendation detail, the cards start screen and the presented cards, the player, its playlist and
/// comments, with its scrubber dragged. The random numbers come from `seed`: a run repeats exactly from its
/// seed for as many frames as it got through. Frame times are wall time per drawn frame on a
/// `MonotonicClock`: reported, never a pass/fail figure.
///
/// Memory is compared in the same state: after warm-up, every twelfth of the run and at the end, the soak
/// touches its way back to the profile page, lets the kiosk settle, gives freed heap memory back
/// (`malloc_trim`) and reads the resident size and the heap's bytes in use. What the kiosk holds in that
/// state still varies by a megabyte or so with what its caches happen to keep (rasterized layers, glyphs),
/// so growth compares the highest checkpoint of the run's second half with the highest of its first: a
/// bounded working set gives about zero, a leak gives what it leaked in half the run.
@MainActor
public final class Soak {
    /// How to run.
    public struct Options: Sendable {
        /// Wall-clock seconds of storm.
        public var duration: Double
        public var seed: UInt64
        public var width: Int
        public var height: Int
        /// Wall-clock seconds before the memory baseline is taken (caches fill, pools settle); the baseline
        /// also waits until every screen has been drawn once, up to half the run.
        public var warmUp: Double
        /// The largest resident memory growth after warm-up that passes, as a fraction.
        public var maxRSSGrowth: Double
        /// Wall-clock seconds between progress lines (0: none).
        public var progressInterval: Double

        public init(
            duration: Double = 60, seed: UInt64 = 14, width: Int = 800, height: Int = 480, warmUp: Double? = nil,
            maxRSSGrowth: Double = 0.05, progressInterval: Double = 0
        ) {
            self.duration = duration
            self.seed = seed
            self.width = width
            self.height = height
            self.warmUp = warmUp ?? min(20, duration / 4)
            self.maxRSSGrowth = maxRSSGrowth
            self.progressInterval = progressInterval
        }
    }

    public let options: Options
    // The frame driver: today's Application on an OffscreenDisplay with ScriptedInput and a ManualClock.
    // `tick()` and `init` are the only places that know how frames are driven.
    let display: OffscreenDisplay
    let input = ScriptedInput()
    let clock = ManualClock()
    let application: Application
    let kiosk: Kiosk

    /// A soak of a kiosk showing `content`.
    public init(options: Options, content: Content, fontLibrary: FontLibrary? = nil) {
        self.options = options
        display = OffscreenDisplay(width: options.width, height: options.height)
        application = Application(display: display, input: input, clock: clock)
        if let fontLibrary { application.fontLibrary = fontLibrary }
        kiosk = Kiosk(application: application, content: content)
        kiosk.start()
    }

    /// Advances the kiosk's clock one refresh interval and runs a frame; true when it drew something.
    func tick() throws -> Bool {
        clock.advance(by: display.refreshInterval)
        // The loop's work before its frame: due timers (the toast's hide, the player's failure hold) and
        // the input source; the frame itself runs here, so that it says whether it drew.
        try application.eventLoop.runOnce(includingClient: false)
        return try application.runFrame()
    }

    /// Whether the kiosk wants another frame (animations, display links, touches, layout) or has a timer
    /// waiting (a toast to hide, a failed item's hold): the kiosk has none that repeats, so both end.
    var isBusy: Bool { application.needsFrame || !application.eventLoop.scheduledTimers.isEmpty }

    /// Runs the storm, then lets the kiosk settle, and reports.
    /// - Parameter progress: receives a line every `options.progressInterval` seconds.
    /// - Throws: what a frame throws (the offscreen display and scripted input do not).
    public func run(progress: (String) -> Void = { _ in }) throws -> SoakReport {
        let wall = MonotonicClock()
        var random = SoakRandom(seed: options.seed)
        var storm = TouchStorm(width: Double(options.width), height: Double(options.height))
        var histogram = FrameTimeHistogram()
        var kinds: [String: Int] = [:]
        var screens: [String: Int] = [:]
        var gestures = 0
        var touchEvents = 0
        var drawn = 0
        var idle = 0

        for _ in 0..<3 { _ = try tick() }
        let startPoint = Self.memoryCheckpoint()
        let rssStart = startPoint.trimmed
        let descriptorsStart = ProcessProbe.openDescriptors()
        var rssAfterWarmUp = 0
        // Descriptors opened once and kept (the main queue's epoll and eventfds, made on first use; the file the
        // player has open) are counted in the baseline: the most seen at the checkpoints of the run's first
        // half, from warm-up on. A leak grows past it; a file held while playing does not.
        var descriptorsAfterWarmUp = 0
        var warmUpEnded = 0.0
        var glyphsAfterWarmUp = 0
        var rssPeak = startPoint.raw
        var heapAfterWarmUp = 0
        // Memory in the home state every twelfth of the run after warm-up (at least 5 s apart).
        var checkpoints: [(rss: Int, heap: Int, pictures: Int, from: String)] = []
        var nextCheckpoint = Double.infinity
        let checkpointInterval = max(5, options.duration / 12)
        let start = wall.now
        var nextSample = start + 1
        var nextProgress = options.progressInterval > 0 ? start + options.progressInterval : .infinity
        var nextGesture = clock.now + 0.3
        var screen = screenName()
        var screenSince = clock.now

        while wall.now - start < options.duration {
            if clock.now >= nextGesture {
                input.discardReadEvents()
                let name = screenName()
                if name != screen {
                    screen = name
                    screenSince = clock.now
                }
                // The longer the storm stays on one screen, the likelier a gesture leads elsewhere.
                let stay = clock.now - screenSince
                let unvisited = Self.screens.contains { screens[$0, default: 0] == 0 }
                let leave = random.chance(unvisited ? 0.6 : min(0.6, 0.1 + stay / 20))
                let gesture =
                    (leave ? navigation(&storm, &random, visits: screens) : nil)
                    ?? storm.next(targets: touchTargets(), random: &random)
                input.append(gesture.events, startingAt: clock.now)
                gestures += 1
                touchEvents += gesture.events.count
                kinds[gesture.kind.rawValue, default: 0] += 1
                nextGesture = clock.now + gesture.duration + pause(&random)
            }
            let before = wall.now
            if try tick() {
                histogram.add(wall.now - before)
                drawn += 1
            } else {
                idle += 1
            }
            screens[screen, default: 0] += 1
            let now = wall.now
            if now >= nextSample {
                nextSample = now + 1
                let name = screenName()
                if name != screen {
                    screen = name
                    screenSince = clock.now
                }
                let rss = ProcessProbe.residentBytes()
                rssPeak = max(rssPeak, rss)
                // The baseline waits for every screen to have been drawn once (each fills caches the first
                // time), but no longer than half the run.
                let toured = !Self.screens.contains { screens[$0, default: 0] == 0 }
                if rssAfterWarmUp == 0 && now - start >= options.warmUp
                    && (toured || now - start >= options.duration / 2)
                {
                    let from = screenName()
                    try returnHome(&storm, &random)
                    let point = Self.memoryCheckpoint()
                    rssAfterWarmUp = point.trimmed
                    heapAfterWarmUp = point.heap
                    descriptorsAfterWarmUp = ProcessProbe.openDescriptors()
                    warmUpEnded = now - start
                    glyphsAfterWarmUp = cachedGlyphs()
                    checkpoints.append((point.trimmed, point.heap, SurfaceCensus.liveBytes, from))
                    nextCheckpoint = now + checkpointInterval
                } else if rssAfterWarmUp != 0 && now >= nextCheckpoint {
                    let from = screenName()
                    try returnHome(&storm, &random)
                    if now - start < options.duration / 2 {
                        descriptorsAfterWarmUp = max(descriptorsAfterWarmUp, ProcessProbe.openDescriptors())
                    }
                    let point = Self.memoryCheckpoint()
                    checkpoints.append((point.trimmed, point.heap, SurfaceCensus.liveBytes, from))
                    nextCheckpoint = now + checkpointInterval
                }
            }
            if now >= nextProgress {
                nextProgress = now + options.progressInterval
                progress(
                    "soak: \(SoakReport.fixed(now - start, 0)) s, \(gestures) gestures, \(drawn) frames, RSS"
                        + " \(SoakReport.mb(ProcessProbe.residentBytes())), heap in use"
                        + " \(SoakReport.mb(ProcessProbe.heapInUseBytes())), pictures"
                        + " \(SoakReport.mb(SurfaceCensus.liveBytes)) in \(SurfaceCensus.liveSurfaces) surfaces,"
                        + " \(cachedGlyphs()) glyph images cached,"
                        + " on \(screen)")
            }
        }
        let seconds = wall.now - start

        // The touches stop: every finger lifts (each gesture ends its own touches), playback pauses (a playing
        // video rightly keeps drawing), and the kiosk must go idle within ten seconds of its clock.
        let lastTouch = (input.events.last?.timestamp ?? 0)
        while clock.now <= lastTouch + display.refreshInterval { _ = try tick() }
        kiosk.player.player.player.pause()
        try settle()
        let settled = !isBusy
        let busyScreen = screenName()
        try returnHome(&storm, &random)
        input.discardReadEvents()
        let endPoint = Self.memoryCheckpoint()
        rssPeak = max(rssPeak, endPoint.raw)
        let rssEnd = endPoint.trimmed
        if rssAfterWarmUp == 0 {
            rssAfterWarmUp = rssEnd
            heapAfterWarmUp = endPoint.heap
            descriptorsAfterWarmUp = ProcessProbe.openDescriptors()
            warmUpEnded = seconds
            glyphsAfterWarmUp = cachedGlyphs()
        }
        checkpoints.append((endPoint.trimmed, endPoint.heap, SurfaceCensus.liveBytes, busyScreen))
        return SoakReport(
            seed: options.seed, width: options.width, height: options.height, seconds: seconds,
            simulatedSeconds: clock.now, framesDrawn: drawn, idleTicks: idle, gestures: gestures,
            touchEvents: touchEvents, gestureKinds: kinds,
            screenSeconds: screens.mapValues { Double($0) * display.refreshInterval }, rssStart: rssStart,
            rssAfterWarmUp: rssAfterWarmUp, rssEnd: rssEnd, rssPeak: rssPeak, rssEndUntrimmed: endPoint.raw,
            heapAfterWarmUp: heapAfterWarmUp, heapEnd: endPoint.heap, checkpointRSS: checkpoints.map(\.rss),
            checkpointHeap: checkpoints.map(\.heap), checkpointPictures: checkpoints.map(\.pictures),
            checkpointScreens: checkpoints.map(\.from),
            descriptorsStart: descriptorsStart, descriptorsAfterWarmUp: descriptorsAfterWarmUp,
            descriptorsEnd: ProcessProbe.openDescriptors(),
            frameP50: histogram.percentile(0.5), frameP95: histogram.percentile(0.95),
            frameP99: histogram.percentile(0.99), frameMax: histogram.maximum, warmUpSeconds: warmUpEnded,
            glyphsAfterWarmUp: glyphsAfterWarmUp, glyphsEnd: cachedGlyphs(),
            settled: settled,
            busyReason: settled ? "" : "still animating on \(busyScreen) after 10 s",
            maxRSSGrowth: options.maxRSSGrowth)
    }

    /// Memory at a checkpoint: resident bytes as they are, then after freed heap memory went back to the
    /// system (`malloc_trim`), and the heap's bytes in use. glibc keeps freed blocks (frame-sized surfaces
    /// come and go) and raises its mmap threshold after freeing large blocks, so untrimmed resident memory
    /// wanders by a few MB with no leak; the trimmed figure moves only with what is really held.
    static func memoryCheckpoint() -> (raw: Int, trimmed: Int, heap: Int) {
        let raw = ProcessProbe.residentBytes()
        ProcessProbe.trimHeap()
        return (raw, ProcessProbe.residentBytes(), ProcessProbe.heapInUseBytes())
    }

    /// Rendered glyph images in the font library's cache (it grows to its limit, then starts again).
    func cachedGlyphs() -> Int {
        application.fontLibrary?.cachedGlyphImageCount ?? 0
    }

    /// The time between gestures: mostly short, sometimes long enough for everything to settle.
    private func pause(_ random: inout SoakRandom) -> Double {
        let roll = random.uniform(0...1)
        if roll < 0.7 { return random.uniform(0...0.3) }
        if roll < 0.95 { return random.uniform(0.5...1.5) }
        return random.uniform(2...4)
    }

    /// The screen showing, by name (for the report).
    func screenName() -> String {
        switch kiosk.rootViewController.currentPageIndex {
        case 0: return kiosk.profile.detailViewController != nil ? "recommendation detail" : "profile"
        case 1: return kiosk.cardsViewController != nil ? "cards" : "cards start"
        default: return kiosk.player.isShowingComments ? "player comments" : "player playlist"
        }
    }

    /// What can be touched now: visible controls and views with gesture recognizers, in screen coordinates.
    func touchTargets() -> [TouchStorm.Target] {
        var out: [TouchStorm.Target] = []
        let screen = Rect(x: 0, y: 0, width: Double(options.width), height: Double(options.height))
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            let recognizers = view.gestureRecognizers ?? []
            if view is Control || !recognizers.isEmpty {
                let frame = view.convert(view.bounds, to: nil).intersection(screen)
                if !frame.isEmpty {
                    out.append(.init(frame: frame, pans: recognizers.contains { $0 is PanGestureRecognizer }))
                }
            }
            for sub in view.subviews { visit(sub) }
        }
        if let window = application.keyWindow { visit(window) }
        return out
    }
}
