/// A stack of view controllers with a bar on top, as `UINavigationController`: push to go deeper, pop
/// (the back button, or a drag from the left edge) to come back.
///
/// The top controller's view fills `contentView`, below the `navigationBar`. Pushes and pops run an
/// animator (the delegate's, or a slide from the right) in a transition context that `transitionCoordinator`
/// exposes, so any `ViewControllerAnimatedTransitioning` (a `PhaseTransitionAnimator` of the transition
/// library included) and any interaction controller work here as they do for presentations.
///
/// Callbacks of a push, in UIKit's order: the new controller's `willMove(toParent:)` at the push; the
/// delegate's `willShow`; `viewWillDisappear` on the old top and `viewWillAppear` on the new one; at the
/// end `viewDidDisappear` and `viewDidAppear`, the new controller's `didMove(toParent:)`, then the
/// delegate's `didShow`. A pop sends `willMove(toParent: nil)` first and `didMove(toParent: nil)` last.
/// A cancelled interactive pop sends the reverse appearance pairs, leaves the stack as it was, and
/// calls `didMove(toParent:)` with the navigation controller on the controller that stays.
@MainActor
open class NavigationController: ViewController {
    /// What a transition does, as `UINavigationController.Operation`.
    public enum Operation: Int, Hashable, Sendable {
        case none
        case push
        case pop
    }

    /// The delegate told about shows and asked for animators.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The bar on top.
    public let navigationBar = NavigationBar(frame: .zero)
    /// The view the top controller's view fills.
    public private(set) var contentView: View!
    /// The toolbar along the bottom, as `UINavigationController.toolbar`: it shows the top controller's
    /// `toolbarItems` (a push or pop swaps them) while `isToolbarHidden` is false. Its items are the
    /// controllers' to set, not its own.
    public let toolbar: Toolbar! = Toolbar(frame: .zero)

