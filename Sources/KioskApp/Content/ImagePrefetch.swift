import Dispatch
import PanelGraphics
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Content images decoded before `ContentLoader` walks the content, several at once.
///
/// Decoding the PNGs is most of loading content (the default content's 16 are 40 % of a `kiosk --snapshot`'s
/// instructions), and a Pi has four cores. The walk stays the one place that decides what an image gives: it
/// takes a surface from here only where its own decode, under its own limits, would give the same pixels,
/// and decodes anything else itself as before (a refused or damaged file, one over what is left of the
/// content's image budget). So the issues and the content are the same with or without prefetching.
struct ImagePrefetch {
    private var surfaces: [String: Surface] = [:]

    /// Files smaller than this together decode faster on the walk's thread than threads start (a content
    /// folder of a few icons; the fuzzer's, whose decodes under AddressSanitizer slowed nine-fold).
    static let minimumFileBytes = 64 << 10

    /// Decodes the PNG files at `paths` (resolved, inside the content folder; a path named twice is
    /// decoded once) on up to `threads` threads, when they hold `minimumFileBytes` or more. Each is decoded
    /// under `limits` with at most an even share of `totalBytes` decoded, so that together they never hold
    /// more than the content may; one over its share, or that fails, is simply not prefetched.
    init(paths: [String], limits: ImageLimits, totalBytes: Int, threads: Int) {
        var unique: [String] = []
        var seen = Set<String>()
        var fileBytes = 0
        for p in paths where seen.insert(p).inserted {
            unique.append(p)
            var info = stat()
            if stat(p, &info) == 0 { fileBytes += Int(info.st_size) }
        }
        let workers = min(threads, unique.count)
        guard workers > 1, fileBytes >= Self.minimumFileBytes else { return }
        var share = limits
        share.maxDecodedBytes = min(limits.maxDecodedBytes, totalBytes / unique.count)
        let results = Results(count: unique.count)
        let (files, shared) = (unique, share)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = results.next.add(1, ordering: .relaxed).oldValue
                if i >= files.count { break }
                results.slots[i] = try? Surface.loadPNG(path: files[i], limits: shared)
            }
        }
        for (i, path) in unique.enumerated() {
            if let surface = results.slots[i] { surfaces[path] = surface }
        }
    }

    /// The surface decoded from `path`, if it was, and if its decoded size is within `limits` (the walk's
    /// limits for this image, with what is left of the budget).
    func surface(for path: String, within limits: ImageLimits) -> Surface? {
        guard let surface = surfaces[path], limits.refusal(width: surface.width, height: surface.height) == nil
        else { return nil }
        return surface
    }

    /// The decoding threads' results, one slot per path, each written by the one thread that took its index
    /// and read only after `concurrentPerform` has returned (which orders every write before the read).
    private final class Results: @unchecked Sendable {
        let next = Atomic<Int>(0)
        let slots: UnsafeMutableBufferPointer<Surface?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
    }
}
