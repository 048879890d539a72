import PanelEmbedded
import PanelKit
import PanelText

/// A full-screen window on the embedded driver at a benchmark size: the scene under test.
@MainActor
final class BenchApp {
    let driver: EmbeddedDriver
    let window: Window
    let library: FontLibrary
    var display: OffscreenDisplay { driver.display }
    var clock: ManualClock { driver.clock }
    var app: Application { driver.application }

    /// A visible full-screen window on a `width` x `height` display whose labels use `library`.
    init(width: Int, height: Int, library: FontLibrary, background: Color? = .black) {
        driver = EmbeddedDriver(width: width, height: height)
        driver.servesMainQueue = false
        driver.application.fontLibrary = library
        // The scenes' table is one thread's cost (against one thread of raw pixman); the parallel section
        // sets more.
        driver.application.renderThreadCount = 1
        self.library = library
        window = Window(application: driver.application)
        window.backgroundColor = background
        window.makeKeyAndVisible()
    }

    var width: Int { display.width }
    var height: Int { display.height }
    var bounds: Rect { window.bounds }

    /// Runs frames until nothing is left to draw (first frames, layout, caches).
    func settle() throws {
        try driver.step(frames: 4)
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
