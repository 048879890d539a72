import PanelText

/// A row of a table view, as `UITableViewCell`: a text label, a detail label and an image laid out by its
/// `style` in `contentView`, an accessory at the trailing edge, and a grey background while highlighted or
/// selected. Put custom content in `contentView`; reset per-row state in `prepareForReuse()`.
@MainActor
open class TableViewCell: View {
    /// How the standard labels are laid out, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A text label (and image) only: `detailTextLabel` is nil.
        case `default` = 0
        /// The detail at the trailing edge in grey (Settings' rows).
        case value1 = 1
        /// A small blue right-aligned text label, then the detail (Contacts' rows).
        case value2 = 2
        /// The detail below the text, smaller.
        case subtitle = 3
    }

    /// The change a row's editing control asks for, as `UITableViewCell.EditingStyle`: what a table's
    /// swipe-to-delete passes to `tableView(_:commit:forRowAt:)`.
    public enum EditingStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Delete the row.
        case delete = 1
        /// Insert a row.
        case insert = 2
    }

    /// The mark at a row's trailing edge, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// Drawn as the disclosure indicator (PanelKit has no info button).
        case detailDisclosureButton = 2
        /// A check in the tint colour.
        case checkmark = 3
        /// Drawn as nothing (PanelKit has no info button).
        case detailButton = 4
    }

    /// How a highlighted or selected row looks, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// A grey background (every style but `.none` looks so, as since iOS 7).
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the cell was made for.
    public let reuseIdentifier: String?
    /// Where the cell's content goes; it fills the cell but for the accessory.
    public let contentView = View(frame: .zero)
    /// The main label; implicitly unwrapped, as UIKit's optional is in use.
    public private(set) var textLabel: Label!
    /// The secondary label; nil for `.default` cells, as in UIKit.
    public private(set) var detailTextLabel: Label?
    /// The image at the leading edge; implicitly unwrapped, as `textLabel`.
    public private(set) var imageView: ImageView!
    /// Shown behind the content while highlighted or selected (a grey view unless replaced; nil for none).
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionAppearance()
        }
    }
    /// Shown behind the content always (nil by default).
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The standard accessory.
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A view of your own at the trailing edge, in place of `accessoryType`'s.
    open var accessoryView: View? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// How highlighting and selection look.
    open var selectionStyle = SelectionStyle.default {
        didSet { updateSelectionAppearance() }
    }
    /// The insets of the separator line below the row; only `left` and `right` count. Unset, it is the
    /// table's `separatorInset` (16 points on the left by default), as in UIKit.
    open var separatorInset: EdgeInsets {
        get { separatorInsetStorage ?? inheritedSeparatorInset }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: EdgeInsets?
    /// The table's separator inset, given by the table as it shows the cell.
    var inheritedSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if separatorInsetStorage == nil { setNeedsLayout() } }
    }
    /// Whether the row is selected; setting it changes the look without animation.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a finger is on the row.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The content configuration applied to the standard labels and image (see `defaultContentConfiguration()`).
    open var contentConfiguration: ListContentConfiguration? {
        didSet { applyConfiguration() }
    }

    /// Whether the row shows its editing control (the table sets it as it enters and leaves editing).
    open var isEditing: Bool {
        get { editingModeState }
        set { setEditing(newValue, animated: false) }
    }
    /// The control the row shows while editing: set by the table from its delegate's
    /// `tableView(_:editingStyleForRowAt:)` (and `.none` for rows that may not be edited).
    public internal(set) var editingStyle = EditingStyle.none {
        didSet { if editingStyle != oldValue { updateEditingControl() } }
    }
    /// Called when the editing control is tapped (the table's).
    var editingControlTapped: (() -> Void)?
    /// Set by the table that selects several rows while editing: the editing control is a selection circle
    /// (empty, or a blue checkmark while selected) that a tap passes through to the table.
    var showsSelectionCircle = false {
        didSet { if showsSelectionCircle != oldValue { updateEditingControl() } }
    }
    /// Whether the cell shows the reorder control, as `UITableViewCell.showsReorderControl` (false by
    /// default). Kept for UIKit code that sets it; as in UIKit today, the table shows the control on every
    /// row its data source may move (`tableView(_:moveRowAt:to:)` implemented, `canMoveRowAt` not false),
    /// whatever this says.
    open var showsReorderControl = false
    /// Whether the content moves aside while the table edits, as `UITableViewCell.shouldIndentWhileEditing`
    /// (true by default): false keeps it in place on a row without a minus or plus. The delegate's
    /// `tableView(_:shouldIndentWhileEditingRowAt:)` can say false too.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }
    /// Set by the table: the row may move, so it shows the reorder control while editing.
    var isMovable = false {
        didSet { if isMovable != oldValue { updateEditingControl() } }
    }
    /// Set by the table: the row is editable and indents while editing (with a control, or as the delegate
    /// lets a row without one).
    var indentsWhileEditing = false {
        didSet { if indentsWhileEditing != oldValue { setNeedsLayout() } }
    }
    /// Called with the reorder control's touches (the table's).
    var reorderTouched: ((ReorderControl.Phase, Point) -> Void)?
    /// The three grey lines at the trailing edge of a movable row while editing (made when first shown).
    private(set) var reorderControl: ReorderControl?
    private var editingModeState = false
    /// The red minus or green plus at the leading edge while editing.
    private let editingControl = Button(type: .custom)
    private var selectedState = false
    private var highlightedState = false
    private let accessoryImageView = ImageView(frame: .zero)
    /// The line below the row; the table view shows it, places it and hides it as its style says.
    let separatorLine = View(frame: .zero)
    /// How the configured texts are placed (`style`'s, unless a configuration says otherwise).
    private var arrangement: CellStyle

    /// A cell laid out by `style` for rows dequeued as `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        arrangement = style
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        let text = Label()
        text.fontSize = style == .value2 ? 12 : 17
        text.textColor = style == .value2 ? .systemBlue : .label
        text.textAlignment = style == .value2 ? .right : .natural
        textLabel = text
        if style != .default {
            let detail = Label()
            detail.fontSize = style == .subtitle ? 12 : (style == .value2 ? 15 : 17)
            detail.textColor = style == .value1 ? .secondaryLabel : .label
            detail.textAlignment = style == .value1 ? .right : .natural
            detailTextLabel = detail
        }
        imageView = ImageView(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        let grey = View(frame: .zero)
        grey.backgroundColor = .systemGray4
        selectedBackgroundView = grey
        separatorLine.backgroundColor = .opaqueSeparator
        addSubview(contentView)
        contentView.addSubview(imageView)
        contentView.addSubview(text)
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
        addSubview(separatorLine)
        editingControl.addAction(for: .touchUpInside) { [weak self] _ in self?.editingControlTapped?() }
    }

    /// A `.default` cell with no reuse identifier, as `UITableViewCell(frame:)`.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer a table view makes registered cells with: `init(style: .default, reuseIdentifier:)`,
    /// which a subclass may override. (Required so that any registered subclass can be made; a subclass that
    /// overrides `init(style:reuseIdentifier:)`, or no initializer, inherits it.)
    public required convenience init(registeredAs reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Called before a reused cell is handed out again; the default clears the selection and highlight.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// Sets the selected look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        updateSelectionAppearance()
        if showsSelectionCircle && editingModeState { updateEditingControl() }
    }

    /// Shows or hides the editing control at the leading edge (moving the content aside for it) and hides
    /// the accessory while editing, as UIKit's cells do.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingModeState else { return }
        editingModeState = editing
        updateEditingControl()
    }

    private func updateEditingControl() {
        var symbol: (String, Color)? =
            switch editingStyle {
            case .delete: ("minus.circle.fill", .systemRed)
            case .insert: ("plus.circle.fill", .systemGreen)
            case .none: nil
            }
        if showsSelectionCircle {
            symbol = selectedState ? ("checkmark.circle.fill", tintColor ?? .systemBlue) : ("circle", .systemGray3)
        }
        // A selection circle is drawn only: the tap selects the row, through the table.
        editingControl.isUserInteractionEnabled = !showsSelectionCircle
        if editingModeState, let (name, color) = symbol {
            editingControl.setImage(Surface(systemName: name, side: 22, color: color), for: .normal)
            if editingControl.superview !== self { addSubview(editingControl) }
        } else {
            editingControl.removeFromSuperview()
        }
        if editingModeState && isMovable {
            let control = reorderControl ?? ReorderControl()
            if reorderControl == nil {
                control.handler = { [weak self] phase, point in self?.reorderTouched?(phase, point) }
                reorderControl = control
            }
            if control.superview !== self { addSubview(control) }
        } else {
            reorderControl?.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// Sets the highlighted look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateSelectionAppearance()
    }

    /// The configuration for this cell's style, with no texts: `.cell()`, or `.subtitleCell()` /
    /// `.valueCell()` for those styles.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    private func applyConfiguration() {
        guard let c = contentConfiguration else { return }
        if detailTextLabel == nil, c.secondaryText != nil {
            let detail = Label()
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        arrangement = c.arrangement == .sideBySide ? .value1 : (c.secondaryText == nil ? .default : .subtitle)
        c.textProperties.apply(to: textLabel)
        textLabel.text = c.text
        if let detail = detailTextLabel {
            c.secondaryTextProperties.apply(to: detail)
            detail.textAlignment = c.arrangement == .sideBySide ? .right : .natural
            detail.text = c.secondaryText
        }
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        let radius = c.imageProperties.cornerRadius.isFinite ? max(0, c.imageProperties.cornerRadius) : 0
        imageView.cornerRadius = radius
        imageView.clipsToBounds = radius > 0
        setNeedsLayout()
    }

    private func updateSelectionAppearance() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        guard let selected = selectedBackgroundView else { return }
        if shows, selected.superview !== self {
            insertSubview(selected, belowSubview: contentView)
            setNeedsLayout()
        } else if !shows, selected.superview === self {
            selected.removeFromSuperview()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if accessoryType == .checkmark { updateAccessory() }
    }

    /// Shows the accessory the cell's `accessoryView` or `accessoryType` asks for (the chevron points left
    /// in a right-to-left interface, as UIKit's); called again when the direction changes.
    func updateAccessory() {
        if let custom = accessoryView {
            accessoryImageView.removeFromSuperview()
            if custom.superview !== self { addSubview(custom) }
        } else {
            let name: String? =
                switch accessoryType {
                case .disclosureIndicator, .detailDisclosureButton: isRightToLeft ? "chevron.left" : "chevron.right"
                case .checkmark: "checkmark"
                case .none, .detailButton: nil
                }
            if let name {
                let color = accessoryType == .checkmark ? (tintColor ?? .systemBlue) : Color.systemGray3
                accessoryImageView.image = Surface(systemName: name, side: 14, color: color)
                if accessoryImageView.superview !== self { addSubview(accessoryImageView) }
            } else {
                accessoryImageView.removeFromSuperview()
            }
        }
        setNeedsLayout()
    }

    /// The accessory shown now, if any.
    private var shownAccessory: View? {
        if let accessoryView { return accessoryView }
        return accessoryImageView.superview === self ? accessoryImageView : nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        var contentWidth = b.width
        var contentX = 0.0
        if editingControl.superview === self {
            // UIKit's editing indentation: the content moves 38 points to make room for the control.
            editingControl.frame = Rect(x: 0, y: 0, width: 44, height: b.height)
            contentX = 38
        } else if editingModeState && indentsWhileEditing && shouldIndentWhileEditing {
            contentX = 38
        }
        if let control = reorderControl, control.superview === self {
            // The reorder control takes the trailing edge, where the (hidden) accessory was.
            control.frame = Rect(x: b.maxX - ReorderControl.width, y: 0, width: ReorderControl.width, height: b.height)
            contentWidth = max(0, b.width - ReorderControl.width)
        }
        shownAccessory?.isHidden = editingModeState
        if let accessory = shownAccessory, !editingModeState {
            let size = accessory === accessoryImageView ? Size(width: 14, height: 14) : accessory.frame.size
            let x = b.maxX - 16 - size.width
            accessory.frame = Rect(x: x, y: (b.height - size.height) / 2, width: size.width, height: size.height)
            contentWidth = max(0, x - 8)
        }
        contentView.frame = Rect(x: contentX, y: 0, width: max(0, contentWidth - contentX), height: b.height)
        layoutStandardContent(in: contentView.bounds)
        separatorLine.frame = Rect(
            x: separatorInset.left, y: b.height - 1,
            width: max(0, b.width - separatorInset.left - separatorInset.right),
            height: 1)
        bringSubviewToFront(separatorLine)
        // Right to left, as UIKit: the editing control and the content's leading inset on the right, the
        // accessory and the reorder control on the left, the separator inset from the right; the standard
        // image, text and detail mirrored inside the content view.
        if isRightToLeft {
            let parts: [View?] = [editingControl, reorderControl, shownAccessory, contentView, separatorLine]
            mirrorFramesHorizontally(parts.compactMap { $0 }.filter { $0.superview === self })
            contentView.mirrorFramesHorizontally([imageView as View?, textLabel, detailTextLabel].compactMap { $0 })
        }
    }

    /// The height the cell asks for in a self-sizing row (`rowHeight == automaticDimension`) at `width`,
    /// as UIKit measures it: laid out at that width, the content view's Auto Layout height
    /// (`systemLayoutSizeFitting` with the width required and the height free) when its constraints give
    /// one; otherwise the standard labels' wrapped text with UIKit's 11-point margins above and below,
    /// never less than the standard 44 points.
    func selfSizingHeight(width: Double) -> Double {
        let current = frame
        frame = Rect(x: current.minX, y: current.minY, width: width, height: max(current.height, 1))
        layoutIfNeeded()
        contentView.layoutIfNeeded()
        let fitted = contentView.systemLayoutSizeFitting(
            Size(width: contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        if fitted.height > 0.5 { return fitted.height }
        return standardContentHeight
    }

    /// The rows the standard labels need: their texts wrapped at the widths the style gives them, plus
    /// 11 points above and below (a single line of 17-point text makes UIKit's 44).
    private var standardContentHeight: Double {
        let margins = 22.0
        func height(_ label: Label?) -> Double {
            guard let label, !(label.text ?? "").isEmpty || label.attributedText != nil else { return 0 }
            let w = label.bounds.width > 0 ? label.bounds.width : .infinity
            return label.sizeThatFits(Size(width: w, height: .infinity)).height.rounded(.up)
        }
        let top = height(textLabel)
        let bottom = height(detailTextLabel)
        let content: Double
        switch arrangement {
        case .subtitle where bottom > 0 && top > 0: content = top + 2 + bottom
        default: content = max(top, bottom)
        }
        return max(TableView.standardRowHeight, content + margins)
    }

    /// Places the image, the text label and the detail label as the style (or configuration) says.
    private func layoutStandardContent(in area: Rect) {
        let margin = 16.0
        var x = area.minX + margin
        let properties = contentConfiguration?.imageProperties ?? ListContentConfiguration.ImageProperties()
        if let image = imageView.image {
            let limit = properties.maximumSize
            let maxSide = min(area.height - 8, limit.height > 0 ? limit.height : .infinity)
            var scale = min(1, maxSide / max(1, image.size.height))
            if limit.width > 0 { scale = min(scale, limit.width / max(1, image.size.width)) }
            let w = image.size.width * scale
            let h = image.size.height * scale
            // The image is centred in the reserved space when that is larger.
            let reserved = properties.reservedLayoutSize
            let slot = reserved.width.isFinite ? max(w, reserved.width) : w
            imageView.frame = Rect(x: x + (slot - w) / 2, y: area.midY - h / 2, width: w, height: h)
            x += slot + (contentConfiguration?.imageToTextPadding ?? margin)
        } else {
            imageView.frame = .zero
        }
        let right = area.maxX - (shownAccessory == nil ? margin : 0)
        let width = max(0, right - x)
        let detail = detailTextLabel
        let hasDetail = !(detail?.text ?? "").isEmpty
        switch arrangement {
        case .default:
            textLabel.frame = Rect(x: x, y: area.minY, width: width, height: area.height)
            detail?.frame = .zero
        case .subtitle where hasDetail:
            let top = textLabel.sizeThatFits(Size(width: width, height: .infinity)).height
            let bottom = detail?.sizeThatFits(Size(width: width, height: .infinity)).height ?? 0
            let y = area.midY - (top + 2 + bottom) / 2
            textLabel.frame = Rect(x: x, y: y, width: width, height: top)
            detail?.frame = Rect(x: x, y: y + top + 2, width: width, height: bottom)
        case .subtitle:
            textLabel.frame = Rect(x: x, y: area.minY, width: width, height: area.height)
            detail?.frame = .zero
        case .value1:
            let detailWidth = min(width, detail?.sizeThatFits(Size(width: .infinity, height: .infinity)).width ?? 0)
            let textWidth = max(0, width - detailWidth - (hasDetail ? 8 : 0))
            textLabel.frame = Rect(x: x, y: area.minY, width: textWidth, height: area.height)
            detail?.frame = Rect(x: right - detailWidth, y: area.minY, width: detailWidth, height: area.height)
        case .value2:
            let labelWidth = (width * 0.28).rounded()
            textLabel.frame = Rect(x: x, y: area.minY, width: labelWidth, height: area.height)
            let detailX = x + labelWidth + 6
            detail?.frame = Rect(x: detailX, y: area.minY, width: max(0, right - detailX), height: area.height)
        }
    }
}
