import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UISheetPresentationController`'s detents, as Apple's documentation configures a sheet: heights where it
/// rests, the drag between them, the undimmed detent that lets touches through, and the grabber.
@Suite("PanelKitCompat: sheet detents")
@MainActor
struct SheetDetentCompatTests {
    final class Presenter: UIViewController {
        var taps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let button = UIButton(type: .system)
            button.setTitle("Behind", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    final class Watcher: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            changes += 1
        }
    }

    /// Presents a sheet as the documentation's example configures it, on a `width` x `height` panel.
    private func present(
        width: Int, height: Int, configure: (UISheetPresentationController) -> Void
    ) -> (TransitionHarness, Presenter, UIViewController, UISheetPresentationController) {
        let root = Presenter()
        let h = TransitionHarness(width: width, height: height, root: root)
        let sheetContent = UIViewController()
        sheetContent.view.backgroundColor = .systemBlue
        sheetContent.modalPresentationStyle = .pageSheet
        let sheet = sheetContent.sheetPresentationController!
        configure(sheet)
        root.present(sheetContent, animated: true)
        h.wait(1)
        return (h, root, sheetContent, sheet)
    }

    @Test func theMediumDetentIsHalfTheSheetAndTheUndimmedDetentLetsTouchesThrough() {
        let (h, root, content, sheet) = present(width: 1024, height: 600) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        // The large detent is 560 points (40 below the top); medium is half of it, resting at the bottom.
        #expect(sheet.selectedDetentIdentifier == nil, "nil rests at the smallest detent")
        #expect(content.view.frame == CGRect(x: 160, y: 320, width: 704, height: 280))
        // Undimmed at medium: the button behind the sheet takes a tap.
        h.tap(at: CGPoint(x: 80, y: 122))
        #expect(root.taps == 1)
        #expect(h.surface.pixel(x: 500, y: 200) == 0xFFFF_FFFF, "the presenting view is not dimmed")

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(content.view.frame.minY == 40, "the model is at large at once")
        h.step()
        let blue = h.surface.pixel(x: 512, y: 500)
        #expect(h.surface.pixel(x: 512, y: 100) != blue, "on screen the sheet is still on its way up")
        h.wait(1)
        #expect(h.surface.pixel(x: 512, y: 100) == blue)
        #expect(content.view.frame == CGRect(x: 160, y: 40, width: 704, height: 560))
        // Dimmed at large: the tap stays with the sheet's container.
        h.tap(at: CGPoint(x: 80, y: 122))
        #expect(root.taps == 1)
        #expect(h.surface.pixel(x: 80, y: 300) != 0xFFFF_FFFF, "dimmed")
        #expect(root.presentedViewController === content)
    }

    @Test func draggingMovesTheSheetBetweenDetentsAndDownFromTheSmallestDismisses() {
        let watcher = Watcher()
        let (h, root, content, sheet) = present(width: 1024, height: 600) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = watcher
        }
        // Up from medium: the sheet grows with the finger and rests at large.
        h.drag(from: CGPoint(x: 512, y: 400), to: CGPoint(x: 512, y: 250), duration: 0.3, hold: 0.05)
        h.wait(1)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(content.view.frame.minY == 40)
        #expect(watcher.changes == 1)
        // A short drag down that ends still: back to large, no change.
        h.drag(from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 240), duration: 0.3, hold: 0.1)
        h.wait(1)
        #expect(content.view.frame.minY == 40)
        #expect(watcher.changes == 1)
        // A long drag down: medium.
        h.drag(from: CGPoint(x: 512, y: 100), to: CGPoint(x: 512, y: 330), duration: 0.4, hold: 0.1)
        h.wait(1)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(content.view.frame.minY == 320)
        #expect(watcher.changes == 2)
        // Down from the smallest detent: the swipe dismisses, as before.
        h.drag(from: CGPoint(x: 512, y: 360), to: CGPoint(x: 512, y: 590), duration: 0.2)
        h.wait(1)
        #expect(root.presentedViewController == nil)
    }

    @Test func mediumIsInactiveInCompactHeightAndCustomDetentsResolveTheirHeight() {
        // 800 x 480 is vertically compact: medium does not apply and the sheet shows at large.
        let (h, _, content, sheet) = present(width: 800, height: 480) { sheet in
            sheet.detents = [.medium(), .large()]
        }
        #expect(content.view.frame == CGRect(x: 48, y: 40, width: 704, height: 440))
        let small = UISheetPresentationController.Detent.Identifier("small")
        sheet.detents = [
            .custom(identifier: small) { context in context.maximumDetentValue * 0.25 },
            .custom { _ in nil },  // inactive
            .large(),
        ]
        h.step()
        #expect(content.view.frame.height == 110, "a quarter of 440, the smallest active detent")
        #expect(content.view.frame.maxY == 480)
        sheet.selectedDetentIdentifier = .large
        h.step()
        #expect(content.view.frame.height == 440, "set outside animateChanges: at once")
        let tooTall = UISheetPresentationController.Detent.custom { _ in 10_000 }
        let nan = UISheetPresentationController.Detent.custom { _ in .nan }
        final class Context: UISheetPresentationControllerDetentResolutionContext {
            var containerTraitCollection: UITraitCollection { UITraitCollection(verticalSizeClass: .regular) }
            var maximumDetentValue: CGFloat { 500 }
        }
        #expect(tooTall.resolvedValue(in: Context()) == 500, "clamped to the largest height")
        #expect(nan.resolvedValue(in: Context()) == nil)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context()) == 250)
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
    }

    @Test func theGrabberShowsAtTheTopOfTheSheet() {
        let (h, _, content, sheet) = present(width: 1024, height: 600) { sheet in
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
        }
        h.step()
        let top = Int(content.view.frame.minY)
        let blue = h.surface.pixel(x: 512, y: top + 20)
        let grabber = h.surface.pixel(x: 512, y: top + 7)
        #expect(grabber != blue, "the grabber is drawn over the sheet's top")
        #expect(h.surface.pixel(x: 512 - 30, y: top + 7) == blue, "36 points wide")
        #expect(content.view.layer.cornerRadius == 24)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/sheet-medium-grabber.png")
        }
        sheet.prefersGrabberVisible = false
        h.step()
        #expect(h.surface.pixel(x: 512, y: top + 7) == blue)
    }
}
