/// A draggable presentation in one call, generalising seed 000's `MiniToLargeTransitionCoordinator`:
/// dragging up on a source view (a bar at the bottom of the screen) presents a controller, which then
/// follows the finger; dragging down on the presented view takes it back. A tap path presents the same
/// way without interaction.
///
/// ```swift
/// let cards = InteractiveTransitionCoordinator()          // MiniToLarge: rises from the bar
/// cards.progressHandler = { p in backdrop.alpha = p }      // backgrounds follow the progress
/// cards.prepareViewForCustomTransition(from: self, gestureView: bar) { CardsViewController() }
/// bar.addGestureRecognizer(TapGestureRecognizer { _ in cards.presentWithoutInteraction() })
/// ```
///
/// The coordinator is the presented controller's `transitioningDelegate` (held weakly there, so keep
/// the coordinator alive, as seed 000's start controller does). On release the transition completes
/// when the translation plus half a second of velocity passes half the distance, and cancels otherwise;
/// it then runs at `completionSpeed`.
@MainActor
public final class InteractiveTransitionCoordinator: ViewControllerTransitioningDelegate, GestureRecognizerDelegate {
    /// Makes the transition for each presentation and dismissal (a dismissal runs it reversed).
    public let makeTransition: () -> PhaseTransition
    /// How fast the transition completes after the finger lifts, as a share of its normal speed (seed
    /// 000: 0.6).
    public var completionSpeed = 0.6
    /// How far the finger travels for the whole transition; nil uses the distance from the gesture
    /// view's top to the top of the window (how far seed 000's card rises).
    public var interactionDistance: Double?
    /// Called with the presentation's progress (0: only the source, 1: fully presented) whenever it
    /// moves, dragged or animated, presenting or dismissing.
    public var progressHandler: ((Double) -> Void)?
    /// The presentation style the presented controller gets (`.custom`: the source stays underneath).
    public var modalPresentationStyle: ModalPresentationStyle = .custom
    /// Whether the coordinator's pans recognize together with other recognizers (seed 000 lets the
    /// cards' own pans run with the dismissal pan). False by default: a scroll view inside the presented
    /// view keeps its drags, and vertical drags elsewhere dismiss.
    public var recognizesSimultaneously = false

    /// Whether a presentation or dismissal run by this coordinator is under way (dragged or tapped).
    public private(set) var isTransitionInProgress = false
    /// The controller that presents.
    public private(set) weak var presentingViewController: ViewController?
    /// The controller that is presented, made on the first presentation and kept for the next ones.
    public private(set) var presentedViewController: ViewController?
    /// The pan on the gesture view that presents.
    public private(set) var presentationPanGestureRecognizer: PanGestureRecognizer?
    /// The pan on the presented view that dismisses.
    public private(set) var dismissalPanGestureRecognizer: PanGestureRecognizer?

    private weak var gestureView: View?
    private var makePresented: (() -> ViewController)?
    /// The interaction controller while a pan drives the transition.
    private var interaction: PercentDrivenInteractiveTransition?
    private var distance = 1.0

    /// A coordinator whose presentations run `transition` (made anew for each run); by default seed
    /// 000's MiniToLarge, rising from the gesture view.
    public init(transition: @escaping () -> PhaseTransition = { ScaleFromFrameTransition() }) {
        makeTransition = transition
    }

    // MARK: Wiring

    /// Wires the draggable presentation: a pan on `gestureView` presents (drag up), and, once
    /// presented, a pan on the presented controller's view dismisses (drag down). `makePresented` is
    /// called for the first presentation; the controller it returns is kept for the next ones.
    public func prepareViewForCustomTransition(
        from presenting: ViewController, gestureView: View, makePresented: @escaping () -> ViewController
    ) {
        removeCustomTransitionBehaviour()
        presentingViewController = presenting
        self.gestureView = gestureView
        self.makePresented = makePresented
        let pan = PanGestureRecognizer(target: self, action: InteractiveTransitionCoordinator.handlePresentationPan)
        pan.delegate = self
        pan.name = "InteractiveTransitionCoordinator.present"
        gestureView.addGestureRecognizer(pan)
        presentationPanGestureRecognizer = pan
    }

    /// Removes the behaviour: both pans leave their views and the presented controller is let go (seed
    /// 000 does this when there is nothing to show). A presentation on screen stays; it still dismisses
    /// with `dismiss(animated:)`.
    public func removeCustomTransitionBehaviour() {
        if let pan = presentationPanGestureRecognizer { pan.view?.removeGestureRecognizer(pan) }
        if let pan = dismissalPanGestureRecognizer { pan.view?.removeGestureRecognizer(pan) }
        presentationPanGestureRecognizer = nil
        dismissalPanGestureRecognizer = nil
        gestureView = nil
        makePresented = nil
        presentingViewController = nil
        presentedViewController = nil
    }

