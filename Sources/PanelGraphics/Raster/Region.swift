/// A set of pixel rectangles, used for damage: y-x banded as pixman keeps its regions (rows of rectangles
/// of equal height, sorted by y then x, none overlapping or touching along a row, and a band merged with
/// the band above it when their rectangles line up), so that two regions covering the same pixels are equal.
///
/// A region of up to `inlineCapacity` rectangles is stored inline and its operations work in stack
/// memory: damage tracking in a steady frame (a few rectangles a frame) makes no heap allocation.
public struct Region: Sendable, Equatable, CustomStringConvertible {
    /// Rectangles held without a heap allocation.
    public static let inlineCapacity = 8

    private typealias Inline = (IntRect, IntRect, IntRect, IntRect, IntRect, IntRect, IntRect, IntRect)
    private static let zeroRect = IntRect(x: 0, y: 0, width: 0, height: 0)
    private static let emptyInline: Inline = (
        zeroRect, zeroRect, zeroRect, zeroRect, zeroRect, zeroRect, zeroRect, zeroRect
    )

    private var count = 0
    private var inline: Inline = Region.emptyInline
    /// The rectangles when there are more than `inlineCapacity`.
    private var overflow: [IntRect] = []

    public init() {}

    public init(_ rect: IntRect) {
        if !rect.isEmpty {
            count = 1
            inline.0 = rect
        }
    }

    /// The pixel rect covering `rect` (rounded outwards).
    public init(_ rect: Rect) {
        self.init(IntRect(covering: rect))
    }

    /// The y-x banded rectangles.
    public var rects: Rects { Rects(region: self) }

    /// The rectangles of a region, in band order.
    public struct Rects: RandomAccessCollection, Sendable {
        let region: Region
        public var startIndex: Int { 0 }
        public var endIndex: Int { region.count }
        public subscript(i: Int) -> IntRect { region.rect(at: i) }
    }

    public var isEmpty: Bool { count == 0 }

    public var bounds: IntRect {
        guard count > 0 else { return Region.zeroRect }
        var b = rect(at: 0)
        for i in 1..<count { b = b.union(rect(at: i)) }
        return b
    }

    /// Total pixel area.
    public var area: Int {
        var a = 0
        for i in 0..<count {
            let r = rect(at: i)
            a += r.width * r.height
        }
        return a
    }

    public mutating func formUnion(_ rect: IntRect) {
        if rect.isEmpty { return }
        if count == 0 {
            self = Region(rect)
            return
        }
        // Already inside one rectangle: nothing changes (a page that moves under full-screen damage).
        for i in 0..<count where self.rect(at: i).contains(rect) { return }
        if rect.contains(bounds) {
            self = Region(rect)
            return
        }
        // One rectangle and another on the same rows beside it, or on the same columns above or below it,
        // overlapping or touching: their union is one rectangle (a page that slides, the page beside it),
        // made without the band sweep.
        if count == 1 {
            let a = inline.0
            if (a.y == rect.y && a.height == rect.height && rect.x <= a.x + a.width && a.x <= rect.x + rect.width)
                || (a.x == rect.x && a.width == rect.width && rect.y <= a.y + a.height && a.y <= rect.y + rect.height)
            {
                self = Region(a.union(rect))
                return
            }
        }
        self = Region.combine(self, Region(rect), .union)
    }

    /// Adds `rect` as damage: as `formUnion`, except that when the bounding box of the region and `rect` is
    /// no larger than their two areas together (they overlap, as a view moved by a few pixels does with where
    /// it was), the region becomes that one box. Drawing the few pixels more costs less than a band sweep and
    /// a renderer pass for each band; LVGL joins invalidated areas by the same rule.
    public mutating func formDamageUnion(_ rect: IntRect) {
        if rect.isEmpty { return }
        if count > 0 {
            let box = bounds.union(rect)
            if box.width * box.height <= area + rect.width * rect.height {
                self = Region(box)
                return
            }
        }
        formUnion(rect)
    }

    public mutating func formUnion(_ other: Region) {
        if other.isEmpty { return }
        if isEmpty {
            self = other
            return
        }
        if other.count == 1 {
            formUnion(other.inline.0)
            return
        }
        self = Region.combine(self, other, .union)
    }

    public func union(_ other: Region) -> Region { Region.combine(self, other, .union) }
    public func intersection(_ other: Region) -> Region { Region.combine(self, other, .intersection) }
    public func subtracting(_ other: Region) -> Region { Region.combine(self, other, .subtraction) }

    public func intersection(_ rect: IntRect) -> Region {
        // Inside the rectangle already (damage inside the screen): the region itself.
        if count > 0 && rect.contains(bounds) { return self }
        return intersection(Region(rect))
    }

