import CPixman

/// A set of pixel rectangles on pixman_region32, used for damage.
public struct Region: Sendable, Equatable, CustomStringConvertible {
    /// The y-x banded rectangles, as pixman keeps them.
    public private(set) var rects: [IntRect]

    public init() { rects = [] }

    public init(_ rect: IntRect) {
        rects = rect.isEmpty ? [] : [rect]
    }

    /// The pixel rect covering `rect` (rounded outwards).
    public init(_ rect: Rect) {
        self.init(IntRect(covering: rect))
    }

    public var isEmpty: Bool { rects.isEmpty }

    public var bounds: IntRect {
        rects.dropFirst().reduce(rects.first ?? IntRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    /// Total pixel area.
    public var area: Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    public mutating func formUnion(_ rect: IntRect) {
        if rect.isEmpty { return }
        self = combine(Region(rect), pixman_region32_union)
    }

    public mutating func formUnion(_ other: Region) {
        if other.isEmpty { return }
        self = combine(other, pixman_region32_union)
    }

    public func union(_ other: Region) -> Region { combine(other, pixman_region32_union) }
    public func intersection(_ other: Region) -> Region { combine(other, pixman_region32_intersect) }
    public func subtracting(_ other: Region) -> Region { combine(other, pixman_region32_subtract) }

    public func intersection(_ rect: IntRect) -> Region { intersection(Region(rect)) }

    public func contains(x: Int, y: Int) -> Bool {
        rects.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
    }

    public var description: String { "Region\(rects)" }

    private typealias Op = (
        UnsafeMutablePointer<pixman_region32_t>?, UnsafePointer<pixman_region32_t>?,
        UnsafePointer<pixman_region32_t>?
    ) -> pixman_bool_t

    private func combine(_ other: Region, _ op: Op) -> Region {
        var a = pixman_region32_t()
        var b = pixman_region32_t()
        var out = pixman_region32_t()
        Self.fill(&a, rects)
        Self.fill(&b, other.rects)
        pixman_region32_init(&out)
        _ = op(&out, &a, &b)
        var result = Region()
        var n: Int32 = 0
        if let boxes = pixman_region32_rectangles(&out, &n) {
            result.rects.reserveCapacity(Int(n))
            for i in 0..<Int(n) {
                let bx = boxes[i]
                result.rects.append(
                    IntRect(x: Int(bx.x1), y: Int(bx.y1), width: Int(bx.x2 - bx.x1), height: Int(bx.y2 - bx.y1)))
            }
        }
        pixman_region32_fini(&a)
        pixman_region32_fini(&b)
        pixman_region32_fini(&out)
        return result
    }

    private static func fill(_ r: inout pixman_region32_t, _ rects: [IntRect]) {
        var boxes = rects.map {
            pixman_box32_t(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.x + $0.width), y2: Int32($0.y + $0.height))
        }
        pixman_region32_init_rects(&r, &boxes, Int32(boxes.count))
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
        if rect.isEmpty || !rect.minX.isFinite || !rect.minY.isFinite {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(rect.minX.rounded(.down))
        let y0 = Int(rect.minY.rounded(.down))
        self.init(x: x0, y: y0, width: Int(rect.maxX.rounded(.up)) - x0, height: Int(rect.maxY.rounded(.up)) - y0)
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

    public var description: String { "[\(x),\(y) \(width)x\(height)]" }
}
