import PanelText

/// The bar at the top of a navigation controller, as `UINavigationBar`: the top item's title in the
/// middle, a back button to the item below on the left (titled with that item's back title, its
/// title, or "Back"), and the top item's bar button items on either side.
///
/// When the items change with an animation (a navigation controller's push or pop, or
/// `setItems(_:animated: true)`), the old top item's content fades out while the new one's fades in,
/// and the titles slide a third of the bar's width (a push brings the new title in from the right and
/// moves the old one left; a pop the other way). Inside a navigation controller the cross-fade is one of
/// the transition's alongside animations, so it follows an interactive pop and returns with a cancelled one.
@MainActor
open class NavigationBar: View, BarButtonItemHost {
    /// The bar's height (UIKit's compact bar).
    public static let height = 44.0
    /// The height a large title adds below the bar's row (UIKit's: 44 + 52 = 96 points).
    public static let largeTitleHeight = 52.0
    /// The height a top item's `prompt` adds above the bar's row (UIKit's: 30 points).
    public static let promptHeight = 30.0
    /// The prompt's size (one line, centred in the space above the row).
    public static let promptFontSize = 13.0
    /// The large title's default size (UIKit's `.largeTitle` bold).
    public static let largeTitleFontSize = 34.0
    /// How long `setItems(_:animated: true)` cross-fades outside a navigation controller's transition
    /// (UIKit's standard navigation transition length).
    public static let itemTransitionDuration = 0.35

