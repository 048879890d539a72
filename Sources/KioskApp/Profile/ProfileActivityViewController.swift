import PanelKit
import PanelText

/// Seed 000's yellow card: the activity history, a scrolling timeline.
@MainActor
public final class ProfileActivityViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let activity: [Content.Activity]
    let theme: Theme
    let titleLabel: Label
    let countLabel: Label
    /// The list of activities.
    public private(set) var collectionView: CollectionView!
    private var emptyView: EmptyStateView?
    /// Space kept free under the list (the card in front covers the bottom).
    var bottomInset: Double = 0 {
        didSet { if bottomInset != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    init(activity: [Content.Activity], theme: Theme) {
        self.activity = activity
        self.theme = theme
        titleLabel = UI.label("Activity", size: theme.headlineSize, weight: .bold, color: Palette.yellowCardLabel)
        countLabel = UI.label(
            "This week", size: theme.captionSize, color: Palette.yellowCardSecondary, alignment: .right)
        super.init()
    }

    /// The height of the header above the list.
    var headerHeight: Double { theme.s(52) }
    var rowHeight: Double { theme.s(58) }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.yellowCard
        view = v
        let layout = ListLayout(itemHeight: rowHeight, spacing: 0, insets: .zero)
        let cv = CollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(ActivityCell.self, forCellWithReuseIdentifier: "activity")
        cv.alwaysBounceVertical = false
        collectionView = cv
        v.addSubview(titleLabel)
        v.addSubview(countLabel)
        v.addSubview(cv)
        cv.dataSource = self
        cv.collectionDelegate = self
        if activity.isEmpty {
            let e = EmptyStateView(
                icon: .list, title: "No activity yet", message: "Activities from content.json appear here.",
                theme: theme)
            emptyView = e
            v.addSubview(e)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let pad = theme.padding
        let top = theme.s(18)
        let h = UI.lineHeight(theme.headlineSize)
        titleLabel.frame = Rect(x: pad, y: top, width: b.width / 2, height: h)
        countLabel.frame = Rect(x: b.width / 2, y: top, width: b.width / 2 - pad, height: h)
        collectionView.frame = Rect(x: 0, y: headerHeight, width: b.width, height: max(0, b.height - headerHeight))
        collectionView.contentInset = EdgeInsets(top: 0, left: 0, bottom: bottomInset + theme.s(8), right: 0)
        emptyView?.frame = Rect(
            x: 0, y: headerHeight, width: b.width, height: max(0, min(b.height, theme.s(240)) - headerHeight))
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        activity.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "activity", for: indexPath) as! ActivityCell
        cell.configure(
            activity[indexPath.item], theme: theme, isFirst: indexPath.item == 0,
            isLast: indexPath.item == activity.count - 1)
        return cell
    }
}

/// One activity: a dot on a timeline, the title and detail, the time on the right.
@MainActor
final class ActivityCell: CollectionViewCell {
    private var theme = Theme(deviceClass: .panel800x480)
    private let line = DecorationView(color: Palette.yellowCardSecondary.withAlphaComponent(0.35))
    private let dot = DecorationView(color: Palette.yellowCardLabel)
    private let titleLabel = UI.label(size: 15, weight: .bold, color: Palette.yellowCardLabel)
    private let detailLabel = UI.label(size: 13, color: Palette.yellowCardSecondary)
    private let timeLabel = UI.label(size: 13, color: Palette.yellowCardSecondary, alignment: .right)
    private var isFirst = false
    private var isLast = false

    override init(frame: Rect) {
        super.init(frame: frame)
        for v in [line, dot, titleLabel, detailLabel, timeLabel] as [View] { contentView.addSubview(v) }
    }

    func configure(_ a: Content.Activity, theme: Theme, isFirst: Bool, isLast: Bool) {
        self.theme = theme
        self.isFirst = isFirst
        self.isLast = isLast
        titleLabel.text = a.title
        titleLabel.fontSize = theme.headlineSize
        detailLabel.text = a.detail
        detailLabel.fontSize = theme.captionSize
        timeLabel.text = a.time
        timeLabel.fontSize = theme.captionSize
        dot.backgroundColor = isFirst ? Palette.yellowCardLabel : Palette.yellowCardSecondary
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let pad = theme.padding
        let dotSide = theme.s(10)
        let lineWidth = max(2, theme.s(2))
        let dotX = pad + theme.s(4)
        dot.frame = Rect(x: dotX, y: (b.midY - dotSide / 2).rounded(), width: dotSide, height: dotSide)
        dot.cornerRadius = dotSide / 2
        let lineX = (dot.frame.midX - lineWidth / 2).rounded()
        let top = isFirst ? b.midY : 0
        let bottom = isLast ? b.midY : b.height
        line.frame = Rect(x: lineX, y: top, width: lineWidth, height: max(0, bottom - top))
        let time = timeLabel.sizeThatFits(Size(width: b.width / 3, height: .infinity))
        let timeWidth = min(time.width, b.width / 3)
        let textX = dot.frame.maxX + theme.s(14)
        let textWidth = b.width - textX - pad - timeWidth - theme.spacing
        let th = UI.lineHeight(theme.headlineSize)
        let dh = UI.lineHeight(theme.captionSize)
        let gap = theme.s(2)
        let y = ((b.height - th - gap - dh) / 2).rounded()
        titleLabel.frame = Rect(x: textX, y: y, width: max(0, textWidth), height: th)
        detailLabel.frame = Rect(x: textX, y: y + th + gap, width: max(0, textWidth), height: dh)
        timeLabel.frame = Rect(x: b.width - pad - timeWidth, y: y, width: timeWidth, height: th)
    }
}
