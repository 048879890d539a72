import PanelGraphics
import PanelTestSupport
import Testing

@testable import KioskApp

/// Content images decoded on several threads before the walk: the content and its issues are the same as
/// when one thread decodes each image in turn.
@Suite struct ImagePrefetchTests {
    /// Every image of `content` in the walk's order: avatar, recommendations, cards, posters.
    static func images(_ content: Content) -> [Surface?] {
        [content.profile.avatar] + content.profile.recommendations.map(\.image) + content.cards.map(\.image)
            + content.playlist.map(\.poster)
    }

    static func expectSame(_ a: Content, _ b: Content, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.issues == b.issues, sourceLocation: sourceLocation)
        let (x, y) = (images(a), images(b))
        #expect(x.map { $0?.width } == y.map { $0?.width }, sourceLocation: sourceLocation)
        #expect(x.map { $0?.height } == y.map { $0?.height }, sourceLocation: sourceLocation)
        for (s, t) in zip(x, y) {
            guard let s, let t, s.width == t.width, s.height == t.height else { continue }
            #expect(Golden.compare(s, t, tolerance: 0).differingPixels == 0, sourceLocation: sourceLocation)
        }
    }

    /// A `width`x`height` PNG of opaque noise drawn from `seed`: two images mixed up would show, and the
    /// file is about as large as its pixels (PNG cannot shrink noise), so a few of them are worth threads.
    static func writeNoise(_ path: String, width: Int, height: Int, seed: UInt32) throws {
        let s = Surface(width: width, height: height)
        var state = seed &* 2_654_435_761 &+ 1
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                s.setPixel(x: x, y: y, 0xFF00_0000 | state >> 8)
            }
        }
        try s.writePNG(path: path)
    }

    @Test func theDefaultContentIsTheSameDecodedOnOneThreadOrFour() {
        let one = ContentLoader.load(
            directory: ContentTests.defaultDirectory, readingDurations: false, imageThreads: 1)
        let four = ContentLoader.load(
            directory: ContentTests.defaultDirectory, readingDurations: false, imageThreads: 4)
        #expect(Self.images(one).compactMap { $0 }.count == 16)
        #expect(one.issues.isEmpty, "\(one.issues)")
        Self.expectSame(one, four)
    }

    @Test func theBudgetADamagedAndAMissingFileGiveTheSameIssuesOnFourThreads() throws {
        let dir = HostileFiles.temporaryDirectory("panelkit-prefetch")
        defer { HostileFiles.removeTree(dir) }
        // Four different pictures of 128x128 (64 KiB decoded each), one damaged file and one that is not
        // there; cards name pictures again, which the budget counts each time.
        for k in 0..<4 { try Self.writeNoise(dir + "/p\(k).png", width: 128, height: 128, seed: UInt32(k)) }
        var damaged = try HostileFiles.readAll(dir + "/p0.png")
        damaged.removeLast(damaged.count / 2)
        HostileFiles.write(damaged, to: dir + "/damaged.png")
        let cards = ["p0", "p1", "damaged", "p2", "missing", "p3", "p0", "p1", "p2"].map {
            "{\"title\": \"\($0)\", \"image\": \"\($0).png\"}"
        }
        HostileFiles.write(
            Array(
                """
                {"profile": {"name": "Kim", "avatar": "p3.png"}, "cards": [\(cards.joined(separator: ","))]}
                """.utf8), to: dir + "/content.json")
        // Room for six and a half pictures: each file's even share (a sixth) holds one, so all four are
        // prefetched, and the last two cards' pictures are over what is left when the walk reaches them.
        let limits = ContentLimits(maxTotalImageBytes: 6 * 65536 + 32768)
        let one = ContentLoader.load(directory: dir, limits: limits, imageThreads: 1)
        let four = ContentLoader.load(directory: dir, limits: limits, imageThreads: 4)
        #expect(one.profile.avatar != nil)
        #expect(one.cards.map { $0.image != nil } == [true, true, false, true, false, true, true, false, false])
        #expect(one.issues.contains { $0.contains("damaged.png") }, "\(one.issues)")
        #expect(one.issues.contains { $0.contains("missing.png") }, "\(one.issues)")
        #expect(one.issues.filter { $0.contains("all content images may take") }.count == 2, "\(one.issues)")
        Self.expectSame(one, four)
        // Prefetched, a picture named twice is decoded once; one thread decodes it each time.
        #expect(four.cards[0].image === four.cards[6].image)
        #expect(one.cards[0].image !== one.cards[6].image)
    }

    @Test func aPrefetchedImageIsGivenOnlyWithinTheWalksLimits() throws {
        let dir = HostileFiles.temporaryDirectory("panelkit-prefetch")
        defer { HostileFiles.removeTree(dir) }
        try Self.writeNoise(dir + "/a.png", width: 200, height: 100, seed: 1)
        try Self.writeNoise(dir + "/b.png", width: 100, height: 200, seed: 2)
        HostileFiles.write([0x89, 0x50, 0x4E, 0x47], to: dir + "/bad.png")
        let paths = ["a", "b", "bad", "a"].map { dir + "/\($0).png" }
        let prefetch = ImagePrefetch(paths: paths, limits: .default, totalBytes: 1 << 20, threads: 3)
        let a = try #require(prefetch.surface(for: paths[0], within: .default))
        #expect(a.width == 200 && a.height == 100)
        #expect(Golden.compare(a, try Surface.loadPNG(path: paths[0]), tolerance: 0).differingPixels == 0)
        #expect(prefetch.surface(for: paths[1], within: .default)?.height == 200)
        #expect(prefetch.surface(for: paths[2], within: .default) == nil, "a damaged file is left to the walk")
        var tight = ImageLimits.default
        tight.maxDecodedBytes = 200 * 100 * 4 - 1
        #expect(prefetch.surface(for: paths[0], within: tight) == nil, "over what is left of the budget")
        // An even share of the total: 150,000 bytes for three files leaves 50,000 each, too few for 80,000.
        let starved = ImagePrefetch(paths: paths, limits: .default, totalBytes: 150_000, threads: 3)
        #expect(starved.surface(for: paths[0], within: .default) == nil)
        let single = ImagePrefetch(paths: paths, limits: .default, totalBytes: 1 << 20, threads: 1)
        #expect(single.surface(for: paths[0], within: .default) == nil, "one thread: the walk decodes")
        // Files too small to be worth starting threads for are left to the walk.
        try Self.writeNoise(dir + "/c.png", width: 20, height: 10, seed: 3)
        try Self.writeNoise(dir + "/d.png", width: 10, height: 20, seed: 4)
        let icons = ImagePrefetch(
            paths: [dir + "/c.png", dir + "/d.png"], limits: .default, totalBytes: 1 << 20, threads: 3)
        #expect(icons.surface(for: dir + "/c.png", within: .default) == nil)
    }
}
