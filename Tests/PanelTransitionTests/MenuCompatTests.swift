import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Menus as iOS 14+ code builds them: a `UIButton` whose `menu` is a `UIMenu` of `UIAction`s (a checked
/// one, an image, an inline group with a destructive action, a disabled one, a submenu), shown as the
/// primary action or on a long press, and a `UIBarButtonItem` with a menu.
@Suite("PanelKitCompat: UIMenu on buttons and bar button items")
@MainActor
struct MenuCompatTests {
    final class SortViewController: UIViewController {
        let sortButton = UIButton(type: .system)
        var picked: [String] = []
        var tapped = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            sortButton.setTitle("Sort", for: .normal)
            sortButton.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
            sortButton.menu = UIMenu(
                title: "Sort by",
                children: [
                    UIMenu(
                        title: "", options: [.displayInline, .singleSelection],
                        children: [
                            UIAction(title: "Name", state: .on) { [unowned self] _ in picked.append("name") },
                            UIAction(title: "Date", image: UIImage(systemName: "calendar")) { [unowned self] _ in
                                picked.append("date")
                            },
                        ]),
                    UIAction(title: "Archive", attributes: .disabled) { [unowned self] _ in picked.append("archive") },
                    UIMenu(
                        title: "More",
                        children: [UIAction(title: "Export") { [unowned self] _ in picked.append("export") }]
                    ),
                    UIMenu(
                        title: "", options: .displayInline,
                        children: [
                            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive)
                            {
                                [unowned self] _ in picked.append("delete")
                            }
                        ]),
                ])
            sortButton.showsMenuAsPrimaryAction = true
            sortButton.addAction(UIAction { [unowned self] _ in tapped += 1 }, for: .touchUpInside)
            view.addSubview(sortButton)
        }
    }

    @Test func aTapOpensTheMenuBelowTheButtonAndARowRunsItsAction() throws {
        let vc = SortViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        h.tap(at: CGPoint(x: 60, y: 42))
        h.step(15)
        #expect(h.menuPresenter.isShowing)
        #expect(vc.tapped == 0, "the menu is the primary action: touchUpInside is not sent")
        let panel = try #require(h.menuPresenter.panelView as? MenuPanelView)
        let frame = panel.convert(panel.bounds, to: nil)
        #expect(frame.minY >= 64 && frame.minX >= 8 && frame.minX <= 20, "below the button, at its leading edge")
        #expect(panel.rows.compactMap { $0.element?.title } == ["Name", "Date", "Archive", "More", "Delete All"])
        #expect(panel.rows.filter { $0.element == nil }.count == 2, "a wide separator after each inline group")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/menu.png")
        }
        // The destructive row is red.
        let delete = try #require(h.menuRow("Delete All"))
        let screen = h.surface
        var reddish = false
        for x in stride(from: Int(frame.minX) + 16, to: Int(frame.minX) + 60, by: 1) {
            let p = screen.pixel(x: x, y: Int(delete.y))
            if (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 120 { reddish = true }
        }
        #expect(reddish, "Delete All is drawn in red")
        // A disabled row does nothing and the menu stays.
        h.tap(at: try #require(h.menuRow("Archive")))
        #expect(h.menuPresenter.isShowing && vc.picked.isEmpty)
        // Date: its action runs, the single-selection group's check moves, the menu closes.
        h.tap(at: try #require(h.menuRow("Date")))
        #expect(vc.picked == ["date"])
        #expect(!h.menuPresenter.isShowing)
        let group = try #require(vc.sortButton.menu?.children.first as? UIMenu)
        #expect(group.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }

    @Test func aTapOutsideClosesWithoutRunningAndASubmenuOpensInPlace() throws {
        let vc = SortViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        h.tap(at: CGPoint(x: 60, y: 42))
        h.step(15)
        h.tap(at: CGPoint(x: 700, y: 400))
        h.step(15)
        #expect(!h.menuPresenter.isShowing && vc.picked.isEmpty)
        // The touch outside went no further: a second tap on the button opens the menu again.
        h.tap(at: CGPoint(x: 60, y: 42))
        h.step(15)
        #expect(h.menuPresenter.isShowing)
        h.tap(at: try #require(h.menuRow("More")))
        #expect((h.menuPresenter.panelView as? MenuPanelView)?.menu.title == "More")
        h.tap(at: try #require(h.menuRow("Export")))
        #expect(vc.picked == ["export"] && !h.menuPresenter.isShowing)
    }

    @Test func withoutShowsMenuAsPrimaryActionATapActsAndALongPressOpens() throws {
        let vc = SortViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        vc.sortButton.showsMenuAsPrimaryAction = false
        h.tap(at: CGPoint(x: 60, y: 42))
        h.step(15)
        #expect(vc.tapped == 1 && !h.menuPresenter.isShowing)
        h.press(from: CGPoint(x: 60, y: 42), to: CGPoint(x: 61, y: 42), duration: 0.8)
        h.step(2)
        #expect(h.menuPresenter.isShowing, "a long press opens the menu")
        h.lift(at: CGPoint(x: 61, y: 42))
        #expect(vc.tapped == 1, "the long press is not a tap")
    }

    @Test func aBarButtonItemWithAMenuOpensItFromTheNavigationBar() throws {
        let root = UIViewController()
        var chosen: [String] = []
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", image: nil,
            menu: UIMenu(children: [
                UIAction(title: "Photo") { _ in chosen.append("photo") },
                UIAction(title: "Note") { _ in chosen.append("note") },
            ]))
        let nav = UINavigationController(rootViewController: root)
        let h = TransitionHarness(width: 800, height: 480, root: nav)
        h.step(2)
        let bar = nav.navigationBar
        h.tap(at: bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.maxY - 22), to: nil))
        h.step(15)
        #expect(h.menuPresenter.isShowing)
        let panel = try #require(h.menuPresenter.panelView)
        #expect(panel.convert(panel.bounds, to: nil).maxX <= 792, "kept on screen at the trailing edge")
        h.tap(at: try #require(h.menuRow("Note")))
        #expect(chosen == ["note"])
    }
}
