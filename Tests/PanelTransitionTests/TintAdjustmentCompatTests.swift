import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

/// `UIView.tintAdjustmentMode` and `tintColorDidChange()` as Apple documents them: the views behind an
/// alert show a dimmed (grey) tint while it is up and get `tintColorDidChange()` as it comes and goes; the
/// mode is inherited down the tree unless a view sets its own.
@Suite("PanelKitCompat: tintAdjustmentMode", .serialized)
@MainActor
struct TintAdjustmentCompatTests {
    /// A view filled with its tint that counts `tintColorDidChange()`.
    final class Swatch: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
            backgroundColor = tintColor
        }
    }

    private func isGrey(_ c: UIColor) -> Bool {
        let r = c.resolved(.light)
        return abs(r.red - r.green) < 1e-9 && abs(r.green - r.blue) < 1e-9
    }

    @Test func theViewsBehindAnAlertAreDimmedUntilItIsDismissed() {
        let root = UIViewController()
        let h = TransitionHarness(width: 320, height: 240, root: root)
        let swatch = Swatch(frame: CGRect(x: 20, y: 40, width: 120, height: 60))
        swatch.backgroundColor = swatch.tintColor
        let button = UIButton(type: .system)
        button.setTitle("Tinted button", for: .normal)
        button.frame = CGRect(x: 160, y: 40, width: 140, height: 44)
        let own = Swatch(frame: CGRect(x: 20, y: 120, width: 120, height: 60))
        own.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let keeps = Swatch(frame: CGRect(x: 160, y: 120, width: 120, height: 60))
        keeps.tintAdjustmentMode = .normal
        for v in [swatch, button, own, keeps] { root.view.addSubview(v) }
        h.step()
        #expect(swatch.tintAdjustmentMode == .normal && swatch.tintColor == .systemBlue)
        let before = (swatch.changes, own.changes, keeps.changes)

        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        h.wait(0.5)
        #expect(root.view.tintAdjustmentMode == .dimmed && swatch.tintAdjustmentMode == .dimmed)
        #expect(isGrey(swatch.tintColor) && isGrey(button.tintColor), "a grey tint behind the alert")
        // A red tint dims to the grey of its luminance.
        #expect(abs(own.tintColor.resolved(.light).red - 0.2126) < 1e-6, "got \(String(describing: own.tintColor))")
        #expect(swatch.changes == before.0 + 1 && own.changes == before.1 + 1, "tintColorDidChange once each")
        #expect(keeps.changes == before.2 && keeps.tintColor == .systemBlue, "a view set to .normal stays so")
        #expect(alert.view.tintAdjustmentMode == .normal, "the alert itself is not dimmed")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/tint-dimmed-behind-alert.png")
        }

        root.dismiss(animated: true)
        h.wait(0.5)
        #expect(swatch.tintAdjustmentMode == .normal && swatch.tintColor == .systemBlue, "restored")
        #expect(own.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(swatch.changes == before.0 + 2 && own.changes == before.1 + 2)
    }

    @Test func theModeIsInheritedAndSettingItTellsTheSubtree() {
        let h = TransitionHarness(width: 200, height: 200)
        let parent = Swatch(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = Swatch(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = Swatch(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        parent.addSubview(child)
        child.addSubview(grandchild)
        h.window.addSubview(parent)
        h.step()
        let counts = (parent.changes, child.changes, grandchild.changes)
        parent.tintAdjustmentMode = .dimmed
        #expect(grandchild.tintAdjustmentMode == .dimmed && isGrey(grandchild.tintColor))
        #expect(parent.changes == counts.0 + 1 && child.changes == counts.1 + 1 && grandchild.changes == counts.2 + 1)
        // A child set to .normal takes its subtree out of the dimming.
        child.tintAdjustmentMode = .normal
        #expect(grandchild.tintColor == .systemBlue && child.changes == counts.1 + 2)
        #expect(grandchild.changes == counts.2 + 2)
        // Setting the same mode again tells nobody.
        child.tintAdjustmentMode = .normal
        #expect(child.changes == counts.1 + 2)
        // A view moved under a dimmed parent is told.
        let moved = Swatch(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        h.window.addSubview(moved)
        let movedBefore = moved.changes
        parent.addSubview(moved)
        #expect(moved.tintAdjustmentMode == .dimmed && moved.changes == movedBefore + 1)
        parent.tintAdjustmentMode = .automatic
        #expect(moved.tintAdjustmentMode == .normal && moved.tintColor == .systemBlue)
    }
}
