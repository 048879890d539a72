import PanelGraphics

/// A context menu on a view, as `UIContextMenuInteraction`: a long press asks the delegate for a
/// configuration at the finger and shows its menu beside the view. A nil configuration shows nothing and
/// leaves the press to the view: the interaction's recognizer fails, so a button under the finger still
/// sends its action when the finger lifts, as in UIKit.
@MainActor
public final class ContextMenuInteraction: Interaction, GestureRecognizerDelegate {
    /// Asked for the menu; held weakly, as UIKit holds it.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    public private(set) weak var view: View?
    private let press = LongPressGestureRecognizer()
    /// Where the press began, in the view.
    private var location: Point = .zero
    /// The delegate's configuration for the press about to begin.
    private var pending: ContextMenuConfiguration?

    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        press.delegate = self
        _ = press.addAction { [weak self] g in
            if g.state == .began { self?.pressBegan() }
        }
    }

    /// Where the press that opened the menu began, in `view`'s coordinates.
    public func location(in view: View?) -> Point {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }

    /// Closes the menu this interaction opened.
    public func dismissMenu() {
        view?.window?.application?.menuPresenter.dismiss(animated: true)
    }

    public func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Asks the delegate for the menu as the press is about to begin: without one the press fails and the
    /// touch stays with the view.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view, let delegate, view.window?.application != nil else { return false }
        location = press.location(in: view)
        pending = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pending != nil
    }

    private func pressBegan() {
        let configuration = pending
        pending = nil
        guard let view, let delegate, let presenter = view.window?.application?.menuPresenter,
            let configuration, let menu = configuration.makeMenu()
        else { return }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        // The preview provider's controller shows above the menu; a tap on it commits.
        let preview = configuration.previewProvider?()
        presenter.show(
            menu, from: view, preview: preview,
            onPreviewTap: { [weak self] in self?.commitPreview(of: configuration, preview: preview) }
        ) { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        }
    }

    /// The preview was tapped: the delegate hears of it with an animator, the menu closes, and the
    /// animator's completions run once it has faded (the preview's controller is then free to be shown).
    private func commitPreview(of configuration: ContextMenuConfiguration, preview: ViewController?) {
        let animator = ContextMenuCommitAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        view?.window?.application?.menuPresenter.dismiss(animated: true)
        // The controller's view leaves the platter so the completions can show it elsewhere.
        preview?.view.removeFromSuperview()
        animator.run()
    }
}

/// Asked for a context menu and told when it shows and ends, as `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (in the interaction's view); nil shows no menu.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration?
    /// The menu is about to show (there is no animator on a panel: it is nil).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is closing (a row picked or a tap outside).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The preview was tapped; show `animator.previewViewController` in a completion to commit it.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
}

/// The animations a context menu runs with, as `UIContextMenuInteractionAnimating`: on a panel there are
/// none to join, so delegates are handed nil.
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// Runs `animations` beside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after the menu's animations.
    func addCompletion(_ completion: @escaping () -> Void)
    /// The preview's view controller, if the configuration made one.
    var previewViewController: ViewController? { get }
}

extension ContextMenuInteractionAnimating {
    public var previewViewController: ViewController? { nil }
}
