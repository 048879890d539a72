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

    /// Plays the flash-and-beep clip into the file PCM with `volume` and `muted`; returns the loudest sample.
    static func loudestSample(volume: Double, muted: Bool) throws -> Int {
        let raw = try TestMedia.directory() + "/capture-volume-\(getpid())-\(Int(volume * 100))-\(muted).raw"
        unlink(raw)
        let p = MediaPlayback(audio: capture(to: raw)) { _ in }
        p.outputBox = PixelSize(width: 160, height: 90)
        p.volume = volume
        p.isMuted = muted
        p.load(path: try flashAndBeep())
        try #require(p.waitUntilBuffered(at: 0, timeout: 10))
        p.update(at: 0)
        p.play(at: 0)
        for i in 1...90 {
            let t = Double(i) / 60
            try #require(p.waitUntilBuffered(at: t, timeout: 10), "buffered for \(t) s")
            p.update(at: t)
        }
        p.close()
        let bytes = TestMedia.readFile(raw)
        try #require(bytes.count > 48000 * 4, "the file PCM wrote \(bytes.count) bytes")
        return bytes.withUnsafeBytes { $0.bindMemory(to: Int16.self).map { abs(Int($0)) }.max() ?? 0 }
    }

    @Test("Volume scales the samples; muted, the device gets silence")
    func volumeAndMute() throws {
        let full = try Self.loudestSample(volume: 1, muted: false)
        let half = try Self.loudestSample(volume: 0.5, muted: false)
        let muted = try Self.loudestSample(volume: 1, muted: true)
        #expect(full > 15000, "the beep at full volume (0.8, mono spread to stereo at -3 dB): \(full)")
        #expect(abs(Double(half) / Double(full) - 0.5) < 0.02, "half volume: \(half) of \(full)")
        #expect(muted == 0, "muted: \(muted)")
    }

    @Test("No sound device: the clip plays silent on the display's clock, and the player says so once")
    func noSoundDevice() throws {
        var lines: [String] = []
        let p = MediaPlayback(audio: .alsa("panel_no_such_pcm")) { lines.append($0) }
        defer { p.close() }
        p.outputBox = PixelSize(width: 160, height: 90)
        for round in 0..<2 {
            p.load(path: try Self.flashAndBeep())
            try #require(p.waitUntilBuffered(at: 0, timeout: 10))
            p.update(at: 0)
            p.play(at: 0)
            for i in 1...30 {
                try #require(p.waitUntilBuffered(at: Double(i) / 60, timeout: 10))
                p.update(at: Double(i) / 60)
            }
            #expect(!p.isPlayingSound)
            #expect(abs(p.position - 0.5) < 0.02, "round \(round): the display's clock runs: \(p.position)")
        }
        let said = lines.filter { $0.contains("panel_no_such_pcm") }
        #expect(said.count == 1, "said once: \(lines)")
        #expect(said.first?.hasSuffix("playing silent") == true, "\(said)")
    }

    @Test("The log names the decoder that runs, and why it is not the hardware one")
    func decoderIsLogged() throws {
        var lines: [String] = []
        let p = MediaPlayback(audio: .none) { lines.append($0) }
        defer { p.close() }
        p.load(path: try TestMedia.numberedH264())
        try #require(p.waitUntilBuffered(at: 0, timeout: 10))
        p.update(at: 0)
        let info = try #require(p.info)
        let line = try #require(lines.first { $0.hasPrefix("media: numbers-h264.mp4") }, "\(lines)")
        if info.isHardwareDecoder {
            #expect(line.contains("hardware decoder h264_v4l2m2m"))
        } else {
            #expect(line.contains("software decoder h264 (h264_v4l2m2m"), "\(line)")
            #expect(info.hardwareNote != nil)
        }
        #expect(info.videoCodec == "h264" && info.width == 320 && info.height == 180 && abs(info.frameRate - 25) < 0.01)
        #expect(abs(info.duration - 2) < 0.05)
    }
}
