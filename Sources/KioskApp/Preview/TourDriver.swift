import PanelEmbedded
import PanelKit
import PanelText

/// Drives a kiosk on an offscreen display with scripted touches and a manual clock, and captures
/// frames along the way (the preview tour, and tests).
@MainActor
final class TourDriver {
    let driver: EmbeddedDriver
    let kiosk: Kiosk
    /// Called with a caption whenever the tour wants the current frame kept.
    var onCapture: ((String) throws -> Void)?
    /// A second profile the tour shows at its end (the content folder's `world/`: text in several
    /// scripts with emoji), when there is one.
    var worldContent: Content?

    init(width: Int, height: Int, content: Content, fontLibrary: FontLibrary? = nil) {
        driver = EmbeddedDriver(width: width, height: height)
        // The tour's frames come out the same every run: no other thread's hand-over lands mid-tour.
        driver.servesMainQueue = false
        if let fontLibrary { driver.application.fontLibrary = fontLibrary }
        kiosk = Kiosk(application: driver.application, content: content)
        kiosk.start()
    }

    /// A tour of a kiosk already running on `driver`.
    init(driver: EmbeddedDriver, kiosk: Kiosk) {
        self.driver = driver
        self.kiosk = kiosk
    }

    var display: OffscreenDisplay { driver.display }
    var application: Application { driver.application }
    var size: Size { display.size }

    // MARK: Time

    func step(_ frames: Int = 1) throws {
        try driver.step(frames: frames)
    }

    func wait(_ seconds: Double) throws {
        try driver.advance(by: seconds)
    }

    /// Lets animations finish (`seconds` of frames).
    func settle(_ seconds: Double = 0.8) throws {
        try wait(seconds)
    }

    func capture(_ caption: String) throws {
        try onCapture?(caption)
    }

    // MARK: Touches

    private func schedule(_ events: [TouchEvent]) {
        driver.play(events)
    }

    /// A drag over `duration`, held `hold` seconds before lifting; `captures` are (fraction of the drag
    /// time, caption) pairs at which frames are kept (fractions above 1 fall in the hold).
    func drag(
        from: Point, to: Point, duration: Double, hold: Double = 0, captures: [(Double, String)] = []
    ) throws {
        schedule(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold))
        var elapsed = 0.0
        for (fraction, caption) in captures.sorted(by: { $0.0 < $1.0 }) {
            let t = fraction * duration
            if t > elapsed {
                try wait(t - elapsed)
                elapsed = t
            }
            try capture(caption)
        }
        let end = duration + hold
        if end > elapsed { try wait(end - elapsed) }
        try step(1)
    }

    func tap(_ p: Point) throws {
        try driver.tap(at: p)
    }

    // MARK: Where things are

    func frame(of view: View) -> Rect {
        view.convert(view.bounds, to: nil)
    }

    func center(of view: View) -> Point {
        let f = frame(of: view)
        return Point(x: f.midX, y: f.midY)
    }
}
