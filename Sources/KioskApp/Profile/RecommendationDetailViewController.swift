import PanelKit
import PanelText

/// The detail of a recommendation, pushed over the profile: a picture, the title, subtitle and text,
/// and a button that adds it to the user's plans. "‹ Profile" pops it off the navigation controller (so
/// does the profile's pan to the right).
@MainActor
public final class RecommendationDetailViewController: ViewController {
    let recommendation: Content.Recommendation
    let theme: Theme
    let backButton: PillButton
    let imageView = ImageView()
    let titleLabel: Label
    let subtitleLabel: Label
    /// The subtitle's parts ("Atelier Terre · 4 sessions") as chips.
    private(set) var chips: [Chip] = []
    let bodyLabel: Label
    let planButton: PillButton
    /// Whether the user added the recommendation to their plans.
    public private(set) var isPlanned = false

    init(recommendation: Content.Recommendation, theme: Theme) {
        self.recommendation = recommendation
        self.theme = theme
        backButton = PillButton(
            title: "Profile", icon: .chevronLeft, fill: .clear, foreground: Palette.accent, fontSize: theme.bodySize)
        backButton.horizontalPadding = theme.s(6)
        titleLabel = UI.label(recommendation.title, size: theme.titleSize, weight: .bold, lines: 2)
        titleLabel.lineBreakMode = .byTruncatingTail
        subtitleLabel = UI.label(recommendation.subtitle, size: theme.bodySize, color: Palette.secondaryLabel)
        bodyLabel = UI.label(
            recommendation.body.isEmpty ? "No description yet." : recommendation.body, size: theme.bodySize,
            color: Palette.label, lines: 0)
        bodyLabel.lineBreakMode = .byTruncatingTail
        planButton = PillButton(
            title: "Add to my plans", icon: .plus, fill: Palette.accent, foreground: .white,
            fontSize: theme.headlineSize)
        planButton.horizontalPadding = theme.s(20)
        super.init()
        title = recommendation.title
    }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.surface
        view = v
        imageView.image = recommendation.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.cornerRadius = theme.cardRadius
        imageView.backgroundColor = Palette.fill
        let parts = recommendation.subtitle.split(separator: "\u{00B7}").map { part in
            String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.isEmpty }
        chips = parts.enumerated().map { i, text in Chip(text: text, theme: theme, accent: i == 0) }
        subtitleLabel.isHidden = true
        for sub in [imageView, titleLabel, subtitleLabel, bodyLabel, planButton, backButton] as [View] {
            v.addSubview(sub)
        }
        for c in chips { v.addSubview(c) }
        backButton.onTap { [weak self] in self?.navigationController?.popViewController(animated: true) }
        planButton.onTap { [weak self] in self?.togglePlanned() }
    }

    /// Adds the recommendation to the plans, or takes it out again.
    public func togglePlanned() {
        isPlanned.toggle()
        planButton.titleLabel.text = isPlanned ? "In your plans" : "Add to my plans"
        planButton.icon?.kind = isPlanned ? .check : .plus
        View.animate(withDuration: 0.25) {
            self.planButton.fillColor = self.isPlanned ? Palette.green : Palette.accent
        }
        view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let pad = theme.padding
        let navHeight = theme.s(52)
        let back = backButton.sizeThatFits(.zero)
        backButton.frame = Rect(
            x: pad - theme.s(6), y: ((navHeight - back.height) / 2).rounded(), width: back.width, height: back.height)
        let button = planButton.sizeThatFits(.zero)
        if theme.isPortrait {
            let width = b.width - pad * 2
            let imageHeight = (width / 1.3).rounded()
            imageView.frame = Rect(x: pad, y: navHeight, width: width, height: imageHeight)
            var y = imageView.frame.maxY + pad
            y = layoutText(x: pad, y: y, width: width, bottom: b.height - pad - button.height - pad)
            planButton.frame = Rect(x: pad, y: b.height - pad - button.height, width: width, height: button.height)
        } else {
            let imageWidth = ((b.width - pad * 3) * 0.46).rounded()
            let imageHeight = max(0, b.height - navHeight - pad)
            imageView.frame = Rect(x: pad, y: navHeight, width: imageWidth, height: imageHeight)
            let x = imageView.frame.maxX + pad
            let width = b.width - x - pad
            let lowest = max(navHeight, b.height - pad - button.height)
            let textBottom = layoutText(x: x, y: navHeight, width: width, bottom: lowest - pad)
            // The button follows the text, or sits at the bottom when the text fills the column.
            let buttonY = min(lowest, textBottom + pad * 1.5)
            planButton.frame = Rect(x: x, y: buttonY, width: min(width, button.width), height: button.height)
        }
    }

    /// Places the title, subtitle and body from `y` down, fitting the body's lines above `bottom`.
    private func layoutText(x: Double, y: Double, width: Double, bottom: Double) -> Double {
        var y = y
        let title = titleLabel.sizeThatFits(Size(width: width, height: .infinity))
        titleLabel.frame = Rect(x: x, y: y, width: width, height: title.height)
        y += title.height + theme.spacing
        // Chips in a row, wrapping when they do not fit.
        var cx = x
        var rowHeight = 0.0
        for c in chips {
            let size = c.sizeThatFits(.zero)
            if cx > x && cx + size.width > x + width {
                cx = x
                y += rowHeight + theme.s(6)
            }
            c.frame = Rect(x: cx, y: y, width: min(size.width, width), height: size.height)
            cx += size.width + theme.s(6)
            rowHeight = size.height
        }
        y += rowHeight + theme.spacing * 1.4
        let line = UI.lineHeight(theme.bodySize)
        let lines = max(1, Int(((bottom - y) / line).rounded(.down)))
        bodyLabel.numberOfLines = lines
        let body = bodyLabel.sizeThatFits(Size(width: width, height: .infinity))
        bodyLabel.frame = Rect(x: x, y: y, width: width, height: body.height)
        return y + body.height
    }
}

/// A small capsule with a word or two (a place, a length).
@MainActor
final class Chip: View {
    private let label: Label
    private let theme: Theme

    init(text: String, theme: Theme, accent: Bool) {
        self.theme = theme
        label = UI.label(
            text, size: theme.captionSize, weight: accent ? .bold : .regular,
            color: accent ? Palette.accent : Palette.secondaryLabel, alignment: .center)
        super.init(frame: .zero)
        backgroundColor = accent ? Palette.accent.withAlphaComponent(0.1) : Palette.fill
        addSubview(label)
        isUserInteractionEnabled = false
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let t = label.sizeThatFits(Size(width: .infinity, height: .infinity))
        return Size(width: t.width + theme.s(20), height: UI.lineHeight(theme.captionSize) + theme.s(10))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cornerRadius = bounds.height / 2
        label.frame = bounds
    }
}
