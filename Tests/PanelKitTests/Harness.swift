import PanelEmbedded
import PanelTestSupport
import Testing

@testable import PanelKit

/// One application on an offscreen display, driven by a manual clock and scripted touches.
@MainActor
final class Harness: EmbeddedHarness {
    let driver: EmbeddedDriver
    let window: Window

    init(width: Int = 200, height: Int = 120, visible: Bool = true) {
        driver = EmbeddedDriver(width: width, height: height)
        window = Window(application: driver.application)
        window.backgroundColor = .white
        if visible { window.makeKeyAndVisible() }
    }

    /// A drag scripted from now, then frames until it has been delivered.
    func drag(from: Point, to: Point, duration: Double, hold: Double = 0, id: Int = 0, settle: Int = 2) {
        touch(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold, id: id))
        try! driver.advance(by: duration + hold)
        step(settle)
    }

    /// A tap scripted from now, then frames until it has been delivered.
    func tap(at point: Point, id: Int = 0) {
        touch(ScriptedInput.tap(at: point, time: 0, hold: 0.05, id: id))
        try! driver.advance(by: 0.05)
        step(1)
    }

    /// The framebuffer colour at a pixel.
    func color(_ x: Int, _ y: Int) -> Color {
        display.framebuffer.color(x: x, y: y)
    }
}

/// Colour comparison with a per-channel tolerance.
func close(_ a: Color, _ b: Color, _ tolerance: Double = 0.02) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}
