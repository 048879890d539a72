/// What a navigation bar shows for one item: the title (or the item's title view), the back button and
/// the bar button items, in a view of their own that fills the bar. Keeping each item's content apart
/// lets a push or pop fade the old item's content out while the new item's fades in, as `UINavigationBar`
/// does.
@MainActor
final class NavigationBarItemView: View {
    /// The title in the middle.
    let titleLabel = Label()
    /// The back button (hidden on the root item, with `hidesBackButton`, or when left items replace it).
    let backButton = Button(type: .system)
    /// The item's title view, shown instead of the title.
    var titleView: View?
    /// The views of the right bar button items, from the right edge inwards.
    var rightViews: [View] = []
    /// The views of the left bar button items, from the back button rightwards.
    var leftViews: [View] = []

    /// What a tap on the back button does.
    var backAction: (() -> Void)?
    /// Moves the title from its place (the appearance's `titlePositionAdjustment`).
    var titleOffset = Offset(horizontal: 0, vertical: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether the title leads (after the back button and left items) instead of centring: the item's
    /// `.browser` and `.editor` styles.
    var titleLeads = false {
        didSet {
            titleLabel.textAlignment = titleLeads ? .natural : .center
            setNeedsLayout()
        }
    }

    init() {
        super.init(frame: .zero)
        titleLabel.fontWeight = .bold
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        backButton.contentEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        backButton.addAction(for: .touchUpInside) { [weak self] _ in self?.backAction?() }
        addSubview(backButton)
    }

    /// Removes the title view and the bar button views (before the item's content is built anew).
    func removeItemViews() {
        for v in subviews where v !== titleLabel && v !== backButton { v.removeFromSuperview() }
        titleView = nil
        rightViews = []
        leftViews = []
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let margin = 8.0
        var left = margin
        let widest = b.width * 0.3
        if !backButton.isHidden {
            let size = backButton.sizeThatFits(Size(width: widest, height: b.height))
            backButton.frame = Rect(x: left, y: 0, width: min(widest, size.width), height: b.height)
            left = backButton.frame.maxX + margin
        }
        var right = b.width - margin
        for v in rightViews {
            let w = min(widest, max(v.sizeThatFits(Size(width: widest, height: b.height)).width, 44))
            v.frame = Rect(x: right - w, y: 0, width: w, height: b.height)
            right -= w + margin
        }
        for v in leftViews {
            let w = min(widest, max(v.sizeThatFits(Size(width: widest, height: b.height)).width, 44))
            v.frame = Rect(x: left, y: 0, width: w, height: b.height)
            left += w + margin
        }
        // The title centres in the bar when it fits between the side items, else fills the space between.
        if let titleView {
            let x = titleLeads ? left + titleView.bounds.width / 2 : b.midX
            titleView.center = Point(x: x, y: b.midY)
            titleLabel.frame = .zero
        } else {
            let width = titleLabel.sizeThatFits(Size(width: .infinity, height: b.height)).width
            let centred = Rect(x: b.midX - width / 2, y: 0, width: width, height: b.height)
            if !titleLeads && centred.minX >= left && centred.maxX <= right {
                titleLabel.frame = centred
            } else {
                titleLabel.frame = Rect(x: left, y: 0, width: max(0, right - left), height: b.height)
            }
            titleLabel.frame = titleLabel.frame.offsetBy(dx: titleOffset.horizontal, dy: titleOffset.vertical)
        }
        // Right to left (the bar's direction), as UIKit: the back button and the left items on the right,
        // the right items on the left.
        if (superview ?? self).isRightToLeft {
            mirrorFramesHorizontally([backButton, titleLabel] + rightViews + leftViews + [titleView].compactMap { $0 })
        }
    }
}
