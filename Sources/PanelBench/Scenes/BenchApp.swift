import PanelKit
import PanelText

/// One PanelKit application on an offscreen display at a benchmark size, stepped by hand.
@MainActor
final class BenchApp {
    let display: OffscreenDisplay
    let input = ScriptedInput()
    let clock = ManualClock()
    let app: Application
    let window: Window
    let library: FontLibrary

    /// A visible full-screen window on a `width` x `height` display whose labels use `library`.
    init(width: Int, height: Int, library: FontLibrary, background: Color? = .black) {
        display = OffscreenDisplay(width: width, height: height)
        app = Application(display: display, input: input, clock: clock)
        app.fontLibrary = library
        self.library = library
        window = Window(application: app)
        window.backgroundColor = background
        window.makeKeyAndVisible()
    }

    var width: Int { display.width }
    var height: Int { display.height }
    var bounds: Rect { window.bounds }

    /// Runs frames until nothing is left to draw (first frames, layout, caches).
    func settle() throws {
        for _ in 0..<4 {
            clock.advance(by: display.refreshInterval)
            try app.runFrame()
        }
    }

    /// A copy of the framebuffer's pixels in `box` (the whole screen by default).
    func snapshot(_ box: IntRect? = nil, opaque: Bool = false) -> Surface {
        let b = box ?? IntRect(x: 0, y: 0, width: width, height: height)
        let s = Surface(width: b.width, height: b.height, format: opaque ? .xrgb32 : .argb32)
        let fb = display.framebuffer
        for y in 0..<b.height {
            (s.pixels + y * s.stride).copyMemory(
                from: fb.pixels + (b.y + y) * fb.stride + b.x * 4, byteCount: b.width * 4)
        }
        return s
    }
}
