/// A row of a list layout, as `UICollectionViewListCell`: a table row's standard content (set with
/// `contentConfiguration`, starting from `defaultContentConfiguration()`), `accessories` at the trailing
/// edge, the grey highlight, and the separator, background and rounded group ends the list layout asks for.
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

    /// The marks at the trailing edge; the first shown is drawn.
    open var accessories: [CellAccessory] = [] {
        didSet { updateAccessory() }
    }

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
        didSet { row.isSelected = isSelected }
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

    /// The first accessory shown, drawn by the row: a standard mark, or the outline chevron as its
    /// accessory view.
    private func updateAccessory() {
        let shown = accessories.first { $0.isShown }
        guard let shown, case .outlineDisclosure(let options) = shown.kind else {
            outlineDisclosure = nil
            row.accessoryView = nil
            row.accessoryType = shown?.accessoryType ?? .none
            return
        }
        let chevron = outlineDisclosure ?? OutlineDisclosureView()
        chevron.color = options.tintColor
        chevron.isExpanded = isOutlineExpanded
        chevron.onTap = { [weak self] in self?.toggleOutline() }
        outlineDisclosure = chevron
        row.accessoryType = .none
        row.accessoryView = chevron
    }

    /// Whether a tap anywhere on the cell toggles its item (an outline disclosure of the `.header` style)
    /// instead of selecting it.
    var togglesOutlineOnTap: Bool {
        guard let shown = accessories.first(where: { $0.isShown }),
            case .outlineDisclosure(let options) = shown.kind
        else { return false }
        return options.style == .header
    }

    /// A tap on the outline chevron (or on a `.header` cell): the accessory's action handler, else the item
    /// expands or collapses through the collection view's diffable data source.
    func toggleOutline() {
        if let handler = accessories.first(where: { $0.isShown })?.actionHandler {
            handler()
            return
        }
        var ancestor = superview
        while let view = ancestor, !(view is CollectionView) { ancestor = view.superview }
        guard let collectionView = ancestor as? CollectionView, let indexPath = collectionView.indexPath(for: self)
        else { return }
        (collectionView.dataSource as? OutlineToggling)?.toggleOutline(at: indexPath)
    }

    /// Takes the list layout's separator, background and rounded corners with the frame.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
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
        layoutAttributes.frame.size.height = row.selfSizingHeight(
            width: max(0, layoutAttributes.frame.width - indentation))
        row.frame = rowFrame
        return layoutAttributes
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        row.frame = rowFrame
    }

    /// The row's frame: the content view's bounds less the indentation at the leading edge.
    private var rowFrame: Rect {
        let b = contentView.bounds
        let inset = min(indentation, b.width)
        return Rect(x: b.minX + inset, y: b.minY, width: b.width - inset, height: b.height)
    }
}
