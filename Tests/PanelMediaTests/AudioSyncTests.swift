import PanelGraphics
import Testing

@testable import PanelMedia

#if canImport(Glibc)
    import Glibc
#endif

/// Sound and picture together, through ALSA's file plugin: the PCM writes every sample to a file instead of
/// a sound card, and the display's clock paces it, so the samples can be lined up with the frames shown.
@Suite("Sound through ALSA in sync with the picture")
@MainActor
struct AudioSyncTests {
    /// 2 s, 25 fps: black with a white flash on frames 25 and 26 (1.00 to 1.08 s), and silence with a
    /// 1 kHz beep from 1.00 to 1.10 s. The sound is 44.1 kHz AAC (resampled to the device's 48 kHz) and
    /// starts 0.3 s into the file, so its timestamps, not its order, must place it.
    static func flashAndBeep() throws -> String {
        try TestMedia.clip(
            "flash-beep.mp4",
            [
                "-f", "lavfi", "-i",
                "color=black:s=160x90:r=25:d=2,format=yuv420p,geq=lum='if(between(N\\,25\\,26)\\,235\\,16)':cb=128:cr=128",
                "-itsoffset", "0.3", "-f", "lavfi", "-i",
                "aevalsrc='if(between(t\\,0.7\\,0.8)\\,0.8*sin(2*PI*1000*t)\\,0)':s=44100:d=1.7",
                "-c:v", "libx264", "-crf", "18", "-c:a", "aac", "-b:a", "96k", "-shortest",
            ])
    }

    /// An ALSA configuration defining `panelcapture`: the file plugin over the null PCM, raw samples to `file`.
    static func capture(to file: String) -> AudioDevice {
        .alsaConfiguration(
            pcm: "panelcapture",
            configuration: "pcm.panelcapture { type file slave { pcm { type null } } file \"\(file)\" format raw }")
    }

    @Test("The beep is heard within 40 ms of the frame that shows the flash")
    func beepMeetsFlash() throws {
        let clip = try Self.flashAndBeep()
        let raw = try TestMedia.directory() + "/capture-\(getpid()).raw"
        unlink(raw)
        var lines: [String] = []
        let p = MediaPlayback(audio: Self.capture(to: raw)) { lines.append($0) }
        p.outputBox = PixelSize(width: 160, height: 90)
        p.recordsPresentations = true
        p.load(path: clip)
        try #require(p.waitUntilBuffered(at: 0, timeout: 10), "the worker opened the clip")
        p.update(at: 0)
        try #require(p.state == .ready, "\(p.state)")
        p.play(at: 0)
        var flashShownAt: Double?
        var t = 0.0
        for i in 1...150 {
            t = Double(i) / 60
            try #require(p.waitUntilBuffered(at: t, timeout: 10), "the worker buffered picture and sound for \(t) s")
            p.update(at: t)
            if flashShownAt == nil, let f = p.currentFrame, f.surface.pixel(x: 80, y: 45) & 0xFF > 200 {
                flashShownAt = t
            }
        }
        #expect(p.isPlayingSound, "the file PCM opened: \(lines)")
        let timeline = try #require(p.audioTimeline, "the sound's clock ran")
        p.close()
        let flash = try #require(flashShownAt, "a white frame was shown")
        #expect(
            p.presentations.contains { abs($0.displayTime - flash) < 1e-9 && abs($0.frameTime - 1.0) < 0.001 },
            "the presentation log has the flash frame (media time 1.0) at display time \(flash)")

        // The samples: signed 16-bit stereo at the timeline's rate; the beep starts where they first get loud.
        let bytes = TestMedia.readFile(raw)
        try #require(bytes.count > 4 * Int(timeline.rate), "the file PCM wrote \(bytes.count) bytes")
        let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let loud = try #require(
            stride(from: 0, to: samples.count, by: 2).first { abs(Int(samples[$0])) > 8000 },
            "the beep is in the samples")
        let beepFrame = loud / 2
        let beepHeardAt = timeline.startDisplayTime + Double(beepFrame) / timeline.rate
        let offset = beepHeardAt - flash
        print(
            "A/V: flash shown at \(flash) s, beep heard at \(beepHeardAt) s (sample \(beepFrame)): \(Int((offset * 1000).rounded())) ms"
        )
        #expect(abs(offset) <= 0.040, "beep at \(beepHeardAt) s, flash at \(flash) s: \(offset * 1000) ms apart")
        // Silence before: nothing loud in the first 0.9 s of the stream.
        #expect(Double(beepFrame) / timeline.rate > 0.9)
    }
}
