import PanelKit
import PanelText

/// Receives the playlist's selection (seed 002's `playlistDidSelect`).
@MainActor
public protocol PlaylistViewControllerDelegate: AnyObject {
    func playlistDidSelect(playlist: PlaylistViewController, media: Content.Media)
}

/// Seed 002's playlist: the items with their posters, the one playing marked.
@MainActor
public final class PlaylistViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    public weak var delegate: (any PlaylistViewControllerDelegate)?
    private(set) var items: [Content.Media]
    let theme: Theme
    public private(set) var collectionView: CollectionView!
    /// The item selected (playing), if any.
    public private(set) var selectedIndex: Int?
    private var emptyView: EmptyStateView?

    init(items: [Content.Media], theme: Theme) {
        self.items = items
        self.theme = theme
        super.init()
    }

    var rowHeight: Double { theme.s(72) }

    public override func loadView() {
        let v = View()
        view = v
        let cv = CollectionView(
            frame: .zero,
            collectionViewLayout: ListLayout(
                itemHeight: rowHeight, spacing: theme.s(4),
                insets: EdgeInsets(top: 0, left: 0, bottom: theme.s(8), right: 0)))
        cv.register(PlaylistCell.self, forCellWithReuseIdentifier: "media")
        collectionView = cv
        v.addSubview(cv)
        cv.dataSource = self
        cv.collectionDelegate = self
        if items.isEmpty {
            let e = EmptyStateView(
                icon: .list, title: "The playlist is empty", message: "Videos from content.json appear here.",
                theme: theme, dark: true)
            emptyView = e
            v.addSubview(e)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        emptyView?.frame = view.bounds
    }

    /// Marks `index` as playing (no delegate call).
    /// Shows lengths read from the files in their rows.
    func setDurations(_ lengths: [(index: Int, seconds: Double)]) {
        let rows = Content.Media.setDurations(lengths, in: &items).map { IndexPath(item: $0, section: 0) }
        if isViewLoaded && !rows.isEmpty { collectionView.reloadItems(at: rows) }
    }

    public func select(_ index: Int?) {
        selectedIndex = index
        for ip in collectionView?.indexPathsForVisibleItems ?? [] {
            (collectionView.cellForItem(at: ip) as? PlaylistCell)?.isPlaying = ip.item == index
        }
        if let index, let cv = collectionView, cv.bounds.height > 0 {
            let f = Rect(x: 0, y: Double(index) * (rowHeight + theme.s(4)), width: 1, height: rowHeight)
            cv.scrollRectToVisible(f, animated: true)
        }
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "media", for: indexPath) as! PlaylistCell
        cell.configure(items[indexPath.item], theme: theme)
        cell.isPlaying = indexPath.item == selectedIndex
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        select(indexPath.item)
        delegate?.playlistDidSelect(playlist: self, media: items[indexPath.item])
    }
}

/// One playlist item: a poster thumbnail with the duration, the title and the channel.
@MainActor
final class PlaylistCell: CollectionViewCell {
    private var theme = Theme(deviceClass: .panel800x480)
    private let background = DecorationView(color: nil)
    private let thumbnail = ImageView()
    private let durationBadge = DecorationView(color: Color(white: 0, alpha: 0.7))
    private let durationLabel = UI.label(size: 11, weight: .bold, color: .white, alignment: .center)
    private let titleLabel = UI.label(size: 15, weight: .bold, color: .white, lines: 2)
    private let channelLabel = UI.label(size: 13, color: Color(white: 1, alpha: 0.6))
    private let playingIcon = IconView(.play, color: Palette.red)

    override init(frame: Rect) {
        super.init(frame: frame)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.backgroundColor = Color(white: 1, alpha: 0.1)
        for v in [background, thumbnail, titleLabel, channelLabel, playingIcon] as [View] {
            contentView.addSubview(v)
        }
        thumbnail.addSubview(durationBadge)
        durationBadge.addSubview(durationLabel)
    }

    var isPlaying = false {
        didSet { updateBackground() }
    }

    override var isHighlighted: Bool {
        didSet { updateBackground() }
    }

    private func updateBackground() {
        background.backgroundColor =
            isHighlighted ? Color(white: 1, alpha: 0.14) : (isPlaying ? Color(white: 1, alpha: 0.08) : nil)
        playingIcon.isHidden = !isPlaying
        setNeedsLayout()
    }

    func configure(_ m: Content.Media, theme: Theme) {
        self.theme = theme
        thumbnail.image = m.poster
        thumbnail.cornerRadius = theme.smallRadius * 0.7
        background.cornerRadius = theme.smallRadius
        titleLabel.text = m.title
        titleLabel.fontSize = theme.captionSize + theme.s(1)
        channelLabel.text = m.channel.isEmpty ? UI.timeString(m.duration) : m.channel
        channelLabel.fontSize = theme.captionSize
        durationLabel.text = UI.timeString(m.duration)
        durationLabel.fontSize = max(11, theme.captionSize - theme.s(2))
        updateBackground()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        background.frame = b
        let inset = theme.s(6)
        let th = b.height - inset * 2
        let tw = (th * 16 / 9).rounded()
        thumbnail.frame = Rect(x: inset, y: inset, width: tw, height: th)
        let d = durationLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        let bw = d.width + theme.s(8)
        let bh = d.height + theme.s(2)
        durationBadge.frame = Rect(x: tw - bw - theme.s(4), y: th - bh - theme.s(4), width: bw, height: bh)
        durationBadge.cornerRadius = theme.s(4)
        durationLabel.frame = durationBadge.bounds
        let x = thumbnail.frame.maxX + theme.s(10)
        let iconSide = theme.s(12)
        let right = b.width - inset - (isPlaying ? iconSide + theme.s(8) : 0)
        let w = max(0, right - x)
        let title = titleLabel.sizeThatFits(Size(width: w, height: .infinity))
        let ch = UI.lineHeight(theme.captionSize)
        let total = title.height + theme.s(2) + ch
        let y = ((b.height - total) / 2).rounded()
        titleLabel.frame = Rect(x: x, y: y, width: w, height: title.height)
        channelLabel.frame = Rect(x: x, y: y + title.height + theme.s(2), width: w, height: ch)
        playingIcon.frame = Rect(
            x: b.width - inset - iconSide, y: (b.midY - iconSide / 2).rounded(), width: iconSide, height: iconSide)
    }
}
