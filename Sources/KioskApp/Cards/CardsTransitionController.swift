import PanelKit
import PanelText

/// Wires the start screen's bar to the cards screen with PanelKit's `InteractiveTransitionCoordinator`
/// (seed 000's `MiniToLargeTransitionCoordinator`): dragging the bar up presents the cards, which rise
/// from the bar (`initialY`) and follow the finger; a tap presents them without interaction; dragging
/// down anywhere on the cards takes them back to the bar. The cards' backgrounds follow the progress.
/// With no cards the behaviour is removed.
@MainActor
final class CardsTransitionController {
    let coordinator = InteractiveTransitionCoordinator()
    private weak var start: StartViewController?
    private let store: CardsStore
    private let theme: Theme
    private var tap: TapGestureRecognizer?
    /// Whether the behaviour is wired (false with no cards).
    private(set) var isEnabled = false

    init(start: StartViewController, store: CardsStore, theme: Theme) {
        self.start = start
        self.store = store
        self.theme = theme
    }

    /// The cards screen, once made.
    var cardsViewController: CardsViewController? { coordinator.presentedViewController as? CardsViewController }

    /// Called by the start screen once its view is loaded.
    func prepare() {
        guard let start else { return }
        guard start.hasCards else {
            coordinator.removeCustomTransitionBehaviour()
            isEnabled = false
            return
        }
        coordinator.completionSpeed = 0.6
        coordinator.progressHandler = { [weak self] p in self?.cardsViewController?.applyTransitionProgress(p) }
        coordinator.prepareViewForCustomTransition(from: start, gestureView: start.bottomTriggerView) {
            [store, theme, weak self] in
            let cards = CardsViewController(store: store, theme: theme)
            cards.onClose = { [weak self] in self?.coordinator.dismissWithoutInteraction() }
            return cards
        }
        let tap = TapGestureRecognizer { [weak self] _ in self?.present(at: nil) }
        start.bottomTriggerView.addGestureRecognizer(tap)
        self.tap = tap
        start.openCards = { [weak self] index in self?.present(at: index) }
        isEnabled = true
    }

    /// Removes the behaviour (seed 000: when there is no data).
    func remove() {
        coordinator.removeCustomTransitionBehaviour()
        if let tap { tap.view?.removeGestureRecognizer(tap) }
        tap = nil
        start?.openCards = nil
        isEnabled = false
    }

    /// The tap path: presents without interaction, at card `index` when given.
    func present(at index: Int?) {
        guard isEnabled else { return }
        coordinator.presentWithoutInteraction()
        if let index { cardsViewController?.scrollToCard(index, animated: false) }
    }
}
