import PanelMedia
import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// The kiosk's player page with real files: frames on the display at their time, seeking and scrubbing by
/// touch, the error state and the playlist going on, pausing and hiding stopping the decoder.
@Suite("The kiosk's player plays files")
@MainActor
struct PlayerViewTests {
    @Test("The display shows frame 25 at 1 s, 37 or 38 after a tap at 1.5 s, in the 25-on-60 cadence")
    func framesOnTheDisplay() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.numberedH264())])
        #expect(h.filePlayer.isShowingVideo, "paused at the start, the first decoded frame shows")
        #expect(h.numberOnScreen() == 0)
        h.video.togglePlayback()
        var shown: [Int] = []
        for _ in 0..<60 {
            h.step()
            shown.append(h.numberOnScreen())
        }
        #expect(abs(shown[59] - 25) <= 1, "at t = 1.0 s the display shows frame \(shown[59]); all: \(shown)")
        var runs: [Int: Int] = [:]
        for n in shown { runs[n, default: 0] += 1 }
        let numbers = runs.keys.sorted()
        #expect(numbers == Array(numbers.first!...numbers.last!), "no frame skipped: \(shown)")
        for n in numbers.dropFirst().dropLast() {
            #expect(runs[n] == 2 || runs[n] == 3, "frame \(n) showed on \(runs[n]!) display frames")
        }
        // A tap on the progress bar at three quarters of 2 s.
        let bar = h.frame(of: h.video.scrubber)
        let inset = h.kiosk.theme.s(8)
        let x = bar.minX + inset + (bar.width - inset * 2) * 0.75
        h.input.append(ScriptedInput.tap(at: Point(x: x, y: bar.midY), time: 0, hold: 0.05), startingAt: h.clock.now)
        var afterSeek: [Int] = []
        for _ in 0..<6 {
            h.step()
            afterSeek.append(h.numberOnScreen())
        }
        #expect(abs(h.video.player.currentTime - 1.5) < 0.1, "the tap sought to \(h.video.player.currentTime) s")
        let first = try #require(afterSeek.first { $0 > 30 }, "a frame after the seek: \(afterSeek)")
        print("display: frame \(shown[59]) at t = 1.0 s, frame \(first) first after the seek to 1.5 s; shown \(shown)")
        #expect(first == 37 || first == 38, "after the seek to 1.5 s: frame \(first) (\(afterSeek))")
        #expect(h.video.player.isPlaying, "playing goes on after the tap")
    }

    @Test("Scrubbing while paused shows the frames under the finger")
    func scrubbingShowsFrames() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.numberedH264())])
        let bar = h.frame(of: h.video.scrubber)
        let inset = h.kiosk.theme.s(8)
        let from = Point(x: bar.minX + inset + (bar.width - inset * 2) * 0.1, y: bar.midY)
        let to = Point(x: bar.minX + inset + (bar.width - inset * 2) * 0.9, y: bar.midY)
        h.input.append(ScriptedInput.drag(from: from, to: to, duration: 1, hold: 0.1), startingAt: h.clock.now)
        var seen: [Int] = []
        for _ in 0..<60 {
            h.step()
            if seen.last != h.numberOnScreen() { seen.append(h.numberOnScreen()) }
        }
        h.wait(0.3)
        #expect(!h.video.player.isPlaying, "scrubbing a paused player leaves it paused")
        #expect(seen.count >= 5, "frames followed the finger: \(seen)")
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, "forward, in order: \(seen)")
        let end = h.numberOnScreen()
        #expect(abs(end - 45) <= 1, "released at 90 % of 2 s: frame \(end)")
    }

    @Test("A truncated file, a text file named .mp4 and a missing file show the error state; the playlist goes on")
    func brokenFilesShowAnErrorAndThePlaylistGoesOn() throws {
        let broken = [try TestMedia.truncatedMP4(), try TestMedia.textNamedMP4(), try TestMedia.missingFile()]
        let good = try TestMedia.numberedH264()
        let h = PlayerHarness(
            playlist: broken.enumerated().map { PlayerHarness.item($1, title: "Broken \($0)") }
                + [PlayerHarness.item(good, title: "Good")])
        h.player.load(index: 0, autoplay: true)
        let expected = [
            "This file is not a video the player can read.", "This file is not a video the player can read.",
            "The video file is missing.",
        ]
        for (i, message) in expected.enumerated() {
            h.step(2)
            #expect(h.player.currentIndex == i)
            let error = try #require(h.video.errorView, "item \(i) shows the error state")
            #expect(error.superview === h.video.videoView)
            #expect(h.video.player.error == message, "item \(i): \(h.video.player.error ?? "no error")")
            #expect(!h.video.player.isPlaying)
            #expect(h.video.bigPlayButton.isHidden)
            h.wait(h.player.failureHold)
        }
        h.step(3)
        #expect(h.player.currentIndex == 3, "after three broken items the good one plays")
        #expect(h.video.errorView == nil && h.video.player.error == nil)
        #expect(h.video.player.isPlaying && h.filePlayer.isShowingVideo)
        h.step(30)
        #expect(h.numberOnScreen() > 8, "the good item plays: frame \(h.numberOnScreen())")
    }

    @Test("When every item fails the playlist stops after one round")
    func allBrokenStopsAfterOneRound() throws {
        let h = PlayerHarness(playlist: [
            PlayerHarness.item(try TestMedia.missingFile()), PlayerHarness.item(try TestMedia.textNamedMP4()),
        ])
        h.player.load(index: 0, autoplay: true)
        h.step(2)
        h.wait(h.player.failureHold + 0.1)
        #expect(h.player.currentIndex == 1)
        h.wait(h.player.failureHold * 2)
        #expect(h.player.currentIndex == 1, "no endless cycling through broken items")
        for _ in 0..<5 { h.step() }
        #expect(!h.app.needsFrame, "and the kiosk goes idle")
    }

    @Test("Pausing stops the decoder; a hidden player decodes nothing; the idle kiosk runs no frames")
    func pausingAndHidingStopDecoding() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.longClip())])
        h.video.togglePlayback()
        h.wait(0.5)
        h.video.togglePlayback()
        h.wait(0.5)
        #expect(!h.app.needsFrame, "paused (the play button's fade done): no display link, no frames")
        let decoded = h.playback.statistics.framesDecoded
        usleep(300_000)
        #expect(h.playback.statistics.framesDecoded == decoded, "paused: the worker decodes nothing")
        h.video.togglePlayback()
        h.wait(0.5)
        h.kiosk.rootViewController.showPage(0, animated: false)
        h.step(2)
        #expect(!h.video.player.isPlaying, "another page showing pauses the player")
        let hidden = h.playback.statistics.framesDecoded
        usleep(300_000)
        #expect(h.playback.statistics.framesDecoded == hidden, "hidden: the worker decodes nothing")
        h.step(30)
        #expect(!h.app.needsFrame, "the idle kiosk asks for no frames")
    }

    @Test("Memory stays bounded over a long playback: frames are reused, never more than the queue holds")
    func memoryIsBounded() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.longClip())])
        h.video.togglePlayback()
        var surfaces = Set<ObjectIdentifier>()
        for _ in 0..<(12 * 60) {
            h.step()
            if let f = h.playback.currentFrame { surfaces.insert(ObjectIdentifier(f.surface)) }
        }
        let s = h.playback.statistics
        #expect(s.framesPresented >= 295, "12 s at 25 fps: \(s)")
        #expect(
            surfaces.count <= h.playback.maxVideoFrames + 3,
            "\(surfaces.count) frame buffers for \(s.framesPresented) frames")
    }

    @Test("A looping item plays again from the start instead of ending")
    func loopingItem() throws {
        let clip = try TestMedia.numberedH264()
        let h = PlayerHarness(playlist: [PlayerHarness.item(clip, loops: true), PlayerHarness.item(clip)])
        h.video.togglePlayback()
        h.wait(2.5)
        #expect(h.player.currentIndex == 0, "the looping item does not hand over to the next")
        #expect(h.video.player.isPlaying)
        let n = h.numberOnScreen()
        #expect(n >= 8 && n <= 16, "half a second into the second round: frame \(n)")
    }

    @Test("Mute and volume in the player")
    func muteAndVolume() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.numberedH264())])
        h.tap(Point(x: h.frame(of: h.video.muteButton).midX, y: h.frame(of: h.video.muteButton).midY))
        #expect(h.playback.isMuted && h.video.muteButton.icon.kind == .speakerMuted)
        let bar = h.frame(of: h.video.volumeBar)
        let inset = h.kiosk.theme.s(8)
        h.tap(Point(x: bar.minX + inset + (bar.width - inset * 2) * 0.5, y: bar.midY))
        #expect(abs(h.playback.volume - 0.5) < 0.05, "volume \(h.playback.volume)")
        #expect(!h.playback.isMuted && h.video.muteButton.icon.kind == .speaker, "raising the volume unmutes")
    }

    @Test("The error state, as people see it")
    func errorStateGolden() throws {
        let h = PlayerHarness(playlist: [PlayerHarness.item(try TestMedia.textNamedMP4(), title: "Notes, not a video")])
        h.step(2)
        #expect(h.video.errorView != nil)
        expectGolden(h.display.framebuffer, named: "player-error-800x480", tolerance: 2, maxDifferingPixels: 40)
    }
}
