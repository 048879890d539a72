import PanelKitCompat
import Testing

@testable import PanelKit

/// `UIDeferredMenuElement` as Apple documents it: a menu element whose children come from a closure when
/// the menu shows ("Loading…" until the completion is called), kept for later showings unless made with
/// `uncached(_:)`, which asks the closure each time.
@Suite("PanelKitCompat: deferred menu elements")
@MainActor
struct DeferredMenuCompatTests {
    final class RecentsViewController: UIViewController {
        let button = UIButton(type: .system)
        var requests = 0
        var pending: [([UIMenuElement]) -> Void] = []
        var picked: [String] = []
        let uncached: Bool

        init(uncached: Bool) {
            self.uncached = uncached
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Open", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
            let provider: (@escaping ([UIMenuElement]) -> Void) -> Void = { [unowned self] completion in
                requests += 1
                pending.append(completion)
            }
            let recents = uncached ? UIDeferredMenuElement.uncached(provider) : UIDeferredMenuElement(provider)
            button.menu = UIMenu(
                title: "",
                children: [UIAction(title: "New") { [unowned self] _ in picked.append("new") }, recents])
            button.showsMenuAsPrimaryAction = true
            view.addSubview(button)
        }

        /// The server answers: two recent documents.
        func answer() {
            let completions = pending
            pending = []
            for completion in completions {
                completion([
                    UIAction(title: "Report.txt") { [unowned self] _ in picked.append("report") },
                    UIAction(title: "Notes.txt") { [unowned self] _ in picked.append("notes") },
                ])
            }
        }
    }

    private func titles(_ h: TransitionHarness) -> [String] {
        (h.menuPresenter.panelView as? MenuPanelView)?.rows.compactMap { $0.element?.title } ?? []
    }

    private func open(_ h: TransitionHarness) {
        h.tap(at: CGPoint(x: 60, y: 42))
        h.step(15)
    }

    @Test func elementsLoadWhileTheMenuShowsAndAreKept() {
        let vc = RecentsViewController(uncached: false)
        let h = TransitionHarness(width: 400, height: 480, root: vc)
        h.step(2)
        #expect(vc.requests == 0)
        open(h)
        #expect(vc.requests == 1)
        #expect(titles(h) == ["New", "Loading…"])
        vc.answer()
        h.step(2)
        #expect(titles(h) == ["New", "Report.txt", "Notes.txt"])
        // A provided action runs like any other.
        let row = (h.menuPresenter.panelView as? MenuPanelView)?.rowFrames[1]
        if let row, let panel = h.menuPresenter.panelView {
            let point = panel.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
            h.tap(at: point)
            h.step(15)
        }
        #expect(vc.picked == ["report"])
        // Shown again, the kept elements show at once without asking.
        open(h)
        #expect(vc.requests == 1)
        #expect(titles(h) == ["New", "Report.txt", "Notes.txt"])
    }

    @Test func uncachedElementsAreAskedForEachTime() {
        let vc = RecentsViewController(uncached: true)
        let h = TransitionHarness(width: 400, height: 480, root: vc)
        h.step(2)
        open(h)
        vc.answer()
        h.step(2)
        #expect(titles(h) == ["New", "Report.txt", "Notes.txt"])
        h.menuPresenter.dismiss(animated: false)
        h.step(5)
        open(h)
        #expect(vc.requests == 2)
        #expect(titles(h) == ["New", "Loading…"])
        // The answer to the second request fills the menu again.
        vc.answer()
        h.step(2)
        #expect(titles(h) == ["New", "Report.txt", "Notes.txt"])
    }
}
