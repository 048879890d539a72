import PanelKit
import PanelText

/// The benchmark: each scene through PanelKit and as raw pixman calls, interleaved with memset and memcpy
/// samples of one frame buffer, at each size; then the latency drag. Figures are ratios within one run, so
/// they mean the same on a loaded build machine and on a Pi.
@MainActor
public enum PanelBenchmark {
    /// Runs the benchmark.
    ///
    /// - Parameters:
    ///   - options: sizes, frame counts, output paths.
    ///   - log: progress lines (the executable prints them to standard error).
    /// - Returns: every figure; write it with `BenchReport.writeJSON(to:)`.
    /// - Throws: `BenchError` when a scene cannot be built or draws nothing, `TextError` without fonts.
    public static func run(_ options: BenchOptions, log: (String) -> Void = { _ in }) async throws -> BenchReport {
        let machine = MachineInfo.current()
        let library = try FontLibrary()
        let atlas = GlyphAtlas(library: library)
        var calibrations: [CalibrationResult] = []
        var scenes: [SceneResult] = []
        var sweeps: [DamageScalingResult] = []
        var parallel: [ParallelResult] = []
        let peer =
            try options.peers
            ? QtQuickPeer(directory: options.peersDirectory, python: options.python, warm: !options.evictCaches) : nil
        for size in options.sizes {
            log("\(size): building scenes")
            let context = SceneContext(
                width: size.width, height: size.height, library: library, atlas: atlas,
                wallpaper: Content.picture(width: size.width, height: size.height, seed: 5))
            if let peer {
                log("\(size): Qt Quick peer building its scenes")
                try peer.prepare(context)
            }
            let (calibration, results) = try runSize(
                context, options: options, peer: peer, log: log, parallel: &parallel)
            calibrations.append(calibration)
            scenes.append(contentsOf: results)
            if options.sceneFilter != nil { continue }
            log("\(size): damage scaling")
            sweeps.append(
                try DamageSweep.measure(
                    context, frames: max(3, options.frames / 2), evictor: options.evictCaches ? CacheEvictor() : nil))
        }
        let latencySize = options.sizes.first ?? BenchSize(width: 800, height: 480)
        log("\(latencySize): latency drag")
        let latency = try LatencyBench.measure(
            size: latencySize, library: library, moves: options.sceneFilter == nil ? options.latencyMoves : 8)
        let media =
            options.mediaSeconds > 0 && options.sceneFilter == nil
            ? MediaBench.measure(
                sizes: options.mediaSizes, seconds: options.mediaSeconds, playbackSeconds: options.mediaSeconds,
                library: library, log: log) : nil
        log("\(latencySize): layout scenes (Auto Layout, PanelLayout and kiwisolver)")
        let layout = try LayoutBench.measure(
            size: latencySize, library: library, samples: max(5, options.frames / 2),
            dragFrames: max(60, options.frames * 4))
        var memory: [MemoryResult] = []
        var cpu: [CPULoadResult] = []
        if options.system {
            for size in options.sizes {
                log("\(size): kiosk memory (start and tour)")
                memory.append(try KioskMemory.measure(size: size))
                for rasterize in [true, false] {
                    log("\(size): CPU share of a continuous slide (\(rasterize ? "rasterized" : "drawn") pages)")
                    cpu.append(
                        try await SlideLoad.measure(
                            size: size, library: library, seconds: options.quick ? 1 : 3, rasterize: rasterize))
                }
            }
        }
        var report = BenchReport(
            machine: machine, quick: options.quick, framesPerScene: options.frames,
            cachesEvicted: options.evictCaches, allocationsCounted: AllocationCounter.isAvailable,
            peer: peer?.version, calibration: calibrations, scenes: scenes,
            damageScaling: sweeps, latency: latency, layout: layout,
            goals: Goals.evaluate(
                scenes: scenes, sweeps: sweeps, latency: latency, layout: layout, parallel: parallel),
            media: media)
        report.parallel = parallel
        report.memory = memory
        report.cpuLoad = cpu
        return report
    }

