/// The bar of tabs at the bottom of a tab bar controller, as `UITabBar`: one button per item, evenly spread,
/// its image above its title; the selected tab in the tint colour, the others grey, a red badge where an
/// item has one.
@MainActor
open class TabBar: View {
    /// The bar's height (UIKit's, without a home indicator).
    public static let height = 49.0

    /// The items, left to right.
    public private(set) var items: [TabBarItem]? = nil
    /// The item shown as selected.
    open var selectedItem: TabBarItem? {
        didSet { updateButtons() }
    }
    /// The colour of the tabs not selected.
    open var unselectedItemTintColor: Color? {
        didSet { updateButtons() }
    }
    /// Called when a tap lands on an enabled item.
    var onSelect: ((TabBarItem) -> Void)?
    private var buttons: [TabButton] = []
    private let hairline = View(frame: .zero)
    /// The appearance's background colour, over the bar's own background (its effect's material).
    private let colorView = View(frame: .zero)

    /// The bar's look, as `UITabBar.standardAppearance` (a copy of what is assigned is kept). Until an
    /// appearance is assigned, the bar keeps its classic look (light grey, tint-coloured selection).
    open var standardAppearance: TabBarAppearance {
        get { standardStorage }
        set {
            standardStorage = newValue.copy()
            appearanceAssigned = true
        }
    }
    /// The look while the content's bottom edge meets the bar (nil: `standardAppearance` with a
    /// transparent background, as UIKit's since iOS 15).
    open var scrollEdgeAppearance: TabBarAppearance? {
        get { scrollEdgeStorage }
        set {
            scrollEdgeStorage = newValue?.copy()
            appearanceAssigned = true
        }
    }
    private var standardStorage = TabBarAppearance()
    private var scrollEdgeStorage: TabBarAppearance?
    private var appearanceAssigned = false {
        didSet { updateButtons() }
    }
    /// Whether the selected content is scrolled to its bottom edge (or has no scroll view): a tab bar
    /// controller says; a bar on its own uses its standard appearance, as UIKit's.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { updateButtons() } }
    }

    /// The appearance drawn, or nil for the classic look.
    var resolvedAppearance: TabBarAppearance? {
        guard appearanceAssigned else { return nil }
        guard isAtScrollEdge else { return standardStorage }
        return scrollEdgeStorage ?? standardStorage.withTransparentBackground()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        colorView.isUserInteractionEnabled = false
        addSubview(colorView)
        hairline.backgroundColor = .barHairline
        addSubview(hairline)
    }

    /// Shows `items`.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        for b in buttons { b.removeFromSuperview() }
        for item in self.items ?? [] { item.changed = nil }
        self.items = items
        buttons = (items ?? []).map { item in
            let b = TabButton(item: item)
            b.addAction(for: .touchUpInside) { [weak self] _ in
                guard item.isEnabled else { return }
                self?.onSelect?(item)
            }
            item.changed = { [weak self] in self?.updateButtons() }
            return b
        }
        for b in buttons { addSubview(b) }
        bringSubviewToFront(hairline)
        updateButtons()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    /// The tab images are tinted pictures: made again in the new appearance's colours.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateButtons()
    }

    private func updateButtons() {
        let appearance = resolvedAppearance
        BarAppearance.paint(
            appearance, classicBackground: .barBackground, bar: self, colorView: colorView, imageView: nil,
            hairline: hairline)
        let off = unselectedItemTintColor ?? .systemGray
        for b in buttons {
            let selected = b.item === selectedItem
            let color = !b.item.isEnabled ? off.withAlphaComponent(0.4) : (selected ? (tintColor ?? .systemBlue) : off)
            // The stacked layout's state: its icon colour and title colour, else the classic colour; resolved
            // here, as the image is tinted once, in the bar's appearance.
            let items = appearance?.stackedLayoutAppearance
            let state = !b.item.isEnabled ? items?.disabled : (selected ? items?.selected : items?.normal)
            let a = colorAppearance
            b.show(
                color: (state?.iconColor ?? color).resolved(a),
                titleColor: (state?.titleAttributes.color ?? color).resolved(a),
                badgeColor: (b.item.badgeColor ?? state?.badgeBackgroundColor)?.resolved(a), selected: selected)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        colorView.frame = bounds
        guard !buttons.isEmpty else { return }
        let w = bounds.width / Double(buttons.count)
        for (i, b) in buttons.enumerated() {
            b.frame = Rect(x: (Double(i) * w).rounded(), y: 1, width: w.rounded(), height: Self.height - 1)
        }
        // Right to left the first tab is the rightmost, as UIKit orders them.
        if isRightToLeft { mirrorFramesHorizontally(buttons) }
    }
}

/// One tab of a `TabBar`: the item's image over its title, and its badge.
@MainActor
final class TabButton: Control {
    let item: TabBarItem
    private let imageView = ImageView(frame: .zero)
    private let titleLabel = Label()
    private let badge = Label()

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.fontSize = 10
        titleLabel.fontWeight = .regular
        titleLabel.textAlignment = .center
        badge.fontSize = 13
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badge)
    }

    /// Shows the item's image in `color` and its title in `titleColor`, with its selected image when
    /// `selected`, and its badge on `badgeColor` (nil: red).
    func show(color: Color, titleColor: Color, badgeColor: Color?, selected: Bool) {
        let source = (selected ? item.selectedImage : nil) ?? item.image
        imageView.image = source.map { $0.tinted(color) }
        titleLabel.text = item.title
        titleLabel.textColor = titleColor
        badge.backgroundColor = badgeColor ?? .systemRed
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        imageView.frame = Rect(x: b.midX - 13, y: 6, width: 26, height: 26)
        titleLabel.frame = Rect(x: 0, y: 34, width: b.width, height: 12)
        let w = max(18, badge.sizeThatFits(Size(width: 100, height: 18)).width + 10)
        badge.frame = Rect(x: b.midX + 6, y: 2, width: w, height: 18)
        badge.cornerRadius = 9
        // Right to left the badge sits on the image's other (leading) corner.
        if isRightToLeft { mirrorFramesHorizontally([badge]) }
    }
}
