import PanelKit
import PanelText

/// The profile screen laid out with Auto Layout only, for the layout scenes: the header (avatar; name,
/// handle and counts in a stack view) and the activity card below it, whose rows are stack views of a
/// timeline dot, a title over a detail, and a time. About 200 constraints at the default row count; the
/// drag moves the card by one constant (`cardTop`), as a finger does.
@MainActor
final class LayoutProfileScreen {
    /// The screen: pinned to the window's edges.
    let root = View()
    /// `card.top == avatar.bottom + constant`: the constant the drag edits.
    private(set) var cardTop: LayoutConstraint!
    /// The rows of the activity list.
    let rowCount: Int

    /// A view of fixed intrinsic size (the avatar and the timeline dots).
    final class Dot: View {
        let side: Double
        init(side: Double, color: Color) {
            self.side = side
            super.init(frame: .zero)
            backgroundColor = color
            cornerRadius = side / 2
        }
        override var intrinsicContentSize: Size { Size(width: side, height: side) }
    }

    init(rows: Int = 8, library: FontLibrary) {
        rowCount = rows
        root.translatesAutoresizingMaskIntoConstraints = false
        root.backgroundColor = Color(hex: 0xF2F2F7)
        func label(_ text: String, _ size: Double, bold: Bool = false, color: Color = .black) -> Label {
            let l = Label()
            l.font = library.font(size: size, weight: bold ? .bold : .regular)
            l.text = text
            l.textColor = color
            return l
        }
        let secondary = Color(hex: 0x6B6B70)
        // The header.
        let avatar = Dot(side: 88, color: Color(hex: 0xE0476A))
        let info = StackView(arrangedSubviews: [
            label("Amélie Laurent", 22, bold: true), label("@amelie · Lyon", 15, color: secondary),
            label("8 activities this week · 5 picks for you", 13, color: secondary),
        ])
        info.axis = .vertical
        info.setCustomSpacing(2, after: info.arrangedSubviews[0])
        info.setCustomSpacing(6, after: info.arrangedSubviews[1])
        // The activity card: a title row over the list.
        let card = View()
        card.backgroundColor = Color(hex: 0xFFD95A)
        card.cornerRadius = 16
        card.clipsToBounds = true
        let title = label("Activity", 16, bold: true)
        let week = label("This week", 13, color: secondary)
        let heading = StackView(arrangedSubviews: [title, week])
        heading.distribution = .equalSpacing
        heading.alignment = .firstBaseline
        let list = StackView()
        list.axis = .vertical
        list.spacing = 12
        let titles = ["Morning run", "Finished a book", "Joined a group", "Shared a recipe", "Climbed Fourvière"]
        for i in 0..<rows {
            let text = StackView(arrangedSubviews: [
                label(titles[i % titles.count], 15, bold: true), label("7.4 km along the Saône", 13, color: secondary),
            ])
            text.axis = .vertical
            text.spacing = 2
            let time = label(["07:12", "Yesterday", "Mon", "Sun", "Sat"][i % 5], 13, color: secondary)
            let row = StackView(arrangedSubviews: [Dot(side: 10, color: Color(hex: 0x4A3B00)), text, time])
            row.alignment = .center
            row.spacing = 14
            time.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            list.addArrangedSubview(row)
        }
        for v in [avatar, info, card] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        for v in [heading, list] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(v)
        }
        card.layoutMargins = EdgeInsets(top: 18, left: 16, bottom: 16, right: 16)
        cardTop = card.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            info.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 16),
            info.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            info.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            cardTop,
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -60),
            heading.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            heading.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            heading.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            list.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 18),
            list.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Puts the screen in `window`, pinned to its edges.
    func attach(to window: Window) {
        window.addSubview(root)
        LayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            root.topAnchor.constraint(equalTo: window.topAnchor),
            root.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
    }

    /// The LayoutConstraints of the screen (yours and the stack views'), not counting the solver's own.
    var layoutConstraintCount: Int {
        func count(_ v: View) -> Int { v.constraints.count + v.subviews.reduce(0) { $0 + count($1) } }
        return count(root) + (root.superview?.constraints.count ?? 0)
    }
}
