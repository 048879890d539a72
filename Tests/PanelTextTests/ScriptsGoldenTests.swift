import PanelGraphics
import PanelTestSupport
import Testing

@testable import PanelText

/// Text in every script PanelText shapes, drawn: Latin, Arabic and Hebrew (right-aligned by natural
/// alignment), Devanagari, Thai, Chinese, Japanese and Korean from fallback faces, colour emoji,
/// mixed-direction lines, attributed runs (weights, sizes, colours, kerning, underlines) and a tail
/// ellipsis after a whole emoji.
@Suite struct ScriptsGoldenTests {
    static func render(_ library: FontLibrary) -> Surface {
        let surface = Surface(width: 640, height: 600)
        surface.clear(to: .white)
        let canvas = Canvas(surface: surface)
        let ink = Color(hex: 0x1A1A1A)
        let width = 600.0
        var y = 12.0
        func line(_ text: String, size: Double = 17, alignment: TextAlignment = .natural) {
            let layout = library.layout(
                text, style: TextStyle(font: library.font(size: size), color: ink, alignment: alignment), width: width)
            canvas.draw(layout, at: Point(x: 20, y: y))
            y += layout.size.height + 6
        }
        line("Shaped: office affluent — Tiếng Việt, Ελληνικά, Русский")
        line("مرحبا بالعالم، اللغة العربية جميلة ١٢٣")
        line("שָׁלוֹם עולם, תל אביב 2024")
        line("नमस्ते दुनिया — हिन्दी भाषा, क्षत्रिय, श्री")
        line("สวัสดีครับ ภาษาไทย น้ำ ผู้ใหญ่")
        line("你好世界 · 日本語のテキスト · 한국어 텍스트")
        line("Emoji 😀 👍🏽 🇯🇵 ❤️ and ✌🏿 in a line", size: 20)
        line("Hello مرحبا world, ليلى Ahmed 2024", alignment: .left)
        line("Arabic (العربية) and \"שלום\" inside English")
        line("ليلى Ahmed تقول: hello!")

        var attributed = AttributedText("Attributed: ", attributes: TextAttributes(color: Color(hex: 0x616161)))
        attributed.append("bold ", attributes: TextAttributes(fontWeight: .bold))
        attributed.append("big ", attributes: TextAttributes(fontSize: 26, color: Color(hex: 0x1565C0)))
        attributed.append("spaced ", attributes: TextAttributes(kern: 3))
        attributed.append(
            "underlined", attributes: TextAttributes(color: Color(hex: 0xC62828), underlineStyle: .single))
        attributed.append(" and ", attributes: TextAttributes())
        attributed.append("double", attributes: TextAttributes(underlineStyle: .double))
        let layout = library.layout(
            attributed, style: TextStyle(font: library.font(size: 17), color: ink), width: width)
        canvas.draw(layout, at: Point(x: 20, y: y))
        y += layout.size.height + 6

        var centered = AttributedText(
            "مركز: نص عربي في الوسط",
            attributes: TextAttributes(paragraphStyle: ParagraphStyle(alignment: .center)))
        centered.append("\nNatural: English left, then العربية right", attributes: TextAttributes())
        centered.append(
            "\nالعربية تبدأ هنا then English", attributes: TextAttributes(color: Color(hex: 0x2E7D32)))
        let paragraphs = library.layout(
            centered, style: TextStyle(font: library.font(size: 17), color: ink, lineSpacing: 2), width: width)
        canvas.fill(Rect(x: 20, y: y, width: width, height: paragraphs.size.height), color: Color(hex: 0xF1F3F4))
        canvas.draw(paragraphs, at: Point(x: 20, y: y))
        y += paragraphs.size.height + 6

        let truncated = library.layout(
            "A line with emoji 👩‍👩‍👧‍👦👍🏽 that is cut off after a whole cluster, never inside one",
            style: TextStyle(font: library.font(size: 17), color: ink, maximumNumberOfLines: 1), width: 300)
        canvas.draw(truncated, at: Point(x: 20, y: y))
        let wrapped = library.layout(
            "中文换行：每个汉字之间都可以断行，标点不在行首。日本語も同じです。",
            style: TextStyle(font: library.font(size: 17), color: ink), width: 270)
        canvas.draw(wrapped, at: Point(x: 350, y: y))
        return surface
    }

    @Test func scriptsScene() throws {
        let library = try FontLibrary()
        expectGolden(Self.render(library), named: "scripts-scene", tolerance: 2, maxDifferingPixels: 40)
    }

