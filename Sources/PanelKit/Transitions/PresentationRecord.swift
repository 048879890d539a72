/// Where a presented controller lives while it is presented: the container view above the presenting
/// controller's view, and (for `.fullScreen`) where the presenting controller's view goes back to.
@MainActor
final class PresentationRecord {
    /// The view the presented controller's view is in.
    let container: TransitionContainerView
    /// The style the controller was presented with.
    let style: ModalPresentationStyle
    /// The transition style the presentation ran with (and the dismissal runs with): the presented
    /// controller's, or the context controller's when it provides one.
    var transitionStyle: ModalTransitionStyle = .coverVertical
    /// Where the presenting controller's view was before `.fullScreen` took it out.
    var presenterSlot: (superview: View, index: Int)?
    /// The presenting controller's view as it was before the presentation (put back while covered).
    var presenterState: ViewStateSnapshot?
    /// The transitioning delegate's presentation controller (`.custom` presentations) or the sheet's.
    var controller: PresentationController?
    /// The interaction controller of a dismissal the user drives (a sheet's swipe down), for the next
    /// `dismiss` to use when the transitioning delegate gives none.
    var dismissalInteraction: PercentDrivenInteractiveTransition?
    /// The popover presentation controller of a `.popover` presentation (also when it adapted).
    var popover: PopoverPresentationController?
    /// The view whose tint the presentation dims (an alert's, an action sheet's, a popover's, a sheet's
    /// presenting view), while it shows.
    var dimmedView: View?

    init(container: TransitionContainerView, style: ModalPresentationStyle) {
        self.container = container
        self.style = style
    }

    /// PanelKit's animator for a presentation or dismissal whose transitioning delegate gives none: a fade
    /// for a popover, else the transition style's. Over a sheet's own dimming view the base view is not dimmed again. A drag
    /// (`followsFinger`, a sheet swiped down) always slides the view down, whatever the transition style,
    /// on a linear curve so that the view moves with the finger.
    func makeDefaultAnimator(reversed: Bool, followsFinger: Bool) -> PhaseTransitionAnimator {
        if controller is PopoverPresentationController {
            // A popover fades in and out where it stands.
            return PhaseTransitionAnimator(transition: FadeTransition(), isReversed: reversed)
        }
        let transition = followsFinger ? CoverTransition(edge: .bottom) : transitionStyle.makeTransition()
        if controller is SheetPresentationController {
            transition.dimmingAlpha = 0
        }
        if followsFinger { transition.curve = .linear }
        return PhaseTransitionAnimator(transition: transition, isReversed: reversed)
    }

    /// Puts the presenting controller's view back where it was before the presentation, unless it is
    /// there already.
    func putBackPresenterView(_ view: View) {
        guard let slot = presenterSlot, view.superview !== slot.superview else { return }
        view.removeFromSuperview()
        slot.superview.insertSubview(view, at: min(slot.index, slot.superview.subviews.count))
    }
}
