import Foundation
import PanelTestSupport
import Testing

@testable import PanelText

/// PanelText's shaping and visual order checked against the reference tools at test time: every run of
/// 67 strings in seven kinds of text gives the glyph ids, clusters, advances and offsets that `hb-shape`
/// (Debian's libharfbuzz-bin) gives for the same font file, size, direction, script, language and
/// context, and every line with right-to-left text has the visual order of `fribidi` (libfribidi-bin).
@Suite struct ShapingConformanceTests {
    static let latin = [
        "The quick brown fox jumps over the lazy dog", "AVATAR Tower, WAVE, Yacht", "office affluent flight",
        "Crème brûlée, smørbrød, jalapeño", "Ångström naïve façade Øresund Ærø", "Łódź, Kraków, Gdańsk",
        "q\u{301} e\u{301} a\u{30A}", "Привет, мир", "Καλημέρα κόσμε", "3.14 × 2 = 6.28 — 100% “quoted”",
        "Tiếng Việt có dấu",
    ]
    static let arabic = [
        "مرحبا بالعالم", "السلام عليكم", "ليلى أحمد", "اللغة العربية جميلة", "لا إله", "كتاب ١٢٣ صفحة",
        "مُحَمَّد", "فِي الْبَيْتِ", "شكراً جزيلاً",
    ]
    static let hebrew = [
        "שלום עולם", "עברית היא שפה", "ירושלים", "בְּרֵאשִׁית", "דוד כהן", "תל אביב 2024", "ספר טוב", "מה שלומך?",
    ]
    static let devanagari = [
        "नमस्ते दुनिया", "हिन्दी भाषा", "क्षत्रिय", "प्रिय मित्र", "कृपया धन्यवाद", "स्वागत है", "भारत ज्ञान", "श्री राम",
    ]
    static let thai = ["สวัสดีครับ", "ภาษาไทย", "กรุงเทพมหานคร", "ขอบคุณมาก", "น้ำ", "ผู้ใหญ่", "เชียงใหม่", "ที่นี่"]
    static let cjk = [
        "你好世界", "推荐：京都的寺庙", "中华人民共和国", "日本語のテキスト", "こんにちは", "カタカナ", "한국어 텍스트", "안녕하세요",
        "北京欢迎你！", "東京タワー",
    ]
    static let mixed = [
        "Hello مرحبا world", "ليلى Ahmed 2024", "שלום Hello עולם", "Price: 120 ₪ מחיר", "नमस्ते Hello 你好",
        "Arabic (العربية) text", "The word \"שלום\" means peace", "عدد 123 و 456", "Thai ไทย and Hindi हिन्दी",
        "Emoji 😀 and 👍🏽 flags 🇯🇵", "مرحبا 😀 Hello", "中文 and English 混合", "RTL: א ב ג, LTR: a b c",
    ]
    static var all: [String] { latin + arabic + hebrew + devanagari + thai + cjk + mixed }

    /// Runs `tool` with `arguments` and standard input `input`; its standard output.
    static func run(_ tool: String, _ arguments: [String], input: String = "") throws -> String {
        // Bounded: a tool still running after 60 s is killed, and the test says which one.
        let run = try ChildProcess.run(tool, arguments, input: input, timeout: 60)
        if run.timedOut {
            throw ToolError(message: "\(tool) did not finish within 60 s (killed): \(arguments.joined(separator: " "))")
        }
        guard run.status == 0, !run.signalled else {
            throw ToolError(message: "\(tool) \(arguments.joined(separator: " ")) exited \(run.status)")
        }
        return run.output
    }

    struct ToolError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func hex(_ scalars: ArraySlice<UInt32>) -> String {
        scalars.map { String($0, radix: 16) }.joined(separator: ",")
    }

    struct HBGlyph: Decodable {
        var g: UInt32
        var cl: Int
        var dx: Int32
        var dy: Int32
        var ax: Int32
    }

