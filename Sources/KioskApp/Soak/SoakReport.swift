/// What a soak run measured, and whether it passed: no leaked descriptor, resident memory grown by no more
/// than the allowed fraction after warm-up, the kiosk idle again once the touches stopped.
public struct SoakReport: Sendable {
    public var seed: UInt64
    public var width: Int
    public var height: Int
    /// Wall-clock seconds the storm ran.
    public var seconds: Double
    /// Seconds of the kiosk's (manual) clock that went by.
    public var simulatedSeconds: Double
    /// Frames that drew and presented something, and frame ticks with nothing to draw.
    public var framesDrawn: Int
    public var idleTicks: Int
    public var gestures: Int
    public var touchEvents: Int
    /// Gestures by kind.
    public var gestureKinds: [String: Int]
    /// Seconds of the kiosk's clock spent on each screen.
    public var screenSeconds: [String: Double]
    /// Resident memory in bytes at the start (kiosk built), after warm-up and at the end, each measured after
    /// `malloc_trim` gave freed heap memory back (see `Soak.memoryCheckpoint`); the growth check uses these.
    public var rssStart: Int
    public var rssAfterWarmUp: Int
    public var rssEnd: Int
    /// The highest resident memory sampled (once a second, untrimmed), and the end before trimming.
    public var rssPeak: Int
    public var rssEndUntrimmed: Int
    /// Heap bytes in use (`mallinfo2`) after warm-up and at the end: what a leak would grow.
    public var heapAfterWarmUp: Int
    public var heapEnd: Int
    /// Resident memory (trimmed) and heap in use at each checkpoint in the home state, from warm-up to the end.
    public var checkpointRSS: [Int]
    public var checkpointHeap: [Int]
    /// Pixel bytes owned by live surfaces at each checkpoint (`SurfaceCensus`), and the screen the storm was
    /// on before it went home for that checkpoint: memory that follows the screen left is a cache, memory
    /// that rises whatever the screen is a leak.
    public var checkpointPictures: [Int] = []
    public var checkpointScreens: [String] = []
    /// Open descriptors at the start, the baseline (the most open at a checkpoint of the run's first half,
    /// from warm-up on: what is opened once and kept is open by then) and at the end.
    public var descriptorsStart: Int
    public var descriptorsAfterWarmUp: Int
    public var descriptorsEnd: Int
    /// Wall time per drawn frame, in seconds.
    public var frameP50: Double
    public var frameP95: Double
    public var frameP99: Double
    public var frameMax: Double
    /// Wall-clock seconds into the run when the memory baseline was taken.
    public var warmUpSeconds: Double
    /// Rendered glyph images cached by the font library after warm-up and at the end (a bounded cache: it
    /// explains memory that grows and then stays).
    public var glyphsAfterWarmUp: Int
    public var glyphsEnd: Int
    /// Whether nothing needed a frame any more within the settling time after the last touch.
    public var settled: Bool
    /// Why the kiosk still needed frames, when it did not settle.
    public var busyReason: String
    /// The largest growth of resident memory after warm-up that passes, as a fraction (0.05 is 5 %).
    public var maxRSSGrowth: Double

    /// Resident memory growth after warm-up, as a fraction: the highest checkpoint of the second half of the
    /// checkpoints over the highest of the first half (with one checkpoint, the end over the warm-up).
    public var rssGrowth: Double { Self.growth(checkpointRSS, first: rssAfterWarmUp, last: rssEnd) }

    /// Heap-in-use growth after warm-up, measured as `rssGrowth` is.
    public var heapGrowth: Double { Self.growth(checkpointHeap, first: heapAfterWarmUp, last: heapEnd) }

    static func growth(_ series: [Int], first: Int, last: Int) -> Double {
        if series.count < 2 { return first > 0 ? Double(last - first) / Double(first) : 0 }
        let half = series.count / 2
        let early = series[..<half].max() ?? 0
        let late = series[half...].max() ?? 0
        return early > 0 ? Double(late - early) / Double(early) : 0
    }

    /// The memory limit as the report shows it.
    var limitText: String {
        maxRSSGrowth.isFinite ? "limit \(Self.percent(maxRSSGrowth))" : "reported, not checked"
    }

    /// One line per failed check; empty when the run passed.
    public var failures: [String] {
        var out: [String] = []
        if descriptorsEnd > descriptorsAfterWarmUp {
            out.append("open descriptors went from \(descriptorsAfterWarmUp) after warm-up to \(descriptorsEnd)")
        }
        if rssGrowth > maxRSSGrowth {
            out.append(
                "resident memory grew \(Self.percent(rssGrowth)) after warm-up (checkpoints"
                    + " \(checkpointRSS.map { Self.mb($0) }.joined(separator: ", "))), more than"
                    + " \(Self.percent(maxRSSGrowth))")
        }
        if !settled { out.append("the kiosk kept drawing after the last touch (\(busyReason))") }
        return out
    }

