import PanelKit
import PanelMedia
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The player's benchmark: clips made at run time with the `ffmpeg` command (a moving test pattern, H.264 at
/// the panel's size, 25 fps, no sound), decoded and converted as fast as they go, then one played in real time
/// by a `MediaPlayback` into a full-screen image view, as the kiosk's player shows video.
@MainActor
enum MediaBench {
    /// Measures decode + convert at each of `sizes` over `seconds` of clip, and plays the first size's clip for
    /// `playbackSeconds` on a `MonotonicClock`.
    static func measure(
        sizes: [BenchSize], seconds: Double, playbackSeconds: Double, library: FontLibrary, log: (String) -> Void
    ) -> MediaResult {
        var template = Array("/tmp/panel-bench-media-XXXXXX".utf8CString)
        guard let dir = mkdtemp(&template).map({ String(cString: $0) }) else {
            return MediaResult(speeds: [], playback: nil, skipped: "cannot make a temporary folder in /tmp")
        }
        defer { removeClips(in: dir, sizes: sizes) }
        var speeds: [MediaResult.Speed] = []
        var clips: [String] = []
        for size in sizes {
            let path = dir + "/clip-\(size).mp4"
            // A second longer than the playback, so the playback ends before the clip does.
            log("media: making a \(size) clip (\(Int(seconds) + 1) s)")
            if let failure = makeClip(path: path, size: size, seconds: seconds + 1) {
                return MediaResult(speeds: speeds, playback: nil, skipped: failure)
            }
            clips.append(path)
            do {
                let s = try DecodeBenchmark.measure(
                    path: path, output: PixelSize(width: size.width, height: size.height))
                speeds.append(
                    MediaResult.Speed(
                        size: size.description, decoder: s.decoder, frames: s.frames, mediaSeconds: s.mediaSeconds,
                        wallSeconds: s.wallSeconds, realTimeMultiple: s.realTimeMultiple,
                        cpuPerMediaSecond: s.mediaSeconds > 0 ? s.cpuSeconds / s.mediaSeconds : 0))
            } catch {
                return MediaResult(speeds: speeds, playback: nil, skipped: error.description)
            }
        }
        guard let clip = clips.first, let size = sizes.first else {
            return MediaResult(speeds: speeds, playback: nil, skipped: nil)
        }
        log("media: \(size) playback on the player page (\(Int(playbackSeconds)) s of real time)")
        let playback = play(clip: clip, size: size, seconds: playbackSeconds, library: library)
        return MediaResult(speeds: speeds, playback: playback, skipped: nil)
    }

    /// A full-screen image view on an offscreen display timed by the monotonic clock, showing each frame a
    /// `MediaPlayback` hands over for the display frame's time; frames run at 60 Hz (sleeping between them) as
    /// the panel's page flips would pace them.
    static func play(clip: String, size: BenchSize, seconds: Double, library: FontLibrary) -> MediaResult.Playback? {
        let display = OffscreenDisplay(width: size.width, height: size.height)
        let clock = MonotonicClock()
        let app = Application(display: display, input: ScriptedInput(), clock: clock)
        app.fontLibrary = library
        let window = Window(application: app)
        let video = ImageView(frame: window.bounds)
        window.addSubview(video)
        window.makeKeyAndVisible()
        let playback = MediaPlayback(audio: .none, log: { _ in })
        defer { playback.close() }
        playback.outputBox = PixelSize(width: size.width, height: size.height)
        playback.load(path: clip)
        func frame() {
            if playback.update(at: clock.now).contains(.frame) { video.image = playback.currentFrame?.surface }
            _ = try? app.runFrame()
        }
        // Frames until the first decoded frame shows (at most 5 s).
        let opened = clock.now
        while video.image == nil && clock.now - opened < 5 {
            frame()
            usleep(2000)
        }
        guard video.image != nil else { return nil }
        playback.play(at: clock.now)
        let interval = display.refreshInterval
        let start = clock.now
        let cpu0 = DecodeBenchmark.cpuSeconds()
        var next = start
        var late = 0
        while clock.now - start < seconds {
            next += interval
            let wait = next - clock.now
            if wait > 0 {
                usleep(UInt32(wait * 1e6))
            } else if -wait > interval {
                late += 1
                next = clock.now
            }
            frame()
        }
        let wall = clock.now - start
        let cpu = DecodeBenchmark.cpuSeconds() - cpu0
        let stats = playback.statistics
        let decoder = playback.info?.decoder ?? "?"
        playback.pause(at: clock.now)
        return MediaResult.Playback(
            size: size.description, seconds: wall, decoder: decoder, framesPresented: stats.framesPresented,
            framesDropped: stats.framesDropped, lateDisplayFrames: late, cpuPercent: cpu / wall * 100)
    }

    /// Makes the clip with the ffmpeg command; returns why it could not, or nil.
    static func makeClip(path: String, size: BenchSize, seconds: Double) -> String? {
        let arguments = [
            "ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
            "testsrc2=s=\(size.width)x\(size.height):r=25:d=\(seconds)", "-c:v", "libx264", "-preset", "veryfast",
            "-crf", "23", "-pix_fmt", "yuv420p", path,
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let r = posix_spawnp(&pid, "ffmpeg", &actions, nil, &argv, environ)
        if r != 0 {
            return "the ffmpeg command is missing (\(String(cString: strerror(r)))); install Debian's ffmpeg"
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status == 0 ? nil : "ffmpeg could not make the \(size) clip (status \(status))"
    }

    private static func removeClips(in dir: String, sizes: [BenchSize]) {
        for size in sizes { unlink(dir + "/clip-\(size).mp4") }
        rmdir(dir)
    }
}
