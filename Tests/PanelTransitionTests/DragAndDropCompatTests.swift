import PanelEmbedded
import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Drag and drop within the app as UIKit code writes it from Apple's documentation: a view with a
/// `UIDragInteraction` whose delegate returns a `UIDragItem` with an `NSItemProvider`, and another view with
/// a `UIDropInteraction` that proposes `.copy` and loads the string in `performDrop`.
@Suite("PanelKitCompat: UIDragInteraction, UIDropInteraction and NSItemProvider")
@MainActor
struct DragAndDropCompatTests {
    final class BoardViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
        let card = UIView()
        let tray = UIView()
        var operation: UIDropOperation = .copy
        var events: [String] = []
        var dropped: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            card.backgroundColor = .systemOrange
            card.frame = CGRect(x: 40, y: 40, width: 160, height: 100)
            card.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(card)
            tray.backgroundColor = .systemGray5
            tray.frame = CGRect(x: 440, y: 220, width: 240, height: 160)
            tray.addInteraction(UIDropInteraction(delegate: self))
            view.addSubview(tray)
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
            -> [UIDragItem]
        {
            events.append("items")
            let provider = NSItemProvider(object: "Hello panel" as NSString)
            let item = UIDragItem(itemProvider: provider)
            item.localObject = card
            return [item]
        }

        func dragInteraction(
            _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
        ) -> UITargetedDragPreview? {
            events.append("preview")
            return UITargetedDragPreview(view: card)
        }

