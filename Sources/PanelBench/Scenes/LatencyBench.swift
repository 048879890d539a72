import PanelEmbedded
import PanelKit
import PanelText

/// Input-to-present latency: a card follows a scripted drag whose touches arrive at 120 Hz, off the
/// 60 Hz frame grid. A touch waits for the next frame (the clock is stepped to each frame's time), then
/// the frame renders and presents; latency is the frame's time minus the touch's timestamp, plus the real
/// time from the frame's start to the end of the present (the damage copied to a scanout-like buffer).
@MainActor
enum LatencyBench {
    /// A view that moves with the finger.
    final class DragCard: View {
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            guard let t = touches.first else { return }
            let now = t.location(in: superview)
            let before = t.previousLocation(in: superview)
            center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        }
    }

    static func measure(size: BenchSize, library: FontLibrary, moves: Int) throws -> LatencyResult {
        let driver = EmbeddedDriver(width: size.width, height: size.height)
        driver.servesMainQueue = false
        let app = driver.application
        let clock = driver.clock
        var presentedAt: UInt64 = 0
        // Presenting includes the copy to a scanout-like buffer, as DRMDisplay.present does.
        let targets = try ScanoutTargets(width: size.width, height: size.height)
        let present = PresentPath(
            framebuffer: driver.display.framebuffer, upright: targets.upright, quarter: targets.quarter)
        let display = driver.display
        // Unowned: the display keeps this closure, which must not keep the display (a cycle outlives the run).
        display.onPresent = { [unowned display] _, _ in
            present.copy(display.lastDamage)
            presentedAt = Stopwatch.now()
        }
        app.fontLibrary = library
        let window = Window(application: app)
        window.backgroundColor = Color(hex: 0xF2F2F7)
        let context = SceneContext(
            width: size.width, height: size.height, library: library, atlas: GlyphAtlas(library: library),
            wallpaper: Surface(width: 1, height: 1))
        let page = Content.page(size: context.size, library: library, seed: 6)
        page.layer.shouldRasterize = true
        window.addSubview(page)
        let card = DragCard(frame: MotionScenes.dragCard(context).frame)
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.shadowOpacity = 0.3
        card.shadowRadius = 12
        card.shadowOffset = Size(width: 0, height: 8)
        card.layer.shouldRasterize = true
        window.addSubview(card)
        window.makeKeyAndVisible()
        let frame = driver.refreshInterval
        try driver.step(frames: 4)

        // Touches about every 1/120 s with a jitter (a touch controller keeps its own clock, not the
        // display's), so they land at every phase of the frame; a slow diagonal back and forth.
        let start = clock.now + 0.37 * frame
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func jitter() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53) * 0.999 / 120
        }
        let from = card.center
        var events = [TouchEvent(id: 0, phase: .began, location: from, timestamp: start)]
        for k in 1...max(2, moves) {
            let swing = Double((k / 60) % 2 == 0 ? k % 60 : 60 - k % 60)
            let p = Point(x: from.x + swing * 2.5, y: from.y + swing * 1.5)
            events.append(
                TouchEvent(id: 0, phase: .moved, location: p, timestamp: start + Double(k) / 120 + jitter()))
        }
        let end = start + Double(max(2, moves) + 1) / 120
        events.append(TouchEvent(id: 0, phase: .ended, location: from, timestamp: end))
        driver.input.append(events)

        var latencies: [Double] = []
        var renders: [Double] = []
        var frameTime = clock.now
        while frameTime < end + 2 * frame {
            let previous = frameTime
            frameTime += frame
            clock.set(frameTime)
            let begin = Stopwatch.now()
            let drew = try app.runFrame()
            guard drew else { continue }
            let render = Double(presentedAt - begin) / 1e9
            // The touches this frame read: the script's events due after the previous frame's time.
            let moved = events.filter { $0.phase == .moved && $0.timestamp > previous && $0.timestamp <= frameTime }
            if moved.isEmpty { continue }
            renders.append(render * 1000)
            for e in moved { latencies.append((frameTime - e.timestamp + render) * 1000) }
        }
        let l = Statistics(latencies)
        let r = Statistics(renders)
        return LatencyResult(
            size: size.description, moves: latencies.count, p50Ms: l.median, p99Ms: l.p99, maxMs: l.max,
            frameMs: frame * 1000, renderMedianMs: r.median, renderP99Ms: r.p99)
    }
}
