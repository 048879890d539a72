import PanelKit
import PanelText

/// Seed 000's start screen: some content (the destinations and the user's plans) and, at the bottom,
/// the "Open Cards View" bar. Dragging the bar up presents `CardsViewController` interactively through
/// the MiniToLarge coordinator; tapping it presents the cards without interaction. With no cards the bar
/// is hidden, the coordinator's behaviour removed, and a friendly empty state takes the content's place.
@MainActor
public final class StartViewController: ViewController {
    let store: CardsStore
    let theme: Theme
    let titleLabel: Label
    let subtitleLabel: Label
    let destinationsLabel: Label
    let plansLabel: Label
    private(set) var tiles: [DestinationTile] = []
    private(set) var statTiles: [StatTile] = []
    /// The bar that opens the cards (seed 000's `bottomTriggerView`).
    public let bottomTriggerView: View
    let bar: CardsBarView
    private let barShadow = EdgeShadowView()
    private var emptyView: EmptyStateView?
    /// Opens the cards at a card (set by whoever owns the transition).
    var openCards: ((Int) -> Void)?
    /// The MiniToLarge wiring; the start screen keeps it alive, as seed 000's holds its coordinator.
    var cardsTransition: CardsTransitionController?

    init(store: CardsStore, theme: Theme) {
        self.store = store
        self.theme = theme
        titleLabel = UI.label("Explore", size: theme.largeTitleSize, weight: .bold)
        let n = store.cards.count
        subtitleLabel = UI.label(
            n == 0 ? "No trips yet" : "\(n) \(n == 1 ? "trip" : "trips") picked for you", size: theme.bodySize,
            color: Palette.secondaryLabel)
        destinationsLabel = UI.label(
            "DESTINATIONS", size: theme.captionSize, weight: .bold, color: Palette.secondaryLabel)
        plansLabel = UI.label("YOUR PLANS", size: theme.captionSize, weight: .bold, color: Palette.secondaryLabel)
        bar = CardsBarView(cards: store.cards, theme: theme)
        bottomTriggerView = View()
        super.init()
        title = "Cards"
    }

