import PanelKit
import PanelText

/// What the user did with a card through its actions.
public struct CardState: Equatable, Sendable {
    public var isSaved = false
    public var isBooked = false
    public init(isSaved: Bool = false, isBooked: Bool = false) {
        self.isSaved = isSaved
        self.isBooked = isBooked
    }
}

/// A card of the cards screen (seed 000's `CardCollectionViewCell`): the front shows the picture, the
/// title and subtitle; swiped up it uncovers three actions: save, share and book.
@MainActor
public final class CardCollectionViewCell: SwipingCollectionViewCell {
    enum Action {
        case save
        case share
        case book
    }

    private(set) var theme = Theme(deviceClass: .panel800x480)
    let imageView = ImageView()
    let titleLabel = UI.label(size: 22, weight: .bold)
    let subtitleLabel = UI.label(size: 15, color: Palette.secondaryLabel)
    let hintLabel = UI.label("Swipe up for actions", size: 13, color: Palette.tertiaryLabel)
    let hintIcon = IconView(.chevronUp, color: Palette.tertiaryLabel)
    let savedBadge = IconButton(.heartFilled, color: Palette.pink, fill: .white)
    let bookedRibbon = PillButton(title: "Booked", icon: .check, fill: Palette.green, foreground: .white, fontSize: 13)
    let colorBar = DecorationView(color: nil)
    private(set) var actionButtons: [(IconButton, Label)] = []
    /// Called when an action button is tapped.
    var onAction: ((Action) -> Void)?
    /// The latest progress reported to `frontViewPositionChanged(on:)`.
    public private(set) var lastReportedProgress: Double = 0

    public override init(frame: Rect) {
        super.init(frame: frame)
        frontContentView.backgroundColor = Palette.surface
        frontContentView.shadowColor = .black
        frontContentView.shadowOpacity = 0.22
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        imageView.backgroundColor = Palette.fill
        savedBadge.isUserInteractionEnabled = false
        bookedRibbon.isUserInteractionEnabled = false
        for v in [imageView, colorBar, titleLabel, subtitleLabel, hintIcon, hintLabel, savedBadge, bookedRibbon]
            as [View]
        {
            frontContentView.addSubview(v)
        }
        let specs: [(IconView.Kind, String, Action)] = [
            (.heart, "Save", .save), (.share, "Share", .share), (.check, "Book", .book),
        ]
        for (kind, title, action) in specs {
            let button = IconButton(kind, color: Palette.label, fill: .white)
            button.iconScale = 0.44
            button.onTap { [weak self] in self?.onAction?(action) }
            let label = UI.label(title, size: 13, weight: .bold, color: .white, alignment: .center)
            actionsView.addSubview(button)
            actionsView.addSubview(label)
            actionButtons.append((button, label))
        }
    }

    public override var swipeDistanceOnY: Double { theme.s(92) }

    func configure(_ card: Content.Card, state: CardState, theme: Theme) {
        self.theme = theme
        imageView.image = card.image
        titleLabel.text = card.title
        titleLabel.fontSize = theme.titleSize
        subtitleLabel.text = card.subtitle
        subtitleLabel.fontSize = theme.bodySize
        hintLabel.fontSize = theme.captionSize
        colorBar.backgroundColor = card.color
        for (_, label) in actionButtons { label.fontSize = theme.captionSize }
        bookedRibbon.titleLabel.fontSize = theme.captionSize
        apply(state)
        setNeedsLayout()
    }

    /// Shows what the user did: a heart badge when saved, a ribbon when booked, and the buttons' states.
    func apply(_ state: CardState) {
        savedBadge.isHidden = !state.isSaved
        bookedRibbon.isHidden = !state.isBooked
        let (save, saveLabel) = actionButtons[0]
        save.icon.kind = state.isSaved ? .heartFilled : .heart
        save.icon.tintColor = state.isSaved ? Palette.pink : Palette.label
        saveLabel.text = state.isSaved ? "Saved" : "Save"
        let (book, bookLabel) = actionButtons[2]
        book.fillColor = state.isBooked ? Palette.green : .white
        book.icon.tintColor = state.isBooked ? .white : Palette.label
        bookLabel.text = state.isBooked ? "Booked" : "Book"
    }