        func dragInteraction(
            _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession
        ) {
            events.append("lift")
            animator.addAnimations { self.card.alpha = 0.5 }
            animator.addCompletion { _ in self.events.append("lifted") }
        }

        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            events.append("willBegin")
        }

        func dragInteraction(
            _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation
        ) {
            events.append("willEnd \(operation)")
        }

        func dragInteraction(
            _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
        ) {
            card.alpha = 1
            events.append("didEnd \(operation)")
        }

        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            events.append("canHandle")
            return session.canLoadObjects(ofClass: String.self)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
            events.append("enter")
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
            -> UIDropProposal
        {
            if events.last != "update" { events.append("update") }
            return UIDropProposal(operation: operation)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
            events.append("exit")
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            events.append("perform")
            let location = session.location(in: tray)
            #expect(tray.bounds.contains(location), "the finger is over the tray")
            #expect(session.localDragSession?.items.first?.localObject as? UIView === card)
            session.loadObjects(ofClass: String.self) { strings in
                self.events.append("loaded")
                self.dropped = strings
            }
            events.append("perform returned")
        }

        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
            events.append("conclude")
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
            events.append("end")
        }
    }

    /// The lifted preview: the window's front subview that takes no touches.
    private func preview(in h: TransitionHarness, besides vc: UIViewController) -> UIView? {
        h.window.subviews.last.flatMap { $0 !== vc.view && !$0.isUserInteractionEnabled ? $0 : nil }
    }

    @Test func aLongPressLiftsTheCardAndReleasingOverTheTrayDropsItsString() throws {
        let vc = BoardViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let start = CGPoint(x: 120, y: 90)
        let over = CGPoint(x: 560, y: 300)
        h.holdAndMove(from: start, to: over)
        #expect(vc.events == ["items", "preview", "lift", "willBegin", "lifted", "canHandle", "enter", "update"])
        #expect(vc.card.alpha == 0.5, "the animator's animations ran with the lift")
        let lifted = try #require(preview(in: h, besides: vc))
        #expect(close(lifted.transform.a, 1.05, 0.001), "the preview is lifted a little larger")
        #expect(lifted.shadowOpacity > 0)
        // The finger held the card at its centre: the preview's centre stays under it.
        #expect(close(lifted.center.x, over.x, 0.5) && close(lifted.center.y, over.y, 0.5))
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/drag-lift.png") }
        h.lift(at: over)
        h.step(30)
        #expect(vc.dropped == ["Hello panel"])
        #expect(
            vc.events == [
                "items", "preview", "lift", "willBegin", "lifted", "canHandle", "enter", "update", "perform",
                "perform returned", "willEnd copy", "loaded", "conclude", "end", "didEnd copy",
            ])
        #expect(preview(in: h, besides: vc) == nil, "the preview is gone")
        #expect(vc.card.frame == CGRect(x: 40, y: 40, width: 160, height: 100), "the card itself did not move")
    }

    @Test func aForbiddenTargetDoesNotDropAndThePreviewFliesBack() throws {
        let vc = BoardViewController()
        vc.operation = .forbidden
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        let over = CGPoint(x: 560, y: 300)
        h.holdAndMove(from: CGPoint(x: 120, y: 90), to: over)
        let lifted = try #require(preview(in: h, besides: vc))
        h.lift(at: over)
        #expect(!vc.events.contains("perform"))
        #expect(vc.events.suffix(2) == ["exit", "willEnd cancel"])
        // Flying back: on its way, then home over the card.
        h.step(6)
        let onTheWay = lifted.layer.presentation()?.position ?? lifted.center
        #expect(onTheWay.x < over.x - 20 && onTheWay.x > 120, "the preview moves back toward the card")
        #expect(lifted.center == CGPoint(x: 120, y: 90), "it lands on the card's centre")
        h.step(30)
        #expect(vc.events.suffix(2) == ["end", "didEnd cancel"])
        #expect(vc.dropped.isEmpty)
        #expect(preview(in: h, besides: vc) == nil)
    }

    @Test func releasingAwayFromAnyTargetCancels() throws {
        let vc = BoardViewController()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        h.holdAndMove(from: CGPoint(x: 120, y: 90), to: CGPoint(x: 560, y: 300))
        h.press(from: CGPoint(x: 560, y: 300), to: CGPoint(x: 300, y: 420), duration: 0.2)
        h.lift(at: CGPoint(x: 300, y: 420))
        h.step(30)
        #expect(vc.events.contains("exit") && !vc.events.contains("perform"))
        #expect(vc.events.suffix(2) == ["end", "didEnd cancel"])
    }

    final class ScrollingBoard: UIViewController, UIDragInteractionDelegate {
        let scroll = UIScrollView()
        let card = UIView()
        var asked = 0

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            scroll.frame = view.bounds
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.contentSize = CGSize(width: 800, height: 2000)
            card.frame = CGRect(x: 100, y: 100, width: 600, height: 300)
            card.backgroundColor = .systemBlue
            card.addInteraction(UIDragInteraction(delegate: self))
            scroll.addSubview(card)
            view.addSubview(scroll)
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
            -> [UIDragItem]
        {
            asked += 1
            return [UIDragItem(itemProvider: NSItemProvider(object: "card" as NSString))]
        }
    }

    @Test func aQuickSwipeDoesNotLiftAndTheScrollViewScrolls() {
        let vc = ScrollingBoard()
        let h = TransitionHarness(width: 800, height: 480, root: vc)
        h.step(2)
        h.drag(from: CGPoint(x: 400, y: 350), to: CGPoint(x: 400, y: 150), duration: 0.2)
        h.step(5)
        #expect(vc.asked == 0, "no lift: the items are never asked for")
        #expect(vc.scroll.contentOffset.y > 100, "the scroll view scrolled")
        #expect(h.window.subviews.allSatisfy { $0.isUserInteractionEnabled }, "no preview")
    }

    @Test func itemProvidersGiveTheirRepresentationsAfterTheCallReturns() throws {
        let h = TransitionHarness(width: 200, height: 120)
        _ = h
        let text = NSItemProvider(object: "Grüße" as NSString)
        #expect(text.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: UIImage.self))
        var order: [String] = []
        _ = text.loadObject(ofClass: String.self) { string, error in
            order.append("loaded \(string ?? "nil") \(error == nil)")
        }
        order.append("returned")
        h.step(2)
        #expect(order == ["returned", "loaded Grüße true"])

        let custom = NSItemProvider()
        custom.suggestedName = "notes.txt"
        custom.registerDataRepresentation(forTypeIdentifier: UTType.plainText.identifier, visibility: .all) {
            completion in
            completion(Data("line one".utf8), nil)
            return nil
        }
        #expect(custom.registeredTypeIdentifiers == ["public.plain-text"] && custom.suggestedName == "notes.txt")
        var data: Data?
        custom.loadDataRepresentation(forTypeIdentifier: UTType.text.identifier) { d, _ in data = d }
        var missing: Error?
        custom.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, e in missing = e }
        h.step(2)
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "line one")
        #expect(missing != nil, "no PNG: an error, not a crash")

        let link = NSItemProvider(object: URL(string: "https://example.com/a")! as NSItemProviderWriting)
        var url: URL?
        _ = link.loadObject(ofClass: URL.self) { u, _ in url = u }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let picture = NSItemProvider(object: image)
        var loaded: UIImage?
        _ = picture.loadObject(ofClass: UIImage.self) { object, _ in loaded = object }
        var pngBytes: Data?
        picture.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { d, _ in pngBytes = d }
        h.step(2)
        #expect(url?.host == "example.com")
        #expect(loaded?.size == CGSize(width: 4, height: 3))
        #expect(pngBytes.flatMap { UIImage(data: $0) }?.size == CGSize(width: 4, height: 3))
        #expect(UTType.png.conforms(to: .image) && UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.jpeg.conforms(to: .data) && !UTType.png.conforms(to: .text))
    }
}

extension TransitionHarness {
    /// A finger that rests at `from` for `hold` seconds (a long press), then moves to `to` and stays down.
    func holdAndMove(from: Point, to: Point, hold: Double = 0.7, duration: Double = 0.3) {
        var events = [TouchEvent(id: 0, phase: .began, location: from, timestamp: 0)]
        events += ScriptedInput.drag(from: from, to: to, duration: duration, time: hold).dropFirst().dropLast()
        touch(events)
        wait(hold + duration)
        step()
    }
}
