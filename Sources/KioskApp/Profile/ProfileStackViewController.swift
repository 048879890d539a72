import PanelKit
import PanelText

/// The profile experience: seed 004's push/pop container with the profile as its first child. A
/// recommendation's detail is pushed; its back button pops, and so does a pan to the right.
///
/// The container's pan only goes back here: forward drags belong to the page view controller around
/// the experiences (seed 004's container would otherwise bring a popped detail back with a drag to the
/// left, and the profile could never be swiped away).
@MainActor
public final class ProfileStackViewController: StackContainerViewController {
    public let profileViewController: ProfileViewController
    private let backOnly = BackOnlyPanDelegate()

    init(content: Content, theme: Theme) {
        profileViewController = ProfileViewController(content: content, theme: theme)
        super.init(rootViewController: profileViewController)
        title = "Profile"
    }

    public override func loadView() {
        super.loadView()
        backOnly.container = self
        panGestureRecognizer.delegate = backOnly
        profileViewController.showDetail = { [weak self] detail in self?.pushDetail(detail) }
    }

    /// The detail on top, if one is shown.
    public var detailViewController: RecommendationDetailViewController? {
        currentChildViewController as? RecommendationDetailViewController
    }

    private func pushDetail(_ detail: ViewController) {
        if let d = detail as? RecommendationDetailViewController {
            d.onBack = { [weak d] in
                // Seed 004: the child finds its container and asks it to pop.
                (d?.parent as? ParentControllerDelegate)?.popChildViewController()
            }
        }
        // Seed 004: a child asks its container to push.
        (self as ParentControllerDelegate).pushChildViewController(detail)
    }
}

/// Lets the stack container's pan begin only for drags to the right with a child to go back to.
@MainActor
final class BackOnlyPanDelegate: GestureRecognizerDelegate {
    weak var container: StackContainerViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer, let c = container, c.isPanEnabled else {
            return false
        }
        let t = pan.translation(in: nil)
        return t.x > 0 && abs(t.x) > abs(t.y) && c.currentChildIndex > 0
    }
}