    public override func frontViewPositionChanged(on percent: Double) {
        lastReportedProgress = percent
        let p = clamp01(percent)
        // The actions grow in and the hint fades out as the front rises.
        for (i, (button, label)) in actionButtons.enumerated() {
            let stagger = clamp01(p * 1.6 - Double(i) * 0.2)
            let s = 0.6 + 0.4 * stagger
            button.transform = AffineTransform(scaleX: s, y: s)
            button.alpha = stagger
            label.alpha = stagger
        }
        hintLabel.alpha = 1 - p
        hintIcon.alpha = 1 - p
        hintIcon.transform = AffineTransform(rotationAngle: .pi * p)
        frontContentView.shadowOpacity = 0.22 + 0.12 * p
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let f = frontContentView.bounds
        let r = theme.cardRadius
        frontContentView.cornerRadius = r
        frontContentView.shadowRadius = theme.s(16)
        frontContentView.shadowOffset = Size(width: 0, height: theme.s(6))
        let pad = theme.padding
        let hintHeight = UI.lineHeight(theme.captionSize)
        let titleHeight = UI.lineHeight(theme.titleSize)
        let subtitleHeight = UI.lineHeight(theme.bodySize)
        let textBlock = pad * 0.8 + titleHeight + theme.s(2) + subtitleHeight + theme.spacing + hintHeight + pad * 0.8
        let imageHeight = max(f.height * 0.4, f.height - textBlock).rounded()
        imageView.frame = Rect(x: 0, y: 0, width: f.width, height: imageHeight)
        imageView.cornerRadius = r
        colorBar.frame = Rect(x: 0, y: imageHeight, width: f.width, height: max(3, theme.s(4)))
        var y = imageHeight + pad * 0.8
        titleLabel.frame = Rect(x: pad, y: y, width: f.width - pad * 2, height: titleHeight)
        y += titleHeight + theme.s(2)
        subtitleLabel.frame = Rect(x: pad, y: y, width: f.width - pad * 2, height: subtitleHeight)
        let iconSide = theme.s(12)
        let hintY = f.height - pad * 0.8 - hintHeight
        hintIcon.frame = Rect(
            x: pad, y: (hintY + (hintHeight - iconSide) / 2).rounded(), width: iconSide, height: iconSide)
        hintLabel.frame = Rect(
            x: hintIcon.frame.maxX + theme.s(6), y: hintY, width: f.width - pad * 2 - iconSide, height: hintHeight)
        let badge = theme.s(36)
        savedBadge.frame = Rect(x: f.width - badge - theme.s(10), y: theme.s(10), width: badge, height: badge)
        savedBadge.iconScale = 0.5
        let ribbon = bookedRibbon.sizeThatFits(.zero)
        bookedRibbon.horizontalPadding = theme.s(10)
        bookedRibbon.frame = Rect(x: theme.s(10), y: theme.s(10), width: ribbon.width, height: ribbon.height)
        // Actions: three round buttons with captions, spread across the uncovered strip.
        let a = actionsView.bounds
        let side = theme.s(48)
        let captionHeight = UI.lineHeight(theme.captionSize)
        let total = side + theme.s(4) + captionHeight
        let top = ((a.height - total) / 2).rounded() + theme.s(2)
        let slot = a.width / Double(actionButtons.count)
        for (i, (button, label)) in actionButtons.enumerated() {
            let cx = (slot * (Double(i) + 0.5)).rounded()
            button.bounds = Rect(x: 0, y: 0, width: side, height: side)
            button.center = Point(x: cx, y: top + side / 2)
            label.frame = Rect(x: cx - slot / 2, y: top + side + theme.s(4), width: slot, height: captionHeight)
        }
        frontViewPositionChanged(on: lastReportedProgress)
    }
}
