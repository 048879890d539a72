/// Manages a view hierarchy and its life on screen, as `UIViewController`.
///
/// The view loads lazily: the first read of `view` calls `loadView()` and then `viewDidLoad()`, once.
/// Appearance callbacks come in UIKit's order (`viewWillAppear` → `viewDidAppear`,
/// `viewWillDisappear` → `viewDidDisappear`, once per transition, never a "did" without its "will")
/// and are forwarded to children while `shouldAutomaticallyForwardAppearanceMethods` is true.
@MainActor
open class ViewController: Responder {
    /// Where a controller is in its appearance cycle (UIKit's private appear state).
    enum AppearanceState {
        case disappeared
        case appearing
        case appeared
        case disappearing
    }

    private var loadedView: View?
    /// `overrideUserInterfaceStyle` (ViewController+Traits.swift).
    var userInterfaceStyleStorage = UserInterfaceStyle.unspecified
    /// Trait-change handlers and the content size category override (ViewController+TraitOverrides.swift).
    var traitStateStorage: TraitState?
    private var isLoadingView = false
    var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false
    /// Set by `viewWillAppear`; cleared once `viewIsAppearing(_:)` has been called for that appearance.
    var isAppearingPending = false
    /// The content-unavailable configuration and view (ViewController+ContentUnavailable.swift).
    var contentUnavailableHost: ContentUnavailableHost?

    /// A name for the controller (shown by containers such as a navigation bar). Setting it sets the
    /// navigation item's title too, as UIKit does.
    open var title: String? {
        didSet {
            if title != oldValue {
                navigationItemIfLoaded?.title = title
                if let item = tabBarItemStorage, item.title == oldValue { item.title = title }
            }
        }
    }

    /// Whether the controller's content is being edited, as `UIViewController.isEditing`; setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    private var editButtonItemStorage: BarButtonItem?