    /// Only the layout scenes, at the first size (`--layout`).
    /// - Throws: `TextError` without fonts, `SolverError` if the screen's system is refused.
    public static func runLayout(_ options: BenchOptions, log: (String) -> Void = { _ in }) throws -> [String] {
        let library = try FontLibrary()
        let size = options.sizes.first ?? BenchSize(width: 800, height: 480)
        log("\(size): layout scenes (Auto Layout, PanelLayout and kiwisolver)")
        let layout = try LayoutBench.measure(
            size: size, library: library, samples: max(5, options.frames / 2), dragFrames: max(60, options.frames * 4))
        let goals = Goals.evaluate(scenes: [], sweeps: [], latency: nil, layout: layout)
        return BenchReport.layoutLines(layout) + [""] + goals.map(BenchReport.goalLine)
    }

    /// The scenes of one size, in the order they run.
    static func makeScenes(_ c: SceneContext) throws -> [SceneSetup] {
        [
            StaticScenes.fill(c), StaticScenes.blit(c), StaticScenes.card(c), try StaticScenes.text(c, cold: true),
            try StaticScenes.text(c, cold: false), StaticScenes.mixedText(c),
            try MotionScenes.slide(c, rasterize: true),
            try MotionScenes.slide(c, rasterize: false), try MotionScenes.miniToLarge(c), try MotionScenes.drag(c),
            StaticScenes.button(c),
        ]
    }

    /// The names of every scene, as the JSON lists them.
    public nonisolated static let sceneNames = [
        "fill", "blit", "card", "text-cold", "text-warm", "text-mixed", "slide", "slide-uncached", "minitolarge",
        "drag", "button",
    ]

    private static func runSize(
        _ c: SceneContext, options: BenchOptions, peer: QtQuickPeer?, log: (String) -> Void,
        parallel: inout [ParallelResult]
    ) throws -> (CalibrationResult, [SceneResult]) {
        var setups = try makeScenes(c)
        if let filter = options.sceneFilter { setups = setups.filter { filter.contains($0.name) } }
        for s in setups { try s.host.settle() }
        let evictor = options.evictCaches ? CacheEvictor() : nil
        let targets = try ScanoutTargets(width: c.width, height: c.height)
        let runs = setups.map { setup in
            SceneRun(
                setup, evictor: evictor, peer: peer.flatMap { $0.scenes.contains(setup.name) ? $0 : nil },
                present: PresentPath(
                    framebuffer: setup.host.display.framebuffer, upright: targets.upright, quarter: targets.quarter))
        }
        for r in runs { r.traceAllocations = options.traceAllocations }
        let calibration = Calibration(bytes: c.frameBytes)
        for _ in 0..<3 { calibration.sample(evictor: evictor) }
        for r in runs {
            for _ in 0..<options.warmupFrames {
                try r.panelKitFrame(record: false)
                r.rawFrame(record: false)
                try r.peerFrame(record: false)
                if r.setup.isDamageScene { try r.fullFrame(record: false) }
            }
        }
        log("\(c.width)x\(c.height): timing \(runs.count) scenes, \(options.frames) frames each")
        for i in 0..<options.frames {
            for r in runs {
                // Slow scenes take every n-th round only.
                let every = max(1, Int((1 / r.setup.sampleFraction).rounded()))
                if i % every != 0 { continue }
                try r.panelKitFrame(record: true)
                r.rawFrame(record: true)
                try r.peerFrame(record: true)
                if r.setup.isDamageScene { try r.fullFrame(record: true) }
                // One calibration sample a round, beside a different scene each round.
                if r === runs[i % runs.count] { calibration.sample(evictor: evictor) }
            }
        }
        while calibration.memsetSamples.count < 30 { calibration.sample(evictor: evictor) }
        if options.threads > 1 {
            log("\(c.width)x\(c.height): parallel rendering, 1 and \(options.threads) threads")
            parallel += try ParallelBench.measure(
                setups, size: "\(c.width)x\(c.height)", threads: options.threads, frames: max(4, options.frames / 2),
                evictor: evictor)
        }
        let result = CalibrationResult(
            size: "\(c.width)x\(c.height)", frameBytes: c.frameBytes, samples: calibration.memsetSamples.count,
            memsetMs: calibration.memsetMilliseconds, memcpyMs: calibration.memcpyMilliseconds,
            memsetMedianMs: calibration.memsetMedianMilliseconds,
            memcpyMedianMs: calibration.memcpyMedianMilliseconds,
            memsetGBps: Double(c.frameBytes) / max(calibration.memsetMilliseconds, 1e-9) / 1e6,
            memcpyGBps: Double(c.frameBytes) / max(calibration.memcpyMilliseconds, 1e-9) / 1e6)
        return (result, runs.map { $0.result(calibration: calibration, width: c.width, height: c.height) })
    }
}