    @Test func glyphsAndAdvancesEqualHBShape() throws {
        let tool = "/usr/bin/hb-shape"
        try #require(FileManager.default.fileExists(atPath: tool), "hb-shape is missing: install libharfbuzz-bin")
        #expect(Self.all.count >= 60)
        let library = try FontLibrary()
        library.recordsShaping = true
        // Every run, grouped by what hb-shape is asked with, so one call shapes a group's lines.
        var groups: [[String]: [(text: String, record: ShapingRecord)]] = [:]
        var kinds = Set<String>()
        var colorRuns = 0
        for (n, string) in Self.all.enumerated() {
            let size = [13.0, 17, 28][n % 3]
            let layout = library.layout(string, style: TextStyle(font: library.font(size: size)))
            #expect(layout.lines.count == 1)
            for run in layout.runs {
                if run.font.face.isColor { colorRuns += 1 }
                guard let record = run.shaping else {
                    Issue.record("run \(run) of \"\(string)\" has no shaping record")
                    continue
                }
                kinds.insert(record.scriptTag)
                let p = record.paragraph
                let end = record.offset + record.length
                let before = p[max(0, record.offset - FontLibrary.shapingContext)..<record.offset]
                let after = p[end..<min(p.count, end + FontLibrary.shapingContext)]
                var arguments = [
                    "--face-index=\(record.faceIndex)", "--font-size=\(record.size26)",
                    "--direction=\(record.rightToLeft ? "rtl" : "ltr")", "--script=\(record.scriptTag)",
                    "--language=\(record.language)", "--no-glyph-names", "--output-format=json",
                ]
                if !record.kerning { arguments.append("--features=-kern") }
                if !before.isEmpty { arguments.append("--unicodes-before=\(Self.hex(before))") }
                if !after.isEmpty { arguments.append("--unicodes-after=\(Self.hex(after))") }
                arguments.append(record.path)
                let text = String(String.UnicodeScalarView(p[record.offset..<end].compactMap(Unicode.Scalar.init)))
                groups[arguments, default: []].append((text, record))
            }
        }
        for script in ["Latn", "Arab", "Hebr", "Deva", "Thai", "Hani", "Hira", "Hang"] {
            #expect(kinds.contains(script), "no run was shaped as \(script)")
        }
        #expect(colorRuns >= 3, "the emoji were not shaped in the colour emoji face")
        var runs = 0
        var agreeing = 0
        for (arguments, lines) in groups {
            let output = try Self.run(tool, arguments, input: lines.map(\.text).joined(separator: "\n") + "\n")
            let results = output.split(separator: "\n")
            try #require(results.count == lines.count, "hb-shape gave \(results.count) lines for \(lines.count)")
            for (line, result) in zip(lines, results) {
                runs += 1
                let reference = try JSONDecoder().decode([HBGlyph].self, from: Data(result.utf8))
                let mine = line.record.glyphs.map {
                    HBGlyph(
                        g: $0.glyph, cl: Int($0.cluster) - line.record.offset, dx: $0.xOffset, dy: $0.yOffset,
                        ax: $0.advance)
                }
                let same =
                    mine.count == reference.count
                    && zip(mine, reference).allSatisfy {
                        $0.g == $1.g && $0.cl == $1.cl && $0.ax == $1.ax && $0.dx == $1.dx && $0.dy == $1.dy
                    }
                if same {
                    agreeing += 1
                } else {
                    Issue.record("\"\(line.text)\" differs from hb-shape \(arguments.joined(separator: " "))")
                }
            }
        }
        print("hb-shape: \(agreeing) of \(runs) runs of \(Self.all.count) strings agree")
        #expect(runs >= Self.all.count)
        #expect(agreeing == runs)
    }

    @Test func visualOrderEqualsFriBidi() throws {
        let tool = "/usr/bin/fribidi"
        try #require(FileManager.default.fileExists(atPath: tool), "fribidi is missing: install libfribidi-bin")
        let library = try FontLibrary()
        let bidi = Self.all.filter { s in s.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) } }
        #expect(bidi.count >= 20)
        let output = try Self.run(
            tool, ["--nopad", "--nobreak", "--novisual", "--vtol", "--charset", "UTF-8"],
            input: bidi.joined(separator: "\n") + "\n")
        let maps = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        try #require(maps.count == bidi.count)
        var agreeing = 0
        for (string, vtol) in zip(bidi, maps) {
            let layout = library.layout(string, style: TextStyle(font: library.font(size: 17)))
            // Clusters, left to right, as laid out; and as FriBidi orders the characters, each character
            // counted as the cluster it is shaped in (marks travel with their letter).
            var mine: [Int] = []
            for glyph in layout.glyphs where mine.last != glyph.cluster { mine.append(glyph.cluster) }
            let starts = Set(layout.glyphs.map(\.cluster)).sorted()
            var theirs: [Int] = []
            for c in vtol {
                let cluster = starts.last { $0 <= c } ?? 0
                if theirs.last != cluster { theirs.append(cluster) }
            }
            if mine == theirs {
                agreeing += 1
            } else {
                Issue.record("\"\(string)\": clusters left to right \(mine), fribidi \(theirs)")
            }
            #expect(
                layout.lines[0].isRightToLeft
                    == (string.unicodeScalars.first { $0.properties.isAlphabetic }
                        .map { (0x0590...0x08FF).contains($0.value) } ?? false))
        }
        print("fribidi: \(agreeing) of \(bidi.count) lines in the same visual order")
        #expect(agreeing == bidi.count)
    }
}
