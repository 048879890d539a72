import PanelKit

/// The trips shown by the cards experience and what the user did with each (saved, booked), shared by
/// the start screen and the cards screen.
@MainActor
public final class CardsStore {
    public let cards: [Content.Card]
    public private(set) var states: [CardState]
    private var observers: [(CardsStore) -> Void] = []

    init(cards: [Content.Card]) {
        self.cards = cards
        states = cards.map { _ in CardState() }
    }

    var savedCount: Int { states.filter(\.isSaved).count }
    var bookedCount: Int { states.filter(\.isBooked).count }

    /// Calls `observer` after every change.
    func observe(_ observer: @escaping (CardsStore) -> Void) {
        observers.append(observer)
    }

    func update(_ index: Int, _ change: (inout CardState) -> Void) {
        guard states.indices.contains(index) else { return }
        change(&states[index])
        for o in observers { o(self) }
    }
}

/// The bar at the bottom of the start screen ("Open Cards View"), also drawn as the collapsed
/// background of the cards screen so the screen takes its place without a seam.
@MainActor
final class CardsBarView: View {
    private let theme: Theme
    let grabber = DecorationView(color: Color(white: 0, alpha: 0.16))
    let titleLabel: Label
    let subtitleLabel: Label
    let chevron = IconView(.chevronUp, color: Palette.accent)
    private var swatches: [View] = []

    init(cards: [Content.Card], theme: Theme) {
        self.theme = theme
        titleLabel = UI.label("Open Cards View", size: theme.headlineSize, weight: .bold)
        let n = cards.count
        subtitleLabel = UI.label(
            "\(n) \(n == 1 ? "trip" : "trips") · drag up or tap", size: theme.captionSize, color: Palette.secondaryLabel
        )
        super.init(frame: .zero)
        backgroundColor = Palette.surface
        maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        cornerRadius = theme.cardRadius
        for card in cards.prefix(3).reversed() {
            let s = ImageView()
            s.image = card.image
            s.backgroundColor = card.color
            s.contentMode = .scaleAspectFill
            s.clipsToBounds = true
            s.borderColor = .white
            s.borderWidth = max(2, theme.s(2))
            swatches.append(s)
            addSubview(s)
        }
        for v in [grabber, titleLabel, subtitleLabel, chevron] as [View] { addSubview(v) }
        isUserInteractionEnabled = false
    }

    /// The bar's height.
    static func height(theme: Theme) -> Double { theme.s(76) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let pad = theme.padding
        let gw = theme.s(36)
        let gh = max(4, theme.s(5))
        grabber.frame = Rect(x: (b.midX - gw / 2).rounded(), y: theme.s(7), width: gw, height: gh)
        grabber.cornerRadius = gh / 2
        let barHeight = CardsBarView.height(theme: theme)
        let side = theme.s(40)
        let cy = (theme.s(6) + barHeight) / 2
        var x = pad
        for (i, s) in swatches.enumerated() {
            s.frame = Rect(x: x + Double(i) * side * 0.45, y: (cy - side / 2).rounded(), width: side, height: side)
            s.cornerRadius = side / 2
        }
        if !swatches.isEmpty { x += side + Double(swatches.count - 1) * side * 0.45 + theme.s(12) }
        let ch = theme.s(16)
        chevron.frame = Rect(x: b.width - pad - ch, y: (cy - ch / 2).rounded(), width: ch, height: ch)
        let w = max(0, chevron.frame.minX - theme.spacing - x)
        let th = UI.lineHeight(theme.headlineSize)
        let sh = UI.lineHeight(theme.captionSize)
        let y = (cy - (th + sh + theme.s(2)) / 2).rounded()
        titleLabel.frame = Rect(x: x, y: y, width: w, height: th)
        subtitleLabel.frame = Rect(x: x, y: y + th + theme.s(2), width: w, height: sh)
    }
}