/// Why the benchmark could not run.
public enum BenchError: Error, CustomStringConvertible {
    /// A scene's change damaged nothing, so PanelKit drew no frame: the scene is wrong.
    case noFrame(scene: String)

    public var description: String {
        switch self {
        case .noFrame(let scene): return "scene \(scene): the change before a frame damaged nothing"
        }
    }
}

/// A scene while it runs: its samples and the counters that alternate its states.
@MainActor
final class SceneRun {
    let setup: SceneSetup
    private var step = 0
    private var rawStep = 0
    private var times: [Double] = []
    private var rawTimes: [Double] = []
    private var fullTimes: [Double] = []
    private var peerTimes: [Double] = []
    private let peer: QtQuickPeer?
    /// Whether one timed frame writes the stack of each of its allocations (`--trace-allocations`).
    var traceAllocations = false
    private var allocations: [Int] = []
    private var freeTypeCalls = 0
    private var glyphLoads = 0
    private var harfBuzzCalls = 0
    private var damages: [Int] = []
    private let evictor: CacheEvictor?

    private let present: PresentPath?
    private var presentTimes: [[Double]] = [[], []]

    init(_ setup: SceneSetup, evictor: CacheEvictor?, peer: QtQuickPeer? = nil, present: PresentPath? = nil) {
        self.setup = setup
        self.evictor = evictor
        self.peer = peer
        self.present = present
    }

    /// Times the present path of the frame just drawn: its damage copied to a scanout-like buffer as
    /// `DRMDisplay` copies it, upright and rotated by 90 degrees, each from cold caches.
    private func presentFrame(_ damage: Region) {
        guard let present else { return }
        for rotation in 0..<2 {
            evictor?.evict()
            presentTimes[rotation].append(present.time(damage, rotation: rotation))
        }
    }

    /// Has the peer change its version of the scene and time one frame (it empties the caches itself).
    func peerFrame(record: Bool) throws {
        guard let peer else { return }
        let ms = try peer.frame(setup.name)
        if record { peerTimes.append(ms) }
    }

    /// Changes the scene, then times `runFrame()` with its allocations and FreeType calls.
    func panelKitFrame(record: Bool) throws {
        setup.mutate(step)
        step += 1
        let app = setup.host.app
        let library = setup.library
        let ft0 = library.freeTypeCallCount
        let loads0 = library.glyphLoadCount
        let hb0 = library.harfBuzzCallCount
        evictor?.evict()
        // With --trace-allocations, the stacks of one timed frame's allocations (times are then meaningless).
        let tracing = traceAllocations && record && times.count == 1
        if tracing {
            BenchConsole.error("panel-alloc: scene \(setup.name), one steady frame")
            AllocationCounter.trace(true)
        }
        let a0 = AllocationCounter.count
        let t0 = Stopwatch.now()
        let drew = try app.runFrame()
        let t1 = Stopwatch.now()
        let a1 = AllocationCounter.count
        if tracing { AllocationCounter.trace(false) }
        guard drew else { throw BenchError.noFrame(scene: setup.name) }
        guard record else { return }
        times.append(Double(t1 - t0) / 1e6)
        allocations.append(a1 - a0)
        presentFrame(app.lastDamage)
        freeTypeCalls += library.freeTypeCallCount - ft0
        glyphLoads += library.glyphLoadCount - loads0
        harfBuzzCalls += library.harfBuzzCallCount - hb0
        damages.append(app.lastDamage.area)
    }

