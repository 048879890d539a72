/// A container that shows one of several child controllers at a time, chosen with a tab bar at the bottom,
/// as `UITabBarController`. Each child's `tabBarItem` is its tab. Switching tabs sends the leaving child
/// `viewWillDisappear` / `viewDidDisappear` and the arriving one `viewWillAppear` / `viewDidAppear`; a tap
/// asks the delegate's `shouldSelect` and then tells `didSelect`, selection in code does neither. A tap on
/// the selected tab of a navigation controller pops it to its root, as in UIKit.
///
/// When the delegate returns an animator for a switch (`animationControllerForTransitionFrom`), the switch
/// runs it in the content area as a navigation controller's custom push does (the same transition
/// context), driven by the delegate's interaction controller when it gives one; a cancelled switch keeps
/// the old tab. Taps on the bar are ignored while a switch runs.
@MainActor
open class TabBarController: ViewController {
    /// The tab bar.
    public let tabBar = TabBar(frame: .zero)
    /// Told about and asked about tab changes.
    public weak var delegate: (any TabBarControllerDelegate)?
    private var tabs: [ViewController] = []
    private var selected = -1
    private let contentView = View(frame: .zero)
    /// Whether the tab bar is out of sight because the selected navigation stack holds a controller pushed
    /// with `hidesBottomBarWhenPushed`.
    private var bottomBarHidden = false
    /// The animated tab switch running now, if any.
    private var runningTransition: TransitionContext?

