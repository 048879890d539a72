import PanelKitCompat
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UITextInput`'s geometry as UIKit code uses it on a text field and a text view (caret and selection
/// rectangles, the position nearest a point, moving positions on the screen), `UITextField.attributedText`,
/// the keyboard layout guide's iOS 17 switch, and the Foundation bits around text input (`NumberFormatter`'s
/// spelled-out and accounting styles, `OperationQueue.addOperation`).
@Suite("PanelKitCompat: text input geometry and attributed text in fields")
@MainActor
struct TextInputGeometryCompatTests {
    /// A form with one field at (20, 20), 200 by 34, on white.
    final class FormViewController: UIViewController {
        let field = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.borderStyle = .roundedRect
            field.font = UIFont.systemFont(ofSize: 17)
            field.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
            view.addSubview(field)
        }
    }

    private func form(_ text: String) -> (TransitionHarness, FormViewController) {
        let form = FormViewController()
        let h = TransitionHarness(width: 480, height: 800, root: form)
        h.step(2)
        form.field.text = text
        h.step()
        return (h, form)
    }

    private func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// The columns of the field's middle rows (window coordinates) holding dark ink.
    private func inkColumns(_ h: TransitionHarness, where test: (Int, Int, Int) -> Bool) -> [Int] {
        (22..<218).filter { x in
            (28..<46).contains { y in
                let c = channels(h.surface.pixel(x: x, y: y))
                return test(c.r, c.g, c.b)
            }
        }
    }

    private func dark(_ r: Int, _ g: Int, _ b: Int) -> Bool { r < 110 && g < 110 && b < 110 }

    @Test func theCaretRectOfTheEndStandsAtTheRightEdgeOfTheDrawnText() throws {
        let (h, form) = form("Hello world")
        let field = form.field
        let ink = inkColumns(h, where: dark)
        let right = try #require(ink.max())
        let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        #expect(caret.minX >= Double(right) - 1 && caret.minX <= Double(right) + 4, "caret \(caret), ink ends \(right)")
        #expect(caret.width > 0 && caret.height >= 17)
        let start = field.convert(field.caretRect(for: field.beginningOfDocument), to: nil)
        let left = try #require(ink.min())
        #expect(abs(start.minX - Double(left)) <= 3, "start caret \(start), ink starts \(left)")
    }

    @Test func theClosestPositionToTheMiddleOfTheTextIsNearHalfway() throws {
        let (h, form) = form("Hello world")
        let field = form.field
        let ink = inkColumns(h, where: dark)
        let middle = Double((try #require(ink.min()) + (try #require(ink.max()))) / 2)
        let point = field.convert(CGPoint(x: middle, y: 37), from: nil)
        let position = try #require(field.closestPosition(to: point))
        let offset = field.offset(from: field.beginningOfDocument, to: position)
        #expect(abs(offset - 5) <= 1, "offset \(offset)")
        // Within a range, the position is held inside it.
        let p8 = field.position(from: field.beginningOfDocument, offset: 8)!
        let tail = field.textRange(from: p8, to: field.endOfDocument)!
        let within = try #require(field.closestPosition(to: point, within: tail))
        #expect(field.offset(from: field.beginningOfDocument, to: within) == 8)
        // The character under a point over the first letter is "H".
        let h0 = field.caretRect(for: field.beginningOfDocument)
        let first = try #require(field.characterRange(at: CGPoint(x: h0.minX + 3, y: h0.midY)))
        #expect(field.text(in: first) == "H")
    }

    @Test func settingSelectedTextRangeMovesTheDrawnCaret() throws {
        let (h, form) = form("Hello world")
        let field = form.field
        h.tap(at: CGPoint(x: 200, y: 37))
        #expect(field.isFirstResponder)
        let p = field.position(from: field.beginningOfDocument, offset: 5)!
        field.selectedTextRange = field.textRange(from: p, to: p)
        h.step()
        let caret = field.convert(field.caretRect(for: p), to: nil)
        let end = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        // The caret bar is drawn in the tint (system blue) exactly where caretRect(for:) says.
        let blue = inkColumns(h) { r, _, b in r < 80 && b > 200 }
        #expect(!blue.isEmpty)
        #expect(blue.allSatisfy { Double($0) >= caret.minX - 1 && Double($0) <= caret.maxX })
        #expect(!blue.contains { Double($0) >= end.minX - 1 }, "no caret left at the end")
        #expect(field.firstRect(for: field.selectedTextRange!).minX == field.caretRect(for: p).minX)
    }

    @Test func positionsRangesAndOffsetsRoundTrip() throws {
        let (h, form) = form("Hello world")
        defer { withExtendedLifetime(h) {} }
        let field = form.field
        let b = field.beginningOfDocument
        let e = field.endOfDocument
        #expect(field.offset(from: b, to: e) == 11)
        let p3 = try #require(field.position(from: b, offset: 3))
        #expect(field.offset(from: b, to: p3) == 3)
        #expect(field.position(from: e, offset: 1) == nil)
        #expect(field.compare(p3, to: e) == .orderedAscending)
        #expect(field.compare(e, to: p3) == .orderedDescending)
        let p5 = try #require(field.position(from: p3, in: .right, offset: 2))
        #expect(field.offset(from: b, to: p5) == 5)
        #expect(field.offset(from: b, to: try #require(field.position(from: p5, in: .left, offset: 5))) == 0)
        #expect(field.position(from: p5, in: .left, offset: 6) == nil)
        #expect(field.position(from: p5, in: .up, offset: 1) == nil, "a field has one line")
        let range = try #require(field.textRange(from: p5, to: p3))
        #expect(field.offset(from: b, to: range.start) == 3 && field.offset(from: b, to: range.end) == 5)
        #expect(field.text(in: range) == "lo")
        let rest = try #require(field.characterRange(byExtending: p5, in: .right))
        #expect(field.text(in: rest) == " world")
        let rects = field.selectionRects(for: range)
        try #require(rects.count == 1)
        #expect(rects[0].containsStart && rects[0].containsEnd && !rects[0].isVertical)
        #expect(field.firstRect(for: range) == rects[0].rect)
        #expect(rects[0].rect.minX < field.caretRect(for: p5).minX)
        field.replace(range, withText: "LO")
        #expect(field.text == "HelLO world")
    }

    @Test func aTextViewAnswersInItsOwnCoordinatesLineByLine() throws {
        let form = UIViewController()
        let h = TransitionHarness(width: 480, height: 800, root: form)
        let tv = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        tv.font = UIFont.systemFont(ofSize: 17)
        tv.text = "one\ntwo\nthree"
        form.view.addSubview(tv)
        h.step()
        let b = tv.beginningOfDocument
        let line1 = tv.caretRect(for: b)
        let p4 = try #require(tv.position(from: b, offset: 4))
        let line2 = tv.caretRect(for: p4)
        #expect(line2.minY > line1.maxY - 2 && abs(line2.minX - line1.minX) < 1)
        let down = try #require(tv.position(from: b, in: .down, offset: 1))
        #expect(tv.offset(from: b, to: down) == 4)
        #expect(tv.position(from: tv.endOfDocument, in: .down, offset: 1) == nil)
        let all = try #require(tv.textRange(from: b, to: tv.endOfDocument))
        let rects = tv.selectionRects(for: all)
        #expect(rects.count == 3 && rects.first!.containsStart && rects.last!.containsEnd)
        let near = try #require(tv.closestPosition(to: CGPoint(x: line2.minX, y: line2.midY)))
        #expect(tv.offset(from: b, to: near) == 4)
        let line = try #require(tv.tokenizer.rangeEnclosingPosition(b, with: .line, inDirection: .storage(.forward)))
        #expect(tv.text(in: line) == "one\n")
    }

    @Test func theTokenizerFindsWordsAndSentences() throws {
        let (h, form) = form("Don't stop. Go on")
        defer { withExtendedLifetime(h) {} }
        let field = form.field
        let tokenizer = field.tokenizer
        let b = field.beginningOfDocument
        let p2 = try #require(field.position(from: b, offset: 2))
        let word = try #require(tokenizer.rangeEnclosingPosition(p2, with: .word, inDirection: .storage(.forward)))
        #expect(field.text(in: word) == "Don't")
        let end = try #require(tokenizer.position(from: p2, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(field.offset(from: b, to: end) == 5)
        #expect(tokenizer.isPosition(end, atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(end, withinTextUnit: .word, inDirection: .storage(.forward)), "the space")
        let sentence = try #require(
            tokenizer.rangeEnclosingPosition(p2, with: .sentence, inDirection: .storage(.forward)))
        #expect(field.text(in: sentence) == "Don't stop.")
        let back = try #require(
            tokenizer.position(from: field.endOfDocument, toBoundary: .word, inDirection: .layout(.left)))
        #expect(field.offset(from: b, to: back) == 15)
    }

    @Test func attributedTextDrawsItsRedRunRedAndOnlyThere() throws {
        let (h, form) = form("")
        let field = form.field
        var s = NSMutableAttributedString(
            string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        field.attributedText = s
        h.step()
        #expect(field.text == "Hello world")
        #expect(field.attributedText?.string == "Hello world")
        let hello = field.textRange(
            from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)!
        let helloEnd = field.convert(field.firstRect(for: hello), to: nil).maxX
        let red = inkColumns(h) { r, g, b in r > 180 && g < 90 && b < 90 }
        let black = inkColumns(h, where: dark)
        #expect(red.count > 10)
        #expect(red.allSatisfy { Double($0) <= helloEnd + 1 }, "red only in Hello (ends \(helloEnd))")
        #expect(black.contains { Double($0) > helloEnd + 4 }, "world is drawn black")
        #expect(!black.contains { Double($0) < helloEnd - 2 }, "Hello has no black")
        // Plain text drops the attributes again.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/attributed-field.png")
        }
        field.text = "Plain"
        h.step()
        #expect(inkColumns(h) { r, g, b in r > 180 && g < 90 && b < 90 }.isEmpty)
    }

    @Test func eachBorderStyleDrawsItsEdge() {
        let vc = UIViewController()
        let h = TransitionHarness(width: 300, height: 260, root: vc)
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        for (i, style) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 20 + 50 * Double(i), width: 200, height: 34))
            field.borderStyle = style
            field.text = "Field"
            vc.view.addSubview(field)
        }
        h.step()
        // The left edge's middle pixel of each field: nothing, black, mid grey, light grey.
        let edges = styles.indices.map { channels(h.surface.pixel(x: 20, y: 37 + 50 * $0)).g }
        #expect(edges[0] > 240, "no border")
        #expect(edges[1] < 60, "a thin dark line")
        #expect(edges[2] > 100 && edges[2] < 180, "the bezel's grey")
        #expect(edges[3] > 180 && edges[3] < 230, "the rounded rectangle's light grey")
    }

    @Test func theKeyboardGuideCanStandAtTheViewsBottomEdge() {
        let vc = UIViewController()
        let h = TransitionHarness(width: 300, height: 400, root: vc)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        h.step()
        let guide: UIKeyboardLayoutGuide = vc.view.keyboardLayoutGuide
        #expect(guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
        let bottom = vc.view.bounds.height
        #expect(abs(guide.layoutFrame.minY - (bottom - vc.view.safeAreaInsets.bottom)) < 0.5)
        #expect(vc.view.safeAreaInsets.bottom >= 40)
        guide.usesBottomSafeArea = false
        guide.followsUndockedKeyboard = true
        h.step()
        #expect(abs(guide.layoutFrame.minY - bottom) < 0.5)
    }

    @Test func numberFormatterSpellsOutAndKeepsAccounts() {
        let f = NumberFormatter()
        f.numberStyle = .spellOut
        #expect(f.string(from: 42) == "forty-two")
        #expect(f.string(from: 1234) == "one thousand two hundred thirty-four")
        #expect(f.string(from: -7) == "minus seven")
        #expect(f.string(from: NSNumber(value: 3.25)) == "three point two five")
        f.numberStyle = .currencyAccounting
        f.locale = Locale(identifier: "en_US")
        #expect(f.string(from: NSNumber(value: -5.5)) == "($5.50)")
        #expect(f.string(from: 5) == "$5.00")
        f.numberStyle = .ordinal
        #expect(f.string(from: 22) == "22nd")
    }

    @Test func operationQueuesRunTheirBlocks() async throws {
        let log = Log()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        for i in 0..<5 { queue.addOperation { log.items.withLock { $0.append(i) } } }
        queue.waitUntilAllOperationsAreFinished()
        #expect(log.items.withLock { $0 } == [0, 1, 2, 3, 4])
        let main = Log()
        OperationQueue.main.addOperation { main.items.withLock { $0.append(1) } }
        #expect(main.items.withLock { $0 }.isEmpty, "the main queue runs it later, not inside addOperation")
        for _ in 0..<50 where main.items.withLock({ $0 }).isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(main.items.withLock { $0 } == [1])
    }

    /// What blocks on other threads append to.
    final class Log: Sendable {
        let items = Mutex<[Int]>([])
    }
}
