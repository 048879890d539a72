extension TransitionContext {
    /// A context in which `to`'s view replaces `from`'s in `container`, as a navigation controller's push and
    /// pop and a tab bar controller's switch run. `to`'s view is sized to the container before the animator
    /// sees it. When the transition ends, the view that stays is in the container at its bounds and the other
    /// is removed, each with the state it had before (what the animator changed is undone). With
    /// `callsAppearance`, the two controllers' `did…` callbacks come when it ends, after `will…` ones the
    /// caller starts, mirrored when it is cancelled. `restoring` runs on a cancel before those callbacks (the
    /// container's own state goes back first), `finished` after everything, with whether it completed.
    static func swappingViews(
        from: ViewController, to: ViewController, in container: View, animated: Bool,
        animator: (any ViewControllerAnimatedTransitioning)?, interactor: (any ViewControllerInteractiveTransitioning)?,
        callsAppearance: Bool, restoring: @escaping () -> Void = {}, finished: @escaping (Bool) -> Void
    ) -> TransitionContext {
        let fromView: View = from.view
        let toView: View = to.view
        let fromState = ViewStateSnapshot(fromView)
        View.performWithoutAnimation {
            toView.frame = container.bounds
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        let toState = ViewStateSnapshot(toView)
        let context = TransitionContext(
            kind: .navigation, from: from, to: to, containerView: container, style: .fullScreen,
            animated: animated, animator: animator, interactor: interactor)
        context.finisher = { completed in
            if completed {
                fromView.removeFromSuperview()
                fromState.restore()
                if toView.superview !== container { container.addSubview(toView) }
                toView.frame = container.bounds
                if callsAppearance {
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                }
            } else {
                if callsAppearance {
                    from.beginAppearanceTransition(true, animated: animated)
                    to.beginAppearanceTransition(false, animated: animated)
                }
                toView.removeFromSuperview()
                toState.restore()
                fromState.restore()
                if fromView.superview !== container { container.addSubview(fromView) }
                fromView.frame = container.bounds
                restoring()
                if callsAppearance {
                    to.endAppearanceTransition()
                    from.endAppearanceTransition()
                }
            }
            finished(completed)
        }
        return context
    }
}
