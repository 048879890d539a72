import PanelKitCompat
import Testing

/// `UIColorWell` and `UIColorPickerViewController`: a tap on the well presents the picker; a tap on a
/// swatch sets `selectedColor`, tells the delegate and sends the well's `.valueChanged`; the picker's
/// close button dismisses it and tells the delegate it finished.
@Suite("PanelKitCompat: UIColorWell and UIColorPickerViewController")
@MainActor
struct ColorWellCompatTests {
    final class PickerDelegate: UIColorPickerViewControllerDelegate {
        var events: [String] = []
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            events.append("select")
        }
        func colorPickerViewController(
            _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
        ) {
            events.append(continuously ? "didSelect continuously" : "didSelect")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            events.append("finish")
        }
    }

    /// Where on the screen a pixel is exactly `color`, scanning rows from the top.
    private func find(_ color: UInt32, in h: TransitionHarness) -> CGPoint? {
        let s = h.surface
        for y in stride(from: 0, to: s.height, by: 2) {
            for x in stride(from: 0, to: s.width, by: 2) where s.pixel(x: x, y: y) == color {
                // The middle of the swatch: step on while the colour lasts.
                var end = x
                while end + 1 < s.width && s.pixel(x: end + 1, y: y) == color { end += 1 }
                return CGPoint(x: Double(x + end) / 2, y: Double(y + 6))
            }
        }
        return nil
    }

    /// The first view under `view` of type `T` passing `test`.
    private func first<T: UIView>(_ type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
        if let v = view as? T, test(v) { return v }
        for s in view.subviews {
            if let found = first(type, in: s, where: test) { return found }
        }
        return nil
    }

    @Test func aTapOnTheWellPresentsThePickerAndASwatchSetsTheColour() throws {
        let root = UIViewController()
        let h = TransitionHarness(width: 480, height: 800, root: root)
        root.view.backgroundColor = .white
        let well = UIColorWell(frame: CGRect(x: 40, y: 60, width: 28, height: 28))
        well.title = "Ink"
        well.supportsAlpha = false
        var changes: [UIColor?] = []
        well.addAction(UIAction { _ in changes.append(well.selectedColor) }, for: .valueChanged)
        root.view.addSubview(well)
        h.step()
        #expect(well.selectedColor == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        // The ring: colour at its edge, the background in the middle while no colour is picked.
        #expect(h.surface.pixel(x: 54, y: 61) != 0xFFFF_FFFF)
        #expect(h.surface.pixel(x: 54, y: 74) == 0xFFFF_FFFF)
        well.selectedColor = .systemTeal
        let teal = UIColorWell(frame: CGRect(x: 80, y: 60, width: 28, height: 28))
        teal.selectedColor = .systemTeal
        root.view.addSubview(teal)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/color-wells.png")
        }
        teal.removeFromSuperview()
        well.selectedColor = nil
        h.step()
        h.tap(at: CGPoint(x: 54, y: 74))
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        h.run(until: { picker.transitionCoordinator == nil })
        h.step()
        #expect(picker.title == "Ink" && !picker.supportsAlpha)
        #expect(first(UISlider.self, in: picker.view, where: { !$0.isHidden }) == nil, "no opacity without alpha")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/color-picker.png")
        }
        // The pure red swatch.
        let swatch = try #require(find(0xFFFF_0000, in: h))
        h.tap(at: swatch)
        #expect(picker.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1), "got \(picker.selectedColor)")
        #expect(well.selectedColor == picker.selectedColor)
        #expect(changes.count == 1 && changes.first == picker.selectedColor, "one valueChanged")
        // The close button dismisses the picker; the well shows the colour.
        let done = try #require(first(UIButton.self, in: picker.view, where: { $0.currentTitle == "Done" }))
        h.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        h.run(until: { root.presentedViewController == nil })
        h.step()
        #expect(root.presentedViewController == nil)
        #expect(h.surface.pixel(x: 54, y: 74) == 0xFFFF_0000, "the well's swatch is red")
        #expect(changes.count == 1, "closing sends nothing")
    }

    @Test func aPresentedPickerTellsItsDelegateOfPicksAndOfFinishing() throws {
        let root = UIViewController()
        let h = TransitionHarness(width: 480, height: 800, root: root)
        let delegate = PickerDelegate()
        let picker = UIColorPickerViewController()
        picker.delegate = delegate
        picker.selectedColor = .green
        #expect(picker.supportsAlpha, "alpha is offered by default")
        root.present(picker, animated: true)
        h.run(until: { picker.transitionCoordinator == nil })
        h.step()
        let slider = try #require(first(UISlider.self, in: picker.view, where: { !$0.isHidden }))
        #expect(slider.value == 1)
        let swatch = try #require(find(0xFF00_00FF, in: h), "the pure blue swatch")
        h.tap(at: swatch)
        #expect(picker.selectedColor == .blue)
        #expect(delegate.events == ["didSelect", "select"])
        slider.value = 0.5
        slider.sendActions(for: .valueChanged)
        var alpha: CGFloat = 0
        _ = picker.selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(alpha - 0.5) < 0.01, "the opacity slider sets the alpha")
        delegate.events = []
        let done = try #require(first(UIButton.self, in: picker.view, where: { $0.currentTitle == "Done" }))
        h.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        h.run(until: { root.presentedViewController == nil })
        h.step()
        #expect(delegate.events == ["finish"], "finished once, got \(delegate.events)")
    }
}
