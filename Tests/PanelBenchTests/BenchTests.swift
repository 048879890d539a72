import FoundationEssentials
import PanelKit
import PanelPlatform
import PanelText
import Testing

@testable import PanelBench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs the benchmark library in quick mode at one small size and checks what it reports. No timing is
/// asserted: only that every scene is there with every figure, and that the figures are sane.
@Suite("Benchmark")
@MainActor
struct BenchTests {
    static let size = BenchSize(width: 320, height: 200)

    @Test func quickRunReportsEveryScene() async throws {
        var options = BenchOptions.quick(size: Self.size)
        options.frames = 3
        options.warmupFrames = 1
        options.latencyMoves = 12
        options.evictCaches = false
        options.mediaSeconds = 0  // the player's figures have their own test (MediaBenchTests)
        let report = try await PanelBenchmark.run(options)
        let path = "/tmp/panel-bench-test-\(getpid()).json"
        try report.writeJSON(to: path)
        defer { unlink(path) }
        let json = try JSONDecoder().decode(JSONValue.self, from: readFile(path))

        let scenes = try #require(json["scenes"]?.array)
        let names = Set(scenes.compactMap { $0["scene"]?.string })
        #expect(names == Set(PanelBenchmark.sceneNames))
        #expect(scenes.count == PanelBenchmark.sceneNames.count)
        let fields = [
            "medianMs", "p95Ms", "p99Ms", "rawMedianMs", "ratioToBandwidth", "ratioToRaw", "referenceMs",
            "allocationsPerFrame", "freeTypeCallsPerFrame", "harfBuzzCallsPerFrame", "damagedPixels", "damageFraction",
            "frames",
        ]
        for scene in scenes {
            let name = scene["scene"]?.string ?? "?"
            #expect(scene["size"]?.string == "320x200", "\(name)")
            for field in fields {
                #expect(scene[field] != nil, "\(name) has no \(field)")
            }
            for ratio in ["ratioToBandwidth", "ratioToRaw", "medianMs", "rawMedianMs", "referenceMs"] {
                let value = scene[ratio]?.number ?? -1
                #expect(value > 0 && value.isFinite, "\(name).\(ratio) = \(value)")
            }
            if ["card", "drag", "button"].contains(name) {
                #expect(scene["fullFrameMs"] != nil && scene["damageOverheadMs"] != nil, "\(name) damage figures")
            }
        }
        let cold = try #require(scenes.first { $0["scene"]?.string == "text-cold" })
        #expect((cold["freeTypeCallsPerFrame"]?.number ?? 0) > 0)
        let warm = try #require(scenes.first { $0["scene"]?.string == "text-warm" })
        #expect(warm["freeTypeCallsPerFrame"]?.number == 0)
        #expect(warm["harfBuzzCallsPerFrame"]?.number == 0)
        // Steady multilingual text shapes nothing and loads no glyph either.
        let mixed = try #require(scenes.first { $0["scene"]?.string == "text-mixed" })
        #expect(mixed["freeTypeCallsPerFrame"]?.number == 0)
        #expect(mixed["harfBuzzCallsPerFrame"]?.number == 0)

        let calibration = try #require(json["calibration"]?.array)
        #expect(calibration.count == 1)
        #expect((calibration.first?["samples"]?.number ?? 0) >= 30)
        #expect((calibration.first?["memcpyMs"]?.number ?? 0) > 0)
        let sweep = try #require(json["damageScaling"]?.array?.first)
        #expect(sweep["points"]?.array?.count == 4)
        #expect(sweep["fixedMs"]?.number?.isFinite == true)
        #expect((json["latency"]?["p99Ms"]?.number ?? 0) > 0)
        #expect((json["machine"]?["cores"]?.number ?? 0) >= 1)
        let goals = json["goals"]?.array ?? []
        #expect(goals.count > 10)
        // The layout scenes: a screen of at least 200 constraints, every figure there, and the solution
        // kiwisolver finds for it equal to PanelLayout's when kiwisolver ran.
        let layout = try #require(json["layout"])
        #expect((layout["layoutConstraints"]?.number ?? 0) >= 200)
        #expect((layout["solverConstraints"]?.number ?? 0) >= (layout["layoutConstraints"]?.number ?? 0))
        for field in ["fromNothingMs", "solverFromNothingMs", "editFrameMs", "solverEditMs"] {
            let value = layout[field]?.number ?? -1
            #expect(value > 0 && value.isFinite, "layout.\(field) = \(value)")
        }
        #expect(layout["editFrameAllocationsMax"]?.number != nil)
        if let difference = layout["kiwiMaxDifference"]?.number {
            #expect(difference < 1e-6)
            #expect((layout["kiwiFromNothingMs"]?.number ?? 0) > 0)
        }
        #expect(layout["kiwi"]?.string != nil)
    }

