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
        didSet { backgroundColor = barTintColor }
    }

    /// The top item's title.
    public var titleLabel: Label { current.titleLabel }
    /// The top item's back button (hidden on the root item or with `hidesBackButton`).
    public var backButton: Button { current.backButton }
    /// What a tap on the back button does (a navigation controller pops).
    var backAction: (() -> Void)?

    private let hairline = View(frame: .zero)
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
        current.backAction = { [weak self] in self?.backAction?() }
        backgroundColor = barTintColor
        addSubview(current)
        hairline.backgroundColor = .barHairline
        addSubview(hairline)
    }

    private func makeItemView() -> NavigationBarItemView {
        let v = NavigationBarItemView()
        v.backAction = { [weak self] in self?.backAction?() }
        View.performWithoutAnimation { v.frame = bounds }
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
        setNeedsItemsUpdate()
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

    /// The back button's title: the back item's back button title, or its title, or "Back".
    public var backButtonTitle: String {
        guard let back = backItem else { return "Back" }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? title(of: back) ?? "Back"
    }

    private func title(of item: NavigationItem) -> String? {
        item.title ?? titleProvider?(item)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsItemsUpdate { rebuildItems() }
        let b = bounds
        hairline.frame = Rect(x: 0, y: b.height - 1, width: b.width, height: 1)
        for v in [current, departing].compactMap({ $0 }) where v.frame != b {
            v.frame = b
            v.setNeedsLayout()
        }
    }

    /// Builds the top item's content in `current`.
    private func rebuildItems() {
        needsItemsUpdate = false
        let content = current
        content.removeItemViews()
        let item = topItem
        content.titleLabel.text = item.flatMap(title(of:))
        content.titleLabel.textColor = .label
        if let titleView = item?.titleView {
            content.titleView = titleView
            content.addSubview(titleView)
        }
        let showsBack =
            backItem != nil && !(item?.hidesBackButton ?? false)
            && ((item?.leftBarButtonItems.isEmpty ?? true) || (item?.leftItemsSupplementBackButton ?? false))
        content.backButton.isHidden = !showsBack
        content.backButton.setTitle("‹ " + backButtonTitle, for: .normal)
        content.backButton.setTitleColor(tintColor, for: .normal)
        content.setNeedsLayout()
        guard let item else { return }
        for bar in item.rightBarButtonItems {
            bar.owner = self
            let v = view(for: bar)
            content.addSubview(v)
            content.rightViews.append(v)
        }
        for bar in item.leftBarButtonItems {
            bar.owner = self
            let v = view(for: bar)
            content.addSubview(v)
            content.leftViews.append(v)
        }
    }

    private func view(for item: BarButtonItem) -> View {
        item.makeView(tint: tintColor.resolved(colorAppearance))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: NavigationBar.height)
    }
}
