import PanelEmbedded
import PanelTestSupport
import Testing

@testable import PanelKit

/// One application on an offscreen display, driven by a manual clock and scripted touches, with a
/// root controller in a visible window.
@MainActor
final class TransitionHarness: EmbeddedHarness {
    let driver: EmbeddedDriver
    let window: Window

    init(width: Int = 240, height: Int = 160, root: ViewController? = nil) {
        driver = EmbeddedDriver(width: width, height: height)
        window = Window(application: driver.application)
        window.backgroundColor = .white
        if let root { window.rootViewController = root }
        window.makeKeyAndVisible()
        step()
    }

    /// Scripts a drag from now and runs frames until the finger lifted (not beyond).
    func drag(from: Point, to: Point, duration: Double, hold: Double = 0) {
        touch(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold))
        try! driver.advance(by: duration + hold)
    }

    /// Scripts a drag that stays down: the finger moves to `to` and rests there.
    func press(from: Point, to: Point, duration: Double) {
        var events = ScriptedInput.drag(from: from, to: to, duration: duration)
        events.removeLast()
        touch(events)
        try! driver.advance(by: duration)
    }

    /// Lifts the finger pressed with `press`, at `at`.
    func lift(at point: Point) {
        touch([TouchEvent(id: 0, phase: .ended, location: point, timestamp: 0)])
        step()
    }

    /// A tap, then one frame.
    func tap(at point: Point) {
        touch(ScriptedInput.tap(at: point, time: 0, hold: 0.05))
        try! driver.advance(by: 0.05)
        step()
    }

    /// Runs frames until `condition` holds (at most `limit`); returns how many ran.
    @discardableResult
    func run(until condition: () -> Bool, limit: Int = 600) -> Int {
        var n = 0
        while !condition() && n < limit {
            step()
            n += 1
        }
        return n
    }

    /// A hardware key (its Linux input code: 105 Left, 106 Right, 103 Up, 108 Down, 102 Home, 107 End)
    /// pressed and released with `modifiers` held, then one frame.
    func pressKey(_ code: Int, characters: String = "", modifiers: KeyModifiers = []) {
        let app = driver.application
        app.dispatchKey(KeyEvent(code: code, isDown: true, characters: characters, modifiers: modifiers, timestamp: 0))
        app.dispatchKey(KeyEvent(code: code, isDown: false, modifiers: modifiers, timestamp: 0))
        step()
    }

    /// The framebuffer after the pending frame.
    var surface: Surface { display.framebuffer }
}

/// Records appearance callbacks of several controllers in one list.
@MainActor
final class AppearanceLog {
    var events: [String] = []
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A controller with a coloured view that logs its appearance callbacks.
@MainActor
class ColorViewController: ViewController {
    let name: String
    let color: Color
    let log: AppearanceLog?
    var willAppear: ((ColorViewController) -> Void)?

    init(_ name: String, color: Color, log: AppearanceLog? = nil) {
        self.name = name
        self.color = color
        self.log = log
        super.init()
    }

    override func loadView() {
        let v = View(frame: .zero)
        v.backgroundColor = color
        view = v
    }

    override func viewWillAppear(_ animated: Bool) {
        log?.events.append("\(name).viewWillAppear")
        willAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) { log?.events.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.events.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.events.append("\(name).viewDidDisappear") }
}

/// Everything about a view tree that a cancelled transition must leave as it was.
@MainActor
struct HierarchySnapshot: Equatable {
    struct Node: Equatable {
        var id: ObjectIdentifier
        var superview: ObjectIdentifier?
        var index: Int
        var frame: Rect
        var bounds: Rect
        var center: Point
        var alpha: Double
        var transform: AffineTransform
        var isHidden: Bool
        var cornerRadius: Double
        var animations: Int
    }

    var nodes: [Node] = []

    init(_ root: View) {
        func visit(_ v: View, index: Int) {
            nodes.append(
                Node(
                    id: ObjectIdentifier(v), superview: v.superview.map(ObjectIdentifier.init), index: index,
                    frame: v.frame, bounds: v.bounds, center: v.center, alpha: v.alpha, transform: v.transform,
                    isHidden: v.isHidden, cornerRadius: v.cornerRadius, animations: v.animationTracks.count))
            for (i, s) in v.subviews.enumerated() { visit(s, index: i) }
        }
        visit(root, index: 0)
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}
