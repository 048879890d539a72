import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Pixels of a rendered screen, for the text fidelity tests.
@MainActor
struct ScreenInk {
    let h: TransitionHarness

    /// The red, green and blue of the pixel at (x, y).
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = h.surface.pixel(x: x, y: y)
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// Dark (text) ink.
    func isDark(_ x: Int, _ y: Int) -> Bool {
        let c = rgb(x, y)
        return c.r < 110 && c.g < 110 && c.b < 110
    }

    /// Strongly red ink.
    func isRed(_ x: Int, _ y: Int) -> Bool {
        let c = rgb(x, y)
        return c.r > 170 && c.g < 90 && c.b < 90
    }

    /// The box of the pixels in `rect` for which `test` holds, or nil.
    func box(in rect: CGRect, where test: (Int, Int) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var out: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(x, y) {
                if let o = out {
                    out = (min(o.minX, x), min(o.minY, y), max(o.maxX, x), max(o.maxY, y))
                } else {
                    out = (x, y, x, y)
                }
            }
        }
        return out
    }

    /// Writes the screen to PANEL_LOOK_DIR/`name` when that is set, for a look by eye.
    func look(_ name: String) {
        if let dir = getenv("PANEL_LOOK_DIR") { try? h.driver.writePNG(path: String(cString: dir) + "/" + name) }
    }
}

/// `UILabel.adjustsFontSizeToFitWidth`, `minimumScaleFactor` and the truncating line break modes, as
/// Apple's documentation describes them.
@Suite("PanelKitCompat: UILabel text fitting (TextFidelity)")
@MainActor
struct TextFidelityLabelFittingTests {
    private func label(_ text: String, _ frame: CGRect, in h: TransitionHarness) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = UIFont.systemFont(ofSize: 20)
        label.textColor = .black
        h.window.addSubview(label)
        return label
    }

    @Test func aShrinkingLabelFitsItsWidthButNeverGoesBelowTheFactor() throws {
        let h = TransitionHarness(width: 400, height: 200)
        let text = "HHHHHHHHHH"
        // Ten capitals at 20 points are about 150 wide.
        _ = label(text, CGRect(x: 0, y: 0, width: 400, height: 40), in: h)
        let shrunk = label(text, CGRect(x: 0, y: 50, width: 100, height: 40), in: h)
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumScaleFactor = 0.5
        let floored = label(text, CGRect(x: 0, y: 100, width: 100, height: 40), in: h)
        floored.adjustsFontSizeToFitWidth = true
        floored.minimumScaleFactor = 0.9
        let plain = label(text, CGRect(x: 0, y: 150, width: 100, height: 40), in: h)
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("label-shrink.png")
        let full = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 400, height: 40), where: ink.isDark))
        let fullHeight = full.maxY - full.minY + 1
        #expect(full.maxX > 130, "the unshrunk text is wider than the 100-point labels")

        let s = try #require(ink.box(in: CGRect(x: 0, y: 50, width: 400, height: 40), where: ink.isDark))
        let sHeight = s.maxY - s.minY + 1
        #expect(s.maxX < 100, "the shrunk text fits the label's width: \(s)")
        #expect(s.maxX > 85, "and uses most of it (shrunk no more than needed): \(s)")
        #expect(sHeight < fullHeight && Double(sHeight) >= 0.5 * Double(fullHeight) - 1, "\(sHeight) of \(fullHeight)")
        #expect(shrunk.font.pointSize == 20, "the font property keeps its size")

        // 0.9 is not enough: the text is 90% high and truncated with an ellipsis inside the width.
        let f = try #require(ink.box(in: CGRect(x: 0, y: 100, width: 400, height: 40), where: ink.isDark))
        let fHeight = f.maxY - f.minY + 1
        #expect(Double(fHeight) >= 0.9 * Double(fullHeight) - 1 && fHeight < fullHeight, "\(fHeight) of \(fullHeight)")
        #expect(f.maxX < 100)
        // Without adjusting, the text keeps its size.
        let p = try #require(ink.box(in: CGRect(x: 0, y: 150, width: 400, height: 40), where: ink.isDark))
        #expect(p.maxY - p.minY + 1 == fullHeight)
        _ = plain
    }

    @Test func aShrinkingLabelOfSeveralLinesFitsItsBounds() throws {
        let h = TransitionHarness(width: 300, height: 200)
        let l = label("One two three four five six seven eight", CGRect(x: 0, y: 0, width: 120, height: 60), in: h)
        l.numberOfLines = 2
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.3
        let reference = label("One", CGRect(x: 150, y: 0, width: 150, height: 60), in: h)
        h.step(2)
        let ink = ScreenInk(h: h)
        let text = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 150, height: 60), where: ink.isDark))
        let one = try #require(ink.box(in: CGRect(x: 150, y: 0, width: 150, height: 60), where: ink.isDark))
        #expect(text.maxX < 120 && text.minY >= 0 && text.maxY < 60)
        // Two lines of smaller capitals: the "O" of the first line is shorter than the unshrunk one.
        // Two lines: an empty row between them, and the first line's letters shorter than unshrunk ones.
        var gap = text.minY
        while gap < text.maxY && (0..<120).contains(where: { ink.isDark($0, gap) }) { gap += 1 }
        #expect(gap < text.maxY, "a second line below the first")
        #expect(gap - text.minY < one.maxY - one.minY, "first line \(gap - text.minY) high")
        _ = reference
    }

    /// The columns, from `x0`, whose ink in `rect` is only in its lowest part: an ellipsis's dots.
    private func dotColumns(_ ink: ScreenInk, _ rect: CGRect, capTop: Int, baseline: Int) -> [Int] {
        var out: [Int] = []
        let lowBand = baseline - (baseline - capTop) / 4
        for x in Int(rect.minX)..<Int(rect.maxX) {
            var low = false
            var high = false
            for y in capTop...baseline where ink.isDark(x, y) {
                if y >= lowBand { low = true } else { high = true }
            }
            if low && !high { out.append(x) }
        }
        return out
    }

    @Test func theEllipsisSitsAtTheHeadInTheMiddleOrAtTheTail() throws {
        let h = TransitionHarness(width: 300, height: 200)
        let text = "HHHHHHHHHHHHHHHHHHHHHHHHHHHHHH"
        let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        for (k, mode) in modes.enumerated() {
            let l = label(text, CGRect(x: 0, y: CGFloat(k) * 50, width: 200, height: 40), in: h)
            l.lineBreakMode = mode
        }
        let clipped = label(text, CGRect(x: 0, y: 150, width: 200, height: 40), in: h)
        clipped.lineBreakMode = .byClipping
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("label-truncation.png")
        var centres: [Double] = []
        for k in 0..<3 {
            let rect = CGRect(x: 0, y: CGFloat(k) * 50, width: 300, height: 40)
            let box = try #require(ink.box(in: rect, where: ink.isDark))
            #expect(box.maxX < 200, "mode \(k) stays inside the label")
            let dots = dotColumns(ink, rect, capTop: box.minY, baseline: box.maxY)
            #expect(dots.count >= 3, "mode \(k) shows an ellipsis")
            let centre = Double(dots.reduce(0, +)) / Double(max(1, dots.count))
            centres.append((centre - Double(box.minX)) / Double(box.maxX - box.minX))
        }
        #expect(centres[0] < 0.15, "head: \(centres[0])")
        #expect(abs(centres[1] - 0.5) < 0.1, "middle: \(centres[1])")
        #expect(centres[2] > 0.85, "tail: \(centres[2])")
        let rect = CGRect(x: 0, y: 150, width: 300, height: 40)
        let box = try #require(ink.box(in: rect, where: ink.isDark))
        #expect(dotColumns(ink, rect, capTop: box.minY, baseline: box.maxY).isEmpty, "clipping adds no ellipsis")
    }
}

