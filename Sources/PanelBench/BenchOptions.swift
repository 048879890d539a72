import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What to run and where to write it, from the command line.
public struct BenchOptions: Sendable {
    /// The sizes the scenes run at (width, height).
    public var sizes: [BenchSize]
    /// Timed frames per scene (each with its raw version and a calibration sample beside it).
    public var frames: Int
    /// Frames run and thrown away before timing (caches, layers).
    public var warmupFrames: Int
    /// Moves in the latency drag.
    public var latencyMoves: Int
    /// Where to write the JSON report, if anywhere.
    public var jsonPath: String?
    /// Where to write the chart; by default next to the JSON, as a PNG.
    public var chartPath: String?
    /// Whether this is a `--quick` run.
    public var quick: Bool
    /// Whether every sample starts with the CPU caches emptied of its buffers (`--warm` turns it off).
    public var evictCaches = true
    /// The player's clips' length and real-time playback, in seconds (0: no media figures, `--no-media`).
    public var mediaSeconds = 10.0
    /// The sizes the player's decode + convert speed is measured at (the first also plays in real time).
    public var mediaSizes = [BenchSize(width: 800, height: 480), BenchSize(width: 1280, height: 800)]
    /// Only the layout scenes (`--layout`): Auto Layout against kiwisolver, a few seconds.
    public var layoutOnly = false
    /// Only these scenes (`--scene`, for comparisons with other toolkits); nil runs every scene, the
    /// damage sweep and the latency drag.
    public var sceneFilter: Set<String>?
    /// Whether Qt Quick's software renderer draws the same scenes in the same run (`--peers`).
    public var peers = false
    /// Where the peers' scripts are (`--peers-dir`, default bench/peers from the repository's top folder).
    public var peersDirectory = "bench/peers"
    /// The Python that has PySide6 (`--python`, default python3 on PATH).
    public var python = "python3"
    /// Threads for the parallel-rendering section (`--threads`, default the cores up to 4; 1 skips it).
    public var threads = WorkerThreads.defaultCount
    /// Whether the kiosk's memory and a continuous slide's CPU share are measured too (`--system`).
    public var system = false
    /// Whether one timed frame of each scene writes the call stack of each heap allocation to standard error.
    public var traceAllocations = false
    /// Where to write the report as markdown (`--markdown`): the README's tables, ready to paste.
    public var markdownPath: String?
    /// A markdown file whose `<!-- panel-bench:begin -->` ... `<!-- panel-bench:end -->` part gets the report
    /// (`--readme README.md`).
    public var readmePath: String?

    /// The five panel sizes the issue names.
    public static let allSizes = [
        BenchSize(width: 800, height: 480), BenchSize(width: 1024, height: 600), BenchSize(width: 1280, height: 800),
        BenchSize(width: 720, height: 1280), BenchSize(width: 1920, height: 1080),
    ]

    /// The default run: every size, 60 timed frames a scene.
    public init(
        sizes: [BenchSize] = BenchOptions.allSizes, frames: Int = 60, warmupFrames: Int = 4, latencyMoves: Int = 240,
        jsonPath: String? = nil, chartPath: String? = nil, quick: Bool = false
    ) {
        self.sizes = sizes
        self.frames = frames
        self.warmupFrames = warmupFrames
        self.latencyMoves = latencyMoves
        self.jsonPath = jsonPath
        self.chartPath = chartPath
        self.quick = quick
    }

    /// A run of a few seconds: one size (800x480 unless given), few frames.
    public static func quick(size: BenchSize = BenchSize(width: 800, height: 480)) -> BenchOptions {
        var options = BenchOptions(sizes: [size], frames: 12, warmupFrames: 2, latencyMoves: 40, quick: true)
        options.mediaSeconds = 3
        return options
    }

    /// Whether `--help` was given.
    public var showsHelp = false

