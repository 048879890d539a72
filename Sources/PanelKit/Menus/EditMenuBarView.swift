import PanelGraphics

/// The edit menu as iOS draws it over text: a dark rounded bar of titles side by side (Cut, Copy, Paste...)
/// split by thin lines. Inline groups show their children in place; a submenu shows as its title and, when
/// picked, the bar shows its children. Items that do not fit the width go on further pages, reached through
/// an arrow item at the end (and back through one at the start), as iOS pages its edit menu.
@MainActor
final class EditMenuBarView: View {
    static let height = 36.0
    static let padding = 12.0
    static let background = Color(white: 0.13, alpha: 0.96)
    static let highlight = Color(white: 0.32, alpha: 1)

    /// One item of the bar: a menu element, or the arrow to the previous or next page.
    @MainActor
    enum Item {
        case element(MenuElement)
        case previousPage
        case nextPage

        var title: String {
            switch self {
            case .element(let e): e.title
            case .previousPage: "\u{2039}"
            case .nextPage: "\u{203A}"
            }
        }
    }

    /// The elements shown, flattened (hidden ones left out).
    let elements: [MenuElement]
    private let maxWidth: Double
    private let picked: (MenuElement) -> Void
    /// The pages: ranges of `elements`.
    private var pages: [Range<Int>] = []
    private(set) var page = 0
    /// The items of the page showing and their rectangles in the bar.
    private(set) var items: [(item: Item, frame: Rect)] = []
    private var cells: [View] = []
    private var highlighted: Int? {
        didSet {
            guard highlighted != oldValue else { return }
            if let old = oldValue, old < cells.count { cells[old].backgroundColor = nil }
            if let new = highlighted, new < cells.count { cells[new].backgroundColor = Self.highlight }
        }
    }

    init(elements: [MenuElement], maxWidth: Double, picked: @escaping (MenuElement) -> Void) {
        self.elements = Self.flattened(elements)
        self.maxWidth = max(80, maxWidth)
        self.picked = picked
        super.init(frame: .zero)
        backgroundColor = Self.background
        cornerRadius = 8
        shadowColor = .black
        shadowOpacity = 0.2
        shadowRadius = 8
        shadowOffset = Size(width: 0, height: 3)
        clipsToBounds = false
        paginate()
        build()
    }

    /// The titles of the items showing, arrows included.
    var itemTitles: [String] { items.map(\.item.title) }

    /// The elements in the order the bar lists them: inline groups opened, hidden elements and empty
    /// deferred elements left out.
    static func flattened(_ elements: [MenuElement]) -> [MenuElement] {
        var out: [MenuElement] = []
        for e in elements {
            if let a = e as? Action {
                if !a.attributes.contains(.hidden) { out.append(a) }
            } else if let m = e as? Menu {
                if m.options.contains(.displayInline) || m.title.isEmpty {
                    out += flattened(m.children)
                } else {
                    out.append(m)
                }
            } else if let d = e as? DeferredMenuElement {
                out += flattened(d.elements ?? [])
            }
        }
        return out
    }

    /// The width an item takes: its title and the padding either side.
    private static func width(of title: String) -> Double {
        let label = Label()
        label.fontSize = 14
        label.text = title
        return (label.intrinsicContentSize.width + 2 * padding).rounded(.up)
    }

    /// Splits the elements into pages that fit `maxWidth`, leaving room for the arrows.
    private func paginate() {
        let widths = elements.map { Self.width(of: $0.title) }
        let arrow = Self.width(of: Item.nextPage.title)
        pages = []
        var start = 0
        while start < elements.count {
            let first = start == 0
            var used = first ? 0 : arrow
            var end = start
            while end < elements.count {
                let lastOne = end == elements.count - 1
                let need = widths[end] + (lastOne ? 0 : arrow)
                if used + need > maxWidth && end > start { break }
                used += widths[end]
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        if pages.isEmpty { pages = [0..<0] }
    }

    /// Makes the item views of the page showing and sizes the bar to them.
    private func build() {
        for c in cells { c.removeFromSuperview() }
        cells = []
        items = []
        let range = pages[min(page, pages.count - 1)]
        var list: [Item] = []
        if page > 0 { list.append(.previousPage) }
        list += range.map { .element(elements[$0]) }
        if page < pages.count - 1 { list.append(.nextPage) }
        var x = 0.0
        for (i, item) in list.enumerated() {
            let w = Self.width(of: item.title)
            let frame = Rect(x: x, y: 0, width: w, height: Self.height)
            let cell = View(frame: frame)
            cell.isUserInteractionEnabled = false
            let label = Label(frame: Rect(x: 0, y: 0, width: w, height: Self.height))
            label.fontSize = 14
            label.text = item.title
            label.textAlignment = .center
            var enabled = true
            if case .element(let e) = item, let a = e as? Action { enabled = !a.attributes.contains(.disabled) }
            let destructive: Bool = {
                if case .element(let e) = item, let a = e as? Action { return a.attributes.contains(.destructive) }
                return false
            }()
            label.textColor = !enabled ? Color(white: 1, alpha: 0.35) : (destructive ? .systemRed : .white)
            cell.addSubview(label)
            addSubview(cell)
            cells.append(cell)
            items.append((item, frame))
            if i > 0 {
                let line = View(frame: Rect(x: x, y: 8, width: 1, height: Self.height - 16))
                line.backgroundColor = Color(white: 1, alpha: 0.25)
                line.isUserInteractionEnabled = false
                addSubview(line)
                cells.append(line)
            }
            x += w
        }
        // The separators sit among the item views; the highlight indexes only the items.
        cells = cells.filter { c in items.contains { $0.frame == c.frame } }
        let size = Size(width: max(x, 2 * Self.padding), height: Self.height)
        bounds = Rect(origin: .zero, size: size)
        cornerRadius = 8
    }

    /// The index of the item under `point` (in the bar).
    func itemIndex(at point: Point) -> Int? {
        guard point.y >= -8, point.y <= Self.height + 8 else { return nil }
        return items.firstIndex { point.x >= $0.frame.minX && point.x < $0.frame.maxX }
    }

    /// Shows another page, or the children of a submenu picked.
    private func show(page newPage: Int) {
        page = max(0, min(newPage, pages.count - 1))
        let centre = center
        build()
        center = centre
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard let t = touches.first else { return }
        highlighted = itemIndex(at: t.location(in: self))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard let t = touches.first else { return }
        highlighted = itemIndex(at: t.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        highlighted = nil
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        highlighted = nil
        guard let t = touches.first, let i = itemIndex(at: t.location(in: self)) else { return }
        activate(i)
    }

    /// Acts on the item at `index` as a tap on it does.
    func activate(_ index: Int) {
        guard index < items.count else { return }
        switch items[index].item {
        case .previousPage: show(page: page - 1)
        case .nextPage: show(page: page + 1)
        case .element(let e): picked(e)
        }
    }
}