    @Test func layoutScreenIsLaidOutByItsConstraints() throws {
        // The layout scenes' screen: the card below the header, the rows in the card, none overlapping.
        let library = try FontLibrary()
        let host = BenchApp(width: 800, height: 480, library: library)
        let screen = LayoutProfileScreen(library: library)
        screen.attach(to: host.window)
        try host.settle()
        #expect(screen.root.frame == Rect(x: 0, y: 0, width: 800, height: 480))
        let card = screen.root.subviews[2]
        #expect(card.frame == Rect(x: 0, y: 116, width: 800, height: 420))
        let list = try #require(card.subviews.last as? StackView)
        #expect(list.arrangedSubviews.count == screen.rowCount)
        let frames = list.arrangedSubviews.map(\.frame)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.minY == a.maxY + 12) }
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 800 - 32 })
        screen.cardTop.constant = -50
        host.window.layoutIfNeeded()
        #expect(card.frame.minY == 54)
    }

    @Test func rasterizedSlideDrawsFromItsLayerCache() throws {
        // Slide frames re-use each page's bitmap: two renders (one per page), however many frames.
        let context = try SceneContext.make(width: 320, height: 200)
        let cached = try MotionScenes.slide(context, rasterize: true)
        try cached.host.settle()
        let renders = cached.rasterizedLayerRenders
        for i in 0..<4 { #expect(try cached.step(i)) }
        #expect(renders == 2)
        #expect(cached.rasterizedLayerRenders == renders)
        let uncached = try MotionScenes.slide(context, rasterize: false)
        try uncached.host.settle()
        for i in 0..<2 { #expect(try uncached.step(i)) }
        #expect(uncached.rasterizedLayerRenders == 0)
    }

    @Test(arguments: PanelBenchmark.sceneNames)
    func incrementalFramesMatchAFullRedraw(scene name: String) throws {
        // Damage, occlusion and layer caches must leave the same pixels as redrawing everything.
        let context = try SceneContext.make(width: 320, height: 200)
        let scene = try #require(try PanelBenchmark.makeScenes(context).first { $0.name == name })
        try scene.host.settle()
        for i in 0..<3 { #expect(try scene.step(i)) }
        let incremental = scene.host.snapshot()
        // Bitmaps moved off the pixel grid land on whole pixels, which direct drawing does not: compare those
        // scenes with their bitmaps kept; the others are drawn directly.
        let offGrid = name.hasPrefix("slide") || name == "minitolarge"
        if !offGrid { scene.host.window.subviews.forEach { $0.layer.shouldRasterize = false } }
        scene.host.window.setNeedsDisplay()
        try scene.host.app.runFrame()
        let full = scene.host.snapshot()
        var worst = 0
        for y in 0..<full.height {
            for x in 0..<full.width {
                let a = incremental.pixel(x: x, y: y)
                let b = full.pixel(x: x, y: y)
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        #expect(worst <= 2, "\(name): a channel differs by \(worst)")
    }

    @Test(arguments: [BenchSize(width: 800, height: 480), BenchSize(width: 1920, height: 1080)])
    func steadyTextFramesLayOutNothing(size: BenchSize) throws {
        let context = try SceneContext.make(width: size.width, height: size.height)
        for scene in [try StaticScenes.text(context, cold: false), StaticScenes.mixedText(context)] {
            try scene.host.settle()
            for i in 0..<2 { #expect(try scene.step(i)) }
            let layouts = context.library.layoutCount
            let shapes = context.library.harfBuzzCallCount
            let calls = context.library.freeTypeCallCount
            for i in 2..<5 { #expect(try scene.step(i)) }
            #expect(context.library.layoutCount == layouts, "\(scene.name) at \(size) lays text out again")
            #expect(context.library.harfBuzzCallCount == shapes)
            #expect(context.library.freeTypeCallCount == calls)
        }
    }

    @Test func commandLine() throws {
        let quick = try BenchOptions(arguments: ["--quick", "--size", "640x360", "--json", "/tmp/x.json"])
        #expect(quick.quick)
        #expect(quick.sizes == [BenchSize(width: 640, height: 360)])
        #expect(quick.chartPath == "/tmp/x.png")
        let full = try BenchOptions(arguments: [])
        #expect(full.sizes.count == 5)
        #expect(throws: UsageError("--size expects WxH (e.g. 800x480), got 'big'")) {
            try BenchOptions(arguments: ["--size", "big"])
        }
        #expect(throws: UsageError("unknown flag --nope")) { try BenchOptions(arguments: ["--nope"]) }
        #expect(try BenchOptions(arguments: ["--help"]).showsHelp)
        let text = try BenchOptions(arguments: ["--scene", "text-warm", "--scene", "text-mixed"])
        #expect(text.sceneFilter == ["text-warm", "text-mixed"])
        #expect(full.sceneFilter == nil)
        #expect(throws: UsageError.self) { try BenchOptions(arguments: ["--scene", "texts"]) }
    }

    private func readFile(_ path: String) throws -> Data {
        guard let f = fopen(path, "rb") else { throw UnreadableFile(path: path) }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return Data(bytes)
    }
}

struct UnreadableFile: Error {
    let path: String
}

/// Any JSON value, to look at the report without its Swift types.
enum JSONValue: Decodable {
    case object([String: JSONValue])
    case array([JSONValue])
    case number(Double)
    case string(String)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }
}
