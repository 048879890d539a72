import PanelKit
import PanelText

/// A small banner that tells about content problems: the first issue, how many more there are, and a
/// close button. Tapping the text shows every issue; closing slides the banner away.
@MainActor
final class IssueBanner: View {
    let issues: [String]
    private let theme: Theme
    private let icon = IconView(.warning, color: Palette.orange)
    private let messageLabel: Label
    private let closeButton: IconButton
    /// Whether the banner lists every issue instead of the first one.
    private(set) var isExpanded = false
    /// Called after the banner was closed and removed.
    var onDismiss: (() -> Void)?

    init(issues: [String], theme: Theme) {
        self.issues = issues
        self.theme = theme
        messageLabel = UI.label(size: theme.captionSize, color: Palette.warningLabel, lines: 2)
        closeButton = IconButton(.close, color: Palette.warningLabel, fill: nil)
        super.init(frame: .zero)
        backgroundColor = Palette.warningBackground
        borderColor = Palette.warningBorder
        borderWidth = 1
        cornerRadius = theme.smallRadius
        UI.applyCardShadow(to: self, theme: theme, strength: 0.8)
        messageLabel.lineBreakMode = .byTruncatingTail
        closeButton.iconScale = 0.42
        closeButton.onTap { [weak self] in self?.dismiss(animated: true) }
        addSubview(icon)
        addSubview(messageLabel)
        addSubview(closeButton)
        let tap = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            // The close button handles its own taps.
            if self.closeButton.frame.contains(tap.location(in: self)) { return }
            self.toggleExpanded()
        }
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
        updateText()
    }

    private var summary: String {
        guard let first = issues.first else { return "" }
        let more = issues.count - 1
        let head = issues.count == 1 ? "Content problem: " : "\(issues.count) content problems: "
        return head + first + (more > 0 ? " (+\(more) more, tap to see)" : "")
    }

    private func updateText() {
        if isExpanded {
            messageLabel.numberOfLines = 0
            messageLabel.text = issues.map { "• " + $0 }.joined(separator: "\n")
        } else {
            messageLabel.numberOfLines = 2
            messageLabel.text = summary
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
        View.animate(withDuration: 0.25) { self.superview?.layoutIfNeeded() }
    }

    func toggleExpanded() {
        isExpanded.toggle()
        updateText()
    }

    /// Slides the banner up and fades it out, then removes it.
    func dismiss(animated: Bool) {
        guard superview != nil else { return }
        let finish: (Bool) -> Void = { [weak self] _ in
            self?.removeFromSuperview()
            self?.onDismiss?()
        }
        if animated {
            View.animate(
                withDuration: 0.25, delay: 0, options: [.curveEaseIn],
                animations: { self.alpha = 0 }, completion: finish)
        } else {
            finish(true)
        }
    }

    /// The height the banner needs at `width`.
    func height(forWidth width: Double) -> Double {
        let textWidth = width - textInsetLeft - textInsetRight
        let text = messageLabel.sizeThatFits(Size(width: textWidth, height: .infinity))
        return max(theme.s(44), text.height + theme.s(10) * 2).rounded()
    }

    private var textInsetLeft: Double { theme.s(12) + theme.s(20) + theme.s(10) }
    private var textInsetRight: Double { theme.s(40) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let iconSide = theme.s(20)
        icon.frame = Rect(x: theme.s(12), y: (b.midY - iconSide / 2).rounded(), width: iconSide, height: iconSide)
        let closeSide = theme.s(36)
        closeButton.frame = Rect(
            x: b.maxX - closeSide - theme.s(4), y: (b.midY - closeSide / 2).rounded(), width: closeSide,
            height: closeSide)
        messageLabel.frame = Rect(
            x: textInsetLeft, y: theme.s(6), width: b.width - textInsetLeft - textInsetRight,
            height: b.height - theme.s(12))
    }
}

/// A friendly message for a section with nothing to show: a tinted circle with an icon, a title and a
/// line of explanation.
@MainActor
final class EmptyStateView: View {
    private let theme: Theme
    private let badge: View
    private let icon: IconView
    let titleLabel: Label
    let messageLabel: Label

    init(icon kind: IconView.Kind, title: String, message: String, theme: Theme, dark: Bool = false) {
        self.theme = theme
        badge = DecorationView(color: dark ? Color(white: 1, alpha: 0.12) : Palette.fill)
        icon = IconView(kind, color: dark ? Color(white: 1, alpha: 0.8) : Palette.secondaryLabel)
        titleLabel = UI.label(
            title, size: theme.headlineSize, weight: .bold, color: dark ? .white : Palette.label, lines: 2,
            alignment: .center)
        messageLabel = UI.label(
            message, size: theme.captionSize, color: dark ? Color(white: 1, alpha: 0.7) : Palette.secondaryLabel,
            lines: 3, alignment: .center)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(badge)
        badge.addSubview(icon)
        addSubview(titleLabel)
        addSubview(messageLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let side = theme.s(56)
        let width = min(b.width - theme.padding * 2, theme.s(360))
        let title = titleLabel.sizeThatFits(Size(width: width, height: .infinity))
        let message = messageLabel.sizeThatFits(Size(width: width, height: .infinity))
        let gap = theme.s(12)
        let total = side + gap + title.height + theme.s(4) + message.height
        var y = (b.midY - total / 2).rounded()
        badge.frame = Rect(x: (b.midX - side / 2).rounded(), y: y, width: side, height: side)
        badge.cornerRadius = side / 2
        let iconSide = (side * 0.5).rounded()
        icon.frame = Rect(x: (side - iconSide) / 2, y: (side - iconSide) / 2, width: iconSide, height: iconSide)
        y += side + gap
        titleLabel.frame = Rect(x: (b.midX - width / 2).rounded(), y: y, width: width, height: title.height)
        y += title.height + theme.s(4)
        messageLabel.frame = Rect(x: (b.midX - width / 2).rounded(), y: y, width: width, height: message.height)
    }
}
