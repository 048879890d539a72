/// The goals, checked against a run's figures (reported, never asserted).
enum Goals {
    static func evaluate(
        scenes: [SceneResult], sweeps: [DamageScalingResult], latency: LatencyResult?, layout: LayoutResult? = nil,
        parallel: [ParallelResult] = []
    ) -> [GoalResult] {
        var out: [GoalResult] = []
        for s in scenes {
            func add(_ goal: String, _ value: Double, _ limit: Double, _ unit: String, met: Bool? = nil) {
                out.append(
                    GoalResult(
                        goal: goal, scene: s.scene, size: s.size, value: value, limit: limit, unit: unit,
                        met: met ?? (value <= limit)))
            }
            switch s.scene {
            case "fill": add("fill within 1.2x memset", s.ratioToBandwidth, 1.2, "x memset")
            case "blit": add("opaque blit within 1.3x memcpy", s.ratioToBandwidth, 1.3, "x memcpy")
            case "slide": add("slide frame within 1.5x one frame's memcpy", s.ratioToBandwidth, 1.5, "x memcpy")
            default: break
            }
            // text-cold and slide-uncached draw more than their raw versions (glyph rasterization, the
            // pages' views against copies of their pictures): no raw goal.
            if s.scene == "button" {
                add("button within 1.3x of raw pixman", s.ratioToRaw, 1.3, "x raw")
            } else if s.scene != "text-cold" && s.scene != "slide-uncached" {
                add("within 1.15x of raw pixman", s.ratioToRaw, 1.15, "x raw")
            }
            if s.scene != "text-cold" && s.allocationsPerFrame >= 0 {
                add("no heap allocation in a steady frame", s.allocationsPerFrame, 0, "allocs/frame")
            }
            if let peer = s.ratioToPeer {
                add("no slower than Qt Quick in the same run", peer, 1, "x Qt Quick")
            }
            if let overhead = s.damageOverheadMs {
                add("damage frame at most its area's share + 0.3 ms", overhead, 0.3, "ms over share")
            }
            if ["text-warm", "text-mixed"].contains(s.scene) {
                add(
                    "steady text: no HarfBuzz or FreeType call", s.harfBuzzCallsPerFrame + s.freeTypeCallsPerFrame, 0,
                    "calls/frame")
            }
            if ["slide", "minitolarge", "drag"].contains(s.scene) {
                add("steady animation: no FreeType call", s.freeTypeCallsPerFrame, 0, "calls/frame")
            }
        }
        for s in sweeps {
            out.append(
                GoalResult(
                    goal: "damage frame at most its area's share + 0.3 ms", scene: "damage-sweep", size: s.size,
                    value: s.worstOverShareMs, limit: 0.3, unit: "ms over share",
                    met: s.worstOverShareMs <= 0.3))
        }
        for p in parallel where p.size == "1920x1080" && p.threads == 2 && !ParallelResult.references.contains(p.scene)
        {
            out.append(
                GoalResult(
                    goal: "parallel speedup at least 1.6x on 2 threads at 1920x1080", scene: p.scene, size: p.size,
                    value: p.speedup, limit: 1.6, unit: "x one thread", met: p.speedup >= 1.6))
        }
        if let latency {
            out.append(
                GoalResult(
                    goal: "latency p99 at most one frame plus render time", scene: "latency-drag", size: latency.size,
                    value: latency.p99Ms, limit: latency.frameMs + latency.renderP99Ms, unit: "ms",
                    met: latency.p99Ms <= latency.frameMs + latency.renderP99Ms))
        }
        if let l = layout {
            func add(_ goal: String, _ value: Double, _ limit: Double, _ unit: String) {
                out.append(
                    GoalResult(
                        goal: goal, scene: "layout", size: l.size, value: value, limit: limit, unit: unit,
                        met: value <= limit))
            }
            add(
                "edit frame (one constant, \(l.layoutConstraints) constraints) under 0.05 ms", l.editFrameMs, 0.05, "ms"
            )
            if l.editFrameAllocations >= 0 {
                add("edit frame: no heap allocation", Double(l.editFrameAllocationsMax), 0, "allocs/frame (max)")
            }
            if let kiwi = l.kiwiFromNothingMs {
                add("from-nothing solve no slower than kiwisolver", l.solverFromNothingMs, kiwi, "ms")
            }
        }
        return out
    }
}