    @Test func truncationKeepsGraphemeClustersWhole() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17), maximumNumberOfLines: 1)
        let text = "Family 👩‍👩‍👧‍👦 and thumbs 👍🏽👍🏽👍🏽 and flags 🇯🇵🇫🇷🇩🇪 and é\u{301}\u{302} marks"
        let full = library.layout(text, style: TextStyle(font: library.font(size: 17))).size.width
        var clusters = Set<String>()
        for character in text { clusters.insert(String(character)) }
        // Every width cuts the line somewhere: the shown text (less "…") is always whole characters.
        var width = 40.0
        var cuts = 0
        while width < full {
            let layout = library.layout(text, style: style, width: width)
            let line = try #require(layout.lines.first)
            #expect(line.isTruncated)
            let shown = String(line.string.dropLast())
            #expect(text.hasPrefix(shown), "\(shown) is not a prefix at width \(width)")
            #expect(
                shown.isEmpty || text[text.index(text.startIndex, offsetBy: shown.count - 1)] == shown.last,
                "the cut at width \(width) splits a grapheme cluster")
            #expect(layout.size.width <= width + 1e-6)
            cuts += 1
            width += 7
        }
        #expect(cuts > 20)
    }

    @Test func rightToLeftTruncationPutsTheEllipsisOnTheLeft() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17), maximumNumberOfLines: 1)
        let layout = library.layout("تعلّم أساسيات خط النسخ بالقلم والحبر في مجموعة صغيرة", style: style, width: 160)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated && line.isRightToLeft)
        #expect(line.string.hasSuffix("\u{2026}"))
        // The ellipsis ends the line in reading order, so it is the leftmost run, flush with the line's start.
        let first = try #require(layout.runs.first)
        // "…" is one glyph of the style's face (DejaVu Sans); the Arabic runs are in Noto Sans Arabic UI.
        #expect(first.glyphRange.count == 1 && first.font.face === library.regular)
        #expect(layout.runs.dropFirst().allSatisfy { $0.font.face !== library.regular || $0.width < 8 })
        #expect(abs(first.x - line.frame.minX) < 1e-6)
        #expect(abs(line.frame.maxX - 160) < 1e-6)
        #expect(layout.size.width <= 160 + 1e-6)
    }

    @Test func naturalAlignmentFollowsTheFirstStrongCharacter() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17))
        let arabic = library.layout("١٢ مرحبا Hello", style: style, width: 300)
        let english = library.layout("12 Hello مرحبا", style: style, width: 300)
        #expect(arabic.lines[0].isRightToLeft)
        #expect(!english.lines[0].isRightToLeft)
        #expect(abs(arabic.lines[0].frame.maxX - 300) < 1e-6)
        #expect(english.lines[0].frame.minX == 0)
        // An explicit direction wins over the first strong character.
        let forced = library.layout(
            "Hello", style: TextStyle(font: library.font(size: 17), baseWritingDirection: .rightToLeft), width: 300)
        #expect(forced.lines[0].isRightToLeft)
        #expect(abs(forced.lines[0].frame.maxX - 300) < 1e-6)
    }

    @Test func fallbackFacesAreChosenOncePerScriptAndCached() throws {
        let library = try FontLibrary()
        let style = TextStyle(font: library.font(size: 17))
        let first = library.layout("مرحبا 你好 नमस्ते สวัสดี 😀", style: style)
        let families = Set(first.runs.map(\.font.face.familyName))
        #expect(families.contains { $0.contains("Arabic") })
        #expect(families.contains { $0.contains("CJK") })
        #expect(families.contains { $0.contains("Devanagari") })
        #expect(families.contains { $0.contains("Thai") })
        #expect(first.runs.contains { $0.font.face.isColor })
        #expect(!first.glyphs.contains { $0.index == 0 })
        // Hebrew stays in DejaVu Sans, which is made for it and the only face here that has it.
        let hebrew = library.layout("שלום", style: style)
        #expect(hebrew.runs.allSatisfy { $0.font.face === library.regular })
        // A second layout of other text in the same scripts asks fontconfig nothing new.
        let calls = library.fontConfig?.callCount
        _ = library.layout("السلام 世界 दुनिया ภาษา 😀", style: style)
        #expect(library.fontConfig?.callCount == calls)
        // Bold text takes the bold fallback faces.
        let bold = library.layout("مرحبا 你好", style: TextStyle(font: library.font(size: 17, weight: .bold)))
        #expect(
            bold.runs.filter { !$0.font.face.isColor && $0.font.face !== library.bold }.allSatisfy {
                $0.font.face.isBold
            })
    }

    @Test func colourEmojiAreDrawnInColour() throws {
        let library = try FontLibrary()
        let layout = library.layout("😀", style: TextStyle(font: library.font(size: 28), color: .black))
        let surface = Surface(width: 60, height: 50)
        surface.clear(to: .white)
        Canvas(surface: surface).draw(layout, at: Point(x: 4, y: 4))
        // The grinning face is yellow: strong red and green, little blue, though the text colour is black.
        var yellow = 0
        for y in 0..<50 {
            for x in 0..<60 {
                let c = surface.color(x: x, y: y)
                if c.red > 0.8 && c.green > 0.6 && c.blue < 0.4 { yellow += 1 }
            }
        }
        #expect(yellow > 200)
        // Scaled to the line: about as tall as the font's size.
        #expect(layout.size.width > 28 * 0.9 && layout.size.width < 28 * 1.6)
    }
}
