import PanelKit
import PanelText

/// Seed 000's cards screen: a horizontally paging collection of cards (swipe one up for its actions),
/// presented from the start screen's bottom bar. Its backgrounds follow the transition's progress: at 0
/// it looks exactly like the bar it replaces, at 1 it is a full screen in the colour of the card in
/// view. A drag down anywhere (or ✕) takes it back down to the bar.
@MainActor
public final class CardsViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let store: CardsStore
    let theme: Theme
    /// The bar look, shown while the screen is small.
    let collapsedBackground: CardsBarView
    /// The full-screen colour, shown as the screen grows.
    let expandedBackground = View()
    /// Everything else; fades in with the progress.
    let contentView = View()
    /// The rounded sheet everything is on (the root view itself is left to the transition).
    let sheet = View()
    private var pendingIndex: Int?
    let titleLabel: Label
    let subtitleLabel: Label
    let closeButton: IconButton
    let grabber = DecorationView(color: Color(white: 1, alpha: 0.5))
    let toast: ToastView
    public private(set) var collectionView: CollectionView!
    let layout: PagingLayout
    /// The transition progress last applied (0 small, 1 full screen).
    public private(set) var transitionProgress: Double = 1
    /// Called when ✕ is tapped (the presenter dismisses).
    var onClose: (() -> Void)?

    init(store: CardsStore, theme: Theme) {
        self.store = store
        self.theme = theme
        collapsedBackground = CardsBarView(cards: store.cards, theme: theme)
        titleLabel = UI.label("Your trips", size: theme.largeTitleSize, weight: .bold, color: .white)
        subtitleLabel = UI.label(
            "Swipe sideways to browse, up on a card for actions", size: theme.captionSize,
            color: Color(white: 1, alpha: 0.75))
        closeButton = IconButton(.close, color: .white, fill: Color(white: 1, alpha: 0.18))
        closeButton.iconScale = 0.4
        toast = ToastView(theme: theme)
        layout = PagingLayout(itemSize: Size(width: 100, height: 100), spacing: 20, insets: .zero)
        super.init()
    }

    public override func loadView() {
        let v = View()
        view = v
        // Opaque all the way: the bar look fades into the card colour over white, never into see-through.
        // The rounded top comes from the backgrounds themselves (no clipping layer while it moves).
        sheet.backgroundColor = Palette.surface
        for v in [sheet, expandedBackground] {
            v.cornerRadius = theme.cardRadius
            v.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
        v.addSubview(sheet)
        sheet.addSubview(collapsedBackground)
        sheet.addSubview(expandedBackground)
        sheet.addSubview(contentView)
        let cv = CollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(CardCollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cv.clipsToBounds = false
        cv.allowsSelection = false
        collectionView = cv
        for sub in [grabber, titleLabel, subtitleLabel, closeButton, cv, toast] as [View] {
            contentView.addSubview(sub)
        }
        cv.dataSource = self
        cv.collectionDelegate = self
        closeButton.onTap { [weak self] in self?.onClose?() }
        // A message takes the header's place while it shows, so it never covers a card.
        toast.onVisibilityChange = { [weak self] showing in
            guard let self else { return }
            View.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                for v in [self.titleLabel, self.subtitleLabel] as [View] { v.alpha = showing ? 0 : 1 }
            }
        }
        store.observe { [weak self] store in self?.refreshStates() }
        updateBackgroundColor()
    }

    // MARK: Transition

    /// Fades between the bar look (0) and the full screen (1); the presentation calls it every frame.
    public func applyTransitionProgress(_ progress: Double) {
        transitionProgress = progress
        let p = clamp01(progress)
        collapsedBackground.alpha = clamp01(1 - p * 5)
        expandedBackground.alpha = clamp01(p * 3.5)
        // Only the header fades (leaf views, cheap to draw faded); the cards below it are still off
        // screen while the sheet is small.
        let headerAlpha = clamp01((p - 0.1) / 0.45)
        for v in [grabber, closeButton] as [View] { v.alpha = headerAlpha }
        let textAlpha = toast.isShowing ? 0 : headerAlpha
        for v in [titleLabel, subtitleLabel] as [View] { v.alpha = textAlpha }
        contentView.transform = p >= 1 ? .identity : AffineTransform(translationX: 0, y: (1 - p) * theme.s(40))
        sheet.cornerRadius = theme.cardRadius * (1 - p)
        expandedBackground.cornerRadius = sheet.cornerRadius
    }

    // MARK: Cards

    /// The card in view.
    public var currentIndex: Int {
        let stride = layout.pageStride
        guard stride > 0 else { return 0 }
        return min(max(0, Int((collectionView.contentOffset.x / stride).rounded())), max(0, store.cards.count - 1))
    }

    /// The cell of the card in view.
    public var currentCell: CardCollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: currentIndex, section: 0)) as? CardCollectionViewCell
    }

    /// Scrolls to card `index`.
    public func scrollToCard(_ index: Int, animated: Bool) {
        guard store.cards.indices.contains(index) else { return }
        guard let cv = collectionView, cv.bounds.width > 0, layout.pageSize?.width != 100 else {
            pendingIndex = index
            return
        }
        collectionView.setContentOffset(Point(x: Double(index) * layout.pageStride, y: 0), animated: animated)
    }

    func perform(_ action: CardCollectionViewCell.Action, on index: Int) {
        guard store.cards.indices.contains(index) else { return }
        let card = store.cards[index]
        switch action {
        case .save:
            store.update(index) { $0.isSaved.toggle() }
            toast.show(store.states[index].isSaved ? "Saved \(card.title)" : "Removed \(card.title) from saved")
        case .share:
            toast.show("Link to \(card.title) copied")
        case .book:
            store.update(index) { $0.isBooked.toggle() }
            if store.states[index].isBooked {
                toast.show("Booked \(card.title) · \(card.subtitle)")
                // Let the front come back down over the actions so the ribbon shows.
                (collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? CardCollectionViewCell)?
                    .moveToInitial()
            } else {
                toast.show("Booking for \(card.title) cancelled")
            }
        }
    }

    private func refreshStates() {
        for ip in collectionView.indexPathsForVisibleItems {
            (collectionView.cellForItem(at: ip) as? CardCollectionViewCell)?.apply(store.states[ip.item])
        }
    }

    private func updateBackgroundColor() {
        let cards = store.cards
        guard !cards.isEmpty else {
            expandedBackground.backgroundColor = Palette.label
            return
        }
        let stride = max(1, layout.pageStride)
        let f = min(max(0, (collectionView?.contentOffset.x ?? 0) / stride), Double(cards.count - 1))
        let i = Int(f.rounded(.down))
        let j = min(cards.count - 1, i + 1)
        let c = Color.interpolate(cards[i].color, cards[j].color, f - Double(i))
        expandedBackground.backgroundColor = Color.interpolate(c, .black, 0.35)
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        store.cards.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCollectionViewCell
        let i = indexPath.item
        cell.configure(store.cards[i], state: store.states[i], theme: theme)
        cell.onAction = { [weak self, weak cell] action in
            guard let self, let cell, let ip = self.collectionView.indexPath(for: cell) else { return }
            self.perform(action, on: ip.item)
        }
        return cell
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        updateBackgroundColor()
    }

    // MARK: Layout

    /// The size of a card for the screen.
    static let cardAspect = DeviceValue(0.82, portrait720x1280: 0.72)

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let pad = theme.padding
        sheet.frame = b
        collapsedBackground.frame = Rect(
            x: 0, y: 0, width: b.width, height: CardsBarView.height(theme: theme) + theme.cardRadius)
        expandedBackground.frame = b
        contentView.frame = b
        let gw = theme.s(36)
        let gh = max(4, theme.s(5))
        grabber.frame = Rect(x: (b.midX - gw / 2).rounded(), y: theme.s(7), width: gw, height: gh)
        grabber.cornerRadius = gh / 2
        let titleHeight = UI.lineHeight(theme.largeTitleSize)
        let captionHeight = UI.lineHeight(theme.captionSize)
        let top = theme.s(20)
        let close = theme.s(36)
        closeButton.frame = Rect(x: b.width - pad - close, y: top, width: close, height: close)
        titleLabel.frame = Rect(x: pad, y: top, width: closeButton.frame.minX - pad * 2, height: titleHeight)
        subtitleLabel.frame = Rect(
            x: pad, y: top + titleHeight + theme.s(2), width: b.width - pad * 2, height: captionHeight)
        let headerBottom = subtitleLabel.frame.maxY + theme.spacing
        let cvFrame = Rect(x: 0, y: headerBottom, width: b.width, height: max(0, b.height - headerBottom - pad))
        collectionView.frame = cvFrame
        // Cards sit low enough that a raised front stays clear of the title, as tall as the space allows.
        let swipe = theme.s(92)
        let spare = swipe + theme.s(6)
        var cardHeight = max(0, cvFrame.height - spare)
        let aspect = Self.cardAspect.value(for: theme.deviceClass)
        var cardWidth = (cardHeight * aspect).rounded()
        let maxWidth = theme.isPortrait ? (b.width * 0.8).rounded() : (b.width * 0.42).rounded()
        if cardWidth > maxWidth {
            cardWidth = maxWidth
            cardHeight = (cardWidth / aspect).rounded()
        }
        let side = ((b.width - cardWidth) / 2).rounded()
        let vertical = (cvFrame.height - cardHeight - spare) / 2
        layout.pageSize = Size(width: cardWidth, height: cardHeight)
        layout.minimumLineSpacing = theme.s(20)
        layout.sectionInset = EdgeInsets(
            top: (spare + max(0, vertical)).rounded(), left: side, bottom: max(0, vertical).rounded(), right: side)
        // The toast sits in the header band, between the title's left edge and the close button.
        let toastHeight = theme.s(40)
        let toastWidth = closeButton.frame.minX - pad * 2
        toast.frame = Rect(
            x: pad, y: ((top + headerBottom - theme.spacing) / 2 - toastHeight / 2).rounded(), width: toastWidth,
            height: toastHeight)
        if let i = pendingIndex, b.width > 0 {
            pendingIndex = nil
            collectionView.layoutIfNeeded()
            scrollToCard(i, animated: false)
        }
        updateBackgroundColor()
    }
}

