import KioskApp
import PanelGraphics
import PanelTestSupport
import PanelText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ContentTests {
    static let defaultDirectory: String = {
        let file = #filePath
        let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        return root + "/Sources/KioskApp/DefaultContent"
    }()

    static func write(_ text: String, to path: String) {
        let f = fopen(path, "wb")!
        fputs(text, f)
        fclose(f)
    }

    /// A new empty folder under /tmp; the caller removes it (`HostileFiles.removeTree`).
    static func tempDirectory() -> String {
        HostileFiles.temporaryDirectory("panelkit-content")
    }

    @Test func defaultArtworkMatchesTheCommittedPictures() throws {
        let library = try FontLibrary()
        for (name, surface) in Artwork.defaultSet(library: library) {
            let path = Self.defaultDirectory + "/" + name
            if Golden.isRecording {
                try surface.writePNG(path: path)
                continue
            }
            let committed = try Surface.loadPNG(path: path)
            // Identical bytes need no pixel-by-pixel comparison.
            if committed.width == surface.width, committed.height == surface.height, committed.stride == surface.stride,
                memcmp(committed.pixels, surface.pixels, surface.stride * surface.height) == 0
            {
                continue
            }
            let result = Golden.compare(surface, committed, tolerance: 2)
            #expect(result.differingPixels <= 20, "\(name): \(result.differingPixels) pixels differ")
        }
    }

    @Test func defaultContentLoadsCompletely() {
        let content = ContentLoader.load(directory: Self.defaultDirectory)
        #expect(content.issues.isEmpty, "\(content.issues)")
        #expect(content.profile.name == "Amélie Laurent")
        #expect(content.profile.avatar?.width == 256)
        #expect(content.profile.activity.count >= 6)
        #expect(content.profile.recommendations.count == 5)
        #expect(content.profile.recommendations.allSatisfy { $0.image != nil })
        #expect(content.cards.count == 5 && content.cards.allSatisfy { $0.image != nil })
        #expect(content.playlist.count == 5 && content.playlist.allSatisfy { $0.poster != nil })
    }

    @Test func badItemsAreSkippedWithOneLineIssuesAndTheRestKept() {
        let dir = Self.tempDirectory()
        defer { HostileFiles.removeTree(dir) }
        Self.write("this is not a png", to: dir + "/fake.png")
        Self.write(
            """
            {"profile": {"name": "Kim", "avatar": "missing.png",
                         "activity": [{"title": "ok"}, {"detail": "no title"}]},
             "cards": [{"title": "Good", "color": "#112233"}, {"title": "Bad colour", "color": "blue"},
                       {"subtitle": "no title"}, {"title": "Fake image", "image": "fake.png"},
                       {"title": "Escape", "image": "../etc/passwd"}],
             "playlist": [{"title": "Neg", "duration": -3}, {"title": "Fine", "duration": 60}]}
            """, to: dir + "/content.json")
        let content = ContentLoader.load(directory: dir)
        #expect(content.profile.name == "Kim")
        #expect(content.profile.avatar == nil)
        #expect(content.profile.activity.map(\.title) == ["ok"])
        #expect(content.cards.map(\.title) == ["Good", "Bad colour", "Fake image", "Escape"])
        #expect(content.cards[1].color == Color(hex: 0x5C6BC0), "a bad colour falls back to the default")
        #expect(content.playlist.map(\.title) == ["Fine"])
        let issues = content.issues.joined(separator: "\n")
        #expect(issues.contains("missing.png"))
        #expect(issues.contains("profile.activity[1] skipped: missing \"title\""))
        #expect(issues.contains("cards[1].color \"blue\""))
        #expect(issues.contains("cards[2] skipped"))
        #expect(issues.contains("fake.png: not a PNG"))
        #expect(issues.contains("card 4 image \"../etc/passwd\" refused: it leaves the content folder"))
        #expect(issues.contains("playlist[0] skipped: duration"))
        #expect(content.issues.allSatisfy { !$0.contains("\n") }, "each issue is one line")
    }

    @Test func missingOrBrokenFileGivesAnIssueNotACrash() {
        let dir = Self.tempDirectory()
        defer { HostileFiles.removeTree(dir) }
        let missing = ContentLoader.load(directory: dir)
        #expect(missing.issues.count == 1 && missing.issues[0].contains(dir + "/content.json"))
        #expect(missing.cards.isEmpty)
        Self.write("{\"cards\": [", to: dir + "/content.json")
        let broken = ContentLoader.load(directory: dir)
        #expect(broken.issues.count == 1 && broken.issues[0].contains("not valid JSON"))
    }
}