    /// Whether there is anything to open.
    public var hasCards: Bool { !store.cards.isEmpty }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.groupedBackground
        view = v
        for sub in [titleLabel, subtitleLabel] as [View] { v.addSubview(sub) }
        if hasCards {
            v.addSubview(destinationsLabel)
            v.addSubview(plansLabel)
            for (i, card) in store.cards.enumerated() {
                let tile = DestinationTile(card: card, theme: theme)
                tile.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.openCards?(i) })
                tiles.append(tile)
                v.addSubview(tile)
            }
            for kind in [StatTile.Kind.saved, .booked, .next] {
                let s = StatTile(kind: kind, theme: theme)
                statTiles.append(s)
                v.addSubview(s)
            }
            store.observe { [weak self] _ in self?.updateStats() }
            updateStats()
        } else {
            let e = EmptyStateView(
                icon: .star, title: "No trips to show",
                message: "Add cards to content.json and they will appear here, with the cards view.", theme: theme)
            emptyView = e
            v.addSubview(e)
        }
        bottomTriggerView.addSubview(barShadow)
        bottomTriggerView.addSubview(bar)
        bottomTriggerView.isHidden = !hasCards
        v.addSubview(bottomTriggerView)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        cardsTransition?.prepare()
    }

    private func updateStats() {
        let next = store.states.firstIndex(where: \.isBooked).map { store.cards[$0].title }
        for s in statTiles {
            switch s.kind {
            case .saved: s.set(value: "\(store.savedCount)", caption: "Saved")
            case .booked: s.set(value: "\(store.bookedCount)", caption: "Booked")
            case .next: s.set(value: next ?? "None yet", caption: "Next trip")
            }
        }
    }

    /// Which destination tiles per row: one long row on landscape panels, a list on the portrait one.
    static let columns = DeviceValue(5, portrait720x1280: 1)

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let pad = theme.padding
        var y = theme.isPortrait ? pad * 1.5 : pad
        let th = UI.lineHeight(theme.largeTitleSize)
        titleLabel.frame = Rect(x: pad, y: y, width: b.width - pad * 2, height: th)
        y += th + theme.s(2)
        let sh = UI.lineHeight(theme.bodySize)
        subtitleLabel.frame = Rect(x: pad, y: y, width: b.width - pad * 2, height: sh)
        y += sh + theme.spacing * 1.4
        let barHeight = CardsBarView.height(theme: theme)
        // The bar is taller than it shows: its bottom corners stay below the screen edge.
        bottomTriggerView.frame = Rect(
            x: 0, y: b.height - barHeight, width: b.width, height: barHeight + theme.cardRadius)
        bar.frame = bottomTriggerView.bounds
        let shade = (theme.cardRadius * 0.9).rounded()
        barShadow.frame = Rect(x: 0, y: -shade, width: b.width, height: shade + theme.cardRadius)
        emptyView?.frame = Rect(x: 0, y: y, width: b.width, height: max(0, b.height - y - (hasCards ? barHeight : 0)))
        guard hasCards else { return }
        let ch = UI.lineHeight(theme.captionSize)
        destinationsLabel.frame = Rect(x: pad, y: y, width: b.width - pad * 2, height: ch)
        y += ch + theme.s(6)
        let columns = Self.columns.value(for: theme.deviceClass)
        let gap = theme.spacing
        let available = b.height - barHeight - pad
        let statsBlock = ch + theme.s(6) + StatTile.height(theme: theme) + pad
        if columns == 1 {
            let rows = Double(tiles.count)
            let rowHeight = min(theme.s(100), ((available - y - statsBlock - gap * (rows - 1)) / rows).rounded(.down))
            for tile in tiles {
                tile.style = .row
                tile.frame = Rect(x: pad, y: y, width: b.width - pad * 2, height: rowHeight)
                y += rowHeight + gap
            }
            y += theme.spacing - gap
        } else {
            let w = ((b.width - pad * 2 - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
            let rows = Double((tiles.count + columns - 1) / columns)
            let room = (available - y - statsBlock - gap * (rows - 1)) / rows
            let tileHeight = min(DestinationTile.height(forWidth: w, theme: theme), max(theme.s(100), room)).rounded()
            for (i, tile) in tiles.enumerated() {
                tile.style = .tile
                let col = i % columns
                let row = i / columns
                tile.frame = Rect(
                    x: pad + Double(col) * (w + gap), y: y + Double(row) * (tileHeight + gap), width: w,
                    height: tileHeight)
            }
            y += rows * (tileHeight + gap) - gap + theme.spacing * 1.4
        }
        // The plans sit just above the bar; any room left goes between the two sections.
        y = max(y, available - statsBlock + pad * 0.5)
        plansLabel.frame = Rect(x: pad, y: y, width: b.width - pad * 2, height: ch)
        y += ch + theme.s(6)
        let sw = ((b.width - pad * 2 - gap * 2) / 3).rounded(.down)
        for (i, s) in statTiles.enumerated() {
            s.frame = Rect(x: pad + Double(i) * (sw + gap), y: y, width: sw, height: StatTile.height(theme: theme))
        }
    }
}

/// A destination on the start screen: its picture with the title and subtitle, as a tile (landscape) or
/// a row (portrait). Tapping it opens the cards at that destination.
@MainActor
final class DestinationTile: View {
    enum Style {
        case tile
        case row
    }

    private let theme: Theme
    private let imageView = ImageView()
    private let titleLabel: Label
    private let subtitleLabel: Label
    private let chevron = IconView(.chevronRight, color: Palette.tertiaryLabel)
    var style = Style.tile {
        didSet { setNeedsLayout() }
    }

    init(card: Content.Card, theme: Theme) {
        self.theme = theme
        titleLabel = UI.label(card.title, size: theme.headlineSize - theme.s(1), weight: .bold)
        subtitleLabel = UI.label(card.subtitle, size: theme.captionSize, color: Palette.secondaryLabel, lines: 2)
        subtitleLabel.lineBreakMode = .byWordWrapping
        super.init(frame: .zero)
        backgroundColor = Palette.surface
        cornerRadius = theme.smallRadius * 1.2
        UI.applyCardShadow(to: self, theme: theme, strength: 0.5)
        imageView.image = card.image
        imageView.backgroundColor = card.color
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        for v in [imageView, titleLabel, subtitleLabel, chevron] as [View] { addSubview(v) }
    }

    static func height(forWidth w: Double, theme: Theme) -> Double {
        (w * 0.8).rounded() + theme.s(10) + UI.lineHeight(theme.headlineSize) + UI.lineHeight(theme.captionSize) * 2
            + theme.s(12)
    }

