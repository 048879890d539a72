import PanelGraphics

/// Shows one menu at a time for an application, as UIKit shows a button's `UIMenu`: a rounded panel of
/// rows beside the view that opened it, in a window above the app's (below the keyboard's). A tap on a row
/// runs its action and closes the menu; a tap anywhere else closes it without running anything.
@MainActor
final class MenuPresenter {
    /// Above every app window and alert, below the keyboard.
    static let windowLevel = Window.Level(9_000_000)

    private unowned let application: Application
    private var window: Window?
    /// The menu on screen and the menus opened from it (the last is showing).
    private(set) var stack: [Menu] = []
    private var panel: MenuPanelView?
    /// The view the menu opened from (a pop-up button shows what is picked).
    private weak var source: View?
    /// A context menu's preview above the panel.
    private(set) var previewPlatter: ContextMenuPreviewView?
    /// The source view's rectangle on the screen, where the panel goes beside.
    private var anchor: Rect = .zero
    /// Called after the menu closed (the source button's highlight and the like).
    private var onClose: (() -> Void)?

    init(application: Application) {
        self.application = application
    }

    /// Whether a menu is showing.
    var isShowing: Bool { !stack.isEmpty }

    /// The panel showing now, for tests and the accessibility tree.
    var panelView: View? { panel }

    /// Shows `menu` beside `source` (below it, or above when there is no room below), with `preview`'s view
    /// in a platter above the menu when given; a tap on the platter calls `onPreviewTap`.
    func show(
        _ menu: Menu, from source: View, preview: ViewController? = nil, onPreviewTap: (() -> Void)? = nil,
        onClose: (() -> Void)? = nil
    ) {
        dismiss(animated: false)
        self.source = source
        if let preview {
            previewPlatter = ContextMenuPreviewView(viewController: preview) { onPreviewTap?() }
        }
        anchor = source.convert(source.bounds, to: nil)
        if let w = source.window { anchor = anchor.offsetBy(dx: w.frame.minX, dy: w.frame.minY) }
        self.onClose = onClose
        stack = [menu]
        loadDeferredElements(of: menu)
        present(menu, animated: true)
    }

    private func present(_ menu: Menu, animated: Bool) {
        let w = window ?? makeWindow()
        panel?.removeFromSuperview()
        let p = MenuPanelView(menu: menu, width: min(280, w.bounds.width - 16)) { [weak self] element in
            self?.picked(element)
        }
        let size = p.preferredSize(maxHeight: w.bounds.height - 16)
        var x = min(max(8, anchor.minX), w.bounds.width - 8 - size.width)
        if anchor.midX > w.bounds.width / 2 {
            x = min(max(8, anchor.maxX - size.width), w.bounds.width - 8 - size.width)
        }
        var y: Double
        if let platter = previewPlatter {
            // A column of preview and menu, as near the source's top as fits; the preview gives up height
            // first (to nothing when the menu alone fills the screen).
            let room = w.bounds.height - 16 - 8 - size.height
            let want = platter.preferredSize(
                fallback: Size(width: size.width, height: size.width * 0.75),
                limit: Size(width: w.bounds.width - 16, height: max(0, room)))
            let total = want.height + 8 + size.height
            let top = min(max(8, anchor.minY), w.bounds.height - 8 - total)
            let px = min(max(8, anchor.midX - want.width / 2), w.bounds.width - 8 - want.width)
            platter.frame = Rect(x: px, y: top, width: want.width, height: want.height)
            platter.isHidden = want.height < 1
            if platter.superview !== w { w.addSubview(platter) }
            y = top + want.height + 8
            // The menu lines up with the preview's leading edge.
            x = min(max(8, px), w.bounds.width - 8 - size.width)
        } else {
            let below = anchor.maxY + 8
            y = below + size.height <= w.bounds.height - 8 ? below : max(8, anchor.minY - 8 - size.height)
        }
        p.frame = Rect(x: x, y: y, width: size.width, height: size.height)
        w.addSubview(p)
        panel = p
        (w as? MenuWindow)?.takesTouches = true
        w.isHidden = false
        if animated {
            let platter = previewPlatter
            p.alpha = 0
            platter?.alpha = 0
            p.transform = AffineTransform(scaleX: 0.9, y: 0.9)
            View.animate(withDuration: 0.2, options: [.curveEaseOut]) {
                p.alpha = 1
                platter?.alpha = 1
                p.transform = .identity
            }
        }
    }

