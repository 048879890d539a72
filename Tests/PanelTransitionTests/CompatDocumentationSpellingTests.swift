import PanelKitCompat
import Testing

/// UIKit code as Apple's documentation and Xcode's templates write it, which a probe of PanelKitCompat
/// found not compiling or answering otherwise: identity equality, subclass initializer boilerplate,
/// `UIButton(type:)`, optional-chained `titleLabel`, `label.font` read unset, `title` reaching the
/// navigation item, Dispatch with the one import, system colours and their component getters, and
/// Core Graphics' integer initializers.
@Suite("PanelKitCompat: spellings from Apple's documentation")
@MainActor
struct CompatDocumentationSpellingTests {
    /// A page view controller data source as Apple's sample writes it: the page's index by `==`.
    final class Pages: UIPageViewControllerDataSource {
        let pages = [UIViewController(), UIViewController(), UIViewController()]

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
    }

    /// Xcode's view controller subclass with an initializer of its own.
    final class DetailViewController: UIViewController {
        let item: String

        init(item: String) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// Xcode's view subclass.
    final class BadgeView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemRed
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func viewsAndControllersCompareByIdentity() {
        let parent = UIView()
        let a = UIView()
        let b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews == [a, b])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, a])
        #expect(parent.subviews.firstIndex(of: a) == 1)
        #expect(Set([a, b, a]).count == 2)
        #expect(a != b && a == a)

        let source = Pages()
        #expect(
            source.pageViewController(UIPageViewController(), viewControllerAfter: source.pages[0]) === source.pages[1])
        #expect(source.pageViewController(UIPageViewController(), viewControllerBefore: source.pages[0]) == nil)
        let root = UIViewController()
        root.addChild(source.pages[2])
        #expect(root.children == [source.pages[2]])

        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(Set([constraint, constraint]).count == 1)
        let tap = UITapGestureRecognizer()
        b.addGestureRecognizer(tap)
        #expect(b.gestureRecognizers?.contains(tap) == true)
    }

    @Test func subclassInitializersFromTheTemplates() {
        let detail = DetailViewController(item: "Milo")
        #expect(detail.item == "Milo" && detail.nibName == nil && detail.nibBundle == nil)
        let named = UIViewController(nibName: "Detail", bundle: nil)
        #expect(named.nibName == "Detail")
        // Nothing reads archives, so the unarchiving initializers fail rather than make a blank object.
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UIViewController(coder: NSCoder()) == nil)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(badge.backgroundColor == .systemRed)
    }

    @Test func buttonsByTypeAndTheirOptionalSubviews() {
        let h = TransitionHarness(width: 240, height: 160)
        defer { withExtendedLifetime(h) {} }
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system && system.frame == .zero)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        let custom = UIButton(type: .custom)
        #expect(custom.buttonType == .custom && custom.titleColor(for: .normal) == .white)
        // As in UIKit, a button made with a frame (or none) is a custom one: white title, no tint.
        for plain in [UIButton(frame: .zero), UIButton()] {
            #expect(plain.buttonType == .custom && plain.titleColor(for: .normal) == .white)
            plain.tintColor = .systemRed
            #expect(plain.titleColor(for: .normal) == .white)
        }
        #expect(UIButton(primaryAction: UIAction(title: "Go") { _ in }).buttonType == .system)

        system.setTitle("Play", for: .normal)
        system.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        system.imageView?.contentMode = .scaleAspectFill
        #expect(system.titleLabel?.font.pointSize == 22)
        #expect(system.imageView?.contentMode == .scaleAspectFill)
        #expect(system.titleLabel.text == "Play")
    }

    @Test func labelFontReadsAsUIKitsNeverNil() {
        let h = TransitionHarness(width: 240, height: 160)
        defer { withExtendedLifetime(h) {} }
        let label = UILabel()
        // UIKit's default label font is the 17-point system font.
        #expect(label.font.pointSize == 17)
        label.font = UIFont.boldSystemFont(ofSize: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font.pointSize == 17)
        label.fontSize = 12
        #expect(label.font.pointSize == 12)
    }

    @Test func titleReachesTheNavigationItem() {
        let early = UIViewController()
        early.title = "Settings"
        #expect(early.navigationItem.title == "Settings")
        early.title = "Display"
        #expect(early.navigationItem.title == "Display")
        let h = TransitionHarness(width: 240, height: 160, root: UINavigationController(rootViewController: early))
        h.step()
        #expect(early.navigationItem.title == "Display")
    }

    @Test func dispatchComesWithTheImport() {
        let queue = DispatchQueue(label: "probe")
        #expect(queue.sync { 6 * 7 } == 42)
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { group.leave() }
        #expect(group.wait(timeout: .now() + 5) == .success)
    }

    @Test func systemColoursAndComponents() {
        // The system colours are dynamic: in the light appearance they are these.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(
            UIColor.systemBackground.resolvedColor(with: light) == .white
                && UIColor.label.resolvedColor(with: light) == .black)
        #expect(
            UIColor.systemRed.resolvedColor(with: light) == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5) == UIColor.blue.withAlphaComponent(0.5))
        #expect(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))

        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 1)

        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        #expect(UIColor.systemTeal.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &a))
        let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: a)
        #expect(abs(back.red - UIColor.systemTeal.red) < 1e-9 && abs(back.green - UIColor.systemTeal.green) < 1e-9)
        #expect(abs(back.blue - UIColor.systemTeal.blue) < 1e-9)

        var white: CGFloat = 0
        #expect(UIColor.darkGray.getWhite(&white, alpha: nil) && white == 0.33)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))

        let view = UIView()
        view.layer.borderColor = UIColor.systemGreen.cgColor
        #expect(view.layer.borderColor == UIColor.systemGreen.cgColor)
        #expect(UIColor(cgColor: UIColor.red.cgColor) == .red)
    }

    @Test func geometryFromIntegers() {
        let columns = 3
        let side = 40
        let frames = (0..<columns).map { CGRect(x: $0 * side, y: 8, width: side, height: side / 2) }
        #expect(frames[2] == CGRect(x: 80.0, y: 8.0, width: 40.0, height: 20.0))
        #expect(CGPoint(x: side, y: columns) == CGPoint(x: 40.0, y: 3.0))
        #expect(CGSize(width: side, height: side) == CGSize(width: 40.0, height: 40.0))
        #expect(CGVector(dx: columns, dy: -columns) == CGVector(dx: 3.0, dy: -3.0))
    }

    /// Counts `tintColorDidChange()` calls.
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func tintColorIsInheritedAndAnnounced() {
        let h = TransitionHarness(width: 240, height: 160)
        defer { withExtendedLifetime(h) {} }
        let container = UIView()
        let watcher = TintWatcher()
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        container.addSubview(watcher)
        watcher.addSubview(button)
        // The default tint is the system blue, and a system button's title is drawn in it.
        #expect(watcher.tintColor == .systemBlue && button.titleLabel.textColor == .systemBlue)

        container.tintColor = .systemPink
        #expect(watcher.tintColor == .systemPink && watcher.changes == 1)
        #expect(button.titleLabel.textColor == .systemPink && button.titleColor(for: .normal) == .systemPink)

        // A view with its own tint keeps it, and its descendants follow it, not the ancestor's.
        watcher.tintColor = .systemGreen
        container.tintColor = .systemOrange
        #expect(watcher.changes == 2 && button.titleLabel.textColor == .systemGreen)

        // An explicit title colour wins over the tint.
        button.setTitleColor(.black, for: .normal)
        watcher.tintColor = .systemRed
        #expect(button.titleLabel.textColor == .black)

        // Moving to a superview with another tint announces the change; leaving it too.
        let moved = TintWatcher()
        let orange = UIView()
        orange.tintColor = .systemOrange
        orange.addSubview(moved)
        #expect(moved.changes == 1 && moved.tintColor == .systemOrange)
        moved.removeFromSuperview()
        #expect(moved.changes == 2 && moved.tintColor == .systemBlue)
    }

    @Test func controlEventsAndShowingControllers() throws {
        #expect(UIControl.Event.allEvents.contains([.touchUpInside, .valueChanged, .editingChanged]))
        #expect(!UIControl.Event.allTouchEvents.contains(.editingChanged))
        #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))

        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 240, height: 160, root: navigation)
        h.step()
        let detail = UIViewController()
        root.show(detail, sender: nil)
        h.wait(1)
        #expect(navigation.viewControllers == [root, detail])

        let lone = UIViewController()
        let modal = UIViewController()
        let other = TransitionHarness(width: 240, height: 160, root: lone)
        other.step()
        lone.show(modal, sender: nil)
        other.wait(1)
        #expect(lone.presentedViewController == modal)
    }

    @Test func rectDivisionAndTheInfiniteRect() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        let (left, rest) = r.divided(atDistance: 30, from: .minXEdge)
        #expect(
            left == CGRect(x: 10, y: 20, width: 30, height: 50) && rest == CGRect(x: 40, y: 20, width: 70, height: 50))
        let (bottom, top) = r.divided(atDistance: 80, from: .maxYEdge)
        #expect(bottom == r && top.height == 0 && top.minY == 20)
        #expect(CGRect.infinite.isInfinite && !r.isInfinite)
        #expect(CGRect.infinite.intersection(r) == r && CGRect.infinite.contains(CGPoint(x: -1e9, y: 1e12)))
    }

    @Test func windowsFromAFrame() {
        let h = TransitionHarness(width: 240, height: 160)
        defer { withExtendedLifetime(h) {} }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(window.bounds.size == CGSize(width: 120, height: 80))
    }

    @Test func switchesToggleByTapAndDrag() {
        let h = TransitionHarness(width: 240, height: 160)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        // The size is fixed, as UIKit's.
        #expect(toggle.frame == CGRect(x: 20, y: 20, width: 51, height: 31) && !toggle.isOn)
        var changes: [Bool] = []
        toggle.addAction(for: .valueChanged) { changes.append(($0 as! UISwitch).isOn) }
        h.window.addSubview(toggle)
        h.step()

        h.tap(at: CGPoint(x: 45, y: 35))
        #expect(toggle.isOn && changes == [true])
        h.tap(at: CGPoint(x: 45, y: 35))
        #expect(!toggle.isOn && changes == [true, false])

        // Set in code: no action.
        toggle.setOn(true, animated: true)
        toggle.isOn = true
        #expect(toggle.isOn && changes == [true, false])

        // A drag to the left turns it off; a drag that stays on the right changes nothing.
        h.drag(from: CGPoint(x: 60, y: 35), to: CGPoint(x: 25, y: 35), duration: 0.2)
        h.step()
        #expect(!toggle.isOn && changes == [true, false, false])
        h.drag(from: CGPoint(x: 25, y: 35), to: CGPoint(x: 30, y: 36), duration: 0.2)
        h.step()
        #expect(toggle.isOn && changes == [true, false, false, true])
        h.drag(from: CGPoint(x: 40, y: 35), to: CGPoint(x: 65, y: 35), duration: 0.2)
        h.step()
        #expect(toggle.isOn && changes.count == 4)

        toggle.isEnabled = false
        h.tap(at: CGPoint(x: 45, y: 35))
        #expect(toggle.isOn && changes.count == 4)
    }

    @Test func slidersTrackTheThumb() {
        let h = TransitionHarness(width: 240, height: 160)
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 200, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 25
        #expect(slider.value == 25)
        slider.value = 140
        #expect(slider.value == 100)
        slider.value = -3
        #expect(slider.value == 0)
        var sent: [Float] = []
        slider.addAction(for: .valueChanged) { sent.append(($0 as! UISlider).value) }
        h.window.addSubview(slider)
        h.step()

        // The thumb sits at the left end (its centre 14 points in); dragging it 86 points moves it half
        // the travel (200 - 28 points).
        h.drag(from: CGPoint(x: 34, y: 55), to: CGPoint(x: 120, y: 55), duration: 0.3)
        h.step()
        #expect(abs(slider.value - 50) < 0.01)
        #expect(sent.count > 1 && abs((sent.last ?? 0) - 50) < 0.01)

        // A tap on the track away from the thumb does not move it.
        let before = sent.count
        h.tap(at: CGPoint(x: 200, y: 55))
        #expect(abs(slider.value - 50) < 0.01 && sent.count == before)

        // Not continuous: one action, when the finger lifts.
        slider.isContinuous = false
        h.drag(from: CGPoint(x: 120, y: 55), to: CGPoint(x: 300, y: 55), duration: 0.3)
        h.step()
        #expect(slider.value == 100 && sent.count == before + 1)

        slider.maximumValue = 10
        #expect(slider.value == 10)
        slider.minimumValue = 20
        #expect(slider.value == 20 && slider.maximumValue == 20)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func activityIndicatorsSpinAndHide() {
        let h = TransitionHarness(width: 240, height: 160)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.center = CGPoint(x: 120, y: 80)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
        h.window.addSubview(spinner)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        h.step()
        let first = h.driver.surface.pixel(x: 120, y: 62)
        // The shades move round: a quarter of a second later the spoke at the top has another shade.
        h.wait(0.25)
        h.step()
        #expect(h.driver.surface.pixel(x: 120, y: 62) != first)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    /// The centre of `view` in window coordinates.
    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func alertsDismissThenCallTheirHandler() throws {
        let root = UIViewController()
        let h = TransitionHarness(width: 480, height: 320, root: root)
        var chosen: [String] = []
        var dismissedBeforeHandler = false
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                chosen.append(action.title ?? "")
                dismissedBeforeHandler = root.presentedViewController == nil
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.modalPresentationStyle == .overFullScreen)
        root.present(alert, animated: true)
        h.wait(0.6)
        h.step()
        #expect(root.presentedViewController == alert)
        // The root's view stays in the window behind the alert.
        #expect(root.view.window != nil)

        // Two actions side by side, cancel on the left: the destructive one is on the right.
        let buttons = alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
        let delete = try #require(buttons.first { $0.currentTitle == "Delete" })
        let cancel = try #require(buttons.first { $0.currentTitle == "Cancel" })
        #expect(centre(of: cancel).x < centre(of: delete).x && abs(centre(of: cancel).y - centre(of: delete).y) < 1)
        #expect(delete.titleColor(for: .normal) == .systemRed)

        h.tap(at: centre(of: delete))
        h.wait(0.6)
        h.step(2)
        #expect(chosen == ["Delete"] && dismissedBeforeHandler)
        #expect(root.presentedViewController == nil)

        // An action sheet puts its cancel button apart at the bottom.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for name in ["Share", "Copy"] { sheet.addAction(UIAlertAction(title: name, style: .default)) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        root.present(sheet, animated: false)
        h.step(2)
        let sheetButtons = sheet.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
        let sheetCancel = try #require(sheetButtons.first { $0.currentTitle == "Cancel" })
        #expect(sheetButtons.allSatisfy { centre(of: $0).y <= centre(of: sheetCancel).y })
        #expect(centre(of: sheetCancel).y > 320 - 60)
        h.tap(at: centre(of: sheetCancel))
        h.wait(0.6)
        h.step(2)
        #expect(chosen == ["Delete", "Cancel"] && root.presentedViewController == nil)
    }

    @Test func segmentedControlsSelectByTap() {
        let h = TransitionHarness(width: 320, height: 120)
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Week" && control.frame.height == 32)
        control.frame = CGRect(x: 10, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        var sent: [Int] = []
        control.addAction(for: .valueChanged) { sent.append(($0 as! UISegmentedControl).selectedSegmentIndex) }
        h.window.addSubview(control)
        h.step()

        // Segments are equal thirds: a tap on the last selects it and sends one action.
        h.tap(at: CGPoint(x: 260, y: 36))
        #expect(control.selectedSegmentIndex == 2 && sent == [2])
        // A tap on the selected segment sends nothing; a disabled segment takes no taps.
        h.tap(at: CGPoint(x: 260, y: 36))
        control.setEnabled(false, forSegmentAt: 1)
        h.tap(at: CGPoint(x: 160, y: 36))
        #expect(control.selectedSegmentIndex == 2 && sent == [2] && !control.isEnabledForSegment(at: 1))

        // Inserting before the selection keeps it on the same segment; removing it leaves none.
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Hour")
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)

        // Momentary: every tap sends, the same segment too.
        control.isMomentary = true
        h.step()
        h.tap(at: CGPoint(x: 40, y: 36))
        h.tap(at: CGPoint(x: 40, y: 36))
        #expect(sent == [2, 0, 0])
    }
}
