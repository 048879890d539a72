// `hidesBarsOnTap` and `hidesBarsOnSwipe`: a tap in the content toggles the navigation bar (and the
// toolbar, when it was up); a swipe up hides them and a swipe down brings them back, each slide animated
// as `setNavigationBarHidden(_:animated: true)`. The gestures ignore touches on the bars and on controls
// and recognize alongside the content's own (a table scrolls while its swipe hides the bars).
extension NavigationController {
    /// Puts the tap and swipe recognizers on the view while their properties ask for them.
    func updateBarHidingGestures() {
        guard let root = viewIfLoaded else { return }
        barHidingGate.navigationController = self
        let tap = barHideOnTapGestureRecognizer
        let swipe = barHideOnSwipeGestureRecognizer
        for (recognizer, wanted) in [(tap as GestureRecognizer, hidesBarsOnTap), (swipe, hidesBarsOnSwipe)] {
            let installed = recognizer.view === root
            if wanted && !installed {
                recognizer.delegate = barHidingGate
                recognizer.cancelsTouchesInView = false
                root.addGestureRecognizer(recognizer)
            } else if !wanted && installed {
                root.removeGestureRecognizer(recognizer)
            }
        }
        // The actions are added once, when a recognizer is first installed.
        if (tap.view === root || swipe.view === root) && !barHidingGate.actionsAdded {
            tap.addTarget(self, action: NavigationController.barHideTapped)
            swipe.addTarget(self, action: NavigationController.barHideSwiped)
            barHidingGate.actionsAdded = true
        }
    }

    private func barHideTapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended else { return }
        setBarsHidden(!isNavigationBarHidden)
    }

    private func barHideSwiped(_ pan: PanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended else { return }
        let dy = pan.translation(in: view).y
        if dy < -20 && !isNavigationBarHidden {
            setBarsHidden(true)
        } else if dy > 20 && isNavigationBarHidden {
            setBarsHidden(false)
        }
    }

    /// Hides or shows the bar, and the toolbar with it when it was up.
    private func setBarsHidden(_ hidden: Bool) {
        if hidden {
            toolbarHiddenWithBar = !isToolbarHidden
            if toolbarHiddenWithBar { setToolbarHidden(true, animated: true) }
        } else if toolbarHiddenWithBar {
            toolbarHiddenWithBar = false
            setToolbarHidden(false, animated: true)
        }
        setNavigationBarHidden(hidden, animated: true)
    }
}
