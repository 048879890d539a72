import PanelEmbedded
import Testing

@testable import PanelKit

@MainActor
@Suite("Band threads woken ahead of a frame")
struct BandWakeTests {
    /// An app on a `DeadlineDisplay` (its flips complete when the test says, and it expects them one refresh
    /// after they were queued) whose full-screen view fades for a long time: every frame damages the whole
    /// screen, which is drawn in bands with more than one render thread (however small the screen).
    private func fadingApp(threads: Int) -> (Application, DeadlineDisplay, ManualClock) {
        let clock = ManualClock(start: 10)
        let display = DeadlineDisplay(clock: clock)
        let app = Application(display: display, input: ScriptedInput(), clock: clock)
        app.renderThreadCount = threads
        app.parallelRenderingMinimumArea = 0
        let window = Window(application: app)
        window.backgroundColor = .white
        let page = View(frame: window.bounds)
        page.backgroundColor = .blue
        window.addSubview(page)
        window.makeKeyAndVisible()
        View.animate(withDuration: 1000, options: .curveLinear) { page.alpha = 0.2 }
        return (app, display, clock)
    }

    @Test func theLoopWakesTheBandThreadsTheLeadBeforeTheFlipCompletes() throws {
        let (app, display, clock) = fadingApp(threads: 2)
        defer { display.closeDescriptors() }
        // A frame drawn in bands; its flip completes one refresh later.
        let wait = try app.performIteration(now: clock.now)
        #expect(app.parallelFrameCount == 1)
        #expect(!display.isReadyForFrame)
        let wakeAt = 10 + display.refreshInterval - Application.bandWakeLead
        // Without the band threads the loop would sleep until the flip event; it sleeps until the lead.
        #expect(abs((wait ?? -1) - (wakeAt - 10)) < 1e-9)
        #expect(app.renderer.bandWakesAhead == 0)

        // Woken at that time: no frame yet (the flip is pending), the band threads start waiting for it,
        // and the loop sleeps until the flip event.
        clock.set(wakeAt)
        #expect(try app.performIteration(now: clock.now) == nil)
        #expect(app.renderer.bandWakesAhead == 1)
        #expect(app.parallelFrameCount == 1)

        // The flip completes: the next frame, drawn in bands again.
        clock.set(10 + display.refreshInterval)
        display.dispatchEvents()
        _ = try app.performIteration(now: clock.now)
        #expect(app.parallelFrameCount == 2)
        #expect(app.presentedFrameCount == 2)
    }

    @Test func oneRenderThreadSleepsUntilTheFlip() throws {
        let (app, display, clock) = fadingApp(threads: 1)
        defer { display.closeDescriptors() }
        #expect(try app.performIteration(now: clock.now) == nil)
        #expect(app.parallelFrameCount == 0)
        clock.advance(by: display.refreshInterval - Application.bandWakeLead)
        #expect(try app.performIteration(now: clock.now) == nil)
        #expect(app.renderer.bandWakesAhead == 0)
    }

    @Test func aFrameDrawnOnOneThreadEndsTheWakingAhead() throws {
        let (app, display, clock) = fadingApp(threads: 2)
        defer { display.closeDescriptors() }
        _ = try app.performIteration(now: clock.now)
        #expect(app.parallelFrameCount == 1)
        // From now on no frame is large enough for bands: the next one is drawn on this thread, and the
        // loop then sleeps until the flip event without waking the band threads.
        app.parallelRenderingMinimumArea = Int.max
        clock.set(10 + display.refreshInterval)
        display.dispatchEvents()
        #expect(try app.performIteration(now: clock.now) == nil)
        #expect(app.presentedFrameCount == 2)
        #expect(app.parallelFrameCount == 1)
        clock.set(10 + 2 * display.refreshInterval - Application.bandWakeLead)
        #expect(try app.performIteration(now: clock.now) == nil)
        #expect(app.renderer.bandWakesAhead == 0)
    }
}
