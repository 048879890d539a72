import PanelKitCompat
import Testing

/// Small pieces of UIKit that documentation programs use in passing: accessibility properties, Dynamic Type
/// fonts, bar button items made with a target and action or a system item, `UIStepper` and
/// `UIProgressView`.
@Suite("PanelKitCompat: accessibility, text styles, bar items, steppers and progress views")
@MainActor
struct CompatSmallControlsTests {
    final class ListViewController: UIViewController {
        var added = 0
        var saved: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "List"
            // UIKit's `#selector(addTapped)` is a method reference: `Self.addTapped` or the type's name.
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: self, action: Self.addTapped)
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned))
            let button = UIButton(type: .system)
            button.addTarget(self, action: Self.buttonTapped, for: .touchUpInside)
            button.addTarget(self, action: Self.addTapped, for: .touchUpInside)
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Save", style: .done, target: self, action: ListViewController.save)
        }

        func addTapped() { added += 1 }
        func panned(_ gesture: UIPanGestureRecognizer) {}
        func buttonTapped(_ sender: UIButton) {}
        func save(_ sender: UIBarButtonItem) { saved.append(sender.title ?? "?") }
    }

    /// Defaults as Apple documents them: labels and controls are elements, plain views are not; a label's
    /// accessibility label is its text and a button's its title; set values are kept.
    @Test func accessibilityPropertiesKeepWhatIsSetAndDefaultAsUIKit() {
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        #expect(button.accessibilityLabel == "Pay")
        #expect(button.accessibilityTraits.contains(.button))
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Chart"
        view.accessibilityHint = "Shows the week"
        view.accessibilityIdentifier = "chart"
        view.accessibilityTraits = [.image, .updatesFrequently]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Chart")
        #expect(view.accessibilityHint == "Shows the week" && view.accessibilityIdentifier == "chart")
        #expect(view.accessibilityTraits == [.image, .updatesFrequently])
        label.accessibilityLabel = "Order total"
        #expect(label.accessibilityLabel == "Order total")
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }

    @Test func preferredFontsFollowApplesSizes() {
        let h = TransitionHarness(width: 200, height: 100)
        _ = h
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.fontName != UIFont.preferredFont(forTextStyle: .body).fontName, "headline is bold")
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 22))
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 22)
        #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
    }

    @Test func barButtonItemsWithTargetsAndSystemItems() {
        let list = ListViewController()
        let nav = UINavigationController(rootViewController: list)
        let h = TransitionHarness(width: 400, height: 300, root: nav)
        h.step(2)
        let add = list.navigationItem.rightBarButtonItem
        #expect(add?.title == nil && add?.image != nil, "the add item shows the plus symbol")
        #expect(list.navigationItem.leftBarButtonItem?.style == .done)
        // The plus sits at the right end of the bar, the bold "Save" at the left.
        h.tap(at: CGPoint(x: 380, y: 22))
        #expect(list.added == 1)
        h.tap(at: CGPoint(x: 24, y: 22))
        #expect(list.saved == ["Save"])
        let stepper = UIStepper(frame: CGRect(x: 20, y: 80, width: 0, height: 0))
        stepper.value = 0
        list.view.addSubview(stepper)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 20, y: 140, width: 300, height: 4)
        progress.progress = 0.6
        list.view.addSubview(progress)
        h.step()
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/bar-items.png")
        }
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.title == nil)
        #expect(UIBarButtonItem(systemItem: .done).title == "Done")
        #expect(UIBarButtonItem(systemItem: .cancel).style == .plain)
        let action = UIAction(title: "Share", image: UIImage(systemName: "star")) { _ in }
        #expect(action.image != nil && action.title == "Share")
        #expect(UIBarButtonItem(image: nil, primaryAction: action).title == "Share")
    }

    @Test func stepperStepsWithinItsLimitsAndWraps() {
        let h = TransitionHarness(width: 200, height: 100)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.minimumValue = 0
        stepper.maximumValue = 3
        stepper.stepValue = 2
        var changes: [Double] = []
        stepper.addAction(for: .valueChanged) { c in changes.append((c as! UIStepper).value) }
        h.window.addSubview(stepper)
        h.step()
        let plus = CGPoint(x: 20 + 70, y: 36)
        let minus = CGPoint(x: 20 + 24, y: 36)
        h.tap(at: plus)
        h.tap(at: plus)
        #expect(stepper.value == 3, "pinned at the maximum")
        h.tap(at: plus)
        #expect(changes == [2, 3], "no change at the maximum, no action")
        h.tap(at: minus)
        #expect(stepper.value == 1)
        stepper.wraps = true
        h.tap(at: minus)
        #expect(stepper.value == 3, "1 - 2 goes below 0, round to the maximum")
        #expect(changes == [2, 3, 1, 3])
        stepper.value = 10
        #expect(stepper.value == 3 && changes.count == 4, "set in code: pinned, no action")
    }

    @Test func progressViewFillsItsShareInTheTint() {
        let h = TransitionHarness(width: 200, height: 100)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 50, width: 200, height: 4)
        bar.progress = 0.25
        h.window.addSubview(bar)
        h.step(2)
        #expect(bar.progress == 0.25)
        #expect(h.surface.color(x: 30, y: 51) == bar.tintColor.resolvedColor(with: bar.traitCollection))
        #expect(h.surface.color(x: 100, y: 51) != bar.tintColor.resolvedColor(with: bar.traitCollection))
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        h.step(30)
        #expect(h.surface.color(x: 190, y: 51) == bar.tintColor.resolvedColor(with: bar.traitCollection))
        bar.progressTintColor = .systemRed
        h.step()
        #expect(h.surface.color(x: 100, y: 51) == .systemRed.resolved(.light))
    }

    /// Symbol images are templates: an image view draws them in its tint colour (blue unless set), as UIKit;
    /// `.alwaysOriginal` keeps the drawn colour and `withTintColor` fixes one.
    @Test func symbolImagesTakeTheTintColour() throws {
        let h = TransitionHarness(width: 200, height: 100)
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.renderingMode == .automatic)
        let blue = UIImageView(image: heart)
        blue.frame.origin = CGPoint(x: 0, y: 0)
        let red = UIImageView(image: heart)
        red.frame.origin = CGPoint(x: 40, y: 0)
        red.tintColor = .systemRed
        let original = UIImageView(image: heart.withRenderingMode(.alwaysOriginal))
        original.frame.origin = CGPoint(x: 80, y: 0)
        let green = UIImageView(image: heart.withTintColor(.systemGreen))
        green.frame.origin = CGPoint(x: 120, y: 0)
        for v in [blue, red, original, green] { h.window.addSubview(v) }
        h.step()
        // The middle of the heart, 11 pixels in.
        #expect(h.surface.color(x: 11, y: 12) == .systemBlue.resolved(.light))
        #expect(h.surface.color(x: 51, y: 12) == .systemRed.resolved(.light))
        #expect(h.surface.color(x: 91, y: 12) == .black)
        #expect(h.surface.color(x: 131, y: 12) == .systemGreen.resolved(.light))
        red.tintColor = .systemOrange
        h.step()
        #expect(h.surface.color(x: 51, y: 12) == .systemOrange.resolved(.light))
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "stop.fill"), for: .normal)
        button.frame = CGRect(x: 160, y: 0, width: 40, height: 40)
        h.window.addSubview(button)
        h.step()
        #expect(h.surface.color(x: 180, y: 20) == button.tintColor.resolvedColor(with: button.traitCollection))
    }
}
