import PanelKit
import PanelText

/// A two-or-more segment switch: a capsule track with a sliding highlight under the selected title.
@MainActor
final class SegmentedTabs: View {
    private let theme: Theme
    private let highlight = DecorationView(color: nil)
    private var labels: [Label] = []
    private let dark: Bool
    /// The selected segment.
    private(set) var selectedIndex = 0
    /// Called when the user picks a segment.
    var onSelect: ((Int) -> Void)?

    init(titles: [String], theme: Theme, dark: Bool) {
        self.theme = theme
        self.dark = dark
        super.init(frame: .zero)
        backgroundColor = dark ? Color(white: 1, alpha: 0.1) : Palette.fill
        highlight.backgroundColor = dark ? Color(white: 1, alpha: 0.22) : .white
        if !dark {
            highlight.shadowOpacity = 0.12
            highlight.shadowRadius = 3
            highlight.shadowOffset = Size(width: 0, height: 1)
        }
        addSubview(highlight)
        for t in titles {
            let l = UI.label(t, size: theme.captionSize, weight: .bold, color: dark ? .white : Palette.label)
            l.textAlignment = .center
            labels.append(l)
            addSubview(l)
        }
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in
                guard let self, !self.labels.isEmpty else { return }
                let x = tap.location(in: self).x
                let i = min(self.labels.count - 1, max(0, Int(x / (self.bounds.width / Double(self.labels.count)))))
                if i != self.selectedIndex {
                    self.setSelectedIndex(i, animated: true)
                    self.onSelect?(i)
                }
            })
        updateColors()
    }

    /// Changes a segment's title.
    func setTitle(_ title: String, at index: Int) {
        labels[index].text = title
    }

    func title(at index: Int) -> String? { labels[index].text }

    /// Selects a segment without calling `onSelect`.
    func setSelectedIndex(_ index: Int, animated: Bool) {
        selectedIndex = index
        updateColors()
        if animated {
            View.animate(
                withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                options: [.allowUserInteraction, .beginFromCurrentState], animations: { self.layoutHighlight() })
        } else {
            setNeedsLayout()
        }
    }

    private func updateColors() {
        for (i, l) in labels.enumerated() {
            let selected = i == selectedIndex
            l.textColor =
                dark
                ? (selected ? .white : Color(white: 1, alpha: 0.6))
                : (selected ? Palette.label : Palette.secondaryLabel)
        }
    }

    private func layoutHighlight() {
        let b = bounds
        guard !labels.isEmpty else { return }
        let w = b.width / Double(labels.count)
        let inset = theme.s(3)
        highlight.frame = Rect(
            x: (w * Double(selectedIndex) + inset).rounded(), y: inset, width: (w - inset * 2).rounded(),
            height: b.height - inset * 2)
        highlight.cornerRadius = (b.height - inset * 2) / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        cornerRadius = b.height / 2
        let w = b.width / Double(max(1, labels.count))
        for (i, l) in labels.enumerated() {
            l.frame = Rect(x: (w * Double(i)).rounded(), y: 0, width: w.rounded(), height: b.height)
        }
        layoutHighlight()
    }
}