    /// The benchmark's flags.
    public static let flags: [FlagSpec] = [
        FlagSpec("--quick", help: "a few seconds: one size (800x480 unless --size), 12 frames a scene"),
        FlagSpec(
            "--layout",
            help: "only the layout scenes: the profile screen laid out from nothing and a drag that edits one "
                + "constraint constant per frame, through PanelKit, PanelLayout and kiwisolver"),
        FlagSpec(
            "--size", value: "WxH",
            help: "run at this size (repeatable; default: 800x480 1024x600 1280x800 720x1280 1920x1080)",
            repeatable: true),
        FlagSpec("--frames", value: "N", help: "timed frames per scene (default 60)"),
        FlagSpec(
            "--warm",
            help: "keep the caches warm (by default each sample starts after a cache-sized write, so frames pay "
                + "for their memory traffic as on a board with small caches)"),
        FlagSpec(
            "--scene", value: "NAME", help: "run only this scene (repeatable; no damage sweep or latency drag)",
            repeatable: true),
        FlagSpec(
            "--peers",
            help: "also time Qt Quick's software renderer drawing the same scenes, frame by frame between "
                + "PanelKit's (bench/peers/qt_peer.py; needs python3 with PySide6: pip install PySide6)"),
        FlagSpec(
            "--threads", value: "N",
            help: "threads for the parallel-rendering section (default: the cores, up to 4; 1 skips it)"),
        FlagSpec(
            "--system",
            help: "also the kiosk's peak RSS (start and whole tour, each size; needs kiosk built beside panel-bench) "
                + "and the CPU share of a continuous 60 Hz slide"),
        FlagSpec("--peers-dir", value: "DIR", help: "where qt_peer.py is (default bench/peers)"),
        FlagSpec("--python", value: "PATH", help: "the Python with PySide6 for --peers (default python3)"),
        FlagSpec("--json", value: "FILE", help: "write every figure, the calibration and the machine as JSON"),
        FlagSpec(
            "--trace-allocations",
            help: "write the call stack of every heap allocation in one timed frame of each scene to standard error"),
        FlagSpec("--markdown", value: "FILE", help: "write the report's tables as markdown (the README's)"),
        FlagSpec(
            "--readme", value: "FILE",
            help: "put the report into FILE between <!-- panel-bench:begin --> and <!-- panel-bench:end -->"),
        FlagSpec("--chart", value: "FILE", help: "write the ratio chart as PNG (default: the JSON path with .png)"),
        FlagSpec(
            "--no-media",
            help: "skip the video player's figures (decode speed at 800x480 and 1280x800, a real-time playback: "
                + "10 s, 3 s with --quick; the clips are made with the ffmpeg command)"),
        FlagSpec("--help", help: "this text", aliases: ["-h"]),
    ]

    public static var usage: String {
        "usage: panel-bench [--quick] [--layout] [--size WxH]... [--frames N] [--warm] [--scene NAME]... [--peers] [--system]"
            + " [--json FILE] [--chart FILE] [--markdown FILE] [--readme FILE] [--no-media]\n\n"
            + FlagParser(specs: flags).help
    }

    /// Reads the command line (without the program name).
    /// - Throws: `UsageError` naming the argument that is wrong.
    public init(arguments: [String]) throws(UsageError) {
        let flags = try FlagParser(specs: Self.flags).parse(arguments)
        let sizes = try flags.sizes("--size").map { BenchSize(width: $0.width, height: $0.height) }
        if flags.has("--quick") {
            self = .quick(size: sizes.first ?? BenchSize(width: 800, height: 480))
            if sizes.count > 1 { self.sizes = sizes }
        } else {
            self.init()
            if !sizes.isEmpty { self.sizes = sizes }
        }
        if let frames = try flags.int("--frames", in: 1...100_000) { self.frames = frames }
        evictCaches = !flags.has("--warm")
        if flags.has("--no-media") { mediaSeconds = 0 }
        layoutOnly = flags.has("--layout")
        let scenes = flags.strings("--scene")
        if let bad = scenes.first(where: { !PanelBenchmark.sceneNames.contains($0) }) {
            let names = PanelBenchmark.sceneNames.joined(separator: ", ")
            throw UsageError("--scene expects one of \(names), got '\(bad)'")
        }
        sceneFilter = scenes.isEmpty ? nil : Set(scenes)
        showsHelp = flags.has("--help")
        jsonPath = flags.string("--json")
        markdownPath = flags.string("--markdown")
        readmePath = flags.string("--readme")
        peers = flags.has("--peers")
        traceAllocations = flags.has("--trace-allocations")
        system = flags.has("--system")
        if let threads = try flags.int("--threads", in: 1...64) { self.threads = threads }
        if let dir = flags.string("--peers-dir") { peersDirectory = dir }
        if let python = flags.string("--python") { self.python = python }
        chartPath =
            flags.string("--chart")
            ?? jsonPath.map { path in
                path.hasSuffix(".json") ? String(path.dropLast(5)) + ".png" : path + ".png"
            }
    }
}

/// A frame size in pixels.
public struct BenchSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}

/// Standard error for the executable's progress and failures (`write(2)`, so no shared `FILE *` is touched).
public enum BenchConsole {
    public static func error(_ line: String) {
        var text = line
        if !text.hasSuffix("\n") { text += "\n" }
        text.withUTF8 { buffer in
            var rest = UnsafeRawBufferPointer(buffer)
            while !rest.isEmpty {
                let n = write(2, rest.baseAddress, rest.count)
                if n <= 0 { return }
                rest = UnsafeRawBufferPointer(rebasing: rest[n...])
            }
        }
    }
}
