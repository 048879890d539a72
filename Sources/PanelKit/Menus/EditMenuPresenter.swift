import PanelGraphics

/// Shows the edit menu for an application, one at a time, as UIKit shows the menu of `UIEditMenuInteraction`
/// and of text: a bar above the target rectangle (below it when there is no room above, or when asked), in a
/// window above the app's and its alerts that takes touches only on the bar. A tap on an item closes the
/// menu and runs the action; a touch down anywhere else closes it and goes on to the view under it.
@MainActor
final class EditMenuPresenter {
    /// Above the app's windows and alerts, below the context menus and the keyboard.
    static let windowLevel = MenuPresenter.windowLevel - 1
    /// The room between the bar and its target.
    static let gap = 6.0

    private unowned let application: Application
    private var window: EditMenuWindow?
    /// The bar showing now.
    private(set) var bar: EditMenuBarView?
    /// The view the menu shows for.
    private(set) weak var source: View?
    /// Whether the source's own touches decide about the menu (text views toggle it on a tap): a touch
    /// down on the source then leaves it showing.
    private var sourceHandlesTouches = false
    /// The target rectangle on the screen and the side asked for.
    private var target: Rect = .zero
    private var preferredDirection = EditMenuConfiguration.ArrowDirection.automatic
    private var onDismiss: (() -> Void)?

    init(application: Application) {
        self.application = application
    }

    /// Whether a menu is showing.
    var isShowing: Bool { bar != nil }

    /// Shows `menu` around `target` (a rectangle in `source`'s coordinates); an empty menu shows nothing.
    /// `onDismiss` runs when the menu closes, however it closes.
    func show(
        _ menu: Menu, around target: Rect, in source: View,
        direction: EditMenuConfiguration.ArrowDirection = .automatic,
        sourceHandlesTouches: Bool = false, onDismiss: (() -> Void)? = nil
    ) {
        dismiss(animated: false)
        guard let sourceWindow = source.window else { return }
        var rect = source.convert(target, to: nil)
        rect = rect.offsetBy(dx: sourceWindow.frame.minX, dy: sourceWindow.frame.minY)
        guard !EditMenuBarView.flattened(menu.children).isEmpty else {
            onDismiss?()
            return
        }
        self.target = rect
        self.source = source
        self.sourceHandlesTouches = sourceHandlesTouches
        self.preferredDirection = direction
        self.onDismiss = onDismiss
        present(menu.children, animated: true)
    }

    private func present(_ elements: [MenuElement], animated: Bool) {
        let w = window ?? makeWindow()
        bar?.removeFromSuperview()
        let b = EditMenuBarView(elements: elements, maxWidth: w.bounds.width - 16) { [weak self] element in
            self?.picked(element)
        }
        let size = b.bounds.size
        let x = min(max(8, target.midX - size.width / 2), max(8, w.bounds.width - 8 - size.width))
        let above = target.minY - Self.gap - size.height
        let below = target.maxY + Self.gap
        let fitsAbove = above >= 8
        let fitsBelow = below + size.height <= w.bounds.height - 8
        let y: Double
        switch preferredDirection {
        case .up where fitsBelow: y = below  // the arrow points up: the menu is below
        case .down where fitsAbove: y = above
        default: y = fitsAbove || !fitsBelow ? max(8, above) : below
        }
        b.frame = Rect(x: x, y: y, width: size.width, height: size.height)
        w.addSubview(b)
        bar = b
        w.isHidden = false
        if animated {
            b.alpha = 0
            View.animate(withDuration: 0.15, options: [.curveEaseOut]) { b.alpha = 1 }
        }
    }

    /// Closes the menu.
    func dismiss(animated: Bool = true) {
        guard let b = bar else { return }
        bar = nil
        b.isUserInteractionEnabled = false
        source = nil
        let close = onDismiss
        onDismiss = nil
        if animated {
            View.animate(
                withDuration: 0.1, animations: { b.alpha = 0 },
                completion: { [weak self] _ in
                    b.removeFromSuperview()
                    if self?.isShowing == false { self?.window?.isHidden = true }
                })
        } else {
            b.removeFromSuperview()
            window?.isHidden = true
        }
        close?()
    }

    /// Closes the menu if `view` showed it.
    func dismiss(ifFrom view: View) {
        if isShowing, source === view { dismiss() }
    }

    /// A touch is about to begin on `view`: anywhere but on the bar (and, for text, on the text showing the
    /// menu) it closes the menu.
    func touchWillBegin(on view: View) {
        guard isShowing, let w = window, !view.isDescendant(of: w) else { return }
        if sourceHandlesTouches, let source, view.isDescendant(of: source) { return }
        dismiss()
    }

    /// `scrollView` scrolled under a finger or on its own: a menu shown for a view in it closes.
    func didScroll(_ scrollView: View) {
        if isShowing, let source, source.isDescendant(of: scrollView) { dismiss() }
    }

    private func picked(_ element: MenuElement) {
        if let submenu = element as? Menu {
            present(submenu.children, animated: false)
            return
        }
        guard let action = element as? Action, !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
        action.sender = nil
        action.handler(action)
    }

    private func makeWindow() -> EditMenuWindow {
        let w = EditMenuWindow(application: application, frame: application.screen.bounds)
        w.windowLevel = Self.windowLevel
        w.backgroundColor = nil
        window = w
        return w
    }
}

/// The edit menu's full-screen window: it takes touches on the bar only, the rest go to the windows below.
@MainActor
final class EditMenuWindow: Window {
    override func hitTest(_ point: Point, with event: PanelKit.Event?) -> View? {
        guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
        return hit
    }
}
