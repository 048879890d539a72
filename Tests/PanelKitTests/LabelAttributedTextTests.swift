import PanelText
import Testing

@testable import PanelKit

/// Labels and buttons with attributed text, right-to-left text, and steady frames that shape and load
/// nothing.
@Suite("Attributed labels and steady text")
@MainActor
struct LabelAttributedTextTests {
    /// Pixels in the label's box whose colour is close to `color`.
    func count(_ h: Harness, _ box: IntRect, near color: Color) -> Int {
        var n = 0
        for y in box.y..<(box.y + box.height) {
            for x in box.x..<(box.x + box.width) {
                let c = h.color(x, y)
                if abs(c.red - color.red) < 0.2 && abs(c.green - color.green) < 0.2 && abs(c.blue - color.blue) < 0.2 {
                    n += 1
                }
            }
        }
        return n
    }

    @Test func attributedRunsDrawInTheirOwnColoursAndSizes() throws {
        let h = Harness()
        let library = try #require(h.app.fontLibrary)
        h.window.backgroundColor = .white
        let label = Label(frame: Rect(x: 5, y: 10, width: 190, height: 60))
        var text = AttributedText("Red ", attributes: TextAttributes(color: .red))
        text.append("BLUE", attributes: TextAttributes(fontSize: 30, fontWeight: .bold, color: .blue))
        label.attributedText = text
        #expect(label.text == "Red BLUE")
        h.window.addSubview(label)
        h.step()
        let box = IntRect(x: 5, y: 10, width: 190, height: 60)
        #expect(count(h, box, near: .red) > 30)
        #expect(count(h, box, near: .blue) > count(h, box, near: .red))
        // The bigger run makes the label taller than plain text in its default font.
        let plain = library.measure("Red BLUE", style: TextStyle(font: library.font(size: 17)))
        #expect(label.intrinsicContentSize.height > plain.height + 10)
        // Plain text replaces the attributes.
        label.text = "Red BLUE"
        #expect(label.attributedText == nil)
        h.step()
        #expect(count(h, box, near: .blue) == 0)
    }

    @Test func naturalAlignmentPutsArabicOnTheRight() throws {
        let h = Harness()
        _ = try #require(h.app.fontLibrary)
        h.window.backgroundColor = .white
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        label.text = "مرحبا بالعالم"
        label.textColor = .black
        h.window.addSubview(label)
        h.step()
        var minX = Int.max
        for y in 0..<30 {
            for x in 0..<200 where h.color(x, y).red < 0.5 { minX = min(minX, x) }
        }
        #expect(minX > 80, "Arabic is flush right in a natural-aligned label (ink from x = \(minX))")
    }

    @Test func buttonAttributedTitleWinsOverThePlainOne() throws {
        let h = Harness()
        _ = try #require(h.app.fontLibrary)
        let button = Button(frame: Rect(x: 0, y: 0, width: 180, height: 44))
        button.setTitle("Plain", for: .normal)
        var title = AttributedText("Go ", attributes: TextAttributes(fontWeight: .bold))
        title.append("→", attributes: TextAttributes(color: .red, underlineStyle: .single))
        button.setAttributedTitle(title, for: .normal)
        h.window.addSubview(button)
        h.step()
        #expect(button.titleLabel.attributedText == title)
        #expect(button.titleLabel.text == "Go →")
        #expect(button.attributedTitle(for: .highlighted) == title)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel.text == "Plain")
    }

    @Test func steadyFramesCallNeitherHarfBuzzNorFreeType() throws {
        let h = Harness()
        let library = try #require(h.app.fontLibrary)
        let labels = ["Steady text", "ليلى أحمد", "लखनऊ की चित्रकार", "京都的秋天 🍁"].enumerated().map { n, text in
            let label = Label(frame: Rect(x: 5, y: 2 + Double(n) * 28, width: 190, height: 26))
            label.text = text
            h.window.addSubview(label)
            return label
        }
        h.step()
        let shaped = library.harfBuzzCallCount
        let loaded = library.freeTypeCallCount
        // Frames that redraw the labels (their colour changes) without changing their text.
        for i in 0..<6 {
            for label in labels { label.textColor = i % 2 == 0 ? .black : .darkGray }
            h.step()
        }
        #expect(library.harfBuzzCallCount == shaped)
        #expect(library.freeTypeCallCount == loaded)
        #expect(h.display.lastDamage.area > 0)
    }
}