    /// Turns editing on or off, as `UIViewController.setEditing(_:animated:)`: the edit button item then
    /// reads "Done" (bold) or "Edit". Subclasses override it to edit their views (a table view controller
    /// passes it to its table), calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = editButtonItemStorage {
            item.style = editing ? .done : .plain
            item.title = editing ? "Done" : "Edit"
        }
    }

    /// A bar button item that toggles editing, as `UIViewController.editButtonItem`: "Edit", or "Done" while
    /// editing. Put it in the navigation item (`navigationItem.rightBarButtonItem = editButtonItem`).
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = BarButtonItem(title: editingState ? "Done" : "Edit", style: editingState ? .done : .plain) {
            [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        return item
    }

    /// What a tab bar shows for this controller: made on first use with the controller's title, as UIKit's.
    open var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: TabBarItem?

    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?

    /// The controller this one, or its nearest ancestor that presents, presented (as UIKit answers
    /// through the parent chain).
    public var presentedViewController: ViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// The controller that presented this one or, for a child, its nearest presented ancestor (as UIKit
    /// answers through the parent chain).
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// What presentation set on this controller itself.
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?

    /// True from `addChild(_:)` until the child's first appearance completes (as `isMovingToParent`).
    public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until `removeFromParent()`.
    public internal(set) var isMovingFromParent = false

    /// The storyboard that made this controller (`Storyboard.instantiateViewController(withIdentifier:)`),
    /// or nil.
    public internal(set) var storyboard: Storyboard?

    /// The navigation item, once made (`navigationItem`).
    var navigationItemIfLoaded: NavigationItem?

    /// The items a navigation controller's toolbar shows while this controller is on top, as
    /// `UIViewController.toolbarItems` (the toolbar shows when `isToolbarHidden` is false). Setting it is
    /// `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var toolbarItemsStorage: [BarButtonItem]?

    /// Sets `toolbarItems`; when the controller is on top of a navigation controller its toolbar shows
    /// them at once (animated, fading in), as `setToolbarItems(_:animated:)`.
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let nav = parent as? NavigationController, nav.topViewController === self {
            nav.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// Whether the tab bar hides while this controller is in a navigation stack above its root, as
    /// `UIViewController.hidesBottomBarWhenPushed`: pushing it slides the tab bar out with the page it
    /// covers, popping back below it slides the bar in again. Read when the controller is pushed; the root
    /// controller's has no effect, as in UIKit.
    open var hidesBottomBarWhenPushed = false

    /// The edges under bars the view extends to, as `UIViewController.edgesForExtendedLayout`. Kept:
    /// PanelKit's containers lay content out between their bars (bars are opaque by default), so a
    /// controller's view never reaches under them whatever this says.
    open var edgesForExtendedLayout: RectEdge = .all
    /// Whether the view extends under opaque bars, as `UIViewController.extendedLayoutIncludesOpaqueBars`.
    /// Kept (see `edgesForExtendedLayout`).
    open var extendedLayoutIncludesOpaqueBars = false
    /// The controller's name for state restoration, as `UIViewController.restorationIdentifier`. Kept:
    /// a panel app starts fresh, with no state restoration.
    open var restorationIdentifier: String?

    /// The scroll views set with `setContentScrollView(_:for:)`, which the bars follow instead of the one
    /// found in the view.
    weak var topContentScrollView: ScrollView?
    weak var bottomContentScrollView: ScrollView?

    /// The size the controller's content prefers (containers may read it; a form sheet takes it).
    open var preferredContentSize: Size = .zero {
        didSet { if preferredContentSize != oldValue { presentation?.container.setNeedsLayout() } }
    }
    /// Whether the controller keeps itself presented against the user: while true, a sheet cannot be
    /// swiped down (it resists and springs back) and its presentation controller's delegate hears of the
    /// attempt. False by default.
    open var isModalInPresentation = false
    /// The sheet presentation controller made when `presentationController` was read before the
    /// controller was presented with `.pageSheet` or `.formSheet` (UIKit makes it then too).
    var preparedPresentationController: PresentationController?

    /// How the controller is shown when presented (`Transitions/ViewController+Presentation.swift`):
    /// `.automatic` (the default, as UIKit's since iOS 13) is a page sheet; `.fullScreen` and
    /// `.currentContext` remove the covered controller's view once the transition ends, `.overFullScreen`,
    /// `.overCurrentContext`, the sheets and `.custom` keep it.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// How a presentation without an animator of its own moves (`.coverVertical` by default).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Whether this controller's view is the one covered when it or a descendant presents with
    /// `.currentContext` or `.overCurrentContext`. False by default and true for a `NavigationController`,
    /// as in UIKit.
    open var definesPresentationContext: Bool {
        get { definesPresentationContextValue ?? (self is NavigationController) }
        set { definesPresentationContextValue = newValue }
    }
    private var definesPresentationContextValue: Bool?
    /// Whether a context presentation this controller defines runs with this controller's
    /// `modalTransitionStyle` instead of the presented controller's (false by default).
    open var providesPresentationContextTransitionStyle = false
    /// Supplies the animator and interaction controller when this controller is presented or dismissed.
    /// Held weakly, as in UIKit: keep the delegate alive yourself.
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// The presentation or dismissal this controller takes part in, while it runs.
    var activeTransition: TransitionContext?
    /// The presentation or dismissal completing now (during its "did" appearance callbacks).
    var endingTransition: TransitionContext?
    /// How this controller is presented, while it is.
    var presentation: PresentationRecord?

    public override init() {
        super.init()
    }

    /// UIKit's designated initializer, for subclasses that call `super.init(nibName: nil, bundle: nil)`.
    /// PanelKit loads no nibs: the name and bundle (any object, such as Foundation's `Bundle.main`) are
    /// kept in `nibName` and `nibBundle`, and the view is made by `loadView()` as after `init()`.
    public init(nibName: String?, bundle: AnyObject?) {
        self.nibName = nibName
        self.nibBundle = bundle
        super.init()
    }

    /// UIKit's initializer for a controller unarchived from a storyboard. PanelKit reads none, so this
    /// fails: controllers are made in code (`Storyboard` registers scenes made in code).
    public convenience init?(coder: Coder) {
        return nil
    }

    /// The nib name given to `init(nibName:bundle:)`; nil otherwise. Nothing is loaded from it.
    public private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)`; nil otherwise.
    public private(set) var nibBundle: AnyObject?

    /// Shows `viewController` the way the container holding this controller shows a new one, as UIKit's
    /// `show(_:sender:)`: pushed (animated) onto the navigation controller this is in, or that this is;
    /// presented modally (animated) when there is none.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigation = self as? NavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows a detail controller, as `showDetailViewController(_:sender:)`: the split view controller this
    /// is in shows it as its secondary controller; with no split view to put it in, it is presented
    /// modally (animated), as UIKit does in a compact width.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    // MARK: The view

    /// The controller's root view, loaded on first access by `loadView()` then `viewDidLoad()`.
    ///
    /// Implicitly unwrapped as in UIKit, so `viewController.view!` and `viewController.view.frame` both port.
    public var view: View! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            let oldView = loadedView
            let oldViewStyle = oldView?.effectiveUserInterfaceStyle
            let oldStyle = newValue?.effectiveUserInterfaceStyle
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            // The controller's `overrideUserInterfaceStyle` now applies to the new view, and no longer to the old.
            if let oldView, oldView !== newValue, let oldViewStyle {
                oldView.notifyUserInterfaceStyleChange(from: oldViewStyle, callbacks: false)
            }
            if let newValue, let oldStyle { newValue.notifyUserInterfaceStyleChange(from: oldStyle, callbacks: false) }
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// The controller's `traitCollection` changed (its appearance or content size category); the default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the view is loaded (reading this never loads it).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = View(frame: defaultViewFrame) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the view. Override it to build your own and assign it to `view`; do not call super then.
    /// The default makes an empty view the size of the screen, as UIKit does, so `viewDidLoad` sees real
    /// bounds; whoever adds it may size it again.
    open func loadView() {
        view = View(frame: defaultViewFrame)
    }

    /// The screen's bounds (of the application running now), or zero before any application exists.
    private var defaultViewFrame: Rect { Application.current?.screen.bounds ?? .zero }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to a visible window hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window and has been sized by its superview, its traits are current, and any
    /// animation has yet to begin: after `viewWillAppear(_:)`, before the view's first layout pass of the
    /// appearance (`viewWillLayoutSubviews()`) and `viewDidAppear(_:)`. Once per appearance.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view was added to a visible window hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave a visible window hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left a visible window hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Extra insets for the safe area of the controller's view and its subviews (a bezel, a notch, an
    /// overlay of your own), added to what the view inherits from its ancestors.
    open var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Updates the constraints of the controller's view in the update-constraints pass (after the view's
    /// `setNeedsUpdateConstraints()`). Call super at the end.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Called when the safe area insets of the controller's view change.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's view change.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Sets `contentUnavailableConfiguration` for `state`, as iOS 17's
    /// `updateContentUnavailableConfiguration(using:)`: called before the view's first layout and after
    /// `setNeedsUpdateContentUnavailableConfiguration()` (and as the search text changes). The default does
    /// nothing; do not call it yourself.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}

    // MARK: Size changes, orientation and the status bar

    /// The controller's view is about to change to `size` (its window is being resized). Changes made in
    /// `coordinator.animate(alongsideTransition:completion:)` happen with the new layout; the completion
    /// runs after it. The default passes the change on to the children and the presented controller: call
    /// super.
    open func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children where child.isViewLoaded {
            child.viewWillTransition(to: size, with: coordinator)
        }
        if let presented = presentedStorage, presented.isViewLoaded {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// The orientations the controller supports, as UIKit's. A panel's orientation is fixed when it is
    /// mounted (`--rotate`), so PanelKit reads this only to answer it; the default is every orientation.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .all }
    /// Whether the interface follows the device's rotation (kept; a panel does not rotate).
    open var shouldAutorotate: Bool { true }

    /// The status bar's style the controller would like. A panel has no status bar: the value is kept
    /// for code written for iOS and nothing is drawn.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the controller would hide the status bar (there is none on a panel).
    open var prefersStatusBarHidden: Bool { false }
    /// How a status bar change would animate.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` would be used instead of this controller's.
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose `prefersStatusBarHidden` would be used instead of this controller's.
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether the controller would hide the home indicator (there is none on a panel).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// Tells the system the status bar attributes changed; with no status bar, nothing to update.
    public func setNeedsStatusBarAppearanceUpdate() {}
    /// Tells the system `supportedInterfaceOrientations` changed; a panel's orientation stays as mounted.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Tells the system `prefersHomeIndicatorAutoHidden` changed; nothing to update on a panel.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// Whether appearance callbacks are forwarded to children automatically (the default). A container
    /// that returns false calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`
    /// on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: sends `viewWillAppear` (appearing) or `viewWillDisappear`.
    ///
    /// Calling it in the opposite direction while a transition is under way reverses it (a cancelled
    /// interactive transition): the controller then gets the other "will" and, at
    /// `endAppearanceTransition()`, the matching "did".
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            isAppearingPending = true
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            isAppearingPending = false
            viewWillDisappear(animated)
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.isViewInHierarchy(of: self) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition `beginAppearanceTransition` started: sends the matching "did".
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            callViewIsAppearingIfPending()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            isMovingToParent = false
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in children where child.isViewInHierarchy(of: self) {
                if child.appearanceState == .disappeared {
                    child.beginAppearanceTransition(true, animated: appearanceAnimated)
                }
                child.endAppearanceTransition()
            }
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in children where child.appearanceState == .disappearing {
                child.endAppearanceTransition()
            }
        default:
            return
        }
    }

    /// Calls `viewIsAppearing(_:)` once for the appearance under way: from the view's first layout pass in a
    /// window, or before `viewDidAppear(_:)` when no layout came first.
    func callViewIsAppearingIfPending() {
        guard isAppearingPending, appearanceState == .appearing else { return }
        isAppearingPending = false
        viewIsAppearing(appearanceAnimated)
    }

    /// Whether the controller's view is on screen (appeared or appearing).
    var isAppearedOrAppearing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    func isViewInHierarchy(of parent: ViewController) -> Bool {
        guard let v = loadedView, let pv = parent.loadedView else { return false }
        return v.isDescendant(of: pv)
    }

    // MARK: Containment

    /// Adds a child controller; calls `child.willMove(toParent: self)` first. Add the child's view to
    /// your hierarchy and then call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a view controller cannot be its own child")
        if child.parent === self { return }
        child.removeFromParentSilently()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.isMovingToParent = true
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view first.
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    private func removeFromParentSilently() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called when the controller is about to be added to (or, with nil, removed from) a parent.
    open func willMove(toParent parent: ViewController?) {
        if parent == nil { isMovingFromParent = true }
    }

    /// Called after the controller was added to (or, with nil, removed from) a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// The next responder: the view's superview (UIKit's rule for a controller's view).
    open override var next: Responder? { loadedView?.superview }

    // MARK: Transitions between children

    /// Swaps one child's view for another's, as UIKit's container transition.
    ///
    /// Both must be children of this controller and `fromViewController`'s view must be in a superview.
    /// The method adds `toViewController.view` to that superview, runs `animations` over `duration`
    /// (with `.transitionCrossDissolve` the new view fades in), removes the old view, and sends the
    /// appearance callbacks: `from.viewWillDisappear`, `to.viewWillAppear` at the start,
    /// `from.viewDidDisappear`, `to.viewDidAppear` at the end, then `completion`.
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: Double,
        options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            fromViewController.parent === self && toViewController.parent === self,
            "transition(from:to:) needs two children of the receiver")
        guard let container = fromViewController.viewIfLoaded?.superview else {
            preconditionFailure("transition(from:to:): the source controller's view is in no superview")
        }
        let visible = isAppearedOrAppearing && container.window?.isVisibleForAppearance == true
        let animated = duration > 0
        if visible {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let toView: View = toViewController.view
        let fromView: View = fromViewController.view
        if toView.superview !== container { container.addSubview(toView) }
        let dissolve = options.isCrossDissolve
        if dissolve { View.performWithoutAnimation { toView.alpha = 0 } }
        let driver = TimedAnimation(
            duration: duration, delay: 0, timing: options.curve.timing, options: options)
        driver.completion = { finished in
            fromView.removeFromSuperview()
            if dissolve { fromView.alpha = 1 }
            if visible {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        let transaction = AnimationTransaction(
            driver: driver, beginFromCurrentState: options.contains(.beginFromCurrentState), duration: duration,
            timing: options.curve.timing, options: options)
        AnimationTransaction.$current.withValue(transaction) {
            if dissolve { toView.alpha = 1 }
            animations?()
        }
        driver.commit(application: container.window?.application)
    }
}

extension ViewController {
    /// Adds `child` as a child controller with its view pinned to the edges of `view` (the controller's
    /// own view when nil), as seed 002's helper: `addChild`, add the view sized to the container with
    /// flexible width and height, then `didMove(toParent:)`.
    public func add(_ child: ViewController, view: View? = nil) {
        let container: View = view ?? self.view
        addChild(child)
        let childView: View = child.view
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(childView)
        child.didMove(toParent: self)
    }

    /// Removes the controller from its parent, as seed 002's helper: `willMove(toParent: nil)`, remove
    /// the view, `removeFromParent()`. Does nothing without a parent.
    public func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
    }

    /// Finds the controllers whose appearance changes because `root` moves into (or out of) `window`,
    /// and begins their transition. Controllers whose parent's view moves with them are reached by the
    /// parent's forwarding instead; a manually forwarding parent keeps its children to itself.
    static func beginAutomaticAppearance(in root: View, window: Window?, appearing: Bool) -> [ViewController] {
        guard let window, window.isVisibleForAppearance else { return [] }
        var found: [ViewController] = []
        func visit(_ v: View) {
            if let vc = v.owningViewController,
                vc.qualifiesForAutomaticAppearance(movingWith: root, appearing: appearing)
            {
                found.append(vc)
            }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        for vc in found { vc.beginAppearanceTransition(appearing, animated: false) }
        return found
    }

    /// Completes what `beginAutomaticAppearance` began, except for children of a parent that is itself
    /// still appearing: the parent's `viewDidAppear` forwarding completes those.
    static func endAutomaticAppearance(_ controllers: [ViewController]) {
        for vc in controllers {
            if vc.appearanceState == .appearing, let p = vc.parent, p.appearanceState == .appearing { continue }
            vc.endAppearanceTransition()
        }
    }

    private func qualifiesForAutomaticAppearance(movingWith root: View, appearing: Bool) -> Bool {
        if let p = parent {
            if let pv = p.viewIfLoaded, pv.isDescendant(of: root) { return false }
            guard p.shouldAutomaticallyForwardAppearanceMethods, p.isAppearedOrAppearing else { return false }
        }
        if appearing {
            return appearanceState == .disappeared || appearanceState == .disappearing
        }
        return appearanceState == .appeared || appearanceState == .appearing
    }
}
