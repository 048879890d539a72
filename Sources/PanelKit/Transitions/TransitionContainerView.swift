/// The view a presentation's transition runs in (UIKit's `UITransitionView`): it covers the window
/// above the presenting controller's view and holds the presented controller's view while it is
/// presented. It draws nothing and, as in UIKit, takes the touches that land outside the presented view.
/// Its layout passes call the presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
@MainActor
public final class TransitionContainerView: View {
    /// The presentation controller of the presentation this container holds, if any.
    weak var presentationController: PresentationController?

    override var hasCustomContent: Bool { false }

    /// A touch outside the presented view stays here, except beside a sheet resting at or below its
    /// largest undimmed detent (that touch goes to the views behind) and on a popover's `passthroughViews`.
    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if hit === self, (presentationController as? SheetPresentationController)?.passesTouchesOutsideSheet == true {
            return nil
        }
        if let popover = presentationController as? PopoverPresentationController,
            hit === self || hit === popover.dimmingView, popover.passesThrough(point)
        {
            return nil
        }
        return hit
    }

    public override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
