/// A bar of buttons along the bottom of the screen, as `UIToolbar`: its `items` (`BarButtonItem`s) laid
/// out from the leading edge in one row, 44 points tall, flexible spaces sharing the room left, fixed spaces
/// taking their `width`. A tap on an item performs its `primaryAction` (or its target's method).
///
/// The bar's background reaches into the bottom safe area when its frame does (a navigation controller's
/// toolbar is 44 points plus the safe area's bottom inset tall); the items stay in the top 44 points.
/// Items are 44 points wide at least, 12 points from the edges and 8 points apart (spaces add no gap of
/// their own).
@MainActor
open class Toolbar: View, BarButtonItemHost {
    /// The bar's height without the safe area (UIKit's compact toolbar).
    public static let height = 44.0
    /// The space between the edges and the first and last items.
    static let edgeMargin = 12.0
    /// The space between two items next to each other.
    static let itemSpacing = 8.0
    /// How long `setItems(_:animated: true)` fades the new items in.
    static let itemFadeDuration = 0.25

    /// The items, leading to trailing. Setting it is `setItems(_:animated: false)`.
    open var items: [BarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemsStorage: [BarButtonItem]?
    /// The bar's background colour (a light grey, as UIKit's default bar).
    open var barTintColor: Color = .barBackground {
        didSet { appearanceDidChange() }
    }
    /// The look of the bar, as `UIToolbar.standardAppearance` (iOS 13; a copy of what is assigned is
    /// kept). Until an appearance is assigned the bar keeps its classic look: `barTintColor` and the hairline.
    open var standardAppearance: ToolbarAppearance {
        get { standardStorage }
        set {
            standardStorage = newValue.copy()
            appearanceAssigned = true
        }
    }
    /// The look in a compact-height environment (nil: the standard one), as `compactAppearance`.
    open var compactAppearance: ToolbarAppearance? {
        get { compactStorage }
        set {
            compactStorage = newValue?.copy()
            appearanceAssigned = true
        }
    }
    /// The look while the content is at its bottom edge, as `scrollEdgeAppearance` (iOS 15; kept: PanelKit's
    /// toolbar does not follow a scroll view, so it draws its standard or compact look).
    open var scrollEdgeAppearance: ToolbarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() }
    }
    /// The look at the scroll edge in a compact-height environment (kept, as `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { compactScrollEdgeStorage }
        set { compactScrollEdgeStorage = newValue?.copy() }
    }
    private var standardStorage = ToolbarAppearance()
    private var compactStorage: ToolbarAppearance?
    private var scrollEdgeStorage: ToolbarAppearance?
    private var compactScrollEdgeStorage: ToolbarAppearance?
    private var appearanceAssigned = false {
        didSet { appearanceDidChange() }
    }
    /// The appearance's background colour and image, over the bar's own background (its effect's material).
    private let colorView = View(frame: .zero)
    private let backgroundImageView = ImageView(image: nil)

    /// The appearance the bar draws with (the compact one in a compact-height environment), or nil for the
    /// classic look.
    var resolvedAppearance: ToolbarAppearance? {
        guard appearanceAssigned else { return nil }
        if traitCollection.verticalSizeClass == .compact, let compact = compactStorage { return compact }
        return standardStorage
    }

    /// The background or the buttons' look changed: both are drawn again.
    private func appearanceDidChange() {
        // The appearance's views join the bar once one is assigned (a classic bar holds only its items and
        // hairline).
        if appearanceAssigned && colorView.superview !== self {
            insertSubview(colorView, at: 0)
            insertSubview(backgroundImageView, aboveSubview: colorView)
        }
        BarAppearance.paint(
            resolvedAppearance, classicBackground: barTintColor, bar: self, colorView: colorView,
            imageView: backgroundImageView, hairline: hairline)
        setNeedsItemsUpdate()
    }
    /// Kept for code that sets it (true by default): the toolbar draws its background as it is.
    open var isTranslucent = true
    /// The view showing each item (nil for spaces), in `items`' order.
    private(set) var itemViews: [View?] = []
    private let hairline = View(frame: .zero)
    private var needsItemsUpdate = false

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = barTintColor
        colorView.isUserInteractionEnabled = false
        backgroundImageView.isUserInteractionEnabled = false
        backgroundImageView.isHidden = true
        hairline.backgroundColor = .barHairline
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// The items that show: those not hidden (`BarButtonItem.isHidden`).
    private var shownItems: [BarButtonItem] { (itemsStorage ?? []).filter { !$0.isHidden } }

    /// Replaces the items; animated (in a window), the new items fade in.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        for item in itemsStorage ?? [] where item.owner === self { item.owner = nil }
        itemsStorage = items
        for item in items ?? [] { item.owner = self }
        rebuildItems()
        guard animated, window != nil else { return }
        let views = itemViews.compactMap { $0 }
        View.performWithoutAnimation {
            layoutIfNeeded()
            for v in views { v.alpha = 0 }
        }
        View.animate(withDuration: Toolbar.itemFadeDuration) {
            for v in views { v.alpha = 1 }
        }
    }

    func setNeedsItemsUpdate() {
        needsItemsUpdate = true
        setNeedsLayout()
    }

    /// Item buttons take the bar's tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsItemsUpdate()
    }

    /// Item images are tinted pictures: the items are made again in the new appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
    }

    /// Makes the items' views anew.
    private func rebuildItems() {
        needsItemsUpdate = false
        for v in itemViews.compactMap({ $0 }) where v.superview === self { v.removeFromSuperview() }
        // The buttons take the appearance's plain button colour, else the bar's tint.
        let tint: Color = resolvedAppearance?.buttonAppearance.normal.titleAttributes.color ?? tintColor
        itemViews = shownItems.map { item in
            item.isSpace ? nil : item.makeView(tint: tint.resolved(colorAppearance))
        }
        for v in itemViews.compactMap({ $0 }) { addSubview(v) }
        bringSubviewToFront(hairline)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsItemsUpdate { rebuildItems() }
        let b = bounds
        hairline.frame = Rect(x: 0, y: 0, width: b.width, height: 1)
        colorView.frame = b
        backgroundImageView.frame = b
        let band = min(Toolbar.height, max(0, b.height - safeAreaInsets.bottom))
        let items = shownItems
        // Widths of everything but the flexible spaces, and the gaps between neighbouring item views.
        var widths: [Double] = []
        var fixed = 0.0
        var flexibleCount = 0
        var gaps = 0
        var previousWasView = false
        for (item, view) in zip(items, itemViews) {
            var w = 0.0
            if let view {
                w = Toolbar.width(of: item, view: view, band: band)
                if previousWasView { gaps += 1 }
                previousWasView = true
            } else if item.systemItem == .fixedSpace {
                w = max(0, item.width)
                previousWasView = false
            } else {
                flexibleCount += 1
                previousWasView = false
            }
            widths.append(w)
            fixed += w
        }
        let room = b.width - 2 * Toolbar.edgeMargin - fixed - Double(gaps) * Toolbar.itemSpacing
        let flexible = flexibleCount > 0 ? max(0, room) / Double(flexibleCount) : 0
        var x = Toolbar.edgeMargin
        previousWasView = false
        for (index, (item, view)) in zip(items, itemViews).enumerated() {
            guard let view else {
                x += item.systemItem == .flexibleSpace ? flexible : widths[index]
                previousWasView = false
                continue
            }
            if previousWasView { x += Toolbar.itemSpacing }
            previousWasView = true
            let w = widths[index]
            let h = item.customView != nil && view.frame.height > 0 ? min(view.frame.height, band) : band
            view.frame = Rect(x: x, y: (band - h) / 2, width: w, height: h)
            x += w
        }
        // Right to left the items run from the right edge, as UIKit orders them.
        if isRightToLeft { mirrorFramesHorizontally(itemViews.compactMap { $0 }) }
    }

    /// The width of an item's view: its `width` when set, a custom view's own width, else what its
    /// button needs, at least 44 points.
    private static func width(of item: BarButtonItem, view: View, band: Double) -> Double {
        if item.width > 0 { return item.width }
        if item.customView != nil, view.frame.width > 0 { return view.frame.width }
        return max(44, view.sizeThatFits(Size(width: .infinity, height: band)).width)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: Toolbar.height)
    }

    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Toolbar.height)
    }
}
