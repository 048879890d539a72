import PanelGraphics
import PanelTestSupport
import Testing

@testable import KioskApp

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile content: each refusal is one issue line saying what and why, and the valid items still show.
@Suite struct ContentLimitTests {
    /// A content folder with a valid 8x6 `good.png` and `content.json` holding `cards` (JSON objects).
    final class Folder {
        let path = HostileFiles.temporaryDirectory("panelkit-hostile")

        init(cards: [String], extra: String = "") throws {
            try Surface(width: 8, height: 6).writePNG(path: path + "/good.png")
            write(
                """
                {"profile": {"name": "Kim"}, \(extra)
                 "cards": [\(cards.joined(separator: ",\n"))]}
                """)
        }

        func write(_ json: String, name: String = "content.json") {
            HostileFiles.write(Array(json.utf8), to: path + "/" + name)
        }

        func load(_ limits: ContentLimits = .default) -> Content {
            ContentLoader.load(directory: path, limits: limits)
        }

        deinit { HostileFiles.removeTree(path) }
    }

    static func card(_ title: String, image: String? = "good.png", extra: String = "") -> String {
        let picture = image.map { ", \"image\": \"\($0)\"" } ?? ""
        return "{\"title\": \"\(title)\"\(picture)\(extra)}"
    }

    static func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    static func expectOneLineEach(_ content: Content, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(content.issues.allSatisfy { !$0.contains("\n") && !$0.isEmpty }, sourceLocation: sourceLocation)
    }

    @Test func a60000x60000PNGIsRefusedAndTheOtherCardsKeepTheirPictures() throws {
        let folder = try Folder(cards: [Self.card("Before"), Self.card("Huge", image: "huge.png"), Self.card("After")])
        HostileFiles.write(try HostileFiles.png(claimingWidth: 60000, height: 60000), to: folder.path + "/huge.png")
        let content = folder.load()
        #expect(content.cards.map(\.title) == ["Before", "Huge", "After"])
        #expect(content.cards.map { $0.image?.width } == [8, nil, 8])
        #expect(content.issues.count == 1, "\(content.issues)")
        let line = content.issues.first ?? ""
        #expect(line.contains("huge.png: image refused, too large (60000x60000 pixels"), "\(line)")
        #expect(line.contains("(card 1)"), "\(line)")
        Self.expectOneLineEach(content)
    }

