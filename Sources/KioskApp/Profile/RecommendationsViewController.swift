import PanelKit
import PanelText

/// Seed 000's white card: a feed of recommendations. Tapping one opens its detail screen.
@MainActor
public final class RecommendationsViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let recommendations: [Content.Recommendation]
    let theme: Theme
    let titleLabel: Label
    let countLabel: Label
    public private(set) var collectionView: CollectionView!
    private var emptyView: EmptyStateView?
    /// Called with the index of the recommendation the user tapped.
    var onSelect: ((Int) -> Void)?

    init(recommendations: [Content.Recommendation], theme: Theme) {
        self.recommendations = recommendations
        self.theme = theme
        titleLabel = UI.label("For you", size: theme.headlineSize, weight: .bold)
        let n = recommendations.count
        countLabel = UI.label(
            n == 1 ? "1 pick" : "\(n) picks", size: theme.captionSize, color: Palette.secondaryLabel,
            alignment: .right)
        super.init()
    }

    var headerHeight: Double { theme.s(52) }
    var rowHeight: Double { theme.s(72) }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.surface
        view = v
        let layout = ListLayout(itemHeight: rowHeight, spacing: 0, insets: .zero)
        let cv = CollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(RecommendationCell.self, forCellWithReuseIdentifier: "rec")
        collectionView = cv
        v.addSubview(titleLabel)
        v.addSubview(countLabel)
        v.addSubview(cv)
        cv.dataSource = self
        cv.collectionDelegate = self
        if recommendations.isEmpty {
            let e = EmptyStateView(
                icon: .star, title: "Nothing to recommend", message: "Recommendations from content.json appear here.",
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
        collectionView.contentInset = EdgeInsets(top: 0, left: 0, bottom: theme.s(12), right: 0)
        emptyView?.frame = Rect(
            x: 0, y: headerHeight, width: b.width, height: max(0, min(b.height, theme.s(240)) - headerHeight))
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        recommendations.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "rec", for: indexPath) as! RecommendationCell
        cell.configure(recommendations[indexPath.item], theme: theme, showsSeparator: indexPath.item > 0)
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        onSelect?(indexPath.item)
    }
}

/// One recommendation: a thumbnail, the title and subtitle, a chevron.
@MainActor
final class RecommendationCell: CollectionViewCell {
    private var theme = Theme(deviceClass: .panel800x480)
    private let thumbnail = ImageView()
    private let titleLabel = UI.label(size: 15, weight: .bold)
    private let subtitleLabel = UI.label(size: 13, color: Palette.secondaryLabel)
    private let chevron = IconView(.chevronRight, color: Palette.tertiaryLabel)
    private let separator = DecorationView(color: Palette.separator)

    override init(frame: Rect) {
        super.init(frame: frame)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.backgroundColor = Palette.fill
        for v in [separator, thumbnail, titleLabel, subtitleLabel, chevron] as [View] { contentView.addSubview(v) }
    }

    override var isHighlighted: Bool {
        didSet { contentView.backgroundColor = isHighlighted ? Palette.fill : nil }
    }

    func configure(_ r: Content.Recommendation, theme: Theme, showsSeparator: Bool) {
        self.theme = theme
        thumbnail.image = r.image
        thumbnail.cornerRadius = theme.smallRadius * 0.8
        titleLabel.text = r.title
        titleLabel.fontSize = theme.headlineSize
        subtitleLabel.text = r.subtitle
        subtitleLabel.fontSize = theme.captionSize
        separator.isHidden = !showsSeparator
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let pad = theme.padding
        let thumbHeight = (b.height - theme.s(16)).rounded()
        let thumbWidth = (thumbHeight * 1.5).rounded()
        thumbnail.frame = Rect(
            x: pad, y: ((b.height - thumbHeight) / 2).rounded(), width: thumbWidth, height: thumbHeight)
        let chevronSide = theme.s(14)
        chevron.frame = Rect(
            x: b.width - pad - chevronSide, y: (b.midY - chevronSide / 2).rounded(), width: chevronSide,
            height: chevronSide)
        let textX = thumbnail.frame.maxX + theme.s(14)
        let textWidth = max(0, chevron.frame.minX - theme.spacing - textX)
        let th = UI.lineHeight(theme.headlineSize)
        let sh = UI.lineHeight(theme.captionSize)
        let gap = theme.s(3)
        let y = ((b.height - th - gap - sh) / 2).rounded()
        titleLabel.frame = Rect(x: textX, y: y, width: textWidth, height: th)
        subtitleLabel.frame = Rect(x: textX, y: y + th + gap, width: textWidth, height: sh)
        separator.frame = Rect(x: textX, y: 0, width: b.width - textX, height: 1)
    }
}
