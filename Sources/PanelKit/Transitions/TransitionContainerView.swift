/// The view a presentation's transition runs in (UIKit's `UITransitionView`): it covers the window
/// above the presenting controller's view and holds the presented controller's view while it is
/// presented. It draws nothing and, as in UIKit, takes the touches that land outside the presented view.
@MainActor
public final class TransitionContainerView: View {
    override var hasCustomContent: Bool { false }
}
