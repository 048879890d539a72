import CPixman
import Synchronization

/// The pixel operations of a frame, recorded by a canvas instead of run, to be run over horizontal bands of
/// the surface in parallel (`replay(on:)`), each band on its own thread; a band may start on the first
/// operations while the rest are still being recorded (`replayPublished(on:)`).
///
/// Everything that needs the view tree, the caches or any other shared state (shapes rasterized into masks,
/// shadows blurred, solid colours, rasterized bitmaps, text laid out) happens while recording, on the
/// recording thread; an operation holds only pixman images and the surfaces that own their pixels, and
/// keeps them alive (a reference each) until `reset()`. Replaying an operation is one pixman call whose
/// destination is the band's own pixman image over the surface's pixels, clipped to the band's rows.
public final class DisplayList {
    enum Op {
        /// The device clip for the operations that follow.
        case clip(IntRect)
        case fill(pixman_op_t, pixman_color_t, IntRect)
        /// `source` (through `mask`) with its (sx, sy) and the mask's (mx, my) at `box`'s origin.
        /// `plain`: the source is a surface's own image (no transform, repeat or filter), so a SRC of it may
        /// be a plain copy.
        case composite(
            pixman_op_t, source: OpaquePointer, mask: OpaquePointer?, plain: Bool, sx: Int, sy: Int, mx: Int, my: Int,
            box: IntRect)
        /// `surface` read through `transform` (destination → source) and bilinear filtering, as the source
        /// (with `other` as mask) or as the mask (with `other` as source).
        case sampled(
            pixman_op_t, surface: Surface, transform: pixman_transform_t, repeating: pixman_repeat_t,
            other: OpaquePointer?, sampledIsMask: Bool, box: IntRect)
        case saveCorners(Canvas.SavedCorners, depth: Int)
        case restoreCorners(Canvas.SavedCorners, depth: Int)
    }

    /// The operations, in chunks of `chunkSize` that never move once made: a band may replay the first ones
    /// while later ones are being recorded (`published`), so storage may grow but not be reallocated.
    private static let chunkShift = 8
    private static let chunkSize = 1 << chunkShift
    /// The chunks' addresses; replaced by a larger copy when full, the old one kept until `deinit` (a band
    /// may still be reading it).
    private var table: UnsafeMutablePointer<UnsafeMutablePointer<Op>>
    private var tableCapacity = 16
    private var chunkCount = 0
    private var retiredTables: [UnsafeMutablePointer<UnsafeMutablePointer<Op>>] = []
    /// The table as the bands read it (stored before an operation in a new chunk is published).
    private let sharedTable: Atomic<UnsafeMutablePointer<UnsafeMutablePointer<Op>>>
    /// How many operations are recorded (the recording thread's own count).
    public private(set) var count = 0
    /// What bands replaying during the recording poll, in an object of its own so that their polling does
    /// not keep taking away the cache line of the fields the recording writes.
    private final class Publication: Sendable {
        /// How many operations bands may replay: each one below it is fully written. Stored after every
        /// append.
        let published = Atomic<Int>(0)
        /// Whether recording has ended: once it has, `published` is the whole list.
        let ended = Atomic<Bool>(true)
    }
    private let publication = Publication()

    /// The surfaces whose pixels the operations read, kept alive until `reset()`.
    private var owners: [AnyObject] = []
    /// The pixman images the operations hold a reference to.
    private var images: Set<OpaquePointer> = []
    /// A 1x1 destination for validating images before the bands read them.
    private let probe = Surface(width: 1, height: 1, format: .argb32)

    public init() {
        table = .allocate(capacity: tableCapacity)
        sharedTable = Atomic(table)
        owners.reserveCapacity(1024)
        images.reserveCapacity(256)
        for _ in 0..<4 { addChunk() }
    }

    deinit {
        reset()
        for k in 0..<chunkCount { table[k].deallocate() }
        table.deallocate()
        for t in retiredTables { t.deallocate() }
    }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { count == 0 }

    private func addChunk() {
        if chunkCount == tableCapacity {
            let bigger = UnsafeMutablePointer<UnsafeMutablePointer<Op>>.allocate(capacity: tableCapacity * 2)
            bigger.initialize(from: table, count: chunkCount)
            retiredTables.append(table)
            table = bigger
            tableCapacity *= 2
        }
        table[chunkCount] = .allocate(capacity: Self.chunkSize)
        chunkCount += 1
        sharedTable.store(table, ordering: .releasing)
    }