/// Attributes UIKit code passes in attribute dictionaries: strikethrough, underline raw values, baseline
/// offset, background colour and links.
@Suite("PanelKitCompat: attributed string attributes (TextFidelity)")
@MainActor
struct TextFidelityAttributeTests {
    @Test func strikethroughUnderlineBackgroundOffsetAndLinkAreDrawn() throws {
        let h = TransitionHarness(width: 300, height: 250)
        func add(_ text: NSAttributedString, y: CGFloat) -> UILabel {
            let l = UILabel(frame: CGRect(x: 0, y: y, width: 300, height: 40))
            l.attributedText = text
            l.font = UIFont.systemFont(ofSize: 20)
            l.textColor = .black
            h.window.addSubview(l)
            return l
        }
        _ = add(
            NSAttributedString(
                string: "ooooo",
                attributes: [
                    .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                    .strikethroughColor: UIColor.red,
                ]), y: 0)
        _ = add(
            NSAttributedString(
                string: "ooooo",
                attributes: [
                    .underlineStyle: NSUnderlineStyle.single.rawValue,
                    .underlineColor: UIColor.red,
                ]), y: 50)
        _ = add(NSAttributedString(string: "ooooo", attributes: [.backgroundColor: UIColor.red]), y: 100)
        var raised = NSMutableAttributedString(string: "HH")
        raised.addAttribute(.baselineOffset, value: 6, range: NSRange(location: 1, length: 1))
        _ = add(raised, y: 150)
        let linked = add(NSAttributedString(string: "link", attributes: [.link: URL(string: "https://a.b")!]), y: 200)
        linked.tintColor = .red
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("attributes.png")

        // Strikethrough: a red line between the top and bottom of the black glyphs, across them.
        let o = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 300, height: 40), where: ink.isDark))
        let strike = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 300, height: 40), where: ink.isRed))
        #expect(strike.minY > o.minY && strike.maxY < o.maxY, "crosses the glyphs: \(strike) in \(o)")
        #expect(strike.minX <= o.minX + 1 && strike.maxX >= o.maxX - 1)
        // Underline (given as NSUnderlineStyle.single.rawValue): red below the glyphs' bottom.
        let u = try #require(ink.box(in: CGRect(x: 0, y: 50, width: 300, height: 40), where: ink.isRed))
        let uo = try #require(ink.box(in: CGRect(x: 0, y: 50, width: 300, height: 40), where: ink.isDark))
        #expect(u.minY > uo.maxY - 1, "under the glyphs: \(u) \(uo)")
        // Background: red behind the run, taller than the glyphs.
        let bg = try #require(ink.box(in: CGRect(x: 0, y: 100, width: 300, height: 40), where: ink.isRed))
        #expect(bg.maxY - bg.minY > 18 && bg.maxX - bg.minX > 40, "\(bg)")
        // Baseline offset: the second H's bottom is 6 above the first's.
        let first = try #require(ink.box(in: CGRect(x: 0, y: 150, width: 14, height: 40), where: ink.isDark))
        let second = try #require(ink.box(in: CGRect(x: 16, y: 150, width: 40, height: 40), where: ink.isDark))
        #expect(first.maxY - second.maxY == 6, "\(first) \(second)")
        // A link is drawn in the tint colour.
        #expect(ink.box(in: CGRect(x: 0, y: 200, width: 300, height: 40), where: ink.isRed) != nil)
    }

    @Test func nsRangesAndNSStringCountUTF16() {
        let text = "👍 Hello world"
        let ns = NSString(string: text)
        #expect(ns.length == 14)
        let r = ns.range(of: "world")
        #expect(r == NSRange(location: 9, length: 5))
        #expect(ns.range(of: "moon").location == NSNotFound)
        #expect(ns.substring(with: r) == "world")
        #expect(NSMakeRange(9, 5) == r)
        #expect(NSRange(text.range(of: "Hello")!, in: text) == NSRange(location: 3, length: 5))
        #expect(Range(r, in: text).map { String(text[$0]) } == "world")

        var s = NSMutableAttributedString(string: text)
        #expect(s.length == 14)
        s.addAttribute(.foregroundColor, value: UIColor.red, range: r)
        s.addAttributes([.kern: 2], range: NSRange(location: 0, length: 2))
        var effective = NSRange(location: 0, length: 0)
        let at = s.attributes(at: 10, effectiveRange: &effective)
        #expect(at[.foregroundColor] as? UIColor == .red)
        #expect(effective == r)
        var colored: [NSRange] = []
        s.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: s.length), options: []) {
            value, range, _ in
            if value != nil { colored.append(range) }
        }
        #expect(colored == [r])
        s.removeAttribute(.foregroundColor, range: r)
        #expect(s.attributes(at: 10, effectiveRange: nil)[.foregroundColor] == nil)
        s.replaceCharacters(in: NSRange(location: 3, length: 5), with: "Bye")
        #expect(s.string == "👍 Bye world")
        // The new characters take the attributes of the first one replaced.
        #expect(s.attributes(at: 3, effectiveRange: nil).isEmpty)
        #expect(s.attributes(at: 0, effectiveRange: nil)[.kern] as? Double == 2)
        // A range past the end is cut to the text rather than crashing.
        s.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 8, length: 100))
        #expect(s.attributes(at: 11, effectiveRange: nil)[.foregroundColor] as? UIColor == .blue)
        #expect(s.attributedSubstring(from: NSRange(location: 7, length: 5)).string == "world")
    }

    @Test func aSegmentedControlDrawsItsTitlesWithTheirAttributes() throws {
        let h = TransitionHarness(width: 300, height: 100)
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        h.window.addSubview(control)
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("segmented.png")
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        #expect(ink.box(in: CGRect(x: 0, y: 0, width: 150, height: 32), where: ink.isRed) != nil, "selected red")
        #expect(ink.box(in: CGRect(x: 150, y: 0, width: 150, height: 32), where: ink.isRed) == nil)
        let two = try #require(ink.box(in: CGRect(x: 150, y: 0, width: 150, height: 32), where: ink.isDark))
        #expect(two.maxY - two.minY >= 13, "the normal title is 20 points: \(two)")
    }
}