    public func contains(x: Int, y: Int) -> Bool {
        for i in 0..<count {
            let r = rect(at: i)
            if x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height { return true }
        }
        return false
    }

    public var description: String { "Region\(Array(rects))" }

    public static func == (a: Region, b: Region) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a.rect(at: i) != b.rect(at: i) { return false }
        return true
    }

    // MARK: Storage

    private func rect(at i: Int) -> IntRect {
        if count > Region.inlineCapacity { return overflow[i] }
        return withUnsafeBytes(of: inline) {
            $0.load(fromByteOffset: i * MemoryLayout<IntRect>.stride, as: IntRect.self)
        }
    }

    /// A region of the rectangles in `buffer` (already banded).
    private init(banded buffer: UnsafeMutableBufferPointer<IntRect>, count n: Int) {
        count = n
        if n > Region.inlineCapacity {
            overflow = Array(buffer[0..<n])
            return
        }
        withUnsafeMutableBytes(of: &inline) { raw in
            for i in 0..<n {
                raw.storeBytes(of: buffer[i], toByteOffset: i * MemoryLayout<IntRect>.stride, as: IntRect.self)
            }
        }
    }

    // MARK: Set operations

    private enum Operation {
        case union, intersection, subtraction

        func keeps(_ inA: Bool, _ inB: Bool) -> Bool {
            switch self {
            case .union: return inA || inB
            case .intersection: return inA && inB
            case .subtraction: return inA && !inB
            }
        }
    }

    /// `a` op `b`, band by band: the y edges of both cut the plane into bands; in each band the x edges of
    /// the rectangles crossing it cut it into spans, each kept or not by the operation; a band whose spans
    /// equal the band above's, and that touches it, extends it. Scratch space is on the stack for regions
    /// of a few rectangles (no heap allocation); many rectangles take a heap buffer.
    private static func combine(_ a: Region, _ b: Region, _ op: Operation) -> Region {
        if a.count + b.count == 0 { return Region() }
        // 24 rectangles (768 bytes) stay under the size the standard library keeps on the stack.
        if let r = withUnsafeTemporaryAllocation(of: IntRect.self, capacity: 24, { combine(a, b, op, out: $0) }) {
            return r
        }
        var capacity = 256
        while true {
            let r = withUnsafeTemporaryAllocation(of: IntRect.self, capacity: capacity) { combine(a, b, op, out: $0) }
            if let r { return r }
            capacity *= 4
        }
    }

    /// Inserts `v` into the sorted `buffer[0..<n]` unless it is there.
    private static func insertSorted(_ v: Int, into buffer: UnsafeMutableBufferPointer<Int>, count n: inout Int) {
        var i = n
        while i > 0 && buffer[i - 1] > v { i -= 1 }
        if i > 0 && buffer[i - 1] == v { return }
        var k = n
        while k > i {
            buffer[k] = buffer[k - 1]
            k -= 1
        }
        buffer[i] = v
        n += 1
    }

    /// The index range of `region`'s rectangles crossing the band [y0, y1): one band of a banded region.
    private static func crossing(_ region: Region, _ y0: Int, _ y1: Int) -> Range<Int> {
        var start = 0
        while start < region.count {
            let r = region.rect(at: start)
            if r.y <= y0 && r.y + r.height >= y1 { break }
            start += 1
        }
        var end = start
        while end < region.count {
            let r = region.rect(at: end)
            if !(r.y <= y0 && r.y + r.height >= y1) { break }
            end += 1
        }
        return start..<end
    }

    /// `a` op `b` into `out`; nil when `out` is too small.
    private static func combine(_ a: Region, _ b: Region, _ op: Operation, out: UnsafeMutableBufferPointer<IntRect>)
        -> Region?
    {
        let edges = 2 * (a.count + b.count)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: edges) { ys -> Region? in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: edges) { xs -> Region? in
                var ny = 0
                for r in a.rects {
                    insertSorted(r.y, into: ys, count: &ny)
                    insertSorted(r.y + r.height, into: ys, count: &ny)
                }
                for r in b.rects {
                    insertSorted(r.y, into: ys, count: &ny)
                    insertSorted(r.y + r.height, into: ys, count: &ny)
                }
                var count = 0
                // The band above's rectangles are out[previousStart..<count] while it touches this one.
                var previousStart = 0
                var previousBottom = Int.min
                var band = 0
                while band + 1 < ny {
                    let y0 = ys[band]
                    let y1 = ys[band + 1]
                    band += 1
                    let inA = crossing(a, y0, y1)
                    let inB = crossing(b, y0, y1)
                    var nx = 0
                    for i in inA {
                        let r = a.rect(at: i)
                        insertSorted(r.x, into: xs, count: &nx)
                        insertSorted(r.x + r.width, into: xs, count: &nx)
                    }
                    for i in inB {
                        let r = b.rect(at: i)
                        insertSorted(r.x, into: xs, count: &nx)
                        insertSorted(r.x + r.width, into: xs, count: &nx)
                    }
                    let bandStart = count
                    var open: Int?
                    var pa = inA.lowerBound
                    var pb = inB.lowerBound
                    var s = 0
                    while s + 1 < nx {
                        let x0 = xs[s]
                        s += 1
                        // The band's rectangles of each region are sorted by x and apart: walk them along.
                        while pa < inA.upperBound && a.rect(at: pa).x + a.rect(at: pa).width <= x0 { pa += 1 }
                        while pb < inB.upperBound && b.rect(at: pb).x + b.rect(at: pb).width <= x0 { pb += 1 }
                        let coveredA = pa < inA.upperBound && a.rect(at: pa).x <= x0
                        let coveredB = pb < inB.upperBound && b.rect(at: pb).x <= x0
                        if op.keeps(coveredA, coveredB) {
                            if open == nil { open = x0 }
                        } else if let start = open {
                            if count == out.count { return nil }
                            out[count] = IntRect(x: start, y: y0, width: x0 - start, height: y1 - y0)
                            count += 1
                            open = nil
                        }
                    }
                    if let start = open {
                        if count == out.count { return nil }
                        out[count] = IntRect(x: start, y: y0, width: xs[nx - 1] - start, height: y1 - y0)
                        count += 1
                    }
                    if count == bandStart { continue }
                    let spans = count - bandStart
                    if previousBottom == y0 && bandStart - previousStart == spans {
                        var same = true
                        for k in 0..<spans
                        where out[previousStart + k].x != out[bandStart + k].x
                            || out[previousStart + k].width != out[bandStart + k].width
                        {
                            same = false
                            break
                        }
                        if same {
                            for k in 0..<spans { out[previousStart + k].height += y1 - y0 }
                            count = bandStart
                            previousBottom = y1
                            continue
                        }
                    }
                    previousStart = bandStart
                    previousBottom = y1
                }
                return Region(banded: out, count: count)
            }
        }
    }
}