    /// The report as lines for a terminal.
    public var lines: [String] {
        let kinds = gestureKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        let screens = screenSeconds.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.fixed($0.value, 0))" }
        var out: [String] = []
        out.append(
            "soak: seed \(seed), \(width)x\(height), \(Self.fixed(seconds, 0)) s wall,"
                + " \(Self.fixed(simulatedSeconds, 0)) s on the kiosk's clock")
        out.append(
            "soak: \(gestures) gestures, \(touchEvents) touch events, \(framesDrawn) frames drawn, \(idleTicks) idle ticks"
        )
        out.append("soak: gestures " + kinds.joined(separator: ", "))
        out.append("soak: seconds per screen " + screens.joined(separator: ", "))
        out.append("soak: crashes 0 (the run finished)")
        out.append(
            "soak: RSS (after malloc_trim) start \(Self.mb(rssStart)), after warm-up"
                + " (\(Self.fixed(warmUpSeconds, 0)) s) \(Self.mb(rssAfterWarmUp)), end \(Self.mb(rssEnd)); growth after"
                + " warm-up \(Self.percent(rssGrowth)) (\(limitText))")
        out.append(
            "soak: checkpoints RSS "
                + checkpointRSS.map { Self.fixed(Double($0) / 1_048_576, 1) }.joined(separator: " ")
                + " MB; heap " + checkpointHeap.map { Self.fixed(Double($0) / 1_048_576, 1) }.joined(separator: " ")
                + " MB; heap growth \(Self.percent(heapGrowth))")
        if !checkpointPictures.isEmpty {
            out.append(
                "soak: checkpoints pictures "
                    + checkpointPictures.map { Self.fixed(Double($0) / 1_048_576, 1) }.joined(separator: " ")
                    + " MB; before each the storm was on " + checkpointScreens.joined(separator: ", "))
        }
        out.append(
            "soak: RSS untrimmed peak \(Self.mb(rssPeak)), end \(Self.mb(rssEndUntrimmed)); heap in use after warm-up"
                + " \(Self.mb(heapAfterWarmUp)), end \(Self.mb(heapEnd))")
        out.append(
            "soak: descriptors start \(descriptorsStart), after warm-up \(descriptorsAfterWarmUp), end \(descriptorsEnd)"
        )
        out.append("soak: glyph images cached after warm-up \(glyphsAfterWarmUp), at the end \(glyphsEnd)")
        out.append(
            "soak: frame time p50 \(Self.ms(frameP50)), p95 \(Self.ms(frameP95)), p99 \(Self.ms(frameP99)), max"
                + " \(Self.ms(frameMax)) (wall time per drawn frame; reported, not a goal)")
        out.append("soak: settled after the last touch: \(settled ? "yes" : "no (\(busyReason))")")
        let f = failures
        out.append(f.isEmpty ? "soak: PASS" : "soak: FAIL: " + f.joined(separator: "; "))
        return out
    }

    /// The figures as a markdown table row set for the README.
    public var markdown: String {
        """
        | soak | \(width)x\(height), seed \(seed), \(Self.fixed(seconds / 60, 1)) min wall, \(gestures) gestures, \(framesDrawn) frames |
        | --- | --- |
        | crashes | 0 |
        | RSS (after malloc_trim) | start \(Self.mb(rssStart)), after warm-up \(Self.mb(rssAfterWarmUp)), end \(Self.mb(rssEnd)) |
        | RSS growth after warm-up (highest checkpoint, second half over first) | \(Self.percent(rssGrowth)) (\(limitText)) |
        | RSS untrimmed | peak \(Self.mb(rssPeak)), end \(Self.mb(rssEndUntrimmed)) |
        | heap in use | \(Self.mb(heapAfterWarmUp)) after warm-up, \(Self.mb(heapEnd)) at the end, growth \(Self.percent(heapGrowth)) |
        | checkpoints (RSS, MB) | \(checkpointRSS.map { Self.fixed(Double($0) / 1_048_576, 1) }.joined(separator: ", ")) |
        | open descriptors | \(descriptorsStart) at start, \(descriptorsAfterWarmUp) after warm-up, \(descriptorsEnd) at end |
        | frame time (wall, per drawn frame) | p50 \(Self.ms(frameP50)), p95 \(Self.ms(frameP95)), p99 \(Self.ms(frameP99)), max \(Self.ms(frameMax)) |
        """
    }

    static func mb(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 1) + " MB" }
    static func ms(_ seconds: Double) -> String { fixed(seconds * 1000, 2) + " ms" }
    static func percent(_ fraction: Double) -> String { fixed(fraction * 100, 2) + " %" }

    /// `value` with `digits` decimals (no Foundation formatting).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        if digits == 0 { return sign + String(whole) }
        let digitsText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
}
