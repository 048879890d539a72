import Testing

@testable import PanelKit

@Suite("Run loop")
@MainActor
struct RunLoopTests {
    @Test func runDrawsFramesAndStopsFromTheHook() throws {
        let display = OffscreenDisplay(width: 100, height: 60)
        let clock = MonotonicClock()
        let app = Application(display: display, input: ScriptedInput(), clock: clock)
        let window = Window(application: app)
        window.makeKeyAndVisible()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        window.addSubview(v)
        View.animate(withDuration: 0.1, options: .curveLinear) { v.center.x = 80 }
        let start = clock.now
        var iterations = 0
        try app.run {
            iterations += 1
            if clock.now - start > 0.3 { app.stop() }
        }
        #expect(display.frameCount >= 3)
        #expect(v.presentation.center.x == 80)
        // Idle after the animation: the loop waits instead of spinning (at most one wake per refresh).
        #expect(iterations < 40)
    }

    @Test func runReadsScriptedInput() throws {
        let display = OffscreenDisplay(width: 100, height: 60)
        let clock = MonotonicClock()
        let input = ScriptedInput(events: ScriptedInput.tap(at: Point(x: 20, y: 20), time: 0.02))
        input.start(at: clock.now)
        let app = Application(display: display, input: input, clock: clock)
        let window = Window(application: app)
        window.makeKeyAndVisible()
        var tapped = false
        window.addGestureRecognizer(TapGestureRecognizer { _ in tapped = true })
        let start = clock.now
        try app.run {
            if tapped || clock.now - start > 1 { app.stop() }
        }
        #expect(tapped)
    }
}
