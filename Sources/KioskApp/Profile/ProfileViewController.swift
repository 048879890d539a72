import PanelKit
import PanelText

/// Seed 000's profile screen: a `CardsHolderViewController` whose top child is the short info (avatar
/// and name), whose first card is the activity history (yellow) and whose second is the
/// recommendations feed (white). As the cards move, the dragger's `didOccurDraggingEvent` shrinks the
/// top child's avatar and labels into a compact bar.
@MainActor
public final class ProfileViewController: CardsHolderViewController {
    let content: Content
    public let shortInfoViewController: ProfileShortInfoViewController
    public let activityViewController: ProfileActivityViewController
    public let recommendationsViewController: RecommendationsViewController
    /// The values `didOccurDraggingEvent` reported, newest last (kept short; tests and the tour read it).
    public private(set) var draggingEvents: [Double] = []

    init(content: Content, theme: Theme) {
        self.content = content
        shortInfoViewController = ProfileShortInfoViewController(profile: content.profile, theme: theme)
        activityViewController = ProfileActivityViewController(activity: content.profile.activity, theme: theme)
        recommendationsViewController = RecommendationsViewController(
            recommendations: content.profile.recommendations, theme: theme)
        super.init(theme: theme)
        title = "Profile"
    }

    public override func loadView() {
        super.loadView()
        view.backgroundColor = Palette.groupedBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        setTopChildViewController(shortInfoViewController)
        setCardChildViewController(activityViewController)
        setCardChildViewController(recommendationsViewController)
        cardView1.cardColor = Palette.yellowCard
        cardView1.grabber.backgroundColor = Color(hex: 0x000000, alpha: 0.14)
        cardView2.cardColor = Palette.surface
        cardsDragger.tapHeaderHeight = activityViewController.headerHeight
        cardsDragger.didOccurDraggingEvent = { [weak self] value in
            guard let self else { return }
            self.shortInfoViewController.update(progress: value)
            self.draggingEvents.append(value)
            if self.draggingEvents.count > 240 { self.draggingEvents.removeFirst(self.draggingEvents.count - 240) }
        }
        recommendationsViewController.onSelect = { [weak self] index in self?.showRecommendation(at: index) }
    }

    /// The second card's visible strip while it is closed: its header, or more when the first card's
    /// list fits with room to spare (the portrait panel), so the screen stays balanced.
    func secondCardPeek(height: Double, top: Double) -> Double {
        let header = theme.s(60)
        let activity = activityViewController
        let listHeight = activity.headerHeight + Double(activity.activity.count) * activity.rowHeight + theme.s(16)
        let spare = height - top - listHeight
        return min(max(header, spare), (height * 0.4).rounded())
    }

    public override func cardsGeometry(in bounds: Rect) -> CardsGeometry {
        let h = bounds.height
        let top = shortInfoViewController.expandedHeight(width: bounds.width).rounded()
        let compact = shortInfoViewController.compactHeight
        let peek = secondCardPeek(height: h, top: top).rounded()
        activityViewController.bottomInset = peek
        return CardsGeometry(
            closedY: [top, h - peek], openY: [compact, compact + activityViewController.headerHeight],
            topHeight: top, compactTopHeight: compact)
    }

    public override func viewDidLayoutSubviews() {
        let top = shortInfoViewController.expandedHeight(width: view.bounds.width).rounded()
        topView.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: top)
        super.viewDidLayoutSubviews()
    }

    /// Opens the detail of recommendation `index`: pushes it on the navigation controller the profile is in.
    public func showRecommendation(at index: Int) {
        let recs = content.profile.recommendations
        guard recs.indices.contains(index) else { return }
        let detail = RecommendationDetailViewController(recommendation: recs[index], theme: theme)
        navigationController?.pushViewController(detail, animated: true)
    }
}
