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

    /// The marks at the trailing edge; the first is drawn.
    open var accessories: [CellAccessory] = [] {
        didSet { row.accessoryType = accessories.first?.accessoryType ?? .none }
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
        layoutAttributes.frame.size.height = row.selfSizingHeight(width: layoutAttributes.frame.width)
        row.frame = contentView.bounds
        return layoutAttributes
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        row.frame = contentView.bounds
    }
}
