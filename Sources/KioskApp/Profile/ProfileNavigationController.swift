import PanelKit

/// The profile experience: a navigation controller with the profile at the root of its stack and no bar
/// (the detail draws its own "‹ Profile" button). The profile pushes a recommendation's detail; the
/// detail's back button pops it, and so does a pan to the right anywhere on it, which the pop follows.
/// Both run seed 004's slide, which the delegate returns as the push and pop animator.
///
/// The pan only goes back: forward drags belong to the page view controller around the experiences, so
/// the profile can still be swiped away.
@MainActor
public final class ProfileNavigationController: NavigationController {
    public let profileViewController: ProfileViewController
    /// The pan to the right that pops the detail. It replaces the edge pan
    /// (`interactivePopGestureRecognizer`, turned off), whose strip at the left edge it covers.
    public let backPanGestureRecognizer = PanGestureRecognizer()
    /// The animator and the pan's interaction controller (the navigation controller's delegate is weak).
    private let transitions = ProfileTransitionDelegate()

    init(content: Content, theme: Theme) {
        profileViewController = ProfileViewController(content: content, theme: theme)
        super.init(rootViewController: profileViewController)
        title = "Profile"
        isNavigationBarHidden = true
        delegate = transitions
    }

    public override func loadView() {
        super.loadView()
        interactivePopGestureRecognizer?.isEnabled = false
        transitions.drivePops(with: backPanGestureRecognizer, in: self)
    }

    /// The detail on top, if one is shown.
    public var detailViewController: RecommendationDetailViewController? {
        topViewController as? RecommendationDetailViewController
    }
}