    /// Where operation `i` lives in the chunks `table` lists.
    private static func slot(_ i: Int, in table: UnsafeMutablePointer<UnsafeMutablePointer<Op>>)
        -> UnsafeMutablePointer<Op>
    {
        table[i >> chunkShift] + (i & (chunkSize - 1))
    }

    /// Appends `op` and publishes it to bands replaying while recording goes on.
    func append(_ op: Op) {
        let i = count
        if i >> Self.chunkShift == chunkCount { addChunk() }
        Self.slot(i, in: table).initialize(to: op)
        count = i + 1
        publication.published.store(i + 1, ordering: .releasing)
    }

    /// Recording starts: bands replay what is published and wait for more until `end()`.
    func begin() {
        reset()
        publication.ended.store(false, ordering: .releasing)
    }

    /// Recording has ended: the list is whole.
    func end() {
        publication.ended.store(true, ordering: .releasing)
    }

    /// Keeps `image` (and `owner`, whose pixels it reads) alive until `reset()`.
    func hold(_ image: OpaquePointer?, owner: AnyObject?) {
        if let image, images.insert(image).inserted {
            pixman_image_ref(image)
            // pixman computes an image's flags on its first use after a change and stores them in the image:
            // do that here, on the recording thread, so that the bands only read the images they share.
            pixman_image_composite32(PIXMAN_OP_OVER, image, nil, probe.image, 0, 0, 0, 0, 0, 0, 1, 1)
        }
        if let owner { owners.append(owner) }
    }

    /// Drops the operations and what they held (storage is kept for the next frame). Not while a band
    /// replays.
    public func reset() {
        for i in 0..<count { Self.slot(i, in: table).deinitialize(count: 1) }
        count = 0
        publication.published.store(0, ordering: .releasing)
        publication.ended.store(true, ordering: .releasing)
        owners.removeAll(keepingCapacity: true)
        for image in images { pixman_image_unref(image) }
        images.removeAll(keepingCapacity: true)
    }

    /// Runs every operation on `band`'s rows only (after recording has ended).
    public func replay(on band: DisplayListBand) {
        band.begin()
        _ = replayPublished(on: band)
        band.end()
    }

    /// Runs the operations published since `band`'s last call on its rows (the band between `begin()` and
    /// `end()`), from any thread while recording goes on; returns how many it ran. Once `isRecording` has
    /// read false, one call runs every operation left.
    public func replayPublished(on band: DisplayListBand) -> Int {
        let n = publication.published.load(ordering: .acquiring)
        let first = band.position
        if first >= n { return 0 }
        let chunks = sharedTable.load(ordering: .acquiring)
        for i in first..<n { run(Self.slot(i, in: chunks).pointee, on: band) }
        band.position = n
        return n - first
    }

    /// Whether operations may still be appended (between `Canvas.beginRecording` and `endRecording`).
    public var isRecording: Bool { !publication.ended.load(ordering: .acquiring) }

    /// How many operations are published now.
    public var publishedCount: Int { publication.published.load(ordering: .acquiring) }

    private func run(_ op: Op, on band: DisplayListBand) {
        switch op {
        case .clip(let box):
            band.setClip(box)
        case .fill(let op, let color, let box):
            var c = color
            let b = box.intersection(band.clip)
            if b.isEmpty { return }
            if PixelCopy.fill(op, color, b, clip: band.clip, into: band.image) { return }
            var pb = pixman_box32_t(x1: Int32(b.x), y1: Int32(b.y), x2: Int32(b.x + b.width), y2: Int32(b.y + b.height))
            band.applyPendingClip()
            pixman_image_fill_boxes(op, band.image, &c, 1, &pb)
        case .composite(let op, let source, let mask, let plain, let sx, let sy, let mx, let my, let box):
            if box.intersection(band.clip).isEmpty { return }
            if PixelCopy.copy(
                op, from: source, plain: plain, sx: sx, sy: sy, to: box, clip: band.clip, into: band.image)
            {
                return
            }
            band.applyPendingClip()
            pixman_image_composite32(
                op, source, mask, band.image, Int32(sx), Int32(sy), Int32(mx), Int32(my), Int32(box.x), Int32(box.y),
                Int32(box.width), Int32(box.height))
        case .sampled(let op, let surface, let transform, let repeating, let other, let sampledIsMask, let box):
            if box.intersection(band.clip).isEmpty { return }
            let sampler = band.sampler(for: surface, transform: transform, repeating: repeating)
            let (source, mask) = sampledIsMask ? (other!, Optional(sampler)) : (sampler, other)
            band.applyPendingClip()
            pixman_image_composite32(
                op, source, mask, band.image, sampledIsMask ? 0 : Int32(box.x), sampledIsMask ? 0 : Int32(box.y),
                sampledIsMask ? Int32(box.x) : 0, sampledIsMask ? Int32(box.y) : 0, Int32(box.x), Int32(box.y),
                Int32(box.width), Int32(box.height))
        case .saveCorners(let saved, let depth):
            Canvas.saveCorners(saved, from: band.image, rows: band.rows, scratch: band.scratch(depth, like: saved))
        case .restoreCorners(let saved, let depth):
            band.applyPendingClip()
            Canvas.restoreCorners(
                saved, scratch: band.scratch(depth, like: saved), into: band.image, clip: band.clip)
        }
    }
}

