import PanelText

/// The bar at the top of a navigation controller, as `UINavigationBar`: the top item's title in the
/// middle, a back button to the item below on the left (titled with that item's back title, its
/// title, or "Back"), and the top item's bar button items on either side.
@MainActor
open class NavigationBar: View {
    /// The bar's height (UIKit's compact bar).
    public static let height = 44.0

    /// The items, bottom to top (a navigation controller keeps them in step with its controllers).
    public private(set) var items: [NavigationItem] = []
    /// The item shown.
    public var topItem: NavigationItem? { items.last }
    /// The item below the top one (what the back button goes to).
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    /// The colour of titles and buttons.
    open var tintColor: Color = .systemBlue {
        didSet { setNeedsItemsUpdate() }
    }
    /// The bar's background colour (a light grey, as UIKit's default bar).
    open var barTintColor: Color = Color(hex: 0xF7F7F7) {
        didSet { backgroundColor = barTintColor }
    }

    /// The title in the middle.
    public let titleLabel = Label()
    /// The back button (hidden on the root item or with `hidesBackButton`).
    public let backButton = Button(frame: .zero)
    /// What a tap on the back button does (a navigation controller pops).
    var backAction: (() -> Void)?

    private let hairline = View(frame: .zero)
    private var itemViews: [View] = []
    private var needsItemsUpdate = true

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = barTintColor
        titleLabel.fontWeight = .bold
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        backButton.contentEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        backButton.addAction(for: .touchUpInside) { [weak self] _ in self?.backAction?() }
        addSubview(backButton)
        hairline.backgroundColor = Color(white: 0, alpha: 0.3)
        addSubview(hairline)
    }

    /// Replaces the items.
    open func setItems(_ items: [NavigationItem], animated: Bool) {
        for item in self.items where item.bar === self { item.bar = nil }
        self.items = items
        for item in items { item.bar = self }
        setNeedsItemsUpdate()
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
        let margin = 8.0
        hairline.frame = Rect(x: 0, y: b.height - 1, width: b.width, height: 1)
        var left = margin
        let widest = b.width * 0.3
        if !backButton.isHidden {
            let size = backButton.sizeThatFits(Size(width: widest, height: b.height))
            backButton.frame = Rect(x: left, y: 0, width: min(widest, size.width), height: b.height)
            left = backButton.frame.maxX + margin
        }
        var right = b.width - margin
        let item = topItem
        for (i, v) in itemViews.enumerated() {
            let isRight = i < (item?.rightBarButtonItems.count ?? 0)
            let size = v.sizeThatFits(Size(width: widest, height: b.height))
            let w = min(widest, max(size.width, 44))
            if isRight {
                v.frame = Rect(x: right - w, y: 0, width: w, height: b.height)
                right -= w + margin
            } else {
                v.frame = Rect(x: left, y: 0, width: w, height: b.height)
                left += w + margin
            }
        }
        // The title centres in the bar when it fits between the side items, else fills the space between.
        if let titleView = item?.titleView {
            titleView.center = Point(x: b.midX, y: b.midY)
            titleLabel.frame = .zero
        } else {
            let width = titleLabel.sizeThatFits(Size(width: .infinity, height: b.height)).width
            let centred = Rect(x: b.midX - width / 2, y: 0, width: width, height: b.height)
            if centred.minX >= left && centred.maxX <= right {
                titleLabel.frame = centred
            } else {
                titleLabel.frame = Rect(x: left, y: 0, width: max(0, right - left), height: b.height)
            }
        }
    }

    private func rebuildItems() {
        needsItemsUpdate = false
        for v in itemViews { v.removeFromSuperview() }
        itemViews = []
        for v in subviews where v !== titleLabel && v !== backButton && v !== hairline { v.removeFromSuperview() }
        let item = topItem
        titleLabel.text = item.flatMap(title(of:))
        titleLabel.textColor = .black
        if let titleView = item?.titleView { addSubview(titleView) }
        let showsBack =
            backItem != nil && !(item?.hidesBackButton ?? false)
            && ((item?.leftBarButtonItems.isEmpty ?? true) || (item?.leftItemsSupplementBackButton ?? false))
        backButton.isHidden = !showsBack
        backButton.setTitle("‹ " + backButtonTitle, for: .normal)
        backButton.setTitleColor(tintColor, for: .normal)
        guard let item else { return }
        for bar in item.rightBarButtonItems + item.leftBarButtonItems {
            bar.owner = self
            let v = view(for: bar)
            addSubview(v)
            itemViews.append(v)
        }
    }

    private func view(for item: BarButtonItem) -> View {
        if let custom = item.customView { return custom }
        let button = Button(frame: .zero)
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        button.setTitle(item.title, for: .normal)
        button.setTitleColor(tintColor, for: .normal)
        button.titleLabel.fontWeight = item.style == .done ? .bold : .regular
        button.isEnabled = item.isEnabled
        button.addAction(for: .touchUpInside) { [weak item] control in
            guard let action = item?.primaryAction else { return }
            action.sender = control
            action.handler(action)
        }
        return button
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: NavigationBar.height)
    }
}
