import PanelGraphics

/// A menu's rows in a rounded, shadowed panel, as iOS draws a `UIMenu`: 44-point rows with the title at
/// the leading edge and the image at the trailing edge, red for destructive actions, grey when disabled, a
/// checkmark before actions that are on, thin separators between rows and a wide grey one before and after
/// an inline group, and a chevron on a row that opens a submenu.
@MainActor
final class MenuPanelView: View {
    /// One row: the element it shows, or nil for a group separator.
    struct Row {
        let element: MenuElement?
    }

    static let rowHeight = 44.0
    static let groupGap = 8.0

    static let titleHeight = 32.0
    static let highlightColor = Color.menuHighlight

    let menu: Menu
    let rows: [Row]
    /// Each row's rectangle in the panel (under the title when the menu has one), in order.
    let rowFrames: [Rect]
    private let width: Double
    private let picked: (MenuElement) -> Void
    private let content = View()
    /// The view of each row that shows an element (nil for a group separator).
    private var cells: [View?] = []
    private var highlighted: Int? {
        didSet {
            guard highlighted != oldValue else { return }
            if let old = oldValue { cells[old]?.backgroundColor = nil }
            if let new = highlighted { cells[new]?.backgroundColor = Self.highlightColor }
        }
    }

    init(menu: Menu, width: Double, picked: @escaping (MenuElement) -> Void) {
        self.menu = menu
        self.width = width
        self.picked = picked
        let rows = Self.rows(for: menu)
        self.rows = rows
        var y = menu.title.isEmpty ? 0 : Self.titleHeight
        var frames: [Rect] = []
        for row in rows {
            let h = row.element == nil ? Self.groupGap : Self.rowHeight
            frames.append(Rect(x: 0, y: y, width: width, height: h))
            y += h
        }
        rowFrames = frames
        super.init(frame: .zero)
        backgroundColor = .menuBackground
        MenuPanelView.makePlatter(self, content: content)
        build()
    }

    /// The rows of `menu`, inline groups spread out between separators and hidden elements left out.
    static func rows(for menu: Menu) -> [Row] {
        rows(of: menu.children)
    }

    /// The rows of `children`: deferred elements are replaced by the elements they provided (a "Loading…"
    /// row until then).
    private static func rows(of children: [MenuElement]) -> [Row] {
        var out: [Row] = []
        for child in children {
            if let deferred = child as? DeferredMenuElement {
                if let provided = deferred.elements {
                    out += rows(of: provided)
                } else {
                    out.append(Row(element: deferred))
                }
                continue
            }
            if let action = child as? Action, action.attributes.contains(.hidden) { continue }
            if let group = child as? Menu, group.options.contains(.displayInline) {
                let inner = rows(for: group)
                if inner.isEmpty { continue }
                if !out.isEmpty, out.last?.element != nil { out.append(Row(element: nil)) }
                out += inner
                out.append(Row(element: nil))
            } else {
                out.append(Row(element: child))
            }
        }
        while out.last.map({ $0.element == nil }) == true { out.removeLast() }
        return out
    }

    /// Whether any action shown is on: then every row leaves room for a checkmark.
    private var hasChecks: Bool {
        rows.contains { ($0.element as? Action)?.state == .on || ($0.element as? Action)?.state == .mixed }
    }

    func preferredSize(maxHeight: Double) -> Size {
        let height = rowFrames.last?.maxY ?? (menu.title.isEmpty ? 0 : Self.titleHeight)
        return Size(width: width, height: min(maxHeight, height))
    }

    /// The row under `point` (in the panel's coordinates); nil over the title or a group separator.
    func rowIndex(at point: Point) -> Int? {
        guard let i = rowFrames.firstIndex(where: { point.y >= $0.minY && point.y < $0.maxY }) else { return nil }
        return rows[i].element == nil ? nil : i
    }

    /// Makes the title and one view per row, at `rowFrames`.
    /// Gives `platter` a menu's floating look (13-point corners, a soft shadow below) and adds `content`,
    /// clipped to those corners and letting touches through to the platter: the menu and a context menu's
    /// preview share it.
    static func makePlatter(_ platter: View, content: View) {
        platter.cornerRadius = 13
        platter.shadowColor = .black
        platter.shadowOpacity = 0.18
        platter.shadowRadius = 24
        platter.shadowOffset = Size(width: 0, height: 8)
        content.clipsToBounds = true
        content.cornerRadius = 13
        content.isUserInteractionEnabled = false
        platter.addSubview(content)
    }

    private func build() {
        if !menu.title.isEmpty {
            let header = Label()
            header.text = menu.title
            header.fontSize = 13
            header.textColor = .secondaryLabel
            header.frame = Rect(x: 16, y: 8, width: width - 32, height: 20)
            content.addSubview(header)
        }
        let checks = hasChecks
        for (i, row) in rows.enumerated() {
            guard let element = row.element else {
                let gap = View(frame: rowFrames[i])
                gap.backgroundColor = .menuGap
                content.addSubview(gap)
                cells.append(nil)
                continue
            }
            let cell = View(frame: rowFrames[i])
            let action = element as? Action
            let disabled = action?.attributes.contains(.disabled) == true || element is DeferredMenuElement
            let destructive =
                action?.attributes.contains(.destructive) == true
                || (element as? Menu)?.options.contains(.destructive) == true
            let color: Color = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
            let leading = checks ? 40.0 : 16
            if let action, action.state != .off {
                let mark = ImageView(image: Surface(systemName: action.state == .on ? "checkmark" : "minus"))
                mark.tintColor = color
                mark.frame = Rect(x: 14, y: 13, width: 18, height: 18)
                cell.addSubview(mark)
            }
            let trailing = element.image != nil || element is Menu ? 48.0 : 16
            let title = Label()
            title.text = element.title
            title.textColor = color
            title.frame = Rect(
                x: leading, y: element.subtitle == nil ? 11 : 4, width: width - leading - trailing, height: 22)
            cell.addSubview(title)
            if let subtitle = element.subtitle {
                let sub = Label()
                sub.text = subtitle
                sub.fontSize = 13
                sub.textColor = .secondaryLabel
                sub.frame = Rect(x: leading, y: 24, width: width - leading - trailing, height: 16)
                cell.addSubview(sub)
            }
            if let image = element is Menu && element.image == nil
                ? Surface(systemName: "chevron.right") : element.image
            {
                let icon = ImageView(image: image)
                icon.tintColor = color
                icon.frame = Rect(x: width - 38, y: 12, width: 20, height: 20)
                cell.addSubview(icon)
            }
            if i + 1 < rows.count, rows[i + 1].element != nil {
                let line = View(frame: Rect(x: 0, y: Self.rowHeight - 0.5, width: width, height: 0.5))
                line.backgroundColor = .separator
                cell.addSubview(line)
            }
            content.addSubview(cell)
            cells.append(cell)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        track(touches)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        track(touches)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        track(touches)
        let chosen = highlighted
        highlighted = nil
        if let i = chosen, let element = rows[i].element { picked(element) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        highlighted = nil
    }

    /// Highlights the enabled row under the finger, as a finger slides along a menu.
    private func track(_ touches: Set<Touch>) {
        guard let t = touches.first else { return }
        var i = rowIndex(at: t.location(in: self))
        if let j = i, (rows[j].element as? Action)?.attributes.contains(.disabled) == true { i = nil }
        if let j = i, rows[j].element is DeferredMenuElement { i = nil }
        highlighted = i
    }
}
