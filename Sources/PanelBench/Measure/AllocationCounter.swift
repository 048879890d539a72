#if canImport(CAllocCount)
    import CAllocCount
#endif

/// Heap allocations made by the calling thread, from the `CAllocCount` malloc interposer when the package
/// links it; without it the benchmark reports allocations as unavailable (-1).
enum AllocationCounter {
    /// Whether allocations are being counted in this build.
    static var isAvailable: Bool {
        #if canImport(CAllocCount)
            return panel_alloc_counting() != 0
        #else
            return false
        #endif
    }

    /// Allocations (malloc, calloc, realloc and the aligned variants) made by this thread so far.
    static var count: Int {
        #if canImport(CAllocCount)
            return Int(truncatingIfNeeded: panel_alloc_count())
        #else
            return 0
        #endif
    }

    /// Writes the call stack of every allocation this thread makes while `on` (to standard error).
    static func trace(_ on: Bool) {
        #if canImport(CAllocCount)
            panel_alloc_trace(on ? 1 : 0)
        #endif
    }
}
