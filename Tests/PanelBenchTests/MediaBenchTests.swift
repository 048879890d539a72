import FoundationEssentials
import PanelText
import Testing

@testable import PanelBench

/// The player's benchmark at a small size: every figure is there and sane. No timing is asserted.
@Suite("Benchmark: the video player")
@MainActor
struct MediaBenchTests {
    @Test func decodeSpeedAndPlaybackAreReported() throws {
        let library = try FontLibrary()
        let size = BenchSize(width: 800, height: 480)
        let media = MediaBench.measure(sizes: [size], seconds: 1, playbackSeconds: 1, library: library) { _ in }
        #expect(media.skipped == nil, "\(media.skipped ?? "")")
        let speed = try #require(media.speeds.first)
        #expect(media.speeds.count == 1 && speed.size == "800x480")
        #expect(speed.frames == 50, "a 2 s clip at 25 fps decodes to 50 frames: \(speed.frames)")
        #expect(abs(speed.mediaSeconds - 2) < 0.05)
        #expect(speed.realTimeMultiple > 0 && speed.realTimeMultiple.isFinite)
        #expect(!speed.decoder.isEmpty)
        let playback = try #require(media.playback, "the clip played on the player page")
        #expect(playback.seconds >= 1)
        #expect(playback.framesPresented > 10, "\(playback.framesPresented) frames shown in 1 s")
        #expect(playback.framesPresented + playback.framesDropped <= 27)
        #expect(playback.cpuPercent > 0)
        let lines = BenchReport.mediaLines(media)
        #expect(lines.count == 2 && lines[0].contains("× real time") && lines[1].contains("dropped"))
        let json = String(decoding: try JSONEncoder().encode(media), as: UTF8.self)
        #expect(json.contains("realTimeMultiple") && json.contains("framesDropped") && json.contains("cpuPercent"))
    }
}
