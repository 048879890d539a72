import PanelGraphics

/// One running drag's picture and targets: the lifted snapshot in an overlay at the top of the window,
/// moved with the finger, and the drop interaction under the finger told when the drag enters, moves over
/// and leaves it. Releasing performs the drop or flies the preview back.
@MainActor
final class DragLift {
    /// How much larger the lifted preview is than its view.
    static let liftScale = 1.05

    let session: DragSession
    let dropSession: DropSession
    private weak var window: Window?
    /// The overlay holding the snapshot; it takes no touches, so hit tests look through it.
    let preview: View
    /// Where the preview started, in window coordinates (where a cancelled drag returns).
    private let home: Rect
    /// The finger's offset from the preview's centre when it lifted.
    private let grab: Point
    /// The drop interaction under the finger and its last proposal.
    private var target: DropInteraction?
    private var proposal: DropProposal?
    /// Every drop interaction that took the session (each hears `sessionDidEnd`).
    private var entered: [DropInteraction] = []
    /// Interactions asked `canHandle` and their answers.
    private var asked: [ObjectIdentifier: Bool] = [:]
    private var finished = false
    var onWillEnd: ((DropOperation) -> Void)?
    var onFinish: ((DropOperation) -> Void)?

    init(session: DragSession, window: Window, source: TargetedDragPreview, animator: DragAnimator) {
        self.session = session
        self.window = window
        dropSession = DropSession(drag: session)
        let view = source.view
        var shown = view.bounds
        if let path = source.parameters.visiblePath {
            let b = path.bounds.intersection(view.bounds)
            if !b.isEmpty { shown = b }
        }
        let frame = view.convert(shown, to: nil)
        home = frame
        let container = View(frame: frame)
        container.isUserInteractionEnabled = false
        container.clipsToBounds = false
        container.backgroundColor = source.parameters.backgroundColor
        container.cornerRadius = 8
        if let snapshot = view.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = Rect(x: -shown.minX, y: -shown.minY, width: view.bounds.width, height: view.bounds.height)
            let clip = View(frame: Rect(origin: .zero, size: frame.size))
            clip.clipsToBounds = true
            clip.cornerRadius = 8
            clip.isUserInteractionEnabled = false
            clip.addSubview(snapshot)
            container.addSubview(clip)
        }
        container.shadowColor = .black
        container.shadowOffset = Size(width: 0, height: 6)
        container.shadowRadius = 10
        preview = container
        let finger = session.locationInWindow
        grab = Point(x: finger.x - frame.midX, y: finger.y - frame.midY)
        window.addSubview(container)
        View.animate(withDuration: 0.25, options: [.curveEaseOut]) {
            container.transform = AffineTransform(scaleX: DragLift.liftScale, y: DragLift.liftScale)
            container.shadowOpacity = 0.35
            animator.runAnimations()
        } completion: { _ in
            animator.runCompletions()
        }
    }

    /// The finger moved to `point` (window coordinates): the preview follows and the targets hear of it.
    func move(to point: Point) {
        guard !finished else { return }
        session.locationInWindow = point
        preview.center = Point(x: point.x - grab.x, y: point.y - grab.y)
        window?.bringSubviewToFront(preview)
        let found = dropInteraction(at: point)
        if found !== target {
            if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: dropSession) }
            target = nil
            proposal = nil
            if let found, takes(found) {
                target = found
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.delegate?.dropInteraction(found, sessionDidEnter: dropSession)
            }
        }
        if let target {
            proposal =
                target.delegate?.dropInteraction(target, sessionDidUpdate: dropSession)
                ?? DropProposal(operation: .cancel)
        }
    }

    /// The finger lifted (or the touch was cancelled): drop on the target if its proposal drops, else fly
    /// back.
    func release(cancelled: Bool = false) {
        guard !finished else { return }
        finished = true
        if !cancelled, let target, let proposal, proposal.operation.performs {
            drop(on: target, operation: proposal.operation)
        } else {
            flyBack()
        }
    }

    private func drop(on target: DropInteraction, operation: DropOperation) {
        target.delegate?.dropInteraction(target, performDrop: dropSession)
        onWillEnd?(operation)
        let landing = session.dropTargetInWindow
        let p = preview
        View.animate(withDuration: 0.25, options: [.curveEaseOut]) {
            if let landing {
                p.center = landing.center
                p.transform = AffineTransform(
                    scaleX: landing.width / max(1, p.bounds.width), y: landing.height / max(1, p.bounds.height))
            } else {
                p.transform = AffineTransform(scaleX: 0.9, y: 0.9)
            }
            p.alpha = 0
            p.shadowOpacity = 0
        } completion: { [self] _ in
            p.removeFromSuperview()
            target.delegate?.dropInteraction(target, concludeDrop: dropSession)
            end(operation)
        }
    }

    private func flyBack() {
        if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: dropSession) }
        target = nil
        onWillEnd?(.cancel)
        let p = preview
        let home = self.home
        View.animate(withDuration: 0.3, options: [.curveEaseInOut]) {
            p.center = home.center
            p.transform = .identity
            p.shadowOpacity = 0
        } completion: { [self] _ in
            p.removeFromSuperview()
            end(.cancel)
        }
    }

    private func end(_ operation: DropOperation) {
        for i in entered { i.delegate?.dropInteraction(i, sessionDidEnd: dropSession) }
        entered = []
        onFinish?(operation)
    }

    /// Whether `interaction` takes this session (asked once per drag).
    private func takes(_ interaction: DropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let answer = asked[key] { return answer }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: dropSession) ?? false
        asked[key] = answer
        return answer
    }

    /// The drop interaction of the deepest view under `point` that has one (looking through the preview).
    private func dropInteraction(at point: Point) -> DropInteraction? {
        guard let window, var view = window.hitTest(point, with: nil) else { return nil }
        while true {
            if let d = view.interactionList.first(where: { $0 is DropInteraction }) as? DropInteraction {
                return d
            }
            guard let up = view.superview else { return nil }
            view = up
        }
    }
}
