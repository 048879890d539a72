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
    /// Only these scenes (`--scene`, for comparisons with other toolkits); nil runs every scene, the
    /// damage sweep and the latency drag.
    public var sceneFilter: Set<String>?

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
        BenchOptions(sizes: [size], frames: 12, warmupFrames: 2, latencyMoves: 40, quick: true)
    }

    public static let usage = """
        usage: panel-bench [--quick] [--size WxH]... [--frames N] [--warm] [--scene NAME]... [--json FILE]
                           [--chart FILE]

          --quick        a few seconds: one size (800x480 unless --size), 12 frames a scene
          --size WxH     run at this size (repeatable; default: 800x480 1024x600 1280x800 720x1280 1920x1080)
          --frames N     timed frames per scene (default 60)
          --warm         keep the caches warm (by default each sample starts after a cache-sized write,
                         so frames pay for their memory traffic as on a board with small caches)
          --scene NAME   run only this scene (repeatable; no damage sweep or latency drag)
          --json FILE    write every figure, the calibration and the machine as JSON
          --chart FILE   write the ratio chart as PNG (default: the JSON path with .png)
        """

    /// Reads the command line (without the program name).
    /// - Throws: `BenchUsageError` naming the argument that is wrong.
    public init(arguments: [String]) throws(BenchUsageError) {
        var quick = false
        var sizes: [BenchSize] = []
        var frames: Int?
        var json: String?
        var chart: String?
        var warm = false
        var scenes: Set<String> = []
        var i = 0
        func value(_ flag: String) throws(BenchUsageError) -> String {
            i += 1
            guard i < arguments.count else { throw BenchUsageError(message: "\(flag) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--quick": quick = true
            case "--size":
                let v = try value(a)
                guard let s = BenchSize(parsing: v) else {
                    throw BenchUsageError(message: "--size \(v): expected WIDTHxHEIGHT, as 800x480")
                }
                sizes.append(s)
            case "--frames":
                let v = try value(a)
                guard let n = Int(v), n > 0 else { throw BenchUsageError(message: "--frames \(v): expected a count") }
                frames = n
            case "--warm": warm = true
            case "--scene":
                let v = try value(a)
                guard PanelBenchmark.sceneNames.contains(v) else {
                    throw BenchUsageError(
                        message: "--scene \(v): expected one of \(PanelBenchmark.sceneNames.joined(separator: ", "))")
                }
                scenes.insert(v)
            case "--json": json = try value(a)
            case "--chart": chart = try value(a)
            case "--help", "-h": throw BenchUsageError(message: "")
            default: throw BenchUsageError(message: "unknown argument \(a)")
            }
            i += 1
        }
        if quick {
            self = .quick(size: sizes.first ?? BenchSize(width: 800, height: 480))
            if sizes.count > 1 { self.sizes = sizes }
        } else {
            self.init()
            if !sizes.isEmpty { self.sizes = sizes }
        }
        if let frames { self.frames = frames }
        evictCaches = !warm
        sceneFilter = scenes.isEmpty ? nil : scenes
        jsonPath = json
        chartPath =
            chart
            ?? json.map { path in
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

    /// "800x480".
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 8192, h <= 8192
        else { return nil }
        self.init(width: w, height: h)
    }

    public var description: String { "\(width)x\(height)" }
}

/// A command line the benchmark cannot run; `message` says what is wrong (empty for `--help`).
public struct BenchUsageError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message.isEmpty ? BenchOptions.usage : "\(message)\n\(BenchOptions.usage)" }
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
