import PanelEmbedded
import PanelTestSupport
import PanelText
import Testing

@testable import KioskApp
@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// One font library for every test (made once on the main actor), so glyphs are rasterized once.
@MainActor
enum SharedFonts {
    static let library: FontLibrary = try! FontLibrary()
    static let content = ContentLoader.load(directory: ContentTests.defaultDirectory)
}

/// A kiosk (or one screen) on an offscreen display, driven by a manual clock and scripted touches.
@MainActor
final class KioskHarness: EmbeddedHarness {
    let driver: EmbeddedDriver
    let theme: Theme
    private(set) var window: Window?

    init(_ deviceClass: DeviceClass = .panel800x480) {
        let size = deviceClass.size
        driver = EmbeddedDriver(size: size)
        driver.application.fontLibrary = SharedFonts.library
        theme = Theme(deviceClass: deviceClass)
    }

    var width: Double { display.size.width }
    var height: Double { display.size.height }

    /// A kiosk with the default (or given) content, started and settled.
    func startKiosk(_ content: Content? = nil) -> Kiosk {
        let kiosk = Kiosk(application: app, content: content ?? defaultContent())
        kiosk.start()
        window = kiosk.window
        step(2)
        return kiosk
    }

    /// Shows one controller as a window's root.
    func show(_ controller: ViewController) {
        let w = Window(application: app)
        w.backgroundColor = .white
        w.rootViewController = controller
        w.makeKeyAndVisible()
        window = w
        step(2)
    }

    /// Runs frames until nothing animates any more (at most `limit` seconds).
    func settle(limit: Double = 2) {
        var t = 0.0
        repeat {
            step(1)
            t += display.refreshInterval
        } while app.needsFrame && t < limit
    }

    /// A drag scripted from now, delivered in full (with `hold` before the lift), then one frame.
    func drag(from: Point, to: Point, duration: Double = 0.25, hold: Double = 0) {
        touch(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold))
        wait(duration + hold)
        step(1)
    }

    /// Starts a drag and stops the clock at `fraction` of it (the finger still down); `finish()` lets
    /// the rest of the script play.
    func beginDrag(from: Point, to: Point, duration: Double, until fraction: Double, hold: Double = 0) -> Double {
        touch(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold))
        wait(duration * fraction)
        return duration * (1 - fraction) + hold
    }

    func tap(_ p: Point) {
        touch(ScriptedInput.tap(at: p, time: 0, hold: 0.05))
        wait(0.05)
        step(1)
    }

    func center(of view: View) -> Point {
        let f = frame(of: view)
        return Point(x: f.midX, y: f.midY)
    }

    func frame(of view: View) -> Rect {
        view.convert(view.bounds, to: nil)
    }
}

/// The repository's default content (loaded once: its pictures are only read).
@MainActor
func defaultContent() -> Content {
    SharedFonts.content
}

/// Compares with the golden `name`: byte-identical frames pass at once; anything else goes through
/// `expectGolden` (which records, or writes the actual and diff images and reports).
@MainActor
func expectScreenGolden(
    _ surface: Surface, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !Golden.isRecording,
        let expected = try? Surface.loadPNG(path: Golden.directory(for: filePath) + "/" + name + ".png"),
        expected.width == surface.width, expected.height == surface.height, expected.stride == surface.stride,
        memcmp(expected.pixels, surface.pixels, surface.stride * surface.height) == 0
    {
        return
    }
    expectGolden(
        surface, named: name, tolerance: 2, maxDifferingPixels: 40, filePath: filePath,
        sourceLocation: sourceLocation)
}
