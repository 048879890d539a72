import PanelKit

/// The profile navigation controller's delegate: seed 004's slide for every push and pop (the two
/// screens move together, a page apart, as a stack of pages), and the interaction controller of a pop
/// that a pan to the right drives.
///
/// A pan that begins on the detail pops it under the finger; on release the pop completes when the
/// translation plus half a second of velocity passes half the width (seed 004's rule) and goes back
/// otherwise, easing out either way.
@MainActor
final class ProfileTransitionDelegate: NavigationControllerDelegate, GestureRecognizerDelegate {
    private weak var navigationController: NavigationController?
    /// The pop the pan drives, from the pan's start to its release.
    private var interaction: PercentDrivenInteractiveTransition?

    /// Puts `pan` on `navigationController`'s view to pop its top controller.
    func drivePops(with pan: PanGestureRecognizer, in navigationController: NavigationController) {
        self.navigationController = navigationController
        pan.delegate = self
        pan.addTarget(self, action: ProfileTransitionDelegate.handlePan)
        navigationController.view.addGestureRecognizer(pan)
    }

    // MARK: NavigationControllerDelegate

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
        guard operation != .none else { return nil }
        return PhaseTransitionAnimator(transition: SlideTransition(edge: .right), isReversed: operation == .pop)
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction
    }

    // MARK: The pan

    /// The pan begins only for a drag to the right, with something to pop and no push or pop running.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer, let nav = navigationController,
            nav.viewControllers.count > 1, !nav.isTransitioning
        else { return false }
        let t = pan.translation(in: nil)
        return t.x > 0 && abs(t.x) > abs(t.y)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        guard let nav = navigationController else { return }
        let view: View = nav.view
        let width = max(1, view.bounds.width)
        let t = pan.translation(in: view).x
        switch pan.state {
        case .began:
            let pop = PercentDrivenInteractiveTransition()
            pop.completionCurve = .easeOut
            interaction = pop
            guard nav.popViewController(animated: true) != nil else {
                interaction = nil
                return
            }
            pop.update(max(0, t) / width)
        case .changed:
            interaction?.update(max(0, t) / width)
        case .ended, .cancelled:
            guard let pop = interaction else { return }
            interaction = nil
            let projected = t + pan.velocity(in: view).x * 0.5
            if pan.state == .ended && projected > width / 2 {
                pop.finish()
            } else {
                pop.cancel()
            }
        default:
            break
        }
    }
}
