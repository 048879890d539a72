import PanelGraphics
import Testing

@testable import PanelMedia

/// The frame shown at each display frame, driven by explicit display times (a 60 Hz display, no real time).
@Suite("Playback on the display's clock")
@MainActor
struct PlaybackClockTests {
    /// A player over `path`, with the first frame shown at display time 0.
    static func loaded(_ path: String, box: PixelSize = PixelSize(width: 320, height: 180)) throws -> MediaPlayback {
        let p = MediaPlayback(audio: .none) { _ in }
        p.outputBox = box
        p.recordsPresentations = true
        p.load(path: path)
        try #require(p.waitUntilBuffered(at: 0, timeout: 10), "the worker opened the clip and decoded its first frame")
        p.update(at: 0)
        try #require(p.state == .ready, "the clip opened: \(p.state)")
        return p
    }

    static func number(_ p: MediaPlayback) -> Int? {
        guard let f = p.currentFrame else { return nil }
        return TestMedia.frameNumber(in: f.surface, x: 0, width: f.surface.width, y: f.surface.height / 2)
    }

    /// Plays from display time `start` for `frames` 60 Hz frames, waiting for the worker before each; returns
    /// the frame number shown at each display frame.
    static func play(_ p: MediaPlayback, from start: Double, frames: Int) throws -> [Int] {
        var shown: [Int] = []
        for i in 1...frames {
            let t = start + Double(i) / 60
            try #require(p.waitUntilBuffered(at: t, timeout: 10), "the worker buffered the frame for display time \(t)")
            p.update(at: t)
            shown.append(number(p) ?? -1)
        }
        return shown
    }

    @Test(
        "The frame at 1 s is frame 25; a seek to 1.5 s shows 37 or 38; 25 fps at 60 Hz keeps its cadence",
        arguments: [("h264", "mp4"), ("hevc", "mkv"), ("h264", "mkv"), ("hevc", "mp4")])
    func framesFollowTheClock(_ codec: String, _ container: String) throws {
        let path = try TestMedia.numbered(codec, in: container)
        let p = try Self.loaded(path)
        defer { p.close() }
        #expect(Self.number(p) == 0, "the loaded clip shows its first frame while paused")
        p.play(at: 0)
        let shown = try Self.play(p, from: 0, frames: 60)
        let atOne = shown[59]
        #expect(abs(atOne - 25) <= 1, "frame at t = 1.0 s: \(atOne) (shown: \(shown))")
        // 60 / 25 = 2.4: every frame shows on 2 or 3 display frames, none is skipped, none comes back.
        var runs: [Int: Int] = [:]
        for n in shown { runs[n, default: 0] += 1 }
        let numbers = runs.keys.sorted()
        #expect(numbers == Array(numbers.first!...numbers.last!), "no frame skipped: \(shown)")
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 == $0 || $1 == $0 + 1 }, "in order: \(shown)")
        for n in numbers.dropFirst().dropLast() {
            #expect(runs[n] == 2 || runs[n] == 3, "frame \(n) showed on \(runs[n]!) display frames: \(shown)")
        }
        #expect(p.statistics.framesDropped == 0)

        // Seek to 1.5 s while playing: the next frame shown is 37 or 38, and nothing before it was converted.
        let convertedBefore = p.statistics.framesConverted
        let queuedBefore = convertedBefore - p.statistics.framesPresented
        p.seek(to: 1.5)
        let after = try Self.play(p, from: 1, frames: 1)
        #expect(after[0] == 37 || after[0] == 38, "after the seek: frame \(after[0])")
        let s = p.statistics
        #expect(s.framesBeforeSeekTarget > 0, "the run-up to 1.5 s decoded frames without converting them")
        #expect(
            s.framesConverted - convertedBefore <= p.maxVideoFrames + 1 + 0 * queuedBefore,
            "after the seek only frames from the target on were converted: \(s)")
        _ = try Self.play(p, from: 1 + 1.0 / 60, frames: 20)
        #expect((Self.number(p) ?? 0) >= 38)
    }

    @Test("A burst of seeks (a finger scrubbing) ends on the last target's frame; forward steps decode on")
    func seekBurstEndsOnTheLastTarget() throws {
        let p = try Self.loaded(try TestMedia.numberedH264())
        defer { p.close() }
        var shown: [Int] = []
        var t = 0.0
        for target in (2...12).map({ Double($0) / 10 }) {
            p.seek(to: target)
            t += 1.0 / 60
            p.update(at: t)
            shown.append(Self.number(p) ?? -1)
        }
        try #require(p.waitUntilBuffered(at: t + 1.0 / 60, timeout: 10), "the last seek's frame arrived")
        p.update(at: t + 1.0 / 60)
        #expect(
            Self.number(p) == 30, "the last target, 1.2 s, is frame 30: \(Self.number(p) ?? -1) (on the way: \(shown))")
        #expect(shown.allSatisfy { $0 <= 30 }, "frames on the way came from earlier targets: \(shown)")
        #expect(!p.isPlaying && p.position == 1.2)
    }
}
