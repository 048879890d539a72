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

    /// A touch outside the presented view stays here, unless the presentation controller passes it to the
    /// views behind (beside a sheet resting at an undimmed detent, on a popover's `passthroughViews`).
    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if let hit, presentationController?.passesTouch(at: point, hitting: hit) == true { return nil }
        return hit
    }

    public override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
