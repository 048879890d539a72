/// A row of a list layout, as `UICollectionViewListCell`: a table row's standard content (set with
/// `contentConfiguration`, starting from `defaultContentConfiguration()`), `accessories` at its leading and
/// trailing edges (shown as the collection view's `isEditing` and their `displayed` say; the content narrows
/// by their widths), the grey highlight, and the separator, background and rounded group ends the list
/// layout asks for.
/// Its height, in a list's estimated rows, is the content's: the text wrapped at the row's width with
/// 11 points above and below, 44 points at least.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The table row drawing the content, the accessory, the highlight and the separator.
    let row = TableViewCell(style: .default, reuseIdentifier: nil)

    /// The content shown: texts and an image laid out as a table row's.
    open var contentConfiguration: ListContentConfiguration? {
        get { row.contentConfiguration }
        set { row.contentConfiguration = newValue }
    }

    /// The accessories, as UIKit's `accessories`: leading ones from the leading edge in order, trailing ones
    /// ending at the trailing edge. When the only ones shown are disclosure, checkmark and outline marks
    /// without options, the first of them is drawn, as the row's accessory.
    open var accessories: [CellAccessory] = [] {
        didSet { updateAccessory() }
    }

    /// The accessories laid out beside the row, with their views, in `accessories`' order.
    private var accessoryViews: [(accessory: CellAccessory, view: View)] = []
    /// Whether the accessories shown are the editing ones (the collection view's `isEditing` when they were
    /// last updated).
    private var accessoriesEditing = false

    /// How many steps the content is indented from the leading edge, as UIKit's `indentationLevel`. A
    /// collection view's diffable data source sets it to the item's level in its section snapshot, once one
    /// is applied to the section. Negative values count as 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation step, in points (UIKit's default: 10).
    open var indentationWidth = 10.0 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the indentation moves the leading accessories too. PanelKit draws trailing accessories only,
    /// which stay at the trailing edge either way.
    open var indentsAccessories = true

    /// The outline chevron, while an outline disclosure accessory shows.
    var outlineDisclosure: OutlineDisclosureView?

    /// Whether the cell's item is expanded in its section snapshot (the outline chevron points down). The
    /// diffable data source sets it.
    var isOutlineExpanded = false {
        didSet { outlineDisclosure?.isExpanded = isOutlineExpanded }
    }

    open override var isSelected: Bool {
        didSet {
            row.isSelected = isSelected
            if isSelected != oldValue { updateSelectionCircles() }
        }
    }

    open override var isHighlighted: Bool {
        didSet { row.isHighlighted = isHighlighted }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        row.backgroundColor = nil
        row.separatorLine.isHidden = true
        row.frame = contentView.bounds
        contentView.addSubview(row)
    }

    /// A list cell's content with no texts: `ListContentConfiguration.cell()`.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        accessories = []
        indentationLevel = 0
        isOutlineExpanded = false
    }

    /// The indentation in points: `indentationLevel` steps of `indentationWidth`, never negative.
    var indentation: Double { Double(max(0, indentationLevel)) * max(0, indentationWidth) }

    /// Shows the accessories for the editing state: the first row mark as the row's accessory when only
    /// such marks show; otherwise every accessory shown gets a view beside the row.
    private func updateAccessory() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = []
        let shownAccessories = accessories.filter { $0.isShown(editing: accessoriesEditing) }
        defer { setNeedsLayout() }
        guard shownAccessories.allSatisfy(\.isRowMark) else {
            outlineDisclosure = nil
            row.accessoryView = nil
            row.accessoryType = .none
            for accessory in shownAccessories {
                let view = makeView(for: accessory)
                contentView.addSubview(view)
                accessoryViews.append((accessory, view))
            }
            return
        }
        let shown = shownAccessories.first
        guard let shown, case .outlineDisclosure(let options) = shown.kind else {
            outlineDisclosure = nil
            row.accessoryView = nil
            row.accessoryType = shown?.accessoryType ?? .none
            return
        }
        row.accessoryType = .none
        row.accessoryView = outlineChevron(options)
    }

    /// The outline chevron for `options`, kept while it shows.
    private func outlineChevron(_ options: CellAccessory.OutlineDisclosureOptions) -> OutlineDisclosureView {
        let chevron = outlineDisclosure ?? OutlineDisclosureView()
        chevron.color = options.tintColor
        chevron.isExpanded = isOutlineExpanded
        chevron.onTap = { [weak self] in self?.toggleOutline() }
        outlineDisclosure = chevron
        return chevron
    }

    /// The view drawing `accessory` beside the row.
    private func makeView(for accessory: CellAccessory) -> View {
        let tint = accessory.options.tintColor
        let background = accessory.options.backgroundColor
        switch accessory.kind {
        case .disclosureIndicator:
            let glyph = ListAccessoryGlyphView(side: 14)
            glyph.show(isRightToLeft ? "chevron.left" : "chevron.right", color: tint ?? .systemGray3)
            return glyph
        case .checkmark:
            let glyph = ListAccessoryGlyphView(side: 14)
            glyph.show("checkmark", color: tint ?? tintColor ?? .systemBlue)
            return glyph
        case .outlineDisclosure(let options):
            return outlineChevron(options)
        case .delete:
            let glyph = ListAccessoryGlyphView(side: 22)
            glyph.show("minus.circle.fill", color: tint ?? .systemRed, background: background)
            let handler = accessory.actionHandler
            glyph.onTap = { [weak self] in
                guard let self else { return }
                if let handler { handler() } else { self.enclosingCollectionView?.revealTrailingSwipeActions(of: self) }
            }
            return glyph
        case .insert:
            let glyph = ListAccessoryGlyphView(side: 22)
            glyph.show("plus.circle.fill", color: tint ?? .systemGreen, background: background)
            let handler = accessory.actionHandler
            glyph.onTap = { handler?() }
            return glyph
        case .multiselect:
            let glyph = ListAccessoryGlyphView(side: 22)
            drawSelectionCircle(glyph, accessory)
            return glyph
        case .reorder:
            let control = ReorderControl()
            control.handler = { [weak self] phase, point in
                guard let self else { return }
                self.enclosingCollectionView?.reorderTouched(phase, at: point, cell: self)
            }
            return control
        case .label(let text):
            let label = Label()
            label.text = text
            label.textColor = tint ?? .secondaryLabel
            label.fontSize = 17
            label.font = accessory.options.font
            label.isUserInteractionEnabled = false
            return label
        case .customView(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
            return configuration.customView
        case .popUpMenu(let menu):
            let button = Button(type: .system)
            button.setImage(
                Surface(systemName: "chevron.up.chevron.down", side: 14, color: tint ?? tintColor ?? .systemBlue),
                for: .normal)
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            return button
        }
    }

    /// Draws a selection circle: empty grey, or a check on the tint colour while the cell is selected.
    private func drawSelectionCircle(_ glyph: ListAccessoryGlyphView, _ accessory: CellAccessory) {
        if isSelected {
            glyph.show(
                "checkmark.circle.fill", color: accessory.options.tintColor ?? tintColor ?? .systemBlue,
                background: accessory.options.backgroundColor)
        } else {
            glyph.show("circle", color: .systemGray3, background: accessory.options.backgroundColor)
        }
    }

    /// Redraws the selection circles for the cell's selection.
    private func updateSelectionCircles() {
        for (accessory, view) in accessoryViews {
            if case .multiselect = accessory.kind, let glyph = view as? ListAccessoryGlyphView {
                drawSelectionCircle(glyph, accessory)
            }
        }
    }

    /// The width an accessory's view takes beside the row: its standard width, its glyph's (`.actual`), or
    /// the reserved width (a custom view keeps at least its own).
    private func width(of accessory: CellAccessory, _ view: View) -> Double {
        let standard: Double
        let actual: Double
        var reserved = accessory.options.reservedLayoutWidth
        switch accessory.kind {
        case .delete, .insert, .multiselect:
            (standard, actual) = (38, 22)
        case .reorder:
            (standard, actual) = (ReorderControl.width, 18)
        case .disclosureIndicator, .checkmark, .popUpMenu:
            (standard, actual) = (30, 14)
        case .outlineDisclosure:
            (standard, actual) = (OutlineDisclosureView.side, 14)
        case .label:
            let fit = view.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            (standard, actual) = (fit.width + 16, fit.width)
        case .customView(let configuration):
            reserved = configuration.reservedLayoutWidth
            let own = customSize(configuration.customView).width
            (standard, actual) = (own, own)
        }
        switch reserved {
        case .standard: return standard
        case .actual: return actual
        case .custom(let w): return max(w.isFinite ? max(0, w) : 0, accessory.isCustomView ? actual : 0)
        }
    }

    /// A custom view's size: its frame's, else its intrinsic content size (unknown sides: 0).
    private func customSize(_ view: View) -> Size {
        if view.frame.width > 0, view.frame.height > 0 { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        let side = { (v: Double) in v.isFinite && v > 0 ? v : 0 }
        return Size(
            width: view.frame.width > 0 ? view.frame.width : side(intrinsic.width),
            height: view.frame.height > 0 ? view.frame.height : side(intrinsic.height))
    }

    /// Whether a tap anywhere on the cell toggles its item (an outline disclosure of the `.header` style)
    /// instead of selecting it.
    var togglesOutlineOnTap: Bool {
        guard
            let shown = accessories.first(where: {
                if case .outlineDisclosure = $0.kind { $0.isShown(editing: accessoriesEditing) } else { false }
            }),
            case .outlineDisclosure(let options) = shown.kind
        else { return false }
        return options.style == .header
    }

    /// A tap on the outline chevron (or on a `.header` cell): the accessory's action handler, else the item
    /// expands or collapses through the collection view's diffable data source.
    func toggleOutline() {
        if let handler = accessories.first(where: {
            if case .outlineDisclosure = $0.kind { $0.isShown(editing: accessoriesEditing) } else { false }
        })?.actionHandler {
            handler()
            return
        }
        guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self)
        else { return }
        (collectionView.dataSource as? OutlineToggling)?.toggleOutline(at: indexPath)
    }

    /// Takes the list layout's separator, background and rounded corners with the frame.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        // A cell dragged by its reorder accessory stays under the finger through layout passes.
        if let reorder = enclosingCollectionView?.itemReorder, reorder.cell === self {
            transform = AffineTransform(translationX: 0, y: reorder.offset)
        }
        if let editing = enclosingCollectionView?.isEditing, editing != accessoriesEditing { setNeedsLayout() }
        guard let placement = layoutAttributes.listPlacement else {
            row.separatorLine.isHidden = true
            return
        }
        row.separatorLine.isHidden = !placement.showsSeparator
        backgroundColor = placement.background
        cornerRadius = placement.corners.isEmpty ? 0 : ListCellPlacement.cornerRadius
        maskedCorners = placement.corners
    }

    /// With a content configuration, the height of the configured content at the row's width (the width is
    /// the layout's); otherwise the content view's Auto Layout size.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        guard row.contentConfiguration != nil, layoutAttributes.sizesHeightToFit else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let bounds = Rect(x: 0, y: 0, width: layoutAttributes.frame.width, height: layoutAttributes.frame.height)
        layoutAttributes.frame.size.height = row.selfSizingHeight(width: rowFrame(in: bounds).width)
        row.frame = rowFrame(in: contentView.bounds)
        return layoutAttributes
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = enclosingCollectionView?.isEditing ?? accessoriesEditing
        if editing != accessoriesEditing {
            accessoriesEditing = editing
            updateAccessory()
        }
        layoutAccessories()
        let frame = rowFrame(in: contentView.bounds)
        row.frame = frame
        // The separator runs under the trailing accessories to the cell's edge, as UIKit's does.
        let trailing = contentView.bounds.maxX - frame.maxX
        if row.separatorInset.right != -trailing { row.separatorInset.right = -trailing }
        // Right to left, as UIKit's lists: leading accessories on the right, trailing ones on the left (the
        // row mirrors its own image and texts, and its separator's insets with them).
        if isRightToLeft { contentView.mirrorFramesHorizontally(accessoryViews.map(\.view) + [row]) }
    }

    /// Places the accessory views: leading ones from the leading edge (after the indentation when
    /// `indentsAccessories`), trailing ones ending at the trailing edge, each centred in its width.
    private func layoutAccessories() {
        let b = contentView.bounds
        var x = b.minX + (indentsAccessories ? min(indentation, b.width) : 0)
        for (accessory, view) in accessoryViews where accessory.isLeading {
            let w = width(of: accessory, view)
            place(view, accessory, in: Rect(x: x, y: b.minY, width: w, height: b.height))
            x += w
        }
        var right = b.maxX
        for (accessory, view) in accessoryViews.reversed() where !accessory.isLeading {
            let w = width(of: accessory, view)
            right -= w
            place(view, accessory, in: Rect(x: right, y: b.minY, width: w, height: b.height))
        }
    }

    /// Puts an accessory's view in its slot: glyphs, the grip and buttons fill it; a label and a custom view
    /// keep their height, centred (a custom view that does not keep a fixed size takes the slot's width).
    private func place(_ view: View, _ accessory: CellAccessory, in slot: Rect) {
        switch accessory.kind {
        case .label:
            // The text keeps the standard width's 16 points of space on its trailing side.
            let fit = view.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            let h = min(slot.height, fit.height)
            let w = max(0, slot.width - min(16, max(0, slot.width - fit.width)))
            view.frame = Rect(x: slot.minX, y: slot.midY - h / 2, width: w, height: h)
        case .customView(let configuration):
            let own = customSize(view)
            let w = configuration.maintainsFixedSize ? min(own.width, slot.width) : slot.width
            let h = min(slot.height, own.height > 0 ? own.height : slot.height)
            view.frame = Rect(x: slot.midX - w / 2, y: slot.midY - h / 2, width: w, height: h)
        default:
            view.frame = slot
        }
    }

    /// The row's frame in `bounds`: less the indentation and the accessories' widths at either edge.
    private func rowFrame(in b: Rect) -> Rect {
        var leading = 0.0
        var trailing = 0.0
        for (accessory, view) in accessoryViews {
            if accessory.isLeading {
                leading += width(of: accessory, view)
            } else {
                trailing += width(of: accessory, view)
            }
        }
        let inset = min(indentation + leading, b.width)
        return Rect(x: b.minX + inset, y: b.minY, width: max(0, b.width - inset - trailing), height: b.height)
    }
}