    /// Closes the menu (and its submenus).
    func dismiss(animated: Bool) {
        guard isShowing else { return }
        stack = []
        // While it fades out, the menu takes no touches: the next one goes to the app.
        (window as? MenuWindow)?.takesTouches = false
        let p = panel
        panel = nil
        let platter = previewPlatter
        previewPlatter = nil
        let close = onClose
        onClose = nil
        if animated, let p {
            View.animate(
                withDuration: 0.15,
                animations: {
                    p.alpha = 0
                    platter?.alpha = 0
                },
                completion: { [weak self] _ in
                    p.removeFromSuperview()
                    platter?.removeFromSuperview()
                    if self?.isShowing == false { self?.window?.isHidden = true }
                })
        } else {
            p?.removeFromSuperview()
            platter?.removeFromSuperview()
            window?.isHidden = true
        }
        close?()
    }

    private func picked(_ element: MenuElement) {
        if let submenu = element as? Menu {
            stack.append(submenu)
            loadDeferredElements(of: submenu)
            present(submenu, animated: false)
            return
        }
        guard let action = element as? Action, !action.attributes.contains(.disabled) else { return }
        for menu in stack { menu.select(action) }
        (source as? Button)?.updatePopUpSelection(picked: action)
        if action.attributes.contains(.keepsMenuPresented) {
            if let menu = stack.last { present(menu, animated: false) }
        } else {
            dismiss(animated: true)
        }
        action.sender = nil
        action.handler(action)
    }

    /// Asks the deferred elements of `menu` (and of its inline groups, and of the elements they provide)
    /// for their elements as it shows; elements arriving later show in place of "Loading…" if the menu is
    /// still the one showing.
    /// With `onlyUnloaded`, elements that have theirs already are not asked again (an uncached one would be).
    private func loadDeferredElements(of menu: Menu, onlyUnloaded: Bool = false) {
        func visit(_ children: [MenuElement]) {
            for child in children {
                if let deferred = child as? DeferredMenuElement {
                    if !(onlyUnloaded && deferred.elements != nil) {
                        deferred.load { [weak self, weak menu] in
                            guard let self, let menu, self.stack.last === menu else { return }
                            self.loadDeferredElements(of: menu, onlyUnloaded: true)
                            self.present(menu, animated: false)
                        }
                    }
                    if let provided = deferred.elements { visit(provided) }
                } else if let group = child as? Menu, group.options.contains(.displayInline) {
                    visit(group.children)
                }
            }
        }
        visit(menu.children)
    }

    private func makeWindow() -> Window {
        let w = MenuWindow(application: application, frame: application.screen.bounds)
        w.windowLevel = Self.windowLevel
        w.backgroundColor = nil
        w.onTapOutside = { [weak self] in self?.dismiss(animated: true) }
        window = w
        return w
    }
}

/// The menu's full-screen window: a touch outside the panel closes the menu and goes no further.
@MainActor
final class MenuWindow: Window {
    var onTapOutside: (() -> Void)?
    /// False while the menu fades out.
    var takesTouches = true

    override func hitTest(_ point: Point, with event: PanelKit.Event?) -> View? {
        guard takesTouches else { return nil }
        if let hit = super.hitTest(point, with: event), hit !== self { return hit }
        return isHidden ? nil : self
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        onTapOutside?()
    }
}