    /// Times the raw version of the next frame.
    func rawFrame(record: Bool) {
        let raw = setup.raw
        let k = rawStep
        rawStep += 1
        evictor?.evict()
        let ms = Stopwatch.milliseconds { raw(k) }
        if record { rawTimes.append(ms) }
    }

    /// Times a full redraw of the scene as it stands.
    func fullFrame(record: Bool) throws {
        setup.invalidateAll()
        let app = setup.host.app
        evictor?.evict()
        let ms = try Stopwatch.milliseconds {
            guard try app.runFrame() else { throw BenchError.noFrame(scene: setup.name) }
        }
        if record { fullTimes.append(ms) }
    }

    func result(calibration: Calibration, width: Int, height: Int) -> SceneResult {
        let t = Statistics(times)
        let r = Statistics(rawTimes)
        let frames = max(1, times.count)
        let damage = Int(Statistics(damages.map(Double.init)).median)
        let bytes = setup.referenceBytes(damage)
        let reference = calibration.milliseconds(for: setup.referenceKind, bytes: bytes)
        let fastestReference = calibration.milliseconds(for: setup.referenceKind, bytes: bytes, fastest: true)
        var out = SceneResult(
            scene: setup.name, size: "\(width)x\(height)", frames: times.count, medianMs: t.median, p95Ms: t.p95,
            p99Ms: t.p99, rawMedianMs: r.median, rawP95Ms: r.p95, rawP99Ms: r.p99,
            referenceKind: setup.referenceKind.rawValue, referenceBytes: bytes, referenceMs: reference,
            ratioToBandwidth: t.median / max(reference, 1e-9),
            ratioToFastestBandwidth: t.median / max(fastestReference, 1e-9), ratioToRaw: t.median / max(r.median, 1e-9),
            allocationsPerFrame: AllocationCounter.isAvailable
                ? Statistics(allocations.map(Double.init)).median : -1,
            allocationsMax: AllocationCounter.isAvailable ? (allocations.max() ?? 0) : -1,
            freeTypeCallsPerFrame: Double(freeTypeCalls) / Double(frames),
            glyphLoadsPerFrame: Double(glyphLoads) / Double(frames),
            harfBuzzCallsPerFrame: Double(harfBuzzCalls) / Double(frames), damagedPixels: damage,
            damageFraction: Double(damage) / Double(width * height), fullFrameMs: nil, areaShareMs: nil,
            damageOverheadMs: nil, rawVersion: setup.rawDescription)
        if !presentTimes[0].isEmpty {
            let damageBytes = calibration.milliseconds(for: .memcpy, bytes: damage * 4)
            out.presentMs = presentTimes.map { Statistics($0).median }
            out.presentRatioToMemcpy = presentTimes.map { Statistics($0).median / max(damageBytes, 1e-9) }
        }
        if !peerTimes.isEmpty {
            let p = Statistics(peerTimes)
            out.peerMedianMs = p.median
            out.peerP99Ms = p.p99
            out.ratioToPeer = t.median / max(p.median, 1e-9)
        }
        if setup.isDamageScene {
            let full = Statistics(fullTimes).median
            let share = full * Double(damage) / Double(width * height)
            out.fullFrameMs = full
            out.areaShareMs = share
            out.damageOverheadMs = t.median - share
        }
        return out
    }
}
