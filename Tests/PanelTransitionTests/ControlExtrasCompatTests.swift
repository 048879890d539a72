import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UISegmentedControl`'s images, actions and segment widths, `UIBarButtonItem.isHidden` and
/// `UISwitch.preferredStyle`, used as Apple's documentation describes them.
@Suite("PanelKitCompat: segmented control, bar item and switch extras")
@MainActor
struct ControlExtrasCompatTests {
    /// The pixels in `rect` darker than mid-grey.
    private func dark(_ h: TransitionHarness, _ rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = h.surface.color(x: x, y: y)
                if c.red + c.green + c.blue < 1.5 { n += 1 }
            }
        }
        return n
    }

    @Test func anImageItemShowsItsImageInPlaceOfATitle() {
        let h = TransitionHarness(width: 240, height: 80)
        let star = UIImage(systemName: "star.fill")!
        let control = UISegmentedControl(items: ["One", star])
        control.frame = CGRect(x: 20, y: 20, width: 200, height: 32)
        h.window.addSubview(control)
        h.step()
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) === star)
        // The star is drawn in the second segment, in the label colour.
        #expect(dark(h, CGRect(x: 130, y: 22, width: 80, height: 28)) > 20)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/segmented-image.png")
        }
        control.setImage(nil, forSegmentAt: 1)
        h.step()
        #expect(dark(h, CGRect(x: 130, y: 22, width: 80, height: 28)) == 0)
    }

    @Test func segmentsMadeFromActionsPerformThemWhenTapped() {
        let h = TransitionHarness(width: 320, height: 80)
        var performed: [String] = []
        var sender: UIControl?
        let actions = ["Day", "Week", "Month"].map { name in
            UIAction(title: name) { action in
                performed.append(name)
                sender = action.sender
            }
        }
        let control = UISegmentedControl(frame: CGRect(x: 10, y: 20, width: 300, height: 32), actions: actions)
        control.selectedSegmentIndex = 0
        h.window.addSubview(control)
        h.step()
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 2) == "Month")
        h.tap(at: CGPoint(x: 160, y: 36))
        #expect(performed == ["Week"])
        #expect(sender === control)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.actionForSegment(at: 1) === actions[1])
        // An action inserted later is performed the same way.
        control.insertSegment(action: UIAction(title: "Year") { _ in performed.append("Year") }, at: 3, animated: false)
        h.step()
        h.tap(at: CGPoint(x: 280, y: 36))
        #expect(performed == ["Week", "Year"])
    }

    @Test func aFixedSegmentWidthMovesTheOthers() {
        let h = TransitionHarness(width: 320, height: 80)
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 20, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 0)
        h.window.addSubview(control)
        h.step()
        #expect(control.widthForSegment(at: 0) == 60)
        // Segment 0 is 60 wide, the two others share 240: x = 70 is in segment 1.
        h.tap(at: CGPoint(x: 70, y: 36))
        #expect(control.selectedSegmentIndex == 1)
        h.tap(at: CGPoint(x: 190, y: 36))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func apportionedSegmentsAreAsWideAsTheirTitles() {
        let h = TransitionHarness(width: 400, height: 80)
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        control.apportionsSegmentWidthsByContent = true
        let size = control.intrinsicContentSize
        control.frame = CGRect(origin: CGPoint(x: 0, y: 20), size: size)
        h.window.addSubview(control)
        h.step()
        // With equal widths 45 % of the way across would be the first segment; apportioned, the short
        // title's segment is far narrower, so it is the second.
        h.tap(at: CGPoint(x: size.width * 0.45, y: 36))
        #expect(control.selectedSegmentIndex == 1)
        control.apportionsSegmentWidthsByContent = false
        h.step()
        h.tap(at: CGPoint(x: size.width * 0.2, y: 36))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func aHiddenBarButtonItemLeavesTheBar() {
        let root = UIViewController()
        var tapped: [String] = []
        let done = UIBarButtonItem(title: "Done", style: .done) { _ in tapped.append("done") }
        let edit = UIBarButtonItem(title: "Edit", style: .plain) { _ in tapped.append("edit") }
        root.navigationItem.rightBarButtonItems = [done, edit]
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 320, height: 240, root: nav)
        h.step()
        // The first right item is the rightmost.
        h.tap(at: CGPoint(x: 300, y: 22))
        #expect(tapped == ["done"])
        done.isHidden = true
        h.step()
        h.tap(at: CGPoint(x: 300, y: 22))
        #expect(tapped == ["done", "edit"])
        done.isHidden = false
        h.step()
        h.tap(at: CGPoint(x: 300, y: 22))
        #expect(tapped == ["done", "edit", "done"])
    }

    /// A square of `color`, an image drawn as it is (not a template).
    private func square(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
    }

    /// The pixels in `rect` close to `color`.
    private func count(_ h: TransitionHarness, _ rect: CGRect, _ color: UIColor) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = h.surface.color(x: x, y: y)
                if abs(c.red - color.red) < 0.1 && abs(c.green - color.green) < 0.1 && abs(c.blue - color.blue) < 0.1 {
                    n += 1
                }
            }
        }
        return n
    }

    @Test func stepperImagesReplaceTheSignsByState() {
        let h = TransitionHarness(width: 200, height: 80)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        stepper.maximumValue = 1
        stepper.setIncrementImage(square(.red), for: .normal)
        stepper.setIncrementImage(square(.blue), for: .disabled)
        h.window.addSubview(stepper)
        h.step()
        let plusSide = CGRect(x: 57, y: 10, width: 47, height: 32)
        let minusSide = CGRect(x: 10, y: 10, width: 47, height: 32)
        #expect(count(h, plusSide, .red) >= 100)
        #expect(count(h, minusSide, .red) == 0)
        #expect(stepper.incrementImage(for: .highlighted) != nil, "a state without its own image uses normal's")
        // At the maximum the plus side cannot step: its disabled image shows.
        stepper.value = 1
        h.step()
        #expect(count(h, plusSide, .blue) >= 100)
        #expect(count(h, plusSide, .red) == 0)
    }

    @Test func switchesSlideWhateverStyleIsPreferred() {
        let toggle = UISwitch()
        toggle.preferredStyle = .checkbox
        toggle.title = "Wi-Fi"
        #expect(toggle.style == .sliding)
        #expect(toggle.preferredStyle == .checkbox)
        #expect(toggle.title == "Wi-Fi")
    }
}
