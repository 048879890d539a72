/// The delegate of the bar hiding gestures: no touches on the bars or on controls, and recognition beside
/// the content's own recognizers.
@MainActor
final class BarHidingGate: GestureRecognizerDelegate {
    weak var navigationController: NavigationController?
    /// Whether the navigation controller's actions were added to the recognizers.
    var actionsAdded = false

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let nav = navigationController, let touched = touch.view else { return true }
        var v: View? = touched
        while let view = v {
            if view is Control || view === nav.navigationBar || view === nav.toolbar { return false }
            v = view.superview
        }
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { true }
}
