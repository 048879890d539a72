import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension BenchReport {
    /// The run as a markdown table: one row per scene and size.
    public func markdownTable() -> String {
        var lines = [
            "| size | scene | median ms | p95 ms | p99 ms | raw ms | × raw | × bandwidth (median / fastest) | allocs/frame | FT calls/frame | HB calls/frame | damage |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for s in scenes {
            let allocs = s.allocationsPerFrame < 0 ? "n/a" : Self.format(s.allocationsPerFrame, 0)
            lines.append(
                "| \(s.size) | \(s.scene) | \(Self.format(s.medianMs, 3)) | \(Self.format(s.p95Ms, 3)) | "
                    + "\(Self.format(s.p99Ms, 3)) | \(Self.format(s.rawMedianMs, 3)) | \(Self.format(s.ratioToRaw, 2)) | "
                    + "\(Self.format(s.ratioToBandwidth, 2)) / \(Self.format(s.ratioToFastestBandwidth, 2)) "
                    + "\(s.referenceKind) | \(allocs) | "
                    + "\(Self.format(s.freeTypeCallsPerFrame, 0)) | \(Self.format(s.harfBuzzCallsPerFrame, 0)) | "
                    + "\(Self.format(s.damageFraction * 100, 1)) % |")
        }
        return lines.joined(separator: "\n")
    }

    /// PanelKit against the peer toolkit, scene by scene, from the same run (empty without `--peers`).
    public func markdownPeerTable() -> String {
        let rows = scenes.filter { $0.peerMedianMs != nil }
        guard let peer, !rows.isEmpty else { return "" }
        var lines = [
            "PanelKit against \(peer), frames interleaved in one run:",
            "",
            "| size | scene | PanelKit ms | PanelKit p99 | Qt Quick ms | Qt Quick p99 | PanelKit / Qt |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        for s in rows {
            lines.append(
                "| \(s.size) | \(s.scene) | \(Self.format(s.medianMs, 3)) | \(Self.format(s.p99Ms, 3)) | "
                    + "\(Self.format(s.peerMedianMs ?? 0, 3)) | \(Self.format(s.peerP99Ms ?? 0, 3)) | "
                    + "\(Self.format(s.ratioToPeer ?? 0, 2)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The present path per scene: the damage copied to a scanout-like buffer, upright and rotated.
    public func markdownPresentTable() -> String {
        let rows = scenes.filter { $0.presentMs != nil }
        guard !rows.isEmpty else { return "" }
        var lines = [
            "Present path (PanelDRM's ScanoutCopy of the damage into a mapped memfd, as DRMDisplay.present):",
            "",
            "| size | scene | damage | rotation 0 ms | × memcpy | rotation 90 ms | × memcpy |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        for s in rows {
            let ms = s.presentMs ?? [0, 0]
            let ratio = s.presentRatioToMemcpy ?? [0, 0]
            lines.append(
                "| \(s.size) | \(s.scene) | \(Self.format(s.damageFraction * 100, 1)) % | \(Self.format(ms[0], 3)) | "
                    + "\(Self.format(ratio[0], 2)) | \(Self.format(ms[1], 3)) | \(Self.format(ratio[1], 2)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Parallel rendering per scene and size.
    public func markdownParallelTable() -> String {
        guard let threads = parallel.first?.threads else { return "" }
        var lines = [
            "Parallel rendering (\(threads) threads, bands of rows; runs of three frames alternate with one thread; "
                + "the band threads woken 0.3 ms ahead of each frame, as the run loop wakes them; memset and memcpy: "
                + "a frame's bytes in the same bands on the same pool, the memory's own speedup):",
            "",
            "| size | scene | 1 thread ms | \(threads) threads ms | speedup |",
            "|---|---|---:|---:|---:|",
        ]
        for p in parallel {
            lines.append(
                "| \(p.size) | \(p.scene) | \(Self.format(p.oneThreadMs, 3)) | \(Self.format(p.threadsMs, 3)) | "
                    + "\(Self.format(p.speedup, 2)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Memory and CPU (`--system`).
    public func markdownSystemTable() -> String {
        guard !memory.isEmpty || !cpuLoad.isEmpty else { return "" }
        var lines = [
            "| size | kiosk peak RSS, start (MiB) | kiosk peak RSS, whole tour (MiB) | slide at 60 Hz, rasterized pages: "
                + "CPU of one core (fps) | slide at 60 Hz, pages drawn every frame: CPU of one core (fps) |",
            "|---|---:|---:|---:|---:|",
        ]
        for m in memory {
            func load(_ rasterized: Bool) -> String {
                guard let c = cpuLoad.first(where: { $0.size == m.size && $0.rasterized == rasterized }) else {
                    return "n/a"
                }
                return "\(Self.format(c.cpuShareOfOneCore * 100, 1)) % (\(Self.format(c.framesPerSecond, 1)))"
            }
            lines.append(
                "| \(m.size) | \(Self.format(m.startPeakMB, 1)) | \(Self.format(m.tourPeakMB, 1)) | \(load(true)) | "
                    + "\(load(false)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Everything the executable prints, as one markdown document (`--markdown`): the README's tables; the
    /// goal-by-goal lines only when `goals` (`--readme` leaves them to the JSON and the printed report).
    public func markdownReport(goals includeGoals: Bool = true) -> String {
        var parts = [
            "Machine: \(machine.summary), load average \(Self.format(machine.loadAverage, 2)) at start"
                + "\(quick ? " (quick run)" : "")\(cachesEvicted ? "" : ", caches warm")", markdownTable(),
        ]
        for extra in [markdownPeerTable(), markdownPresentTable(), markdownParallelTable(), markdownSystemTable()]
        where !extra.isEmpty {
            parts.append(extra)
        }
        parts.append(markdownDetails())
        if includeGoals { parts.append(markdownGoals()) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// Writes `markdownReport()` to `path`.
    /// - Throws: `BenchOutputError` naming the file when it cannot be written.
    public func writeMarkdown(to path: String) throws {
        try Self.write(Array(markdownReport().utf8), to: path)
    }

    /// Puts `markdownReport()` into the markdown file at `path` between the lines `<!-- panel-bench:begin -->`
    /// and `<!-- panel-bench:end -->` (the README's latest run), leaving the rest as it is.
    /// - Throws: `BenchOutputError` when the file cannot be read or written or has no such lines.
    public func updateMarkdown(at path: String) throws {
        guard let text = MachineInfo.readText(path) else { throw BenchOutputError(path: path, errno: errno) }
        let begin = "<!-- panel-bench:begin -->"
        let end = "<!-- panel-bench:end -->"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let b = lines.firstIndex(of: begin), let e = lines.firstIndex(of: end), b < e else {
            throw BenchOutputError(path: path, errno: 0, missing: "the lines \(begin) and \(end)")
        }
        lines.replaceSubrange((b + 1)..<e, with: [markdownReport(goals: false)])
        let updated = lines.joined(separator: "\n")
        try Self.write(Array(updated.utf8), to: path)
    }

    /// Calibration, damage and latency lines under the table.
    public func markdownDetails() -> String {
        var lines: [String] = []
        for c in calibration {
            lines.append(
                "- \(c.size): memset median \(Self.format(c.memsetMedianMs, 3)) ms, fastest "
                    + "\(Self.format(c.memsetMs, 3)) ms (\(Self.format(c.memsetGBps, 1)) GB/s); memcpy median "
                    + "\(Self.format(c.memcpyMedianMs, 3)) ms, fastest \(Self.format(c.memcpyMs, 3)) ms "
                    + "(\(Self.format(c.memcpyGBps, 1)) GB/s); \(c.samples) samples each")
        }
        for s in scenes {
            if let full = s.fullFrameMs, let share = s.areaShareMs, let over = s.damageOverheadMs {
                lines.append(
                    "- \(s.size) \(s.scene): \(Self.format(s.damageFraction * 100, 1)) % damaged, "
                        + "\(Self.format(s.medianMs, 3)) ms vs full redraw \(Self.format(full, 3)) ms × share = "
                        + "\(Self.format(share, 3)) ms: \(Self.format(over, 3)) ms over the share")
            }
        }
        for d in damageScaling {
            let points = d.points.map { p in
                "\(Self.format(p.fraction * 100, 0)) % \(Self.format(p.medianMs, 3)) ms "
                    + "(\(p.overShareMs >= 0 ? "+" : "")\(Self.format(p.overShareMs, 3)))"
            }
            lines.append(
                "- \(d.size) damage scaling: \(points.joined(separator: ", ")); fit: "
                    + "\(Self.format(d.fixedMs, 3)) ms + \(Self.format(d.fullScreenMs - d.fixedMs, 3)) ms × share")
        }
        lines.append(
            "- latency (\(latency.size), \(latency.moves) moves): p50 \(Self.format(latency.p50Ms, 2)) ms, "
                + "p99 \(Self.format(latency.p99Ms, 2)) ms (touch to the end of the present's copy); frame \(Self.format(latency.frameMs, 2)) ms, "
                + "render p99 \(Self.format(latency.renderP99Ms, 2)) ms")
        if let media { lines.append(contentsOf: Self.mediaLines(media)) }
        if let l = layout { lines.append(contentsOf: Self.layoutLines(l)) }
        return lines.joined(separator: "\n")
    }

    /// The player's figures, one line each.
    static func mediaLines(_ media: MediaResult) -> [String] {
        var lines = media.speeds.map { s in
            "- video decode + convert \(s.size) (\(s.decoder), \(s.frames) frames): "
                + "\(Self.format(s.realTimeMultiple, 1)) × real time, "
                + "\(Self.format(s.cpuPerMediaSecond * 100, 1)) % CPU per media second"
        }
        if let p = media.playback {
            lines.append(
                "- video playback \(p.size) on the player page (\(p.decoder), \(Self.format(p.seconds, 1)) s at 60 Hz): "
                    + "\(p.framesPresented) frames shown, \(p.framesDropped) dropped, "
                    + "\(p.lateDisplayFrames) late display frames, CPU \(Self.format(p.cpuPercent, 1)) % of a core")
        }
        if let why = media.skipped { lines.append("- video: not measured: \(why)") }
        return lines
    }

    /// Each goal with its figure: met or missed.
    public func markdownGoals() -> String {
        goals.map(Self.goalLine).joined(separator: "\n")
    }

    static func goalLine(_ g: GoalResult) -> String {
        "- \(g.met ? "met" : "**missed**"): \(g.goal), \(g.scene) \(g.size): "
            + "\(Self.format(g.value, 3)) \(g.unit) (limit \(Self.format(g.limit, 3)))"
    }

    /// Writes the report as pretty-printed JSON.
    /// - Throws: `BenchOutputError` naming the file when it cannot be written.
    public func writeJSON(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(self)
        try Self.write(Array(data), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        guard let f = fopen(path, "wb") else { throw BenchOutputError(path: path, errno: errno) }
        defer { fclose(f) }
        let n = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        if n != bytes.count { throw BenchOutputError(path: path, errno: errno) }
    }

    static func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded() / scale
        let whole = Int(rounded.rounded(.down))
        var text = "\(value < 0 && rounded > 0 ? "-" : "")\(whole)"
        if digits > 0 {
            let fraction = Int(((rounded - Double(whole)) * scale).rounded())
            let digitsText = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - digitsText.count)) + digitsText
        }
        return text
    }
}

/// A report file that could not be written.
public struct BenchOutputError: Error, CustomStringConvertible {
    public let path: String
    public let errno: Int32
    /// What the file lacks, when it was read but could not be updated.
    public var missing: String?

    public init(path: String, errno: Int32, missing: String? = nil) {
        self.path = path
        self.errno = errno
        self.missing = missing
    }

    public var description: String {
        if let missing { return "\(path): has no \(missing); add them where the report goes" }
        return "\(path): cannot read or write (errno \(errno)); check the file and its folder"
    }
}