    /// The items, bottom to top (a navigation controller keeps them in step with its controllers).
    public private(set) var items: [NavigationItem] = []
    /// The item shown.
    public var topItem: NavigationItem? { items.last }
    /// The item below the top one (what the back button goes to).
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    /// Titles and buttons take the bar's `tintColor` (its own, else inherited, else `.systemBlue`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsItemsUpdate()
    }
    /// Bar button images are tinted pictures: the items are made again in the new appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsItemsUpdate()
    }
    /// The bar's background colour (a light grey, as UIKit's default bar).
    open var barTintColor: Color = .navigationBarBackground {
        didSet { setNeedsItemsUpdate() }
    }

    /// The title's attributes in the classic look (no appearance assigned), as UIKit's pre-iOS 13
    /// `UINavigationBar.titleTextAttributes` (PanelKitCompat spells it with an attribute dictionary).
    open var titleAttributes: TextAttributes? {
        didSet { setNeedsItemsUpdate() }
    }
    /// The large title's attributes in the classic look, as `largeTitleTextAttributes`.
    open var largeTitleAttributes: TextAttributes? {
        didSet { setNeedsItemsUpdate() }
    }
    /// Kept for code that sets it (true by default): the content starts below PanelKit's bar either way.
    open var isTranslucent = true
    /// The back indicator image, as `UINavigationBar.backIndicatorImage` (kept; the chevron is text).
    open var backIndicatorImage: Surface?
    /// The back indicator's transition mask, as `backIndicatorTransitionMaskImage` (kept).
    open var backIndicatorTransitionMaskImage: Surface?

    /// The top item's title.
    public var titleLabel: Label { current.titleLabel }
    /// The top item's back button (hidden on the root item or with `hidesBackButton`).
    public var backButton: Button { current.backButton }
    /// What a tap on the back button does (a navigation controller pops).
    var backAction: (() -> Void)?

    private let hairline = View(frame: .zero)
    /// The appearance's background colour, over the bar's own background (its effect's material).
    private let colorView = View(frame: .zero)
    /// The appearance's background image, over its colour.
    private let backgroundImageView = ImageView(image: nil)
    /// The top item's title, large, under the bar's row while `showsLargeTitle`.
    public let largeTitleLabel = Label()
    /// The top item's `prompt`, one line centred above the bar's row (hidden without one).
    public let promptLabel = Label()

    /// The look of the bar, as `UINavigationBar.standardAppearance` (a copy of what is assigned is kept).
    /// Until an appearance is assigned (here or on an item), the bar keeps its classic look: `barTintColor`,
    /// a bold black title and the hairline.
    open var standardAppearance: NavigationBarAppearance {
        get { standardStorage }
        set {
            standardStorage = newValue.copy()
            appearanceAssigned = true
        }
    }
    /// The look while the content is at its top edge (nil: `standardAppearance` with a transparent
    /// background, as UIKit's since iOS 15).
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeStorage }
        set {
            scrollEdgeStorage = newValue?.copy()
            appearanceAssigned = true
        }
    }
    /// The look in a compact-height environment (nil: the standard one).
    open var compactAppearance: NavigationBarAppearance? {
        get { compactStorage }
        set {
            compactStorage = newValue?.copy()
            appearanceAssigned = true
        }
    }
    /// The look at the scroll edge in a compact-height environment (nil: the compact one with a
    /// transparent background).
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { compactScrollEdgeStorage }
        set {
            compactScrollEdgeStorage = newValue?.copy()
            appearanceAssigned = true
        }
    }
    /// Whether titles show large (under the bar's row) for items whose `largeTitleDisplayMode` allows it.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { appearanceInputsDidChange() } }
    }
    private var standardStorage = NavigationBarAppearance()
    private var scrollEdgeStorage: NavigationBarAppearance?
    private var compactStorage: NavigationBarAppearance?
    private var compactScrollEdgeStorage: NavigationBarAppearance?
    private var appearanceAssigned = false {
        didSet { appearanceInputsDidChange() }
    }
    /// Whether the content under the bar is at its top edge (a navigation controller says; a bar on its
    /// own is never at the edge, so it uses its standard appearance, as UIKit's).
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { setNeedsItemsUpdate() } }
    }
    /// Whether the large title shows (a navigation controller says, from `wantsLargeTitle` and the
    /// scroll position): the bar is then `height + largeTitleHeight` tall.
    var showsLargeTitle = false {
        didSet { if showsLargeTitle != oldValue { setNeedsItemsUpdate() } }
    }
    /// The bar's height as it shows now: 44 points, 52 more with a large title and 30 more with a prompt.
    public var barHeight: Double {
        promptSpace + NavigationBar.height + (showsLargeTitle ? NavigationBar.largeTitleHeight : 0)
    }
    /// The space the top item's prompt takes above the row (0 without one).
    private var promptSpace: Double { topItem?.prompt == nil ? 0 : NavigationBar.promptHeight }
    /// The top item's content.
    private(set) var current: NavigationBarItemView
    /// The previous top item's content while it fades out (nil when no item change is animating).
    private(set) var departing: NavigationBarItemView?
    /// Counts item changes, so that the end of an old cross-fade leaves a newer one alone.
    private var crossfadeGeneration = 0
    private var needsItemsUpdate = true

    public override init(frame: Rect) {
        current = NavigationBarItemView()
        super.init(frame: frame)
        current.backAction = { [weak self] in self?.backTapped() }
        backgroundColor = barTintColor
        colorView.isUserInteractionEnabled = false
        addSubview(colorView)
        backgroundImageView.isHidden = true
        backgroundImageView.isUserInteractionEnabled = false
        addSubview(backgroundImageView)
        largeTitleLabel.fontSize = NavigationBar.largeTitleFontSize
        largeTitleLabel.fontWeight = .bold
        largeTitleLabel.alpha = 0
        addSubview(largeTitleLabel)
        promptLabel.fontSize = NavigationBar.promptFontSize
        promptLabel.textAlignment = .center
        promptLabel.numberOfLines = 1
        promptLabel.lineBreakMode = .byTruncatingTail
        promptLabel.isHidden = true
        addSubview(promptLabel)
        addSubview(current)
        hairline.backgroundColor = .barHairline
        addSubview(hairline)
    }

    /// The back button was tapped: the top item's `backAction` when it has one (UIKit's iOS 16 rule),
    /// else going back.
    private func backTapped() {
        if let action = topItem?.backAction {
            action.handler(action)
        } else {
            backAction?()
        }
    }

    /// Pushes `item` onto the bar's items, as `UINavigationBar.pushItem(_:animated:)` (a navigation
    /// controller's bar follows its controllers instead).
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        setItems(items + [item], animated: animated)
    }

    /// Pops the top item (never the last one), as `UINavigationBar.popItem(animated:)`; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard items.count > 1, let top = items.last else { return nil }
        setItems(Array(items.dropLast()), animated: animated)
        return top
    }

    /// Something deciding the bar's look or height changed: the bar and its navigation controller's view
    /// lay out again.
    func appearanceInputsDidChange() {
        setNeedsItemsUpdate()
        superview?.setNeedsLayout()
    }

    /// The appearance the bar draws with, or nil for the classic look (no appearance assigned to the bar
    /// or its top item). UIKit's rule: the top item's appearance for the situation, else the bar's; at the
    /// scroll edge the scroll-edge one, else the standard one with a transparent background; in a
    /// compact-height environment the compact ones, falling back to the standard ones.
    var resolvedAppearance: NavigationBarAppearance? {
        let item = topItem
        guard appearanceAssigned || (item?.hasAppearances ?? false) else { return nil }
        let standard = item?.standardAppearance ?? standardStorage
        let compact = traitCollection.verticalSizeClass == .compact
        let plain = compact ? (item?.compactAppearance ?? compactStorage ?? standard) : standard
        guard isAtScrollEdge else { return plain }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeStorage { return edge }
        return item?.scrollEdgeAppearance ?? scrollEdgeStorage ?? plain.withTransparentBackground()
    }

    /// Whether the top item's title shows large when the content is at its top: only with
    /// `prefersLargeTitles`, for an item whose mode is `.always`, or `.automatic` with the item below
    /// showing large (the root item's `.automatic` follows the bar's preference).
    public var wantsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        var large = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// The colour the bar's background shows: the appearance's colour, else its effect's material, nil when
    /// transparent; the classic look's `barTintColor`.
    var drawnBackgroundColor: Color? {
        guard let appearance = resolvedAppearance else { return barTintColor }
        return appearance.backgroundColor ?? appearance.backgroundEffect?.materialColor
    }

    /// Draws `appearance`'s background and hairline (or the classic ones).
    private func applyBackground(_ appearance: NavigationBarAppearance?) {
        BarAppearance.paint(
            appearance, classicBackground: barTintColor, bar: self, colorView: colorView,
            imageView: backgroundImageView, hairline: hairline)
    }

    private func makeItemView() -> NavigationBarItemView {
        let v = NavigationBarItemView()
        v.backAction = { [weak self] in self?.backTapped() }
        View.performWithoutAnimation { v.frame = rowFrame }
        return v
    }

    /// Replaces the items; animated, the old top item's content cross-fades to the new one's.
    open func setItems(_ items: [NavigationItem], animated: Bool) {
        let isPush = items.count > self.items.count
        replaceItems(items)
        guard animated, window != nil else {
            endCrossfade()
            return
        }
        let generation = beginCrossfade(isPush: isPush)
        View.animate(
            withDuration: NavigationBar.itemTransitionDuration,
            animations: { self.showArrivingItem(isPush: isPush) },
            completion: { [weak self] _ in self?.endCrossfade(generation: generation) })
    }

    /// Replaces the items and cross-fades to the new top item along `coordinator`'s transition: the
    /// cross-fade follows its progress (an interactive one included) and is undone when it is cancelled.
    func setItems(
        _ items: [NavigationItem], isPush: Bool, alongside coordinator: any ViewControllerTransitionCoordinator
    ) {
        replaceItems(items)
        let generation = beginCrossfade(isPush: isPush)
        let joined = coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.showArrivingItem(isPush: isPush) },
            completion: { [weak self] context in
                self?.endCrossfade(generation: generation, restoring: context.isCancelled)
            })
        if !joined { endCrossfade() }
    }

    private func replaceItems(_ items: [NavigationItem]) {
        for item in self.items where item.bar === self { item.bar = nil }
        self.items = items
        for item in items { item.bar = self }
        // The new top item may take another height (large title) or look: the bar's container lays out again.
        appearanceInputsDidChange()
    }

    /// Keeps the showing content as the departing one and puts the new top item's content, transparent,
    /// above it, its title offset to where it slides in from. Returns the change's generation.
    private func beginCrossfade(isPush: Bool) -> Int {
        endCrossfade()
        crossfadeGeneration += 1
        let old = current
        old.isUserInteractionEnabled = false
        departing = old
        let new = makeItemView()
        insertSubview(new, aboveSubview: old)
        current = new
        View.performWithoutAnimation {
            rebuildItems()
            new.layoutIfNeeded()
            new.alpha = 0
            new.titleLabel.transform = AffineTransform(translationX: titleTravel(isPush: isPush), y: 0)
            new.titleView?.transform = new.titleLabel.transform
        }
        return crossfadeGeneration
    }

    /// The animated part of an item change: the new content fades in and its title slides to the
    /// middle; the old content fades out and its title slides the other way.
    private func showArrivingItem(isPush: Bool) {
        current.alpha = 1
        current.titleLabel.transform = .identity
        current.titleView?.transform = .identity
        guard let old = departing else { return }
        old.alpha = 0
        old.titleLabel.transform = AffineTransform(translationX: -titleTravel(isPush: isPush), y: 0)
        old.titleView?.transform = old.titleLabel.transform
    }

    /// How far a title slides: a third of the bar, from the right when pushing.
    private func titleTravel(isPush: Bool) -> Double {
        (isPush ? 1 : -1) * bounds.width / 3
    }

    /// Ends a cross-fade at once: the departing content goes (or, `restoring`, comes back as the top
    /// item's content when the transition was cancelled) and the content shown is fully opaque and in
    /// place. With a `generation`, only that item change is ended (a later one may have taken over).
    private func endCrossfade(generation: Int? = nil, restoring: Bool = false) {
        if let generation, generation != crossfadeGeneration { return }
        guard let old = departing else { return }
        departing = nil
        View.performWithoutAnimation {
            if restoring {
                current.removeFromSuperview()
                current = old
                old.isUserInteractionEnabled = true
                // Views of the items may have moved into the dropped content: build it again.
                setNeedsItemsUpdate()
            } else {
                old.removeFromSuperview()
            }
            for v in [current.titleLabel, current.titleView].compactMap({ $0 }) { v.transform = .identity }
            current.alpha = 1
        }
    }

    /// The title the bar shows for `item` (its own, or its controller's).
    var titleProvider: ((NavigationItem) -> String?)?

    func setNeedsItemsUpdate() {
        needsItemsUpdate = true
        setNeedsLayout()
    }

    /// The back button's title: the back item's back button item's title, else as the item's
    /// `backButtonDisplayMode` says: its back button title, or its title, or "Back" (`.default`); "Back"
    /// (`.generic`); nothing (`.minimal`).
    public var backButtonTitle: String {
        guard let back = backItem else { return "Back" }
        if let title = back.backBarButtonItem?.title { return title }
        switch back.backButtonDisplayMode {
        case .default: return back.backButtonTitle ?? title(of: back) ?? "Back"
        case .generic: return "Back"
        case .minimal: return ""
        }
    }

    private func title(of item: NavigationItem) -> String? {
        item.title ?? titleProvider?(item)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsItemsUpdate { rebuildItems() }
        let b = bounds
        hairline.frame = Rect(x: 0, y: b.height - 1, width: b.width, height: 1)
        colorView.frame = b
        backgroundImageView.frame = b
        // The large title sits under the bar's row, at the leading layout margin, 8 points above the bottom.
        let largeHeight = largeTitleLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).height
        let top = promptSpace
        promptLabel.frame = Rect(x: 16, y: 0, width: max(0, b.width - 32), height: top)
        largeTitleLabel.frame = Rect(
            x: 16, y: top + NavigationBar.height + NavigationBar.largeTitleHeight - 8 - largeHeight,
            width: max(0, b.width - 32), height: largeHeight)
        largeTitleLabel.alpha = showsLargeTitle ? 1 : 0
        current.titleLabel.alpha = showsLargeTitle ? 0 : 1
        let row = rowFrame
        for v in [current, departing].compactMap({ $0 }) where v.frame != row {
            v.frame = row
            v.setNeedsLayout()
        }
    }

    /// Where the items' content goes: the bar's row, 44 points tall, under the prompt when there is one.
    private var rowFrame: Rect {
        Rect(x: 0, y: promptSpace, width: bounds.width, height: NavigationBar.height)
    }

    /// Builds the top item's content in `current`.
    private func rebuildItems() {
        needsItemsUpdate = false
        let content = current
        content.removeItemViews()
        let item = topItem
        let appearance = resolvedAppearance
        applyBackground(appearance)
        let titleText = item.flatMap(title(of:))
        content.titleLabel.text = titleText
        let attributes = appearance?.titleAttributes ?? titleAttributes ?? TextAttributes()
        content.titleLabel.font = attributes.font
        content.titleLabel.fontSize = attributes.fontSize ?? 17
        content.titleLabel.fontWeight = attributes.fontWeight ?? .bold
        content.titleLabel.textColor = attributes.color ?? .label
        content.titleOffset = appearance?.titlePositionAdjustment ?? Offset(horizontal: 0, vertical: 0)
        content.titleLeads = (item?.style ?? .navigator) != .navigator
        promptLabel.text = item?.prompt
        promptLabel.isHidden = item?.prompt == nil
        promptLabel.font = attributes.font
        promptLabel.textColor = attributes.color ?? .label
        let large = appearance?.largeTitleAttributes ?? largeTitleAttributes ?? TextAttributes()
        largeTitleLabel.text = titleText
        largeTitleLabel.font = large.font
        largeTitleLabel.fontSize = large.fontSize ?? NavigationBar.largeTitleFontSize
        largeTitleLabel.fontWeight = large.fontWeight ?? .bold
        largeTitleLabel.textColor = large.color ?? .label
        buttonTint = appearance?.buttonAppearance.normal.titleAttributes.color ?? tintColor
        if let titleView = item?.titleView {
            content.titleView = titleView
            content.addSubview(titleView)
        }
        let showsBack =
            backItem != nil && !(item?.hidesBackButton ?? false)
            && ((item?.leftBarButtonItems.isEmpty ?? true) || (item?.leftItemsSupplementBackButton ?? false))
        content.backButton.isHidden = !showsBack
        let backTitle = backButtonTitle
        // Right to left the chevron points right, after the title (the button sits at the right edge).
        if isRightToLeft {
            content.backButton.setTitle(backTitle.isEmpty ? "›" : backTitle + " ›", for: .normal)
        } else {
            content.backButton.setTitle(backTitle.isEmpty ? "‹" : "‹ " + backTitle, for: .normal)
        }
        content.backButton.setTitleColor(
            appearance?.backButtonAppearance.normal.titleAttributes.color ?? tintColor, for: .normal)
        content.setNeedsLayout()
        guard let item else { return }
        for bar in item.rightBarButtonItems {
            bar.owner = self
            if bar.isHidden { continue }
            let v = view(for: bar)
            content.addSubview(v)
            content.rightViews.append(v)
        }
        for bar in item.leftBarButtonItems {
            bar.owner = self
            if bar.isHidden { continue }
            let v = view(for: bar)
            content.addSubview(v)
            content.leftViews.append(v)
        }
    }

    /// The bar buttons' colour: the appearance's plain button colour, else the tint.
    private var buttonTint: Color?

    private func view(for item: BarButtonItem) -> View {
        item.makeView(tint: (buttonTint ?? tintColor).resolved(colorAppearance))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: barHeight)
    }
}