/// A rectangle of whole pixels.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest pixel rect containing `rect`; empty for a null or empty rect.
    public init(covering rect: Rect) {
        self.init(rounding: rect, start: .down, end: .up)
    }

    /// The largest pixel rect inside `rect` (the whole pixels it covers entirely); empty when there is none.
    public init(inside rect: Rect) {
        self.init(rounding: rect, start: .up, end: .down)
    }

    /// `rect`'s edges moved onto whole pixels: its left and top edges by `start`, its right and bottom
    /// edges by `end`; empty for a null or empty rect, or when nothing is left between them. Inlined into
    /// both callers, so that each rounds by a constant rule (a floor or a ceiling) rather than switching on
    /// the rule four times a call: a damage pass and a frame's drawing make a dozen or more of these.
    @inline(__always)
    private init(rounding rect: Rect, start: FloatingPointRoundingRule, end: FloatingPointRoundingRule) {
        if rect.isEmpty || !rect.minX.isFinite || !rect.minY.isFinite {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(rect.minX.rounded(start))
        let y0 = Int(rect.minY.rounded(start))
        self.init(
            x: x0, y: y0, width: max(0, Int(rect.maxX.rounded(end)) - x0),
            height: max(0, Int(rect.maxY.rounded(end)) - y0))
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x)
        let y0 = min(y, o.y)
        return IntRect(
            x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }

    public func intersection(_ o: IntRect) -> IntRect {
        let x0 = max(x, o.x)
        let y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width)
        let y1 = min(y + height, o.y + o.height)
        return x1 <= x0 || y1 <= y0
            ? IntRect(x: 0, y: 0, width: 0, height: 0) : IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Calls `body` with each non-empty part of this rect outside `inner` (a rect inside it): the band above
    /// it, the band below, then the parts beside it on its left and right.
    public func forEachPiece(outside inner: IntRect, _ body: (IntRect) -> Void) {
        let bottom = y + height
        let innerBottom = inner.y + inner.height
        let right = x + width
        let innerRight = inner.x + inner.width
        if inner.y > y { body(IntRect(x: x, y: y, width: width, height: inner.y - y)) }
        if innerBottom < bottom { body(IntRect(x: x, y: innerBottom, width: width, height: bottom - innerBottom)) }
        if inner.x > x { body(IntRect(x: x, y: inner.y, width: inner.x - x, height: inner.height)) }
        if innerRight < right {
            body(IntRect(x: innerRight, y: inner.y, width: right - innerRight, height: inner.height))
        }
    }

    /// Whether every pixel of `o` is in this rect (an empty `o` is in every rect).
    public func contains(_ o: IntRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.x + o.width <= x + width && o.y + o.height <= y + height)
    }

    public var description: String { "[\(x),\(y) \(width)x\(height)]" }
}
