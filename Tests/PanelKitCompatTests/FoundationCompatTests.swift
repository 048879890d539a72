import PanelEmbedded
import PanelKitCompat
import Testing

/// The Foundation calls UIKit code makes with only `import UIKit` (here `import PanelKitCompat`): the
/// expected strings are what Foundation's own `String(format:)` and string methods return for the same input
/// (checked against swift-corelibs-foundation; `%-6@` and `%.3@` as Apple's Foundation pads and cuts).
@Suite("PanelKitCompat: Foundation's values and string calls")
struct FoundationCompatTests {
    @Test func stringFormatMatchesFoundationForTheCommonConversions() {
        #expect(String(format: "%.2f km", 3.14159) == "3.14 km")
        #expect(String(format: "%02d:%02d", 5, 7) == "05:07")
        #expect(String(format: "%@ has %ld items", "Inbox", 12) == "Inbox has 12 items")
        #expect(String(format: "%5.1f%%", 42.25) == " 42.2%")
        #expect(String(format: "%x %X %o", 255, 255, 8) == "ff FF 10")
        #expect(String(format: "%2$@ %1$@", "world", "hello") == "hello world")
        #expect(String(format: "%+d", 5) == "+5")
        #expect(String(format: "%e", 12345.678) == "1.234568e+04")
        #expect(String(format: "%g", 0.0001) == "0.0001")
        #expect(String(format: "%*d", 5, 42) == "   42")
        #expect(String(format: "%d", -7) == "-7")
        #expect(String(format: "%lu", UInt(7)) == "7")
        #expect(String(format: "%c", 65) == "A")
        #expect(String(format: "%-6@|", "ab") == "ab    |")
        #expect(String(format: "%.3@", "abcdef") == "abc")
        #expect(String(format: "%@ %@", 3, CGFloat(1.5)) == "3 1.5", "a number for %@ is its description")
    }

    @Test func stringFormatNeverCrashesOnBadInput() {
        #expect(String(format: "100%") == "100", "a lone % at the end is dropped, as Foundation's")
        #expect(String(format: "%d and %@") == "0 and ", "missing arguments read as 0 and empty")
        #expect(String(format: "%d", "seven") == "0")
        #expect(String(format: "%d", Double.infinity) == "0")
        #expect(String(format: "%5$@", "a") == "")
        let long = String(repeating: "x", count: 200)
        #expect(String(format: "%@!", long) == long + "!", "longer than the first buffer")
        #expect(String(format: "%100.2f", 1.0).count == 100)
    }

    @Test func trimmingAndSplittingByCharacterSets() {
        let s = "  \t Hello, World \n"
        #expect(s.trimmingCharacters(in: .whitespacesAndNewlines) == "Hello, World")
        #expect(s.trimmingCharacters(in: .whitespaces) == "Hello, World \n")
        #expect("   ".trimmingCharacters(in: .whitespaces) == "")
        #expect("a,b;;c".components(separatedBy: CharacterSet(charactersIn: ",;")) == ["a", "b", "", "c"])
        #expect("a, b".components(separatedBy: ", ") == ["a", "b"], "Foundation's string separator still works")
        let digits = "12a4"
        let bad = digits.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted)
        #expect(bad.map { digits.distance(from: digits.startIndex, to: $0.lowerBound) } == 2)
        #expect("1234".rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil)
        #expect("٣".rangeOfCharacter(from: .decimalDigits) != nil, "digits of every script")
        #expect("é".rangeOfCharacter(from: .letters) != nil)
        var vowels = CharacterSet(charactersIn: "aeiou")
        vowels.remove(charactersIn: "u")
        vowels.insert(charactersIn: "y")
        #expect(vowels.contains("a") && vowels.contains("y") && !vowels.contains("u"))
        #expect(vowels.inverted.contains("b") && !vowels.inverted.contains("e"))
        #expect(vowels.inverted.inverted == vowels)
        #expect(CharacterSet.letters.union(.decimalDigits).contains("7"))
    }

    @Test func searchingAndReplacing() {
        #expect("Hello".localizedCaseInsensitiveContains("ELL"))
        #expect("Straße".localizedCaseInsensitiveContains("STRASSE"), "full case folding")
        #expect(!"abc".localizedCaseInsensitiveContains(""), "an empty target is not found")
        #expect(!"Hello".localizedCaseInsensitiveContains("xyz"))
        #expect("aaa".replacingOccurrences(of: "a", with: "bb") == "bbbbbb")
        #expect("abc".replacingOccurrences(of: "", with: "x") == "abc")
        #expect("abc".range(of: "") == nil)
        let s = "Hello, World"
        #expect(s.range(of: "World").map { String(s[$0]) } == "World")
        #expect(s.range(of: "world") == nil, "case-sensitive")
    }

    @Test func foundationValueTypesAreFoundations() throws {
        struct Recipe: Hashable, Codable {
            var identifier = UUID()
            let title: String
        }
        let a = Recipe(title: "Soup")
        let b = Recipe(title: "Soup")
        #expect(a != b, "each UUID() is new, as a diffable data source's items rely on")
        let data: Data = try JSONEncoder().encode(a)
        let back = try JSONDecoder().decode(Recipe.self, from: data)
        #expect(back == a)
        let url = try #require(URL(string: "https://www.apple.com/ipad/"))
        #expect(url.host() == "www.apple.com")
        #expect(url.lastPathComponent == "ipad")
    }

    @Test func filesQueriesAndPropertyListsAsAppsUseThem() throws {
        // The documents directory an app keeps its files in, as `FileManager` gives it.
        let fm = FileManager.default
        let docs = try #require(fm.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(docs.path.hasSuffix("Documents"))
        let folder = URL(fileURLWithPath: fm.temporaryDirectory.path).appendingPathComponent("compat-\(UUID())")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.plist")
        struct Notes: Codable, Equatable { var titles: [String]; var total: Decimal }
        let notes = Notes(titles: ["Milk", "Eggs"], total: Decimal(string: "12.30")!)
        try PropertyListEncoder().encode(notes).write(to: file)
        #expect(fm.fileExists(atPath: file.path))
        #expect(try fm.contentsOfDirectory(atPath: folder.path) == ["notes.plist"])
        let back = try PropertyListDecoder().decode(Notes.self, from: Data(contentsOf: file))
        #expect(back == notes)
        #expect(back.total + Decimal(1) == Decimal(string: "13.3")!)
        let attributes = try fm.attributesOfItem(atPath: file.path)
        #expect((attributes[FileAttributeKey.size] as? Int ?? 0) > 0)
        #expect(throws: CocoaError.self) { try fm.removeItem(atPath: folder.appendingPathComponent("gone").path) }

        var query = try #require(URLComponents(string: "https://example.com/search"))
        query.queryItems = [URLQueryItem(name: "q", value: "panel kit"), URLQueryItem(name: "page", value: "2")]
        #expect(query.url?.absoluteString == "https://example.com/search?q=panel%20kit&page=2")
    }

    @Test @MainActor func urlsDoNotOpenOnAPanel() {
        let driver = EmbeddedDriver(width: 320, height: 240)
        #expect(UIApplication.shared === driver.application)
        let url = URL(string: "https://www.apple.com")!
        #expect(!UIApplication.shared.canOpenURL(url))
        var answer: Bool?
        UIApplication.shared.open(url) { answer = $0 }
        #expect(answer == false)
    }
}
