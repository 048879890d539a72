/// Everything one run measured, as written to the JSON file.
public struct BenchReport: Codable, Sendable {
    /// The machine the figures were taken on.
    public var machine: MachineInfo
    /// Whether this was a `--quick` run, and how many frames each scene timed.
    public var quick: Bool
    public var framesPerScene: Int
    /// Whether each sample started with the CPU caches emptied (the default; `--warm` keeps them).
    public var cachesEvicted: Bool
    /// Whether heap allocations were counted (the `CAllocCount` interposer is linked).
    public var allocationsCounted: Bool
    /// The peer toolkit measured in the same run (`--peers`), if any.
    public var peer: String?
    /// The memory yardstick of each size.
    public var calibration: [CalibrationResult]
    /// Every scene at every size.
    public var scenes: [SceneResult]
    /// Damage scaling: frame cost against damaged area, per size.
    public var damageScaling: [DamageScalingResult]
    /// Touch-to-present latency in a scripted drag.
    public var latency: LatencyResult
    /// The layout scenes (Auto Layout against kiwisolver), at the first size.
    public var layout: LayoutResult?
    /// Parallel rendering: full-screen scenes on one thread and on `--threads` threads.
    public var parallel: [ParallelResult] = []
    /// The kiosk's peak memory per size (`--system`).
    public var memory: [MemoryResult] = []
    /// The CPU share of a continuous slide at 60 Hz per size (`--system`).
    public var cpuLoad: [CPULoadResult] = []
    /// The goals, each met or missed with its figure.
    public var goals: [GoalResult]
    /// The video player: decode speed, dropped frames, CPU share (nil when not run).
    public var media: MediaResult?
}

/// One scene's frames on one thread and on several (bands of rows), in alternating runs.
public struct ParallelResult: Codable, Sendable {
    public var scene: String
    public var size: String
    public var threads: Int
    public var oneThreadMs: Double
    public var threadsMs: Double
    /// `oneThreadMs` over `threadsMs`.
    public var speedup: Double
    /// How many of the frames were drawn in bands (all but those under the damage threshold).
    public var parallelFrames: Int

    /// The rows that are not scenes: `memset` and `memcpy` of a frame in bands, the memory's own speedup.
    static let references: Set<String> = ["memset", "memcpy"]
}

/// The kiosk's peak resident set at one size, in MiB.
public struct MemoryResult: Codable, Sendable {
    public var size: String
    /// `kiosk --snapshot`: start, first screen, exit.
    public var startPeakMB: Double
    /// `kiosk --preview`: the whole tour offscreen.
    public var tourPeakMB: Double
}

/// A continuous slide in real time on the real event loop at 60 Hz.
public struct CPULoadResult: Codable, Sendable {
    public var size: String
    /// Whether the pages were rasterized layers (`layer.shouldRasterize`) or drawn every frame.
    public var rasterized: Bool
    public var seconds: Double
    public var framesPerSecond: Double
    /// CPU time (user + system, all threads) over wall time: 1 is one core busy.
    public var cpuShareOfOneCore: Double
}

/// The speed of plain memory at one size.
public struct CalibrationResult: Codable, Sendable {
    public var size: String
    public var frameBytes: Int
    public var samples: Int
    /// The fastest memset of one frame buffer.
    public var memsetMs: Double
    /// The fastest memcpy of one frame buffer.
    public var memcpyMs: Double
    public var memsetMedianMs: Double
    public var memcpyMedianMs: Double
    /// memset bytes per second at the fastest sample, in GB/s.
    public var memsetGBps: Double
    public var memcpyGBps: Double
}

