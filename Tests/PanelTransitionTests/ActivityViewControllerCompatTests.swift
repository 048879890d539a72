import PanelKitCompat
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `UIActivityViewController` as Apple's documentation describes it: the sheet lists the activities that
/// apply to the items (the built-in Copy and the app's `UIActivity` subclasses, less
/// `excludedActivityTypes`); Copy fills `UIPasteboard.general`; a custom activity is prepared with the
/// items and performed; `completionWithItemsHandler` hears the type and whether it completed.
@Suite("PanelKitCompat: UIActivityViewController")
@MainActor
struct ActivityViewControllerCompatTests {
    /// An app's own activity: adds text to a notes list.
    final class NotesActivity: UIActivity {
        var prepared: [Any] = []
        var performed = false
        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.notes") }
        override var activityTitle: String? { "Add to Notes" }
        override var activityImage: UIImage? { UIImage(systemName: "pencil") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            activityItems.contains { $0 is String }
        }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed = true
            activityDidFinish(true)
        }
    }

    /// An activity with a screen of its own: a compose screen whose Send finishes the activity.
    final class ComposeActivity: UIActivity {
        let screen = UIViewController()
        override class var activityCategory: UIActivity.Category { .share }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.compose") }
        override var activityTitle: String? { "Compose" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override var activityViewController: UIViewController? { screen }
    }

    /// An activity that never applies (it wants numbers).
    final class NumbersActivity: UIActivity {
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.numbers") }
        override var activityTitle: String? { "Sum" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            activityItems.contains { $0 is Int }
        }
    }

    /// Gives its text late, as an item source.
    final class LateText: UIActivityItemSource {
        var askedFor: [UIActivity.ActivityType?] = []
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(
            _ activityViewController: UIActivityViewController,
            itemForActivityType activityType: UIActivity.ActivityType?
        ) -> Any? {
            askedFor.append(activityType)
            return "late text"
        }
    }

    /// What the completion handler heard.
    final class Completion {
        var calls: [(UIActivity.ActivityType?, Bool)] = []
    }

    private func first<T: UIView>(_ type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
        if let v = view as? T, test(v) { return v }
        for s in view.subviews {
            if let found = first(type, in: s, where: test) { return found }
        }
        return nil
    }

    /// The window point at the middle of the label showing `text`, if one shows.
    private func label(_ text: String, in h: TransitionHarness) -> CGPoint? {
        guard let label = first(UILabel.self, in: h.window, where: { $0.text == text && $0.window != nil }) else {
            return nil
        }
        let r = label.convert(label.bounds, to: h.window)
        return CGPoint(x: r.midX, y: r.midY)
    }

    /// A root controller with a Share button, in a harness of `width` x `height`.
    private func setUp(width: Int, height: Int) -> (TransitionHarness, UIViewController, UIButton) {
        let root = UIViewController()
        let h = TransitionHarness(width: width, height: height, root: root)
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 40, y: 60, width: 80, height: 40)
        root.view.addSubview(button)
        h.step()
        return (h, root, button)
    }

    private func present(
        _ sheet: UIActivityViewController, from button: UIButton, root: UIViewController, h: TransitionHarness
    ) {
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        root.present(sheet, animated: true)
        h.run(until: { sheet.transitionCoordinator == nil && sheet.view.window != nil })
        h.step()
    }

    @Test func theSheetListsCopyAndTheAppsActivityAndCopyFillsThePasteboard() throws {
        let (h, root, button) = setUp(width: 1024, height: 768)
        let notes = NotesActivity()
        let sheet = UIActivityViewController(
            activityItems: ["Hello, panel"], applicationActivities: [notes, NumbersActivity()])
        let completion = Completion()
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            completion.calls.append((type, completed))
            #expect(returned == nil && error == nil)
        }
        #expect(sheet.modalPresentationStyle == .popover)
        present(sheet, from: button, root: root, h: h)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up, "a popover on a wide screen")
        let copy = try #require(label("Copy", in: h), "Copy is listed")
        let notesRow = try #require(label("Add to Notes", in: h), "the app's activity is listed")
        #expect(copy.y < notesRow.y, "the system's Copy above the app's action")
        #expect(label("Sum", in: h) == nil, "an activity that cannot perform is not listed")
        #expect(label("Print", in: h) == nil, "a panel does not print")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/share-sheet.png")
        }
        UIPasteboard.general.string = "old"
        h.tap(at: copy)
        h.run(until: { !completion.calls.isEmpty })
        #expect(UIPasteboard.general.string == "Hello, panel")
        #expect(completion.calls.count == 1)
        #expect(completion.calls.first?.0 == .copyToPasteboard && completion.calls.first?.1 == true)
        h.run(until: { root.presentedViewController == nil })
        #expect(root.presentedViewController == nil, "the sheet is gone")
        #expect(!notes.performed)
    }

    @Test func anExcludedTypeIsAbsentAndACustomActivityIsPreparedAndPerformed() throws {
        let (h, root, button) = setUp(width: 1024, height: 768)
        let notes = NotesActivity()
        let source = LateText()
        let sheet = UIActivityViewController(activityItems: [source, "second"], applicationActivities: [notes])
        sheet.excludedActivityTypes = [.copyToPasteboard, .print, .mail]
        let completion = Completion()
        sheet.completionWithItemsHandler = { type, completed, _, _ in completion.calls.append((type, completed)) }
        present(sheet, from: button, root: root, h: h)
        #expect(label("Copy", in: h) == nil, "Copy is excluded")
        let row = try #require(label("Add to Notes", in: h))
        h.tap(at: row)
        h.run(until: { !completion.calls.isEmpty })
        #expect(notes.performed, "perform() ran")
        #expect(
            notes.prepared.compactMap { $0 as? String } == ["late text", "second"], "the source's item, then the string"
        )
        #expect(source.askedFor.count == 1 && source.askedFor.first == UIActivity.ActivityType("com.example.notes"))
        #expect(completion.calls.count == 1)
        #expect(
            completion.calls.first?.0 == UIActivity.ActivityType("com.example.notes")
                && completion.calls.first?.1 == true)
        h.run(until: { root.presentedViewController == nil })
        #expect(root.presentedViewController == nil)
    }

    @Test func inACompactWindowTheSheetRisesAndClosingItReportsNoActivity() throws {
        let (h, root, button) = setUp(width: 390, height: 700)
        let sheet = UIActivityViewController(
            activityItems: [URL(string: "https://example.com/a")!], applicationActivities: [NotesActivity()])
        let completion = Completion()
        sheet.completionWithItemsHandler = { type, completed, _, _ in completion.calls.append((type, completed)) }
        present(sheet, from: button, root: root, h: h)
        #expect(sheet.view.frame.maxY >= 690, "a sheet from the bottom of the screen: \(sheet.view.frame)")
        #expect(label("Copy", in: h) != nil, "a link can be copied")
        #expect(label("Add to Notes", in: h) == nil, "the notes activity wants text")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/share-sheet-compact.png")
        }
        let close = try #require(first(UIButton.self, in: sheet.view, where: { $0.title(for: .normal) == "Close" }))
        let r = close.convert(close.bounds, to: h.window)
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        h.run(until: { root.presentedViewController == nil })
        #expect(root.presentedViewController == nil)
        #expect(completion.calls.count == 1 && completion.calls.first?.0 == nil && completion.calls.first?.1 == false)
    }

    @Test func anActivitysOwnScreenIsPresentedAndGoesWhenItFinishes() throws {
        let (h, root, _) = setUp(width: 1024, height: 768)
        let compose = ComposeActivity()
        let sheet = UIActivityViewController(activityItems: ["draft"], applicationActivities: [compose])
        let completion = Completion()
        sheet.completionWithItemsHandler = { type, completed, _, _ in completion.calls.append((type, completed)) }
        // No source given on a wide screen: UIKit requires one; the popover still shows, nothing traps.
        root.present(sheet, animated: true)
        h.run(until: { sheet.transitionCoordinator == nil && sheet.view.window != nil })
        h.step()
        let share = try #require(label("Compose", in: h))
        let copy = try #require(label("Copy", in: h))
        #expect(share.y < copy.y, "a sharing service above the actions")
        h.tap(at: share)
        h.run(until: { root.presentedViewController === compose.screen && compose.screen.transitionCoordinator == nil })
        #expect(root.presentedViewController === compose.screen, "the activity's screen replaced the sheet")
        #expect(completion.calls.isEmpty, "not finished yet")
        compose.activityDidFinish(false)
        h.run(until: { root.presentedViewController == nil })
        #expect(root.presentedViewController == nil, "finishing dismissed its screen")
        #expect(
            completion.calls.count == 1 && completion.calls.first?.0 == UIActivity.ActivityType("com.example.compose"))
        #expect(completion.calls.first?.1 == false, "cancelled in its screen")
    }
}
