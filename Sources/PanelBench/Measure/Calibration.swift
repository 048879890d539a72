#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The memory-bandwidth yardstick of one frame size: `memset` and `memcpy` of one frame buffer's bytes,
/// sampled between the scenes' frames so that both see the same machine load.
final class Calibration {
    let bytes: Int
    private let source: UnsafeMutableRawPointer
    private let target: UnsafeMutableRawPointer
    private(set) var memsetSamples: [Double] = []
    private(set) var memcpySamples: [Double] = []
    private var fill: Int32 = 0

    /// Buffers of `bytes` each (one frame of 32-bit pixels).
    init(bytes: Int) {
        self.bytes = bytes
        source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        // Touch every page once so the first samples do not pay for page faults.
        memset(source, 0x5A, bytes)
        memset(target, 0, bytes)
    }

    deinit {
        source.deallocate()
        target.deallocate()
    }

    /// Takes one `memset` sample and one `memcpy` sample, each after `evictor` emptied the caches.
    func sample(evictor: CacheEvictor?) {
        fill = (fill + 1) & 0xFF
        let value = fill
        let target = self.target
        let source = self.source
        let bytes = self.bytes
        evictor?.evict()
        memsetSamples.append(Stopwatch.milliseconds { memset(target, value, bytes) })
        evictor?.evict()
        memcpySamples.append(Stopwatch.milliseconds { memcpy(target, source, bytes) })
    }

    /// The fastest `memset` of one frame, in milliseconds (the least disturbed sample).
    var memsetMilliseconds: Double { memsetSamples.min() ?? 0 }
    /// The fastest `memcpy` of one frame, in milliseconds.
    var memcpyMilliseconds: Double { memcpySamples.min() ?? 0 }
    /// The median `memset` and `memcpy` of one frame: the statistic scenes are reported by, so a scene is
    /// compared with the yardstick's typical sample rather than its luckiest (on a shared host the fastest
    /// memset is often 1.3 to 1.9 times quicker than its own median).
    var memsetMedianMilliseconds: Double { Statistics(memsetSamples).median }
    var memcpyMedianMilliseconds: Double { Statistics(memcpySamples).median }

    /// What moving `bytes` bytes costs at the calibrated speed of `kind`: its median sample, or its
    /// fastest with `fastest`.
    func milliseconds(for kind: ReferenceKind, bytes count: Int, fastest: Bool = false) -> Double {
        let frame =
            switch (kind, fastest) {
            case (.memset, false): memsetMedianMilliseconds
            case (.memset, true): memsetMilliseconds
            case (.memcpy, false): memcpyMedianMilliseconds
            case (.memcpy, true): memcpyMilliseconds
            }
        return frame * Double(count) / Double(bytes)
    }
}

/// Which bandwidth yardstick a scene is compared with.
enum ReferenceKind: String, Codable, Sendable {
    /// Writing the bytes (a fill).
    case memset
    /// Reading and writing the bytes (a copy or a blend).
    case memcpy
}

/// Pushes the frame buffers and pictures out of the CPU caches before each sample, by writing a buffer
/// as large as the caches: every sample then pays for its memory traffic as on a board whose caches are
/// far smaller than a frame (a Pi), and calibration and scenes start from the same state.
final class CacheEvictor {
    let bytes: Int
    private let buffer: UnsafeMutableRawPointer
    private var value: Int32 = 0

    /// A buffer the size of the L2 and L3 caches together (at least 4 MiB, at most 96 MiB).
    init() {
        let l2 = max(0, sysconf(Int32(_SC_LEVEL2_CACHE_SIZE)))
        let l3 = max(0, sysconf(Int32(_SC_LEVEL3_CACHE_SIZE)))
        bytes = min(96 << 20, max(4 << 20, l2 + l3 + (1 << 20)))
        buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        memset(buffer, 0, bytes)
    }

    deinit {
        buffer.deallocate()
    }

    func evict() {
        value = (value + 1) & 0xFF
        memset(buffer, value, bytes)
    }
}