/// One scene at one size.
public struct SceneResult: Codable, Sendable {
    public var scene: String
    public var size: String
    public var frames: Int
    /// PanelKit frame times (`Application.runFrame()` after the change), milliseconds.
    public var medianMs: Double
    public var p95Ms: Double
    public var p99Ms: Double
    /// The raw pixman version's frame times, milliseconds.
    public var rawMedianMs: Double
    public var rawP95Ms: Double
    public var rawP99Ms: Double
    /// memset or memcpy.
    public var referenceKind: String
    /// The bytes the frame must touch.
    public var referenceBytes: Int
    /// What memset or memcpy of those bytes costs at the calibrated speed (its median sample).
    public var referenceMs: Double
    /// Median over the reference's median: 1 is as fast as plain memset or memcpy typically are.
    public var ratioToBandwidth: Double
    /// Median over the reference's fastest sample: the stricter reading, reported beside the other.
    public var ratioToFastestBandwidth: Double
    /// Median over the raw version's median: 1 is as fast as pixman called directly.
    public var ratioToRaw: Double
    /// Heap allocations per PanelKit frame (median and worst), -1 when not counted.
    public var allocationsPerFrame: Double
    public var allocationsMax: Int
    /// FreeType calls and glyph loads per PanelKit frame (mean).
    public var freeTypeCallsPerFrame: Double
    public var glyphLoadsPerFrame: Double
    /// HarfBuzz calls per PanelKit frame (mean): shaping, font set-up, script look-ups.
    public var harfBuzzCallsPerFrame: Double
    /// Damaged pixels of a frame (median) and their share of the screen.
    public var damagedPixels: Int
    public var damageFraction: Double
    /// For damage scenes: a full redraw of the same scene, its area share, and what the damage frame costs
    /// beyond that share (the goal: at most 0.3 ms).
    public var fullFrameMs: Double?
    public var areaShareMs: Double?
    public var damageOverheadMs: Double?
    /// What the raw version does.
    public var rawVersion: String
    /// The present path of the frame's damage (PanelDRM's ScanoutCopy into a mapped memfd, as DRMDisplay
    /// presents), upright and rotated by 90 degrees: median milliseconds and over memcpy of the damaged bytes.
    public var presentMs: [Double]?
    public var presentRatioToMemcpy: [Double]?
    /// The peer's frame of the same scene in the same run (`--peers`): median and p99, milliseconds, and
    /// PanelKit's median over it (below 1: PanelKit is faster).
    public var peerMedianMs: Double?
    public var peerP99Ms: Double?
    public var ratioToPeer: Double?
}

/// A page redrawn through damage rectangles of growing area, and the straight line through the costs.
public struct DamageScalingResult: Codable, Sendable {
    public struct Point: Codable, Sendable {
        /// The damaged share of the screen, its pixels, and the median frame time.
        public var fraction: Double
        public var pixels: Int
        public var medianMs: Double
        /// The median beyond the area's share of the full-screen frame of the same page.
        public var overShareMs: Double
    }

    public var size: String
    public var points: [Point]
    /// The fitted cost of a frame that damages nothing (the per-frame overhead).
    public var fixedMs: Double
    /// The fitted cost of a frame that damages the whole screen.
    public var fullScreenMs: Double
    /// The largest `overShareMs` of the partial frames (the goal: at most 0.3 ms).
    public var worstOverShareMs: Double
}

/// Touch timestamp to the `present` call, in a scripted drag at 60 Hz.
public struct LatencyResult: Codable, Sendable {
    public var size: String
    public var moves: Int
    public var p50Ms: Double
    public var p99Ms: Double
    public var maxMs: Double
    /// One refresh interval.
    public var frameMs: Double
    /// The drag frames' render time (start of the frame to `present`), median and p99.
    public var renderMedianMs: Double
    public var renderP99Ms: Double
}

/// One goal of the issue for one scene and size.
public struct GoalResult: Codable, Sendable {
    public var goal: String
    public var scene: String
    public var size: String
    /// The measured figure and the limit, in the goal's unit.
    public var value: Double
    public var limit: Double
    public var unit: String
    public var met: Bool
}

/// The layout scenes: a profile screen of about 200 constraints laid out from nothing, and a drag that
/// edits one constant per frame; through PanelKit, through PanelLayout alone, and through kiwisolver.
public struct LayoutResult: Codable, Sendable {
    public var size: String
    /// The screen's LayoutConstraints (its own and its stack views').
    public var layoutConstraints: Int
    /// The solver's constraints for the screen (with autoresizing, content-size and margin constraints).
    public var solverConstraints: Int
    public var variables: Int
    public var samples: Int
    public var dragFrames: Int
    /// PanelKit: the screen added to the window and laid out (every constraint added, solved, frames
    /// set), median ms and heap allocations.
    public var fromNothingMs: Double
    public var fromNothingAllocations: Double
    /// PanelLayout alone: the same solver system added to a new solver and solved.
    public var solverFromNothingMs: Double
    /// PanelKit: one constant changed and `layoutIfNeeded()` (the solve and the frames it moves).
    public var editFrameMs: Double
    public var editFrameP99Ms: Double
    public var editFrameAllocations: Double
    public var editFrameAllocationsMax: Int
    /// PanelLayout alone: `suggestValue` on an edit variable standing for the constant, and
    /// `updateVariables()`.
    public var solverEditMs: Double
    public var solverEditP99Ms: Double
    public var solverEditAllocationsMax: Int
    /// How kiwisolver was run, or why it was not.
    public var kiwi: String?
    public var kiwiFromNothingMs: Double?
    public var kiwiEditMs: Double?
    public var kiwiEditP99Ms: Double?
    /// The largest difference between kiwisolver's and PanelLayout's values for the screen.
    public var kiwiMaxDifference: Double?
}