    /// The pan from the left edge that pops interactively (nil in UIKit's signature when unavailable).
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePan }
    private let edgePan = ScreenEdgePanGestureRecognizer()
    private let popGate = PopGestureGate()
    private var popInteraction: PercentDrivenInteractiveTransition?
    private var stack: [ViewController] = []
    private var runningTransition: TransitionContext?
    /// Behind the navigation bar: the top controller's background colour (see `layoutBarBackdrop(in:)`).
    let navigationBarBackdrop = View(frame: .zero)
    /// The background the search bar was given from the navigation bar (to follow it when it changes).
    var searchBarBackgroundGiven: Color?

    /// Whether a tap in the content hides the bars (and the next one shows them), as
    /// `UINavigationController.hidesBarsOnTap` (`NavigationController+HidesBars`).
    open var hidesBarsOnTap = false {
        didSet { updateBarHidingGestures() }
    }
    /// Whether swiping the content up hides the bars and swiping down shows them, as `hidesBarsOnSwipe`.
    open var hidesBarsOnSwipe = false {
        didSet { updateBarHidingGestures() }
    }
    /// The tap that hides and shows the bars while `hidesBarsOnTap`.
    public let barHideOnTapGestureRecognizer = TapGestureRecognizer()
    /// The pan that hides and shows the bars while `hidesBarsOnSwipe`.
    public let barHideOnSwipeGestureRecognizer = PanGestureRecognizer()
    /// Keeps bar hiding gestures off the bars and controls, and beside the content's own gestures.
    let barHidingGate = BarHidingGate()
    /// Whether the toolbar was up when a tap or swipe hid the bars (it comes back with the bar).
    var toolbarHiddenWithBar = false

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
        updateBar()
    }

    /// An empty navigation controller (push or set its controllers).
    public override init() {
        super.init()
    }

    // MARK: The stack

    /// The controllers, bottom (root) to top. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view shows: the one the top controller presents, or the top controller.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// How long an animated `setNavigationBarHidden(_:animated:)` takes (UIKit's
    /// `UINavigationControllerHideShowBarDuration`, 0.33 s).
    public static let hideShowBarDuration = 0.33

    /// Whether the bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false
    /// Counts hide and show changes, so that the end of an old animation leaves a newer change alone.
    private var barVisibilityGeneration = 0

    /// Hides or shows the bar. `isNavigationBarHidden` changes at once; animated, the bar slides up out
    /// of the top edge (or back down) while the content view grows into its space (or gives it back),
    /// over `hideShowBarDuration` with the ease-in-out curve.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let changed = hidden != barHidden
        barHidden = hidden
        slide(
            navigationBar, hidden: hidden, changed: changed, animated: animated,
            generation: \.barVisibilityGeneration, wanted: \.barHidden)
    }

    /// Hides or shows `bar` (the navigation bar or the toolbar). Animated, it shows while it slides with the
    /// content view over `hideShowBarDuration` and takes the hidden state `wanted` says at the end, unless a
    /// newer change (a later `generation`) came meanwhile.
    private func slide(
        _ bar: View, hidden: Bool, changed: Bool, animated: Bool,
        generation: ReferenceWritableKeyPath<NavigationController, Int>, wanted: KeyPath<NavigationController, Bool>
    ) {
        self[keyPath: generation] += 1
        guard animated, changed, let root = viewIfLoaded, root.window != nil else {
            bar.isHidden = hidden
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let current = self[keyPath: generation]
        bar.isHidden = false
        View.animate(
            withDuration: NavigationController.hideShowBarDuration, options: [.curveEaseInOut],
            animations: {
                self.layoutBarAndContent()
                root.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self, current == self[keyPath: generation] else { return }
                bar.isHidden = self[keyPath: wanted]
            })
    }

    /// Whether the toolbar is hidden (true by default, as in UIKit). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    /// Counts toolbar hide and show changes, so that the end of an old animation leaves a newer one alone.
    private var toolbarVisibilityGeneration = 0

    /// Hides or shows the toolbar, as `setToolbarHidden(_:animated:)`. Shown, it is 44 points tall plus the
    /// bottom safe area inset, at the bottom, and the content view ends above it. Animated, it slides down
    /// out of the bottom edge (or back up) while the content view grows into its space (or gives it back),
    /// over `hideShowBarDuration`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let changed = hidden != toolbarHidden
        toolbarHidden = hidden
        slide(
            toolbar, hidden: hidden, changed: changed, animated: animated,
            generation: \.toolbarVisibilityGeneration, wanted: \.toolbarHidden)
    }

    /// Whether a push or pop is running.
    public var isTransitioning: Bool { runningTransition != nil }

    /// Pushes `viewController` on the stack and shows it. Pushing a controller that is already in the
    /// stack is a programming error, as in UIKit; a push while another transition runs is ignored.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController }, "pushing a view controller that is in the stack")
        guard runningTransition == nil else { return }
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        guard let from else {
            updateBar()
            showTopWithoutTransition()
            viewController.didMove(toParent: self)
            return
        }
        run(.push, from: from, to: viewController, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                self.stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
                self.updateBar()
            }
        }
    }

    /// Pops the top controller and returns it (nil on the root, or while a transition runs).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, runningTransition == nil else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them, bottom to top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` (which must be in the stack); returns them, bottom
    /// to top. Those between leave without appearance callbacks; the top one transitions out.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard runningTransition == nil, let index = stack.firstIndex(where: { $0 === viewController }),
            index < stack.count - 1
        else { return nil }
        let popped = Array(stack[(index + 1)...])
        let top = popped[popped.count - 1]
        for vc in popped.dropLast() {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        top.willMove(toParent: nil)
        stack.removeSubrange((index + 1)...)
        run(.pop, from: top, to: viewController, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                top.removeFromParent()
            } else {
                self.stack.append(top)
                top.isMovingFromParent = false
                top.didMove(toParent: self)
                self.updateBar()
            }
        }
        return popped
    }

    /// Replaces the stack. The new top shows with a push (when it is new) or a pop (when it was in the
    /// stack) transition; controllers no longer in the stack leave it.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard runningTransition == nil else { return }
        let oldTop = stack.last
        let newTop = viewControllers.last
        let wasInStack = newTop.map { n in stack.contains { $0 === n } } ?? false
        let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
        let arriving = viewControllers.filter { new in !stack.contains { $0 === new } }
        for vc in leaving where vc !== oldTop {
            vc.willMove(toParent: nil)
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for vc in arriving { addChild(vc) }
        stack = viewControllers
        let finishMoves = { [weak self] (completed: Bool) in
            guard let self else { return }
            for vc in arriving where vc !== newTop { vc.didMove(toParent: self) }
            if let newTop, arriving.contains(where: { $0 === newTop }) { newTop.didMove(toParent: self) }
            if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
        }
        if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.willMove(toParent: nil) }
        guard let oldTop, let newTop, oldTop !== newTop else {
            updateBar()
            if oldTop == nil { showTopWithoutTransition() }
            finishMoves(true)
            return
        }
        run(wasInStack ? .pop : .push, from: oldTop, to: newTop, animated: animated, completion: finishMoves)
    }

    // MARK: The view

    open override func loadView() {
        let root = View(frame: Application.current?.screen.bounds ?? .zero)
        let content = View(frame: .zero)
        content.clipsToBounds = true
        root.addSubview(content)
        root.addSubview(navigationBar)
        toolbar.isHidden = toolbarHidden
        root.addSubview(toolbar)
        contentView = content
        edgePan.edges = .left
        edgePan.delegate = popGate
        popGate.navigationController = self
        edgePan.addTarget(self, action: NavigationController.handleEdgePan)
        root.addGestureRecognizer(edgePan)
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        view = root
        updateBarHidingGestures()
        layoutBarAndContent()
        showTopWithoutTransition()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    private func layoutBarAndContent() {
        guard let root = viewIfLoaded, let contentView else { return }
        let b = root.bounds
        updateScrollEdgeState()
        // The interactive pop comes from the leading edge: the right one in a right-to-left interface.
        let popEdge: RectEdge = root.isRightToLeft ? .right : .left
        if edgePan.edges != popEdge, edgePan.state == .possible { edgePan.edges = popEdge }
        // A hidden bar sits above the top edge (where an animated hide slides it).
        let fullHeight = navigationBar.barHeight
        let barHeight = barHidden ? 0 : fullHeight
        navigationBar.frame = Rect(x: 0, y: barHeight - fullHeight, width: b.width, height: fullHeight)
        layoutBarBackdrop(in: root)
        // The top controller's search bar (`navigationItem.searchController`) sits under the bar.
        let searchHeight = layoutSearchBar(in: root, at: barHeight)
        // The toolbar reaches into the bottom safe area; a hidden one sits below the bottom edge.
        let toolbarHeight = Toolbar.height + root.safeAreaInsets.bottom
        let toolbarShown = toolbarHidden ? 0 : toolbarHeight
        toolbar.frame = Rect(x: 0, y: b.height - toolbarShown, width: b.width, height: toolbarHeight)
        let content = Rect(
            x: 0, y: barHeight + searchHeight, width: b.width,
            height: max(0, b.height - barHeight - searchHeight - toolbarShown))
        if contentView.frame != content {
            contentView.frame = content
            if runningTransition == nil, let top = stack.last?.viewIfLoaded, top.superview === contentView {
                top.frame = contentView.bounds
            }
        }
    }

    /// Puts the top controller's view in the content view (and no other), without a transition.
    private func showTopWithoutTransition() {
        guard let contentView else { return }
        for v in contentView.subviews { v.removeFromSuperview() }
        guard let top = stack.last else { return }
        let v: View = top.view
        View.performWithoutAnimation {
            v.frame = contentView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        contentView.addSubview(v)
    }

    /// Gives the bar the stack's items: at once, or cross-faded along a push's or pop's transition.
    private func updateBar(
        operation: Operation = .none, alongside coordinator: (any ViewControllerTransitionCoordinator)? = nil
    ) {
        navigationBar.titleProvider = { [weak self] item in
            self?.stack.first { $0.navigationItemIfLoaded === item }?.title
        }
        let items = stack.map(\.navigationItem)
        // The new top controller may have another search bar under the bar.
        viewIfLoaded?.setNeedsLayout()
        toolbar.setItems(stack.last?.toolbarItems, animated: coordinator != nil)
        tabBarController?.updateBottomBar(alongside: coordinator)
        if let coordinator {
            navigationBar.setItems(items, isPush: operation == .push, alongside: coordinator)
        } else {
            navigationBar.setItems(items, animated: false)
        }
    }

    // MARK: Transitions

    /// Runs a push or pop from `from` to `to`; `completion` fixes the containment once it ended.
    private func run(
        _ operation: Operation, from: ViewController, to: ViewController, animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        guard let contentView, let window = contentView.window else {
            // Not on screen: the new top is simply there when the view shows.
            updateBar()
            if contentView != nil { showTopWithoutTransition() }
            completion(true)
            return
        }
        let visible = window.isVisibleForAppearance && appearanceState == .appeared
        delegate?.navigationController(self, willShow: to, animated: animated)
        var animator: (any ViewControllerAnimatedTransitioning)?
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if animated {
            let a =
                delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
                ?? NavigationController.standardAnimator(
                    for: operation, rightToLeft: contentView.isRightToLeft)
            animator = a
            interactor = delegate?.navigationController(self, interactionControllerFor: a) ?? popInteraction
        }
        let context = TransitionContext.swappingViews(
            from: from, to: to, in: contentView, animated: animated, animator: animator, interactor: interactor,
            callsAppearance: visible
        ) { [weak self] completed in
            guard let self else { return }
            self.runningTransition = nil
            completion(completed)
            if completed { self.delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        // The bar cross-fades with the transition (and is undone with a cancelled one).
        if animated {
            updateBar(operation: operation, alongside: context)
        } else {
            updateBar()
        }
        runningTransition = context
        from.activeTransition = context
        to.activeTransition = context
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        context.start()
        let toView: View = to.view
        if !animated, toView.superview !== contentView {
            contentView.addSubview(toView)
        }
    }

    /// UIKit's push: the new view slides in from the right over the old one, which moves a third of
    /// the way left and dims a little; a pop plays it backwards. Right to left the new view comes from the
    /// left (the leading side).
    static func standardAnimator(for operation: Operation, rightToLeft: Bool = false) -> PhaseTransitionAnimator {
        let slide = SlideTransition(edge: rightToLeft ? .left : .right)
        slide.baseTravel = 0.3
        slide.dimmingAlpha = 0.1
        return PhaseTransitionAnimator(transition: slide, isReversed: operation == .pop)
    }

    // MARK: Interactive pop

    /// Whether the edge pan may begin: something to pop and nothing running.
    var canBeginInteractivePop: Bool { stack.count > 1 && runningTransition == nil }

    private func handleEdgePan(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = max(1, contentView?.bounds.width ?? 1)
        // Right to left the pan comes from the right edge and travels leftwards.
        let sign = pan.edges == .right ? -1.0 : 1.0
        switch pan.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            popInteraction = interaction
            if popViewController(animated: true) == nil { popInteraction = nil }
        case .changed:
            popInteraction?.update(max(0, sign * pan.translation(in: view).x) / width)
        case .ended:
            guard let interaction = popInteraction else { return }
            let v = sign * pan.velocity(in: view).x
            let p = max(0, sign * pan.translation(in: view).x) / width
            // Lifted past half-way or flicked rightwards: pop; otherwise go back.
            if (p > 0.5 && v > -100) || v > 500 {
                interaction.finish()
            } else {
                interaction.cancel()
            }
            popInteraction = nil
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }
}

/// Lets the interactive pop begin only when there is something to pop.
@MainActor
private final class PopGestureGate: GestureRecognizerDelegate {
    weak var navigationController: NavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}

extension ViewController {
    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest controller of `type` up the parent chain (not this one).
    func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p {
            if let found = c as? T { return found }
            p = c.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller (made on first use).
    public var navigationItem: NavigationItem {
        if let item = navigationItemIfLoaded { return item }
        let item = NavigationItem(title: title)
        navigationItemIfLoaded = item
        return item
    }
}
