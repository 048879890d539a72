import PanelGraphics

/// Lets a view's content be dragged, as `UIDragInteraction`: a long press (half a second, the finger
/// still) asks the delegate for items; with some, a snapshot of the view lifts (a little larger, with a
/// shadow) in an overlay above the window's content and follows the finger. Drop interactions under the
/// finger are asked what a drop would do; releasing over one answering `.copy` or `.move` drops there,
/// anywhere else the preview flies back. A finger that moves before the press fails lifts nothing, so a
/// scroll view under it still scrolls.
@MainActor
public final class DragInteraction: Interaction, GestureRecognizerDelegate {
    /// Asked for the items and told how the drag goes; held weakly, as UIKit holds it.
    public private(set) weak var delegate: (any DragInteractionDelegate)?
    public private(set) weak var view: View?
    /// A disabled interaction lifts nothing.
    public var isEnabled = true {
        didSet { press.isEnabled = isEnabled }
    }
    /// Whether other gestures of the view may recognize with the lift (kept; the lift press always
    /// takes the touch once it begins).
    public var allowsSimultaneousRecognitionDuringLift = false
    /// Whether the interaction is enabled unless set (true on a panel, as on iPad).
    public static var isEnabledByDefault: Bool { true }

    let press = LongPressGestureRecognizer()
    /// The drag being set up or running.
    private var session: DragSession?
    private var lift: DragLift?

    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
        press.delegate = self
        press.minimumPressDuration = 0.5
        _ = press.addAction { [weak self] g in self?.pressChanged(g.state) }
    }

    public func willMove(to view: View?) {
        // Leaving the view mid-drag cancels the drag: the preview flies back and the delegates hear the end.
        lift?.release(cancelled: true)
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Asks the delegate for items as the press is about to begin: none, and the press fails and the
    /// touch stays with the view.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let view, let delegate, let window = view.window else { return false }
        let s = DragSession()
        s.window = window
        s.locationInWindow = press.location(in: nil)
        let items = delegate.dragInteraction(self, itemsForBeginning: s)
        guard !items.isEmpty else { return false }
        s.items = items
        session = s
        return true
    }

    private func pressChanged(_ state: GestureRecognizer.State) {
        guard let session else { return }
        session.locationInWindow = press.location(in: nil)
        switch state {
        case .began: begin(session)
        case .changed: lift?.move(to: session.locationInWindow)
        case .ended: lift?.release()
        case .cancelled: lift?.release(cancelled: true)
        default: break
        }
    }

    /// Lifts the first item's preview and starts following the finger.
    private func begin(_ session: DragSession) {
        guard let view, let window = view.window, let first = session.items.first else { return }
        let targeted = delegate?.dragInteraction(self, previewForLifting: first, session: session)
        let source = targeted ?? TargetedDragPreview(view: view)
        let animator = DragAnimator()
        delegate?.dragInteraction(self, willAnimateLiftWith: animator, session: session)
        let l = DragLift(session: session, window: window, source: source, animator: animator)
        l.onFinish = { [weak self] operation in
            guard let self else { return }
            self.delegate?.dragInteraction(self, session: session, didEndWith: operation)
            self.session = nil
            self.lift = nil
        }
        l.onWillEnd = { [weak self] operation in
            guard let self else { return }
            self.delegate?.dragInteraction(self, session: session, willEndWith: operation)
        }
        lift = l
        delegate?.dragInteraction(self, sessionWillBegin: session)
        l.move(to: session.locationInWindow)
    }
}

/// Asked for a drag's items and told how it goes, as `UIDragInteractionDelegate`. Only the items are
/// required.
@MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items a long press at `session.location(in:)` drags; none lifts nothing.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// The view (and parameters) `item` lifts from; nil lifts the interaction's view.
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession)
        -> TargetedDragPreview?
    /// The lift is about to animate; add animations to run with it.
    func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: DragSession)
    /// The drag begins: the preview follows the finger.
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    /// The finger lifted: `operation` is what happens (`.cancel` when nothing is dropped).
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    /// The drag is over and its preview gone.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
}

extension DragInteractionDelegate {
    public func dragInteraction(
        _ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession
    ) -> TargetedDragPreview? { nil }
    public func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: DragSession
    ) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(
        _ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation
    ) {}
    public func dragInteraction(
        _ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation
    ) {}
}