/// `UITextView` links: data detectors and the delegate's say over a tap.
@Suite("PanelKitCompat: UITextView links (TextFidelity)")
@MainActor
struct TextFidelityTextViewLinkTests {
    final class OldDelegate: NSObject, UITextViewDelegate {
        var urls: [(URL, NSRange)] = []
        func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            urls.append((URL, characterRange))
            return false
        }
    }

    final class NewDelegate: NSObject, UITextViewDelegate {
        var performed: [URL] = []
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
            -> UIAction?
        {
            guard case .link(let url) = textItem.content else { return defaultAction }
            return UIAction(title: "Mine") { _ in self.performed.append(url) }
        }
    }

    private func textView(in h: TransitionHarness) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        view.text = "Visit https://example.com/a today."
        view.font = UIFont.systemFont(ofSize: 18)
        view.textColor = .black
        view.tintColor = .red
        view.isEditable = false
        view.dataDetectorTypes = .link
        h.window.addSubview(view)
        return view
    }

    @Test func aDetectedLinkIsTintedAndATapAsksTheDelegate() throws {
        let h = TransitionHarness(width: 400, height: 100)
        let view = textView(in: h)
        let delegate = OldDelegate()
        view.delegate = delegate
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("textview-link.png")
        let link = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 400, height: 100), where: ink.isRed))
        let words = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 400, height: 100), where: ink.isDark))
        #expect(words.minX < link.minX && words.maxX > link.maxX, "plain words on both sides")
        h.tap(at: CGPoint(x: CGFloat(words.minX + 4), y: CGFloat(link.minY + link.maxY) / 2))
        #expect(delegate.urls.isEmpty, "a tap on plain text is no link")
        h.tap(at: CGPoint(x: CGFloat(link.minX + link.maxX) / 2, y: CGFloat(link.minY + link.maxY) / 2))
        #expect(delegate.urls.map { $0.0.absoluteString } == ["https://example.com/a"])
        #expect(delegate.urls.first?.1 == NSRange(location: 6, length: 21))
    }

    @Test func thePrimaryActionDelegateMethodPicksTheAction() throws {
        let h = TransitionHarness(width: 400, height: 100)
        let view = textView(in: h)
        let delegate = NewDelegate()
        view.delegate = delegate
        h.step(2)
        let ink = ScreenInk(h: h)
        let link = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 400, height: 100), where: ink.isRed))
        h.tap(at: CGPoint(x: CGFloat(link.minX + link.maxX) / 2, y: CGFloat(link.minY + link.maxY) / 2))
        #expect(delegate.performed.map(\.absoluteString) == ["https://example.com/a"])
        // Editable: no links are detected, and a tap edits instead.
        view.isEditable = true
        h.step()
        #expect(ink.box(in: CGRect(x: 0, y: 0, width: 400, height: 100), where: ink.isRed) == nil)
    }
}

