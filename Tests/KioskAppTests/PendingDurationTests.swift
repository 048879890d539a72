import PanelGraphics
import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// A kiosk on a panel loads its content without the clips' lengths and reads them beside its first frame
/// (`Kiosk.readPendingDurations()`), so FFmpeg does not hold that frame up. The playlist must end up as if the
/// lengths had been read first.
@Suite("Clip lengths read after start")
@MainActor
struct PendingDurationTests {
    @Test func theLengthsArriveAndThePlayerScreenIsTheOneReadFirst() async throws {
        let content = ContentLoader.load(directory: ContentTests.defaultDirectory, readingDurations: false)
        let first = SharedFonts.content.playlist.map(\.duration)
        try #require(!first.isEmpty && first.allSatisfy { $0 > 0 }, "the default clips have lengths: \(first)")
        #expect(content.playlist.allSatisfy { $0.durationPending && $0.duration == 0 })

        let h = KioskHarness()
        let kiosk = h.startKiosk(content)
        kiosk.rootViewController.showPage(2, animated: false)
        h.step(2)
        // ScreenGoldenTests' player screen, rendered from content whose lengths were read first.
        let golden = try Surface.loadPNG(path: Golden.directory(for: #filePath) + "/player-800x480.png")
        let before = Golden.compare(h.display.framebuffer, golden, tolerance: 2)
        #expect(before.differingPixels > 40, "without the lengths the rows show 0:00")

        kiosk.readPendingDurations()
        // Bounded: reading five clips' headers takes milliseconds; 30 s covers a very busy machine. The lengths
        // come back through the main queue, which the async steps let run.
        try await h.driver.step(
            until: { !kiosk.content.playlist.contains { $0.durationPending } }, frames: 100_000, seconds: 30,
            what: "the clips' lengths")
        #expect(kiosk.content.playlist.map(\.duration) == first)
        #expect(kiosk.player.items.map(\.duration) == first)
        #expect(kiosk.player.playlist.items.map(\.duration) == first)
        h.step(2)
        expectScreenGolden(h.display.framebuffer, named: "player-800x480")
    }
}
