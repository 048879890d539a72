/// A table section's header or footer, as `UITableViewHeaderFooterView`: register a class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)`, dequeue it in `tableView(_:viewForHeaderInSection:)`
/// with `dequeueReusableHeaderFooterView(withIdentifier:)`, and put views in `contentView`, set
/// `textLabel?.text`, or set a `contentConfiguration` (from `defaultContentConfiguration()`). The titles of
/// `tableView(_:titleForHeaderInSection:)` are shown in one too, so `willDisplayHeaderView` can restyle them.
@MainActor
open class TableViewHeaderFooterView: View {
    /// Where the text sits in the band: at the top (a grouped footer), the middle (a plain band) or the bottom
    /// (a grouped header, just above its rows).
    enum Placement { case top, middle, bottom }

    /// The identifier the view is reused under; nil for one made without it.
    public let reuseIdentifier: String?
    /// The view to add custom content to; it covers the header.
    public let contentView = View()
    /// Shown behind the content, covering the header.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The text, its look and the image (the image is not shown in a header), applied to `textLabel`.
    open var contentConfiguration: ListContentConfiguration? {
        didSet { applyConfiguration() }
    }

    /// The style of the table the view was dequeued from (or made for): picks the default text look.
    var tableStyle = TableView.Style.plain
    var placement = Placement.bottom
    /// The text's distance from the leading and trailing edges.
    var textInset = 16.0
    private var label: Label?

    /// A header reused as `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header with no reuse identifier, as `UITableViewHeaderFooterView(frame:)`.
    public override convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer a table view makes registered headers with (required so that any registered
    /// subclass can be made).
    public required convenience init(registeredAs reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The title label in `contentView`, made at the first use and styled for the table (a 15-point bold
    /// title in a plain table's band, small grey text in a grouped one).
    public var textLabel: Label? {
        if let label { return label }
        let made = Label()
        Self.titleProperties(for: tableStyle).apply(to: made)
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    /// A configuration styled for the table's headers: `.plainHeader()` in a plain table, else
    /// `.groupedHeader()`.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    /// Called before the table hands out a reused header again.
    open func prepareForReuse() {}

    /// The look of a title in a table of `style` when no configuration sets one.
    static func titleProperties(for style: TableView.Style) -> ListContentConfiguration.TextProperties {
        style == .plain
            ? .init(color: .label, fontSize: 15, fontWeight: .bold)
            : .init(color: .secondaryLabel, fontSize: 13)
    }

    private func applyConfiguration() {
        guard let c = contentConfiguration, let label = textLabel else { return }
        c.textProperties.apply(to: label)
        label.text = c.text
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label else { return }
        let w = max(0, bounds.width - 2 * textInset)
        let h = min(bounds.height, label.sizeThatFits(Size(width: w, height: .infinity)).height)
        let y: Double =
            switch placement {
            case .top: 6
            case .middle: (bounds.height - h) / 2
            case .bottom: bounds.height - h - 6
            }
        label.frame = Rect(x: textInset, y: max(0, y), width: w, height: h)
    }
}
