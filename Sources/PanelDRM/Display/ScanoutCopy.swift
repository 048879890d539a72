import CPixman
import PanelGraphics

/// Copies damaged parts of the UI's framebuffer (RAM) into a scanout buffer (write-combined memory),
/// rotating on the way, with pixman's SRC composite: it writes the destination rows in order and never
/// reads them. `DRMDisplay` presents through it; panel-bench times it on a mapped memfd.
public final class ScanoutCopy {
    public let rotation: DisplayRotation
    public let logicalWidth: Int
    public let logicalHeight: Int
    /// A second pixman image over the framebuffer's pixels, carrying the rotation transform, so the
    /// framebuffer's own image (which the UI's canvas clips) is left alone.
    private let source: OpaquePointer

    /// A copier from `framebuffer` (the logical, unrotated frame) to buffers of the rotated size.
    public init(framebuffer: Surface, rotation: DisplayRotation) {
        self.rotation = rotation
        self.logicalWidth = framebuffer.width
        self.logicalHeight = framebuffer.height
        source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(framebuffer.width), Int32(framebuffer.height),
            framebuffer.pixels.assumingMemoryBound(to: UInt32.self), Int32(framebuffer.stride))!
        if rotation != .none {
            let t = rotation.physicalToLogical(logicalWidth: Double(logicalWidth), logicalHeight: Double(logicalHeight))
            func f(_ v: Double) -> pixman_fixed_t { pixman_fixed_t(v * 65536) }
            var m = pixman_transform_t(
                matrix: ((f(t.a), f(t.c), f(t.tx)), (f(t.b), f(t.d), f(t.ty)), (0, 0, f(1))))
            pixman_image_set_transform(source, &m)
            pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
        }
    }

    /// A pixman image over each buffer copied into, kept so that presenting allocates nothing (a display
    /// has two buffers; one that is gone is replaced when another is mapped in its place).
    private var destinations: [(buffer: ScanoutBuffer, image: OpaquePointer)] = []

    deinit {
        pixman_image_unref(source)
        for d in destinations { pixman_image_unref(d.image) }
    }

    private func destination(for buffer: ScanoutBuffer) -> OpaquePointer? {
        if let d = destinations.first(where: { $0.buffer == buffer }) { return d.image }
        guard
            let image = pixman_image_create_bits(
                PIXMAN_x8r8g8b8, Int32(buffer.width), Int32(buffer.height),
                buffer.pixels.assumingMemoryBound(to: UInt32.self), Int32(buffer.pitch))
        else { return nil }
        if let i = destinations.firstIndex(where: { $0.buffer.pixels == buffer.pixels }) {
            pixman_image_unref(destinations[i].image)
            destinations.remove(at: i)
        }
        if destinations.count >= 4 {
            pixman_image_unref(destinations[0].image)
            destinations.removeFirst()
        }
        destinations.append((buffer, image))
        return image
    }

    /// Copies `region` (logical pixels) into `buffer`, whose size is the physical (rotated) size.
    /// - Returns: the number of physical rows written (for statistics).
    @discardableResult
    public func copy(_ region: Region, into buffer: ScanoutBuffer) -> Int {
        guard let dest = destination(for: buffer) else { return 0 }
        let bounds = IntRect(x: 0, y: 0, width: logicalWidth, height: logicalHeight)
        var rows = 0
        for r in region.rects {
            let clipped = r.intersection(bounds)
            if clipped.isEmpty { continue }
            let p = rotation.physicalRect(clipped, logicalWidth: logicalWidth, logicalHeight: logicalHeight)
            // With a transform on the source, pixman samples source(transform(dest pixel)); the offsets cancel.
            pixman_image_composite32(
                PIXMAN_OP_SRC, source, nil, dest, Int32(p.x), Int32(p.y), 0, 0, Int32(p.x), Int32(p.y),
                Int32(p.width), Int32(p.height))
            rows += p.height
        }
        return rows
    }
}
