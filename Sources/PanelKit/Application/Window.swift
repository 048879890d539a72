/// The root of a view hierarchy on the screen, as `UIWindow`.
///
/// A window belongs to an application, covers the screen by default, and is hidden until
/// `makeKeyAndVisible()`. Its `rootViewController`'s view fills it; the controller gets
/// `viewWillAppear` when the window shows and `viewDidAppear` after the first frame's layout.
@MainActor
open class Window: View {
    /// The application the window belongs to.
    public private(set) weak var application: Application?
    /// The screen the window is on.
    public let screen: Screen
    /// Windows draw in order of level (then of creation); higher is in front.
    public var windowLevel: Level = .normal {
        didSet {
            guard windowLevel != oldValue else { return }
            application?.drawingOrderIsStale = true
            // Where the window is drawn it now goes in front of or behind other windows: draw it there again.
            if render.isVisible { pendingDamage.formUnion(Region(render.subtreeRect)) }
            needsRenderUpdate = true
        }
    }

    /// Set when something in the window changed since its last frame.
    var needsRenderUpdate = true {
        didSet { if needsRenderUpdate && !oldValue { application?.setNeedsFrameCheck() } }
    }
    /// Pixels left behind by views removed from the window, redrawn in the next frame.
    var pendingDamage = Region()
    /// The responder that takes key input in this window (`Responder.becomeFirstResponder()`).
    weak var firstResponderStorage: Responder?
    /// True while one responder resigns so that another can become first responder.
    var isHandingOverFirstResponder = false

    /// A window covering the screen of `application`.
    public convenience init(application: Application) {
        self.init(application: application, frame: application.screen.bounds)
    }

    /// A window with the given frame on the running application's screen, as `UIWindow(frame:)`; the
    /// application must exist (a PanelApp or an EmbeddedDriver makes it).
    public convenience override init(frame: Rect) {
        self.init(application: .shared, frame: frame)
    }

    /// A window with the given frame on `application`'s screen.
    public init(application: Application, frame: Rect) {
        self.application = application
        self.screen = application.screen
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Whether the window is the application's key window (the one that gets touches first).
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes the window the key window.
    public func makeKey() {
        application?.keyWindow = self
    }

    /// Makes the window the key window and shows it; its root view controller appears.
    public func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Whether view controllers in the window count as visible.
    var isVisibleForAppearance: Bool { !isHidden && application != nil }

    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let root = rootViewController, root.isViewLoaded,
                root.view.superview === self
            else { return }
            if isHidden {
                root.beginAppearanceTransition(false, animated: false)
                root.endAppearanceTransition()
            } else if application != nil {
                root.beginAppearanceTransition(true, animated: false)
                application?.endAppearanceAfterNextLayout(root)
            }
        }
    }

    /// The controller whose view fills the window.
    ///
    /// Setting it loads the controller's view and adds it, sized to the window with flexible width and
    /// height. On a visible window the old root disappears and the new one appears (its
    /// `viewDidAppear` comes after the next frame's layout pass).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = isVisibleForAppearance
            // The new root's view loads before the old one leaves, so the screen is never empty.
            rootViewController?.loadViewIfNeeded()
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            guard let root = rootViewController else { return }
            let v: View = root.view
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if visible { root.beginAppearanceTransition(true, animated: false) }
            addSubview(v)
            if visible { application?.endAppearanceAfterNextLayout(root) }
        }
    }

    /// Resizing the window tells its root view controller first, as UIKit's
    /// `viewWillTransition(to:with:)`, then lays the views out at the new size and runs what the
    /// controllers gave the coordinator.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let size = newValue.standardized.size
            guard size != super.bounds.size, let root = rootViewController, root.isViewLoaded else {
                super.bounds = newValue
                return
            }
            let coordinator = SizeTransitionCoordinator(containerView: self)
            root.viewWillTransition(to: size, with: coordinator)
            super.bounds = newValue
            layoutIfNeeded()
            coordinator.finish()
        }
    }

    /// A window's next responder is its application, as in UIKit.
    open override var next: Responder? { application }
}