    /// The controllers, one per tab (nil when there are none).
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab (`Int.max`-free: -1 only while there are no tabs). Setting it selects
    /// that tab without asking the delegate.
    open var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    /// The controller of the selected tab. Setting it to one of `viewControllers` selects its tab.
    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            if let vc = newValue, let i = tabs.firstIndex(where: { $0 === vc }) { select(i) }
        }
    }

    /// Replaces the tabs. The selected controller stays selected when it is among the new ones; otherwise the
    /// tab at the same index (or the last) is.
    /// A tab switch running meanwhile is completed at once first.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        runningTransition?.completeTransition(true)
        let new = viewControllers ?? []
        let old = selectedViewController
        let visible = isAppearedOrAppearing
        let oldLeaves = old.map { o in !new.contains { $0 === o } } ?? false
        if oldLeaves, visible { old?.beginAppearanceTransition(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if oldLeaves, visible { old?.endAppearanceTransition() }
        for vc in tabs where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in new where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabs = new
        tabBar.setItems(new.map { vc -> TabBarItem in vc.tabBarItem }, animated: animated)
        if let old, let i = new.firstIndex(where: { $0 === old }) {
            selected = i
        } else {
            selected = new.isEmpty ? -1 : min(max(0, selected), new.count - 1)
        }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showSelected(appearing: visible && selectedViewController !== old)
    }

    /// Selects the tab at `index`: through the delegate's animator when it gives one and the controller is
    /// on screen, at once otherwise. `completion` says whether the switch happened (false when cancelled).
    private func select(_ index: Int, completion: ((Bool) -> Void)? = nil) {
        guard tabs.indices.contains(index), index != selected, runningTransition == nil else { return }
        let old = selectedViewController
        let new = tabs[index]
        let visible = isAppearedOrAppearing && isViewLoaded
        if visible, let old, let window = viewIfLoaded?.window, window.isVisibleForAppearance,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new)
        {
            runTransition(from: old, to: new, index: index, animator: animator, completion: completion)
            return
        }
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if visible { old?.endAppearanceTransition() }
        selected = index
        tabBar.selectedItem = new.tabBarItem
        updateBottomBar(alongside: nil)
        showSelected(appearing: visible)
        updateScrollEdgeState()
        completion?(true)
    }

    /// Switches from `from` to the tab at `index` with `animator` (and the delegate's interaction controller):
    /// the tab is selected at once and given back when the transition is cancelled. The appearance callbacks
    /// come as a navigation controller's push sends them: both `will…` before the animation, both `did…`
    /// after it (mirrored when cancelled).
    private func runTransition(
        from: ViewController, to: ViewController, index: Int, animator: any ViewControllerAnimatedTransitioning,
        completion: ((Bool) -> Void)?
    ) {
        let oldIndex = selected
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let context = TransitionContext.swappingViews(
            from: from, to: to, in: contentView, animated: true, animator: animator, interactor: interactor,
            callsAppearance: true,
            restoring: { [weak self] in
                guard let self else { return }
                self.selected = oldIndex
                self.tabBar.selectedItem = from.tabBarItem
            },
            finished: { [weak self] completed in
                guard let self else { return }
                self.runningTransition = nil
                self.updateScrollEdgeState()
                completion?(completed)
            })
        selected = index
        tabBar.selectedItem = to.tabBarItem
        runningTransition = context
        from.activeTransition = context
        to.activeTransition = context
        updateBottomBar(alongside: context)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        context.start()
    }

    /// Puts the selected controller's view in the content area, with its appearance callbacks when the tab
    /// bar controller is on screen.
    private func showSelected(appearing: Bool) {
        guard isViewLoaded, let vc = selectedViewController else { return }
        let v: View = vc.view
        guard v.superview !== contentView else { return }
        if appearing { vc.beginAppearanceTransition(true, animated: false) }
        View.performWithoutAnimation {
            v.frame = contentView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        contentView.addSubview(v)
        if appearing { vc.endAppearanceTransition() }
    }

    /// A tap on a tab: ask, select, tell.
    private func tapped(_ item: TabBarItem) {
        guard runningTransition == nil, let i = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let vc = tabs[i]
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if i == selected, let nav = vc as? NavigationController {
            _ = nav.popToRootViewController(animated: true)
        }
        guard i != selected else {
            delegate?.tabBarController(self, didSelect: vc)
            return
        }
        // `didSelect` follows the switch: at once, or when an animated one completed (not when cancelled).
        select(i) { [weak self] completed in
            guard let self, completed else { return }
            self.delegate?.tabBarController(self, didSelect: vc)
        }
    }

    open override func loadView() {
        let root = View(frame: Application.current?.screen.bounds ?? .zero)
        root.backgroundColor = .systemBackground
        contentView.clipsToBounds = true
        root.addSubview(contentView)
        root.addSubview(tabBar)
        tabBar.onSelect = { [weak self] item in self?.tapped(item) }
        view = root
        layoutBarAndContent()
        showSelected(appearing: false)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    private func layoutBarAndContent() {
        guard let root = viewIfLoaded else { return }
        let b = root.bounds
        tabBar.frame = barFrame(hidden: bottomBarHidden, in: b)
        tabBar.isHidden = bottomBarHidden
        updateScrollEdgeState()
        let barHeight = bottomBarHidden ? 0 : TabBar.height
        contentView.frame = Rect(x: 0, y: 0, width: b.width, height: max(0, b.height - barHeight))
    }

    /// Where the tab bar goes: along the bottom, or just off the left edge while hidden (it leaves with the
    /// page a push covers and comes back with it on a pop).
    private func barFrame(hidden: Bool, in b: Rect) -> Rect {
        Rect(x: hidden ? -b.width : 0, y: b.height - TabBar.height, width: b.width, height: TabBar.height)
    }

    /// Hides or shows the tab bar for the selected navigation stack (`hidesBottomBarWhenPushed` on a
    /// controller above its root), sliding it alongside `coordinator`'s push or pop when there is one; a
    /// cancelled pop or push slides it back. The content takes the bar's place while it is hidden.
    func updateBottomBar(alongside coordinator: (any ViewControllerTransitionCoordinator)?) {
        let stack = (selectedViewController as? NavigationController)?.viewControllers ?? []
        let hide = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        guard hide != bottomBarHidden, let root = viewIfLoaded else { return }
        bottomBarHidden = hide
        guard let coordinator, coordinator.isAnimated else {
            View.performWithoutAnimation { layoutBarAndContent() }
            return
        }
        let b = root.bounds
        View.performWithoutAnimation {
            // The content takes its new size at once: the page that arrives fills the screen when the bar
            // leaves, and makes room under the bar sliding in when it comes back. The bar starts where it was.
            layoutBarAndContent()
            tabBar.isHidden = false
            tabBar.frame = barFrame(hidden: !hide, in: b)
        }
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                self.tabBar.frame = self.barFrame(hidden: hide, in: b)
            },
            completion: { [weak self] context in
                guard let self else { return }
                if context.isCancelled { self.bottomBarHidden = !hide }
                View.performWithoutAnimation { self.layoutBarAndContent() }
            })
    }
}

extension ViewController {
    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
}