/// A short message in a capsule that fades in, stays a moment and fades out.
@MainActor
final class ToastView: View {
    private let theme: Theme
    private let capsule = View()
    let label: Label
    /// Hides the message 1.8 s after it appeared (a new message starts the wait again).
    private var hideTimer: Timer?

    init(theme: Theme) {
        self.theme = theme
        label = UI.label(size: theme.captionSize + theme.s(1), weight: .bold, color: Palette.label, alignment: .center)
        super.init(frame: .zero)
        capsule.backgroundColor = .white
        capsule.shadowColor = .black
        capsule.shadowOpacity = 0.2
        capsule.shadowRadius = theme.s(10)
        capsule.shadowOffset = Size(width: 0, height: theme.s(3))
        addSubview(capsule)
        capsule.addSubview(label)
        alpha = 0
        isUserInteractionEnabled = false
    }

    isolated deinit {
        hideTimer?.invalidate()
    }

    /// The message shown last.
    var message: String? { label.text }
    /// Whether a message is on screen (or fading in).
    private(set) var isShowing = false {
        didSet { if isShowing != oldValue { onVisibilityChange?(isShowing) } }
    }
    /// Called when a message appears (true) or starts to go (false).
    var onVisibilityChange: ((Bool) -> Void)?

    func show(_ text: String) {
        label.text = text
        isShowing = true
        setNeedsLayout()
        View.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) {
            self.alpha = 1
        }
        hideTimer?.invalidate()
        hideTimer = Timer.scheduledTimer(withTimeInterval: 1.8, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.hideTimer = nil
            self.isShowing = false
            View.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]) {
                self.alpha = 0
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let inset = theme.s(18)
        let text = label.sizeThatFits(Size(width: b.width - inset * 2, height: .infinity))
        let w = min(b.width, text.width + inset * 2)
        capsule.frame = Rect(x: ((b.width - w) / 2).rounded(), y: 0, width: w, height: b.height)
        capsule.cornerRadius = b.height / 2
        label.frame = Rect(x: inset, y: 0, width: max(0, w - inset * 2), height: b.height)
    }
}