    /// The tap path: presents with the same transition, running on its own.
    public func presentWithoutInteraction(completion: (() -> Void)? = nil) {
        guard !isTransitionInProgress, let presenter = presentingViewController, let vc = presentedController()
        else { return }
        interaction = nil
        presenter.present(vc, animated: true, completion: completion)
    }

    /// Dismisses the presented controller with the same transition, running on its own.
    public func dismissWithoutInteraction(completion: (() -> Void)? = nil) {
        guard !isTransitionInProgress, let vc = presentedViewController, vc.presentingViewController != nil else {
            return
        }
        interaction = nil
        vc.dismiss(animated: true, completion: completion)
    }

    private func presentedController() -> ViewController? {
        if let vc = presentedViewController { return vc }
        guard let make = makePresented else { return nil }
        let vc = make()
        vc.transitioningDelegate = self
        vc.modalPresentationStyle = modalPresentationStyle
        let pan = PanGestureRecognizer(target: self, action: InteractiveTransitionCoordinator.handleDismissalPan)
        pan.delegate = self
        pan.name = "InteractiveTransitionCoordinator.dismiss"
        vc.view.addGestureRecognizer(pan)
        dismissalPanGestureRecognizer = pan
        presentedViewController = vc
        return vc
    }

    // MARK: Pans

    private func handlePresentationPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let presenter = presentingViewController, let vc = presentedController() else { return }
            distance = resolvedDistance()
            let interaction = makeInteraction()
            self.interaction = interaction
            presenter.present(vc, animated: true)
            if vc.presentingViewController == nil { self.interaction = nil }
        case .changed:
            interaction?.update(-pan.translation(in: nil).y / distance)
        case .ended, .cancelled:
            release(pan, sign: -1)
        default:
            break
        }
    }

    private func handleDismissalPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let vc = presentedViewController, vc.presentingViewController != nil else { return }
            distance = resolvedDistance()
            let interaction = makeInteraction()
            self.interaction = interaction
            vc.dismiss(animated: true)
            if !vc.isBeingDismissed { self.interaction = nil }
        case .changed:
            interaction?.update(pan.translation(in: nil).y / distance)
        case .ended, .cancelled:
            release(pan, sign: 1)
        default:
            break
        }
    }

    /// Ends the interaction: complete when the translation plus half a second of velocity passes half
    /// the distance (seed 004's rule), else cancel.
    private func release(_ pan: PanGestureRecognizer, sign: Double) {
        guard let interaction else { return }
        let travelled = sign * pan.translation(in: nil).y
        let speed = sign * pan.velocity(in: nil).y
        if pan.state == .ended && travelled + speed * 0.5 > distance / 2 {
            interaction.finish()
        } else {
            interaction.cancel()
        }
    }

    private func makeInteraction() -> PercentDrivenInteractiveTransition {
        let i = PercentDrivenInteractiveTransition()
        i.completionSpeed = completionSpeed
        return i
    }

    private func resolvedDistance() -> Double {
        if let d = interactionDistance, d > 0 { return d }
        if let g = gestureView, let s = g.superview {
            let top = s.convert(g.frame, to: nil).minY
            if top > 1 { return top }
        }
        return max(1, gestureView?.window?.bounds.height ?? 1)
    }

    // MARK: GestureRecognizerDelegate

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer, !isTransitionInProgress else { return false }
        let t = pan.translation(in: nil)
        guard abs(t.y) > abs(t.x) else { return false }
        if pan === presentationPanGestureRecognizer {
            return t.y < 0 && presentingViewController?.presentedViewController == nil
        }
        if pan === dismissalPanGestureRecognizer {
            return t.y > 0 && presentedViewController?.presentingViewController != nil
        }
        return false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        recognizesSimultaneously
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        makeAnimator(reversed: false)
    }

    public func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        makeAnimator(reversed: true)
    }

    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction
    }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction
    }

    private func makeAnimator(reversed: Bool) -> PhaseTransitionAnimator {
        let transition = makeTransition()
        if let scale = transition as? ScaleFromFrameTransition, !scale.hasSource, let g = gestureView,
            let s = g.superview
        {
            scale.initialY = s.convert(g.frame, to: nil).minY
        }
        let previous = transition.progressHandler
        transition.progressHandler = { [weak self] p in
            previous?(p)
            self?.progressHandler?(p)
        }
        let animator = PhaseTransitionAnimator(transition: transition, isReversed: reversed)
        isTransitionInProgress = true
        animator.completionHandler = { [weak self] _ in
            self?.isTransitionInProgress = false
            self?.interaction = nil
        }
        return animator
    }
}
