import PanelGraphics

/// The edit menu of any view, as `UIEditMenuInteraction`: the app calls `presentEditMenu(with:)` (from its
/// own long press or tap) and the delegate says what the menu holds; it shows as the bar text shows (Cut,
/// Copy, Paste...), above the configuration's source point, and closes on a tap on an item, on a touch
/// elsewhere, or on `dismissMenu()`.
@MainActor
public final class EditMenuInteraction: Interaction {
    /// Asked for the menu; held weakly, as UIKit holds it.
    public private(set) weak var delegate: EditMenuInteractionDelegate?
    public private(set) weak var view: View?
    /// The configuration of the menu showing.
    private var shown: EditMenuConfiguration?

    public init(delegate: EditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {
        if view == nil { dismissMenu() }
    }

    public func didMove(to view: View?) {
        self.view = view
    }

    /// Where the menu showing was asked for (its source point), in `view`'s coordinates.
    public func location(in view: View?) -> Point {
        let p = shown?.sourcePoint ?? .zero
        guard let own = self.view else { return p }
        return own.convert(p, to: view)
    }

    /// Shows the menu for `configuration`: the delegate's, else the suggested actions; nothing shows when
    /// it is empty or the view is not in a window.
    public func presentEditMenu(with configuration: EditMenuConfiguration) {
        guard let view, let app = view.window?.application else { return }
        let menu =
            delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggestedActions)
            ?? Menu(children: suggestedActions)
        let target =
            delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? Rect(origin: configuration.sourcePoint, size: .zero)
        let presenter = app.editMenuPresenter
        presenter.dismiss(animated: false)
        guard !EditMenuBarView.flattened(menu.children).isEmpty else { return }
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        shown = configuration
        presenter.show(menu, around: target, in: view, direction: configuration.preferredArrowDirection) {
            [weak self] in
            guard let self, let configuration = self.shown else { return }
            self.shown = nil
            let closing = EditMenuAnimator()
            self.delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: closing)
            closing.run()
        }
        animator.run()
    }

    /// Closes the menu this interaction shows.
    public func dismissMenu() {
        guard shown != nil, let view, let presenter = view.window?.application?.editMenuPresenterIfMade else {
            return
        }
        presenter.dismiss(ifFrom: view)
    }

    /// Asks the delegate again for the menu showing and shows the new one in its place.
    public func reloadVisibleMenu() {
        guard let configuration = shown else { return }
        presentEditMenu(with: configuration)
    }

    /// The standard edit actions a plain view answers to: none (PanelKit has no selector-based responder
    /// actions), so the delegate supplies the menu.
    private var suggestedActions: [MenuElement] { [] }
}
