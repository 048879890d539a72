import PanelKitCompat
import Testing

/// Foundation's comparing, searching, folding and padding string calls as UIKit code makes them with only
/// `import UIKit`; the expected values are Apple's Foundation's for English text.
@Suite("PanelKitCompat: Foundation's string comparing and searching")
struct StringCompareCompatTests {
    @Test func comparingWithOptions() {
        #expect("abc".caseInsensitiveCompare("ABC") == .orderedSame)
        #expect("apple".caseInsensitiveCompare("Banana") == .orderedAscending)
        #expect("a".compare("B") == .orderedDescending, "without options, code points: B comes before a")
        #expect("a".localizedCompare("B") == .orderedAscending, "in a locale, letters first")
        #expect("a".localizedCompare("A") == .orderedAscending, "lowercase before uppercase")
        #expect("café".compare("cafe", options: .diacriticInsensitive) == .orderedSame)
        #expect("CAFÉ".compare("cafe", options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame)
        #expect("File 9".compare("File 10", options: .numeric) == .orderedAscending)
        #expect("File 9".compare("File 10") == .orderedDescending, "as text, 1 comes before 9")
        #expect("Straße".caseInsensitiveCompare("STRASSE") == .orderedSame)
        #expect("é".compare("e\u{301}") == .orderedSame, "canonically equivalent")
        #expect("ｂ".compare("b", options: .widthInsensitive) == .orderedSame)
    }

    @Test func finderLikeSortingOfNames() {
        let names = ["item 10", "Item 2", "item 1", "Item 20", "apple"]
        let sorted = names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        #expect(sorted == ["apple", "item 1", "Item 2", "item 10", "Item 20"])
        #expect("Photo".localizedStandardCompare("photo") != .orderedSame, "forced ordering breaks a tie")
        #expect("Résumé.pdf".localizedStandardContains("resume"))
        #expect("hello".localizedCaseInsensitiveCompare("HELLO") == .orderedSame)
    }

    @Test func searchingWithOptions() {
        let text = "Hello World, hello moon"
        let found = text.range(of: "WORLD", options: .caseInsensitive)
        #expect(found.map { String(text[$0]) } == "World")
        let last = text.range(of: "hello", options: [.caseInsensitive, .backwards])
        #expect(last.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 13)
        #expect(text.range(of: "World", options: .anchored) == nil)
        #expect(text.range(of: "hello", options: [.anchored, .caseInsensitive])?.lowerBound == text.startIndex)
        #expect(text.range(of: "MOON", options: [.anchored, .backwards, .caseInsensitive]) != nil)
        let crème = "Crème brûlée"
        #expect(crème.range(of: "brulee", options: .diacriticInsensitive).map { String(crème[$0]) } == "brûlée")
        let digits = "a1b22c"
        #expect(digits.range(of: "\\d{2}", options: .regularExpression).map { String(digits[$0]) } == "22")
        #expect(text.range(of: "", options: .caseInsensitive) == nil, "an empty target is never found")
        #expect(
            text.range(of: "o", options: [], range: text.index(text.startIndex, offsetBy: 5)..<text.endIndex)
                .map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 7)
    }

    @Test func foldingReplacingAndPadding() {
        #expect(
            "Crème Brûlée".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) == "creme brulee")
        #expect("Aa aA".replacingOccurrences(of: "a", with: "x", options: .caseInsensitive) == "xx xx")
        #expect("aaa".replacingOccurrences(of: "a", with: "b", options: .anchored) == "baa")
        #expect(
            "2026-12-06".replacingOccurrences(
                of: "(\\d+)-(\\d+)-(\\d+)", with: "$3/$2/$1", options: .regularExpression) == "06/12/2026")
        #expect("a  b   c".replacingOccurrences(of: " +", with: " ", options: .regularExpression) == "a b c")
        let s = "one two one"
        let tail = s.index(s.startIndex, offsetBy: 4)..<s.endIndex
        #expect(s.replacingOccurrences(of: "one", with: "1", options: [], range: tail) == "one two 1")
        #expect("abc".padding(toLength: 6, withPad: "12", startingAt: 1) == "abc212")
        #expect("abcdef".padding(toLength: 3, withPad: " ", startingAt: 0) == "abc")
        #expect("7".padding(toLength: -2, withPad: " ", startingAt: 9) == "", "bad lengths clamp")
        #expect("hello wide world".localizedCapitalized == "Hello Wide World")
    }
}