/// `NSTextAttachment`: an image inline with the text, on the baseline, advancing what follows.
@Suite("PanelKitCompat: NSTextAttachment (TextFidelity)")
@MainActor
struct TextFidelityAttachmentTests {
    @Test func anAttachmentSitsOnTheBaselineAndAdvancesTheText() throws {
        let h = TransitionHarness(width: 300, height: 100)
        let attachment = NSTextAttachment()
        attachment.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        attachment.bounds = CGRect(x: 0, y: -3, width: 20, height: 10)
        var text = NSMutableAttributedString(string: "H")
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "H"))
        let with = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        with.attributedText = text
        let without = UILabel(frame: CGRect(x: 0, y: 50, width: 300, height: 40))
        without.text = "HH"
        for l in [with, without] {
            l.font = UIFont.systemFont(ofSize: 20)
            l.textColor = .black
            h.window.addSubview(l)
        }
        h.step(2)
        let ink = ScreenInk(h: h)
        ink.look("attachment.png")
        let image = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 300, height: 40), where: ink.isRed))
        let first = try #require(ink.box(in: CGRect(x: 0, y: 0, width: 14, height: 40), where: ink.isDark))
        let second = try #require(
            ink.box(in: CGRect(x: CGFloat(image.maxX + 1), y: 0, width: 100, height: 40), where: ink.isDark))
        let plain = try #require(ink.box(in: CGRect(x: 14, y: 50, width: 100, height: 40), where: ink.isDark))
        #expect(image.maxX - image.minX + 1 == 20 && image.maxY - image.minY + 1 == 10, "\(image)")
        #expect(image.minX > first.maxX, "after the first letter")
        // The second H moves right by the attachment's width.
        #expect(second.minX - plain.minX == 20, "\(second) \(plain)")
        // 3 points below the baseline (the H's bottom).
        #expect(image.maxY - first.maxY == 3, "\(image) \(first)")
    }
}