/// One band of a surface for replaying display lists: its own pixman image over the surface's pixels (so
/// that its clip is its own), the rows it may write, and its own scratch surfaces and samplers. A band is
/// used by one thread at a time; bands of one surface write disjoint rows.
public final class DisplayListBand {
    /// The rows this band draws (set before each replay).
    public var rows: Range<Int>
    /// How many of the list's operations this band has run since `begin()`.
    var position = 0
    let image: OpaquePointer
    private let width: Int
    private let owner: Surface
    /// The current clip: the recorded clip cut to the band's rows.
    private(set) var clip = IntRect(x: 0, y: 0, width: 0, height: 0)
    private var clipIsPending = true
    private var scratches: [Surface] = []
    private var samplers: [(surface: Surface, image: OpaquePointer)] = []

    /// A band of `surface`'s rows `rows`.
    public init(surface: Surface, rows: Range<Int>) {
        self.rows = rows
        owner = surface
        width = surface.width
        image = pixman_image_create_bits(
            surface.format.pixman, Int32(surface.width), Int32(surface.height),
            surface.pixels.assumingMemoryBound(to: UInt32.self), Int32(surface.stride))!
        setClip(IntRect(x: 0, y: 0, width: surface.width, height: surface.height))
    }

    deinit {
        releaseSamplers()
        pixman_image_unref(image)
    }

    /// Readies the band for a replay of a list from its first operation.
    public func begin() {
        position = 0
        setClip(IntRect(x: 0, y: 0, width: width, height: rows.upperBound))
    }

    /// The band's replay is over: it lets go of its samplers.
    public func end() {
        releaseSamplers()
    }

    /// Sets the clip; it reaches the band's pixman image before the next pixman operation that draws into
    /// it (`applyPendingClip`): most clips of a frame change again before anything is drawn in this band's
    /// rows under them.
    func setClip(_ box: IntRect) {
        clip = box.intersection(IntRect(x: 0, y: rows.lowerBound, width: width, height: rows.count))
        clipIsPending = true
    }

    /// Sets the clip on the band's pixman image if it changed since it was last set.
    func applyPendingClip() {
        guard clipIsPending else { return }
        clipIsPending = false
        Canvas.setClip(clip, on: image)
    }

    /// This band's scratch surface for saved corners at nesting `depth`, as large as `saved` needs.
    func scratch(_ depth: Int, like saved: Canvas.SavedCorners) -> Surface {
        while scratches.count <= depth {
            scratches.append(Surface(width: saved.scratch.width, height: saved.scratch.height, format: .argb32))
        }
        if scratches[depth].width < saved.scratch.width || scratches[depth].height < saved.scratch.height {
            scratches[depth] = Surface(width: saved.scratch.width, height: saved.scratch.height, format: .argb32)
        }
        return scratches[depth]
    }

    /// A pixman image of this band's own over `surface`'s pixels, with `transform`: a band never changes an
    /// image another band reads.
    func sampler(for surface: Surface, transform: pixman_transform_t, repeating: pixman_repeat_t) -> OpaquePointer {
        let s: OpaquePointer
        if let existing = samplers.first(where: { $0.surface === surface }) {
            s = existing.image
        } else {
            s = pixman_image_create_bits(
                surface.format.pixman, Int32(surface.width), Int32(surface.height),
                surface.pixels.assumingMemoryBound(to: UInt32.self), Int32(surface.stride))!
            pixman_image_set_filter(s, PIXMAN_FILTER_BILINEAR, nil, 0)
            samplers.append((surface, s))
        }
        var t = transform
        pixman_image_set_transform(s, &t)
        pixman_image_set_repeat(s, repeating)
        return s
    }

    private func releaseSamplers() {
        for s in samplers { pixman_image_unref(s.image) }
        samplers.removeAll(keepingCapacity: true)
    }
}