    @Test func aCardNested100LevelsDeepIsRefusedAndTheOthersShow() throws {
        let folder = try Folder(cards: [
            Self.card("First"), Self.card("Deep", extra: ", \"x\": \(Self.nested(100))"), Self.card("Third"),
        ])
        let content = folder.load()
        #expect(content.cards.map(\.title) == ["First", "Third"])
        #expect(content.cards.allSatisfy { $0.image?.width == 8 })
        #expect(content.profile.name == "Kim")
        #expect(
            content.issues == ["\(folder.path)/content.json: cards[1] refused: nested 103 levels deep; the limit is 16"]
        )
    }

    @Test func aRootMemberNested100LevelsDeepIsRefusedAndTheCardsShow() throws {
        let folder = try Folder(cards: [Self.card("One"), Self.card("Two")], extra: "\"junk\": \(Self.nested(100)),")
        let content = folder.load()
        #expect(content.cards.map(\.title) == ["One", "Two"])
        #expect(content.issues.count == 1, "\(content.issues)")
        #expect(
            content.issues.first?.hasSuffix("content.json: junk[0] refused: nested 101 levels deep; the limit is 16")
                == true)
        // Nested objects with no list on the way: the root member's whole value goes.
        let objects = String(repeating: "{\"a\": ", count: 100) + "1" + String(repeating: "}", count: 100)
        folder.write("{\"cards\": [\(Self.card("Kept"))], \"profile\": \(objects)}")
        let second = folder.load()
        #expect(second.cards.map(\.title) == ["Kept"])
        #expect(second.issues.count == 1, "\(second.issues)")
        #expect(
            second.issues.first?.hasSuffix("content.json: \"profile\" refused: nested 101 levels deep; the limit is 16")
                == true)
    }

    @Test func aDeepFileCutOffInsideTheDepthIsRefusedWholeInOneLine() throws {
        let folder = try Folder(cards: [])
        folder.write("{\"cards\": [{\"title\": \"A\"}, " + String(repeating: "[", count: 100_000))
        let content = folder.load()
        #expect(content.cards.isEmpty)
        #expect(content.issues.count == 1)
        #expect(content.issues.first?.contains("nested more than 16 levels deep at cards[1]") == true)
    }

    /// Found by the content fuzzer: a key holding a raw newline, then nesting cut off, put the key (and its
    /// newline) in the issue.
    @Test func keysFromABrokenFileNeverBreakTheIssueLine() throws {
        let folder = try Folder(cards: [])
        folder.write("{\"pro\nfile\": {\"x\ty\": " + String(repeating: "[", count: 40))
        let content = folder.load()
        #expect(content.issues.count == 1)
        #expect(content.issues.first?.contains("at pro?file.x?y[0]") == true, "\(content.issues)")
        Self.expectOneLineEach(content)
    }

    @Test func a50MBContentFileIsRefusedBeforeItIsRead() throws {
        let folder = try Folder(cards: [])
        // Real JSON, 50 MB of valid cards: only its size is wrong.
        let item = Array((Self.card("Padding", image: nil) + ",\n").utf8)
        var json = Array("{\"cards\": [".utf8)
        json.reserveCapacity(50 << 20 + 64)
        while json.count < 50 << 20 { json += item }
        json += Array(Self.card("Last", image: nil).utf8) + Array("]}".utf8)
        HostileFiles.write(json, to: folder.path + "/content.json")
        let content = folder.load()
        #expect(content.cards.isEmpty)
        #expect(
            content.issues == [
                "\(folder.path)/content.json: refused, the file is 50.0 MB; the limit is 4.0 MB (pictures belong in"
                    + " PNG files beside it)"
            ])
        // The same bytes handed over in memory are refused by the same limit.
        let decoded = ContentLoader.decode(json: json, path: "mem.json", directory: folder.path)
        #expect(decoded.cards.isEmpty && decoded.issues.count == 1 && decoded.issues[0].contains("50.0 MB"))
    }

    @Test func pathsOutOfTheFolderAreRefusedAndTheValidPicturesShow() throws {
        let outside = HostileFiles.temporaryDirectory("panelkit-outside")
        defer { HostileFiles.removeTree(outside) }
        try Surface(width: 3, height: 3).writePNG(path: outside + "/secret.png")
        let folder = try Folder(cards: [
            Self.card("Dots", image: "../\(outside.split(separator: "/").last!)/secret.png"),
            Self.card("Absolute", image: outside + "/secret.png"),
            Self.card("Link out", image: "link-out.png"),
            Self.card("Sub", image: "sub/../../secret.png"),
            Self.card("Link in", image: "link-in.png"),
            Self.card("Subfolder", image: "pictures/inner.png"),
            Self.card("Plain"),
        ])
        #expect(symlink(outside + "/secret.png", folder.path + "/link-out.png") == 0)
        #expect(symlink("good.png", folder.path + "/link-in.png") == 0)
        mkdir(folder.path + "/pictures", 0o755)
        try Surface(width: 5, height: 5).writePNG(path: folder.path + "/pictures/inner.png")
        let content = folder.load()
        #expect(content.cards.count == 7, "a bad picture never removes its card")
        #expect(content.cards.map { $0.image?.width } == [nil, nil, nil, nil, 8, 5, 8])
        #expect(content.issues.count == 4, "\(content.issues)")
        let lines = content.issues
        #expect(lines.count > 3)
        guard lines.count > 3 else { return }
        #expect(lines[0].contains("card 0 image \"../") && lines[0].contains("refused: it leaves the content folder"))
        #expect(lines[1].contains("card 1 image \"\(outside)/secret.png\" refused: it is an absolute path"))
        #expect(lines[2].contains("card 2 image \"link-out.png\" refused: it is a symlink out of the content folder"))
        #expect(lines[2].contains("(to \(outside)/secret.png)"))
        #expect(lines[3].contains("card 3 image \"sub/../../secret.png\" refused: it leaves the content folder"))
        Self.expectOneLineEach(content)
    }

    @Test func aContentFolderReachedThroughASymlinkStillLoads() throws {
        let folder = try Folder(cards: [Self.card("Through a link")])
        let link = folder.path + "-link"
        #expect(symlink(folder.path, link) == 0)
        defer { unlink(link) }
        let content = ContentLoader.load(directory: link)
        #expect(content.issues.isEmpty, "\(content.issues)")
        #expect(content.cards.first?.image?.width == 8)
    }

    @Test func listsBeyondTheItemLimitKeepTheFirstItems() throws {
        let folder = try Folder(cards: (0..<250).map { Self.card("Card \($0)", image: nil) })
        let content = folder.load()
        #expect(content.cards.count == 200)
        #expect(content.cards.last?.title == "Card 199")
        #expect(
            content.issues == [
                "\(folder.path)/content.json: cards has 250 items; only the first 200 are shown (the limit)"
            ])
    }

    @Test func overlongTextIsCutAtACharacterBoundary() throws {
        let long = String(repeating: "é", count: 3000)  // 6000 bytes
        let folder = try Folder(cards: [Self.card(long, image: nil), Self.card("Short", image: nil)])
        let content = folder.load()
        #expect(content.cards.count == 2)
        #expect(content.cards[0].title.utf8.count == 4000)
        #expect(content.cards[0].title == String(repeating: "é", count: 2000))
        #expect(content.cards[1].title == "Short")
        #expect(
            content.issues == [
                "\(folder.path)/content.json: cards[0].title is 6000 bytes long; cut to the limit of 4000"
            ])
    }

    @Test func imagesTogetherMayNotExceedTheirBudget() throws {
        let folder = try Folder(cards: (0..<4).map { Self.card("Card \($0)") })
        // Each 8x6 picture takes 192 bytes: a budget of 500 bytes holds two.
        let content = folder.load(ContentLimits(maxTotalImageBytes: 500))
        #expect(content.cards.map { $0.image != nil } == [true, true, false, false])
        #expect(content.issues.count == 2)
        #expect(content.issues.allSatisfy { $0.contains("all content images may take") }, "\(content.issues)")
    }

    @Test func issuesBeyondTheirLimitAreCountedInOneLine() throws {
        let folder = try Folder(cards: (0..<30).map { Self.card("Card \($0)", image: "missing-\($0).png") })
        let content = folder.load(ContentLimits(maxIssues: 10))
        #expect(content.cards.count == 30)
        #expect(content.issues.count == 10)
        #expect(content.issues.last == "\(folder.path)/content.json: 21 more problems not listed")
    }

    @Test func aFolderNamedContentJSONIsNotAFile() throws {
        let folder = try Folder(cards: [])
        unlink(folder.path + "/content.json")
        mkdir(folder.path + "/content.json", 0o755)
        let content = folder.load()
        #expect(
            content.issues == [
                "\(folder.path)/content.json: not a regular file; pass --content DIR with a content.json"
            ])
    }

    @MainActor @Test func theKioskShowsTheValidCardsAndBannersTheRefusals() throws {
        let folder = try Folder(cards: [
            Self.card("Kept"), Self.card("Deep", extra: ", \"x\": \(Self.nested(100))"),
            Self.card("Escaping", image: "../../etc/passwd"), Self.card("Also kept"),
        ])
        let content = folder.load()
        let harness = KioskHarness()
        let kiosk = harness.startKiosk(content)
        #expect(kiosk.cardsStore.cards.map(\.title) == ["Kept", "Escaping", "Also kept"])
        #expect(kiosk.rootViewController.issueBanner?.issues == content.issues)
        #expect(content.issues.count == 2, "\(content.issues)")
    }
}
