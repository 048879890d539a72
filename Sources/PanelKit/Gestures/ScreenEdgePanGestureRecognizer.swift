/// A pan that starts near an edge of the screen, as `UIScreenEdgePanGestureRecognizer` (a navigation
/// controller's interactive pop comes from the left edge).
///
/// The first finger must touch down within `edgeWidth` points of one of `edges` of the window the view
/// is in; a touch anywhere else fails the recognizer at once, so other recognizers get the gesture. From
/// there it behaves as a `PanGestureRecognizer`.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a gesture may start from (none by default, as in UIKit: set at least one).
    public var edges: RectEdge = []
    /// How close to the edge the first finger must touch down.
    public var edgeWidth = 20.0

    public required init() {
        super.init()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible && trackedTouches.count == touches.count {
            guard let touch = touches.first, startsAtAnEdge(touch) else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtAnEdge(_ touch: Touch) -> Bool {
        let p = touch.locationInWindow
        guard let screen = (touch.window ?? view?.window)?.bounds else { return false }
        if edges.contains(.left) && p.x - screen.minX <= edgeWidth { return true }
        if edges.contains(.right) && screen.maxX - p.x <= edgeWidth { return true }
        if edges.contains(.top) && p.y - screen.minY <= edgeWidth { return true }
        if edges.contains(.bottom) && screen.maxY - p.y <= edgeWidth { return true }
        return false
    }
}