    /// Shrinks the title (down to the caption size, never below 13 px) until it fits `width`.
    private func fitTitle(width: Double) {
        var size = theme.headlineSize - theme.s(1)
        titleLabel.fontSize = size
        while size > max(13, theme.captionSize)
            && titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width > width
        {
            size -= 1
            titleLabel.fontSize = size
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let inset = theme.s(10)
        let th = UI.lineHeight(theme.headlineSize)
        let sh = UI.lineHeight(theme.captionSize)
        switch style {
        case .tile:
            chevron.isHidden = true
            imageView.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            imageView.cornerRadius = cornerRadius
            let w = b.width - inset * 2
            subtitleLabel.numberOfLines = 2
            fitTitle(width: w)
            let sub = subtitleLabel.sizeThatFits(Size(width: w, height: .infinity))
            let ih = max(0, b.height - inset - th - max(sh, sub.height) - theme.s(10))
            imageView.frame = Rect(x: 0, y: 0, width: b.width, height: ih)
            titleLabel.frame = Rect(x: inset, y: ih + inset, width: w, height: th)
            subtitleLabel.frame = Rect(x: inset, y: ih + inset + th, width: w, height: sub.height)
        case .row:
            chevron.isHidden = false
            subtitleLabel.numberOfLines = 1
            imageView.maskedCorners = .all
            imageView.cornerRadius = theme.smallRadius
            let ih = b.height - inset * 2
            imageView.frame = Rect(x: inset, y: inset, width: (ih * 1.5).rounded(), height: ih)
            let cs = theme.s(14)
            chevron.frame = Rect(
                x: b.width - inset - cs - theme.s(4), y: (b.midY - cs / 2).rounded(), width: cs, height: cs)
            let x = imageView.frame.maxX + theme.s(14)
            let w = max(0, chevron.frame.minX - theme.spacing - x)
            let y = ((b.height - th - sh - theme.s(2)) / 2).rounded()
            titleLabel.frame = Rect(x: x, y: y, width: w, height: th)
            subtitleLabel.frame = Rect(x: x, y: y + th + theme.s(2), width: w, height: sh)
        }
    }
}

/// A number (or a short text) with a caption, on a white tile.
@MainActor
final class StatTile: View {
    enum Kind {
        case saved
        case booked
        case next
    }

    let kind: Kind
    private let theme: Theme
    let valueLabel: Label
    let captionLabel: Label
    private let icon: IconView

    init(kind: Kind, theme: Theme) {
        self.kind = kind
        self.theme = theme
        let color: Color
        switch kind {
        case .saved:
            icon = IconView(.heartFilled, color: Palette.pink)
            color = Palette.label
        case .booked:
            icon = IconView(.check, color: Palette.green)
            color = Palette.label
        case .next:
            icon = IconView(.star, color: Palette.orange)
            color = Palette.label
        }
        valueLabel = UI.label(size: theme.headlineSize, weight: .bold, color: color)
        captionLabel = UI.label(size: theme.captionSize, color: Palette.secondaryLabel)
        super.init(frame: .zero)
        backgroundColor = Palette.surface
        cornerRadius = theme.smallRadius * 1.2
        for v in [icon, valueLabel, captionLabel] as [View] { addSubview(v) }
    }

    static func height(theme: Theme) -> Double { theme.s(58) }

    func set(value: String, caption: String) {
        valueLabel.text = value
        captionLabel.text = caption
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let inset = theme.s(12)
        let side = theme.s(22)
        icon.frame = Rect(x: inset, y: (b.midY - side / 2).rounded(), width: side, height: side)
        let x = icon.frame.maxX + theme.s(10)
        let w = max(0, b.width - x - inset)
        // A long value (a trip's name) shrinks to fit, down to the caption size, then wraps.
        var size = theme.headlineSize
        valueLabel.fontSize = size
        valueLabel.numberOfLines = 1
        while size > max(13, theme.captionSize)
            && valueLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width > w
        {
            size -= 1
            valueLabel.fontSize = size
        }
        if valueLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width > w {
            valueLabel.numberOfLines = 2
            valueLabel.lineBreakMode = .byWordWrapping
        }
        let vh = max(
            UI.lineHeight(theme.headlineSize), valueLabel.sizeThatFits(Size(width: w, height: .infinity)).height)
        let ch = UI.lineHeight(theme.captionSize)
        let y = max(0, ((b.height - vh - ch) / 2).rounded())
        valueLabel.frame = Rect(x: x, y: y, width: w, height: vh)
        captionLabel.frame = Rect(x: x, y: y + vh, width: w, height: ch)
    }
}
