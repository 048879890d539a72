import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Navigation item, bar and control extras as Apple's documentation uses them: `UINavigationItem.prompt`,
/// `style`, `backAction` and the `set…(_:animated:)` family, `UINavigationBar.pushItem`/`popItem`,
/// `UIStepper` background and divider images, `UIPageControl` current-page images and `direction`, and
/// `UISearchBar`'s scope bar, icons and `isEnabled`.
@Suite("PanelKitCompat: navigation item, bar and control extras")
@MainActor
struct BarItemExtrasCompatTests {
    /// A controller whose view is one colour.
    final class Plain: UIViewController {
        init(_ title: String) {
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// Records the scope changes the search bar reports.
    final class ScopeWatcher: NSObject, UISearchBarDelegate {
        var scopes: [Int] = []
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            scopes.append(selectedScope)
        }
    }

    /// The pixels in `rect` close to `color`.
    private func count(_ h: TransitionHarness, _ rect: CGRect, _ color: UIColor, _ tolerance: Double = 0.1) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = h.surface.color(x: x, y: y)
                if abs(c.red - color.red) < tolerance && abs(c.green - color.green) < tolerance
                    && abs(c.blue - color.blue) < tolerance
                {
                    n += 1
                }
            }
        }
        return n
    }

    /// A `width` x `height` image of `color`, drawn as it is (not a template).
    private func solid(_ color: UIColor, width: Double = 12, height: Double = 12) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func look(_ h: TransitionHarness, _ name: String) {
        if let dir = getenv("PANEL_LOOK_DIR") { try? h.driver.writePNG(path: String(cString: dir) + "/\(name).png") }
    }

    /// Where the top of `view`'s safe area is on the screen.
    private func safeTop(_ view: UIView) -> Double {
        view.convert(CGPoint(x: 0, y: view.safeAreaInsets.top), to: nil).y
    }

    @Test func aPromptShowsAboveTheTitleInABarThirtyPointsTaller() {
        let root = Plain("Photos")
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 360, height: 240, root: nav)
        h.step()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(safeTop(root.view) == 44)

        root.navigationItem.prompt = "Choose a photo to share"
        h.step()
        look(h, "prompt-bar")
        #expect(root.navigationItem.prompt == "Choose a photo to share")
        #expect(nav.navigationBar.frame.height == 74, "30 points for the prompt")
        #expect(safeTop(root.view) == 74, "the content's safe area starts under the taller bar")
        // The prompt's text in the top 30 points, centred; the title in the 44-point row under it.
        let promptRow = CGRect(x: 0, y: 2, width: 360, height: 26)
        let titleRow = CGRect(x: 0, y: 36, width: 360, height: 32)
        #expect(count(h, promptRow, .black, 0.45) > 30, "the prompt's text")
        #expect(count(h, CGRect(x: 0, y: 2, width: 90, height: 26), .black, 0.45) == 0, "centred, not leading")
        #expect(count(h, titleRow, .black, 0.45) > 30, "the title under it")
        #expect(count(h, CGRect(x: 0, y: 80, width: 360, height: 100), .white) >= 35_000, "white content below")

        root.navigationItem.prompt = nil
        h.step()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(safeTop(root.view) == 44)
        #expect(count(h, CGRect(x: 0, y: 0, width: 360, height: 6), .black, 0.45) == 0, "no prompt line")
        #expect(count(h, CGRect(x: 0, y: 8, width: 360, height: 28), .black, 0.45) > 30, "the title back on top")
    }

    @Test func aPushedItemWithAPromptMakesTheBarTallerAndPoppingRestoresIt() {
        let root = Plain("Albums")
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 360, height: 240, root: nav)
        let detail = Plain("Summer")
        detail.navigationItem.prompt = "Select items"
        nav.pushViewController(detail, animated: false)
        h.step()
        #expect(nav.navigationBar.frame.height == 74)
        #expect(safeTop(detail.view) == 74)
        nav.popViewController(animated: false)
        h.step()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(safeTop(root.view) == 44)
    }

    @Test func browserAndEditorStylesLeadWithTheTitle() {
        let root = Plain("Notes")
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 360, height: 160, root: nav)
        h.step()
        #expect(root.navigationItem.style == .navigator)
        let centred = nav.navigationBar.titleLabel.frame
        #expect(abs(centred.midX - 180) < 1)
        root.navigationItem.style = .editor
        h.step()
        #expect(nav.navigationBar.titleLabel.frame.minX < 20, "got \(nav.navigationBar.titleLabel.frame)")
        #expect(count(h, CGRect(x: 0, y: 8, width: 80, height: 28), .black, 0.45) > 20, "the title's text at the left")
        root.navigationItem.style = .browser
        h.step()
        #expect(nav.navigationBar.titleLabel.frame.minX < 20)
    }

    @Test func aBackActionRunsInsteadOfGoingBack() {
        let root = Plain("Inbox")
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 360, height: 160, root: nav)
        let draft = Plain("Draft")
        var asked = 0
        draft.navigationItem.backAction = UIAction(title: "Save") { _ in asked += 1 }
        nav.pushViewController(draft, animated: false)
        h.step()
        let back = nav.navigationBar.backButton
        h.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        h.step()
        #expect(asked == 1)
        #expect(nav.viewControllers.count == 2, "the action replaces the pop")

        draft.navigationItem.backAction = nil
        h.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        h.run { nav.viewControllers.count == 1 }
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theAnimatedSettersChangeTheItem() {
        let item = UINavigationItem(title: "Edit")
        let done = UIBarButtonItem(systemItem: .done)
        let add = UIBarButtonItem(systemItem: .add)
        item.setRightBarButton(done, animated: true)
        item.setLeftBarButtonItems([add], animated: false)
        item.setHidesBackButton(true, animated: true)
        #expect(item.rightBarButtonItem === done)
        #expect(item.leftBarButtonItems.first === add)
        #expect(item.hidesBackButton)
        item.setLeftBarButton(nil, animated: true)
        item.setRightBarButtonItems(nil, animated: false)
        #expect(item.leftBarButtonItems.isEmpty && item.rightBarButtonItems.isEmpty)
    }

    @Test func aBarOfItsOwnPushesAndPopsItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let first = UINavigationItem(title: "One")
        let second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.topItem === first)
        #expect(bar.popItem(animated: false) == nil, "the last item stays")
        #expect(bar.items.count == 1)
    }

    @Test func aStepperDrawsItsBackgroundAndDividerImages() {
        let h = TransitionHarness(width: 200, height: 80)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        stepper.maximumValue = 1
        stepper.setBackgroundImage(solid(.systemYellow), for: .normal)
        stepper.setBackgroundImage(solid(.systemBlue), for: .disabled)
        stepper.setDividerImage(
            solid(.systemGreen, width: 4, height: 12), forLeftSegmentState: .normal, rightSegmentState: .normal)
        h.window.addSubview(stepper)
        h.step()
        look(h, "stepper-background")
        #expect(stepper.backgroundImage(for: .highlighted) != nil, "a state without an image uses normal's")
        #expect(stepper.backgroundImage(for: .disabled) != nil)
        #expect(
            stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) != nil,
            "two normal halves' divider stands in for other states")
        let minusSide = CGRect(x: 10, y: 10, width: 44, height: 32)
        let plusSide = CGRect(x: 60, y: 10, width: 44, height: 32)
        // The minus side cannot step at 0: it shows the disabled image; the plus side the normal one.
        #expect(count(h, minusSide, .systemBlue) > 800, "the disabled left half")
        #expect(count(h, plusSide, .systemYellow) > 800, "the normal right half")
        #expect(count(h, CGRect(x: 55, y: 10, width: 4, height: 32), .systemGreen) >= 64, "the divider image")
        stepper.value = 1
        h.step()
        #expect(count(h, minusSide, .systemYellow) > 800)
        #expect(count(h, plusSide, .systemBlue) > 800)
        // Without images the grey plate comes back.
        stepper.setBackgroundImage(nil, for: .normal)
        stepper.setBackgroundImage(nil, for: .disabled)
        h.step()
        #expect(count(h, CGRect(x: 10, y: 10, width: 94, height: 32), .systemYellow) == 0)
        #expect(count(h, CGRect(x: 10, y: 10, width: 94, height: 32), .systemBlue) == 0)
    }

    @Test func pageControlCurrentPageImagesAndDirection() {
        let h = TransitionHarness(width: 200, height: 120)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 10, width: 160, height: 26))
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .systemRed
        pages.pageIndicatorTintColor = .systemBlue
        #expect(pages.direction == .natural)
        pages.direction = .rightToLeft
        h.window.addSubview(pages)
        h.step()
        // The first page is the right-hand dot.
        #expect(count(h, CGRect(x: 100, y: 10, width: 80, height: 26), .systemRed) > 10)
        #expect(count(h, CGRect(x: 20, y: 10, width: 80, height: 26), .systemRed) == 0)
        pages.direction = .leftToRight
        h.step()
        #expect(count(h, CGRect(x: 20, y: 10, width: 80, height: 26), .systemRed) > 10)

        let star = UIImage(systemName: "star.fill")
        pages.preferredCurrentPageIndicatorImage = star
        #expect(pages.currentPageIndicatorImage(forPage: 1) === star, "the preferred image stands in")
        let ring = solid(.systemGreen)
        pages.setCurrentPageIndicatorImage(ring, forPage: 0)
        pages.setCurrentPageIndicatorImage(ring, forPage: 7)
        #expect(pages.currentPageIndicatorImage(forPage: 0) === ring)
        #expect(pages.currentPageIndicatorImage(forPage: 7) === star, "a page out of range is ignored")
        h.step()
        // The current page's picture is drawn in the current colour.
        #expect(count(h, CGRect(x: 20, y: 10, width: 80, height: 26), .systemRed) > 40)

        let column = UIPageControl()
        column.direction = .topToBottom
        let size = column.size(forNumberOfPages: 4)
        #expect(size.height > size.width)
        column.direction = .bottomToTop
        #expect(column.size(forNumberOfPages: 4).height == size.height)
    }

    @Test func searchBarScopeIconsAndEnabling() {
        let h = TransitionHarness(width: 320, height: 200)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let watcher = ScopeWatcher()
        bar.delegate = watcher
        bar.scopeButtonTitles = ["All", "Mail", "Notes"]
        bar.setShowsScope(true, animated: false)
        h.window.addSubview(bar)
        h.step()
        #expect(bar.showsScopeBar)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 100)
        h.tap(at: CGPoint(x: 8 + 304 * 5 / 6, y: 72))
        #expect(watcher.scopes == [2])
        #expect(bar.selectedScopeButtonIndex == 2)
        bar.selectedScopeButtonIndex = 0
        #expect(watcher.scopes == [2], "a change in code is not reported")

        let glass = solid(.systemPink)
        bar.setImage(glass, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .highlighted) === glass)
        #expect(bar.image(for: .clear, state: .normal) == nil)
        h.step()
        #expect(count(h, CGRect(x: 8, y: 10, width: 40, height: 36), .systemPink) > 60, "the new glass")

        bar.isEnabled = false
        #expect(!bar.searchTextField.isEnabled)
        h.tap(at: CGPoint(x: 160, y: 72))
        #expect(watcher.scopes == [2], "a disabled bar's scope bar does not change")
        #expect(bar.selectedScopeButtonIndex == 0)
    }

    @Test func aToolbarDrawsItsStandardAppearance() {
        let h = TransitionHarness(width: 320, height: 120)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 60, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)]
        h.window.addSubview(toolbar)
        h.step()
        #expect(count(h, CGRect(x: 0, y: 60, width: 320, height: 44), .systemTeal) == 0)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbar.standardAppearance = appearance
        h.step()
        #expect(toolbar.standardAppearance !== appearance, "the bar keeps a copy")
        #expect(count(h, CGRect(x: 200, y: 62, width: 100, height: 40), .systemTeal) == 4000, "the teal background")
        #expect(count(h, CGRect(x: 0, y: 62, width: 80, height: 40), .white, 0.2) > 20, "the white button title")
        #expect(count(h, CGRect(x: 0, y: 62, width: 80, height: 40), .systemBlue, 0.2) == 0, "not the tint")
    }

    @Test func theBarsLegacyTitleAttributesColourTheTitle() {
        let root = Plain("Weather")
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let h = TransitionHarness(width: 360, height: 160, root: nav)
        h.step()
        #expect(nav.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemRed)
        #expect(count(h, CGRect(x: 120, y: 8, width: 120, height: 28), .systemRed, 0.2) > 20)
        #expect(count(h, CGRect(x: 120, y: 8, width: 120, height: 28), .black, 0.3) == 0)
    }
}
