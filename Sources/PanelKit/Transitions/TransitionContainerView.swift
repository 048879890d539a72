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

    public override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
