import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The CPU a continuous slide costs: two pages slide across the screen without end, moved by a display link
/// every frame (a 0.4 s slide, w/24 a frame), while the real event loop runs in real time at 60 Hz on an
/// offscreen display (as on a panel, minus the scanout copy), run from async code (`run() async`: a helper
/// thread waits, the main actor draws). The share of one core is the process's CPU time (user + system,
/// every thread) over the wall time.
@MainActor
enum SlideLoad {
    static func measure(size: BenchSize, library: FontLibrary, seconds: Double, rasterize: Bool) async throws
        -> CPULoadResult
    {
        let display = OffscreenDisplay(width: size.width, height: size.height)
        let app = Application(display: display, input: ScriptedInput(), clock: MonotonicClock())
        app.fontLibrary = library
        let window = Window(application: app)
        window.backgroundColor = .black
        let s = Size(width: Double(size.width), height: Double(size.height))
        let pages = [0, 1].map { Content.page(size: s, library: library, seed: $0) }
        for p in pages {
            p.layer.shouldRasterize = rasterize
            window.addSubview(p)
        }
        window.makeKeyAndVisible()
        var offset = 0.0
        let link = DisplayLink { _ in
            offset = (offset + s.width / 24).truncatingRemainder(dividingBy: s.width)
            pages[0].transform = AffineTransform(translationX: -offset, y: 0)
            pages[1].transform = AffineTransform(translationX: s.width - offset, y: 0)
        }
        link.add(to: app)
        // Settle (first frames, bitmaps) before measuring.
        let warm = Timer(timeInterval: 0.5, repeats: false) { _ in app.stop() }
        app.eventLoop.add(warm)
        try await app.run()
        let frames0 = app.presentedFrameCount
        let cpu0 = cpuSeconds()
        let wall0 = Stopwatch.now()
        let stop = Timer(timeInterval: seconds, repeats: false) { _ in app.stop() }
        app.eventLoop.add(stop)
        try await app.run()
        let wall = Double(Stopwatch.now() - wall0) / 1e9
        let cpu = cpuSeconds() - cpu0
        link.invalidate()
        return CPULoadResult(
            size: size.description, rasterized: rasterize, seconds: wall,
            framesPerSecond: Double(app.presentedFrameCount - frames0) / wall, cpuShareOfOneCore: cpu / wall)
    }

    /// The process's CPU time so far (user and system), in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
