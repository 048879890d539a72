import CPixman
import PanelGraphics

/// Copies damaged parts of the UI's framebuffer (RAM) into a scanout buffer (write-combined memory),
/// rotating on the way: upright with pixman's SRC composite, rotated with `panel_copy_rotated32` (4x4
/// blocks transposed in registers). Both write the destination rows in order and never read them.
/// `DRMDisplay` presents through it; panel-bench times it on a mapped memfd.
public final class ScanoutCopy {
    public let rotation: DisplayRotation
    public let logicalWidth: Int
    public let logicalHeight: Int
    /// A second pixman image over the framebuffer's pixels, so the framebuffer's own image (which the UI's
    /// canvas clips) is left alone.
    private let source: OpaquePointer
    /// The framebuffer's pixels and its row length in pixels.
    private let pixels: UnsafeMutablePointer<UInt32>
    private let rowPixels: Int
    /// For a rotated display, in pixels of the framebuffer: the index of the logical pixel that physical
    /// pixel (0, 0) shows, and how far the logical pixel moves for one physical pixel right and one down.
    private let origin: Int
    private let stepX: Int
    private let stepY: Int

    /// A copier from `framebuffer` (the logical, unrotated frame) to buffers of the rotated size.
    public init(framebuffer: Surface, rotation: DisplayRotation) {
        self.rotation = rotation
        self.logicalWidth = framebuffer.width
        self.logicalHeight = framebuffer.height
        pixels = framebuffer.pixels.assumingMemoryBound(to: UInt32.self)
        rowPixels = framebuffer.stride / 4
        source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(framebuffer.width), Int32(framebuffer.height), pixels, Int32(framebuffer.stride))!
        // The logical pixel under physical pixel (px, py) is the one whose square holds the physical pixel's
        // centre mapped by the rotation (what pixman's nearest filter samples).
        let t = rotation.physicalToLogical(logicalWidth: Double(logicalWidth), logicalHeight: Double(logicalHeight))
        let x0 = Int((0.5 * t.a + 0.5 * t.c + t.tx).rounded(.down))
        let y0 = Int((0.5 * t.b + 0.5 * t.d + t.ty).rounded(.down))
        origin = y0 * rowPixels + x0
        stepX = Int(t.a) + Int(t.b) * rowPixels
        stepY = Int(t.c) + Int(t.d) * rowPixels
    }

    /// A pixman image over each buffer copied into upright, kept so that presenting allocates nothing (a display
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
        let bounds = IntRect(x: 0, y: 0, width: logicalWidth, height: logicalHeight)
        var rows = 0
        for r in region.rects {
            let clipped = r.intersection(bounds)
            if clipped.isEmpty { continue }
            let p = rotation.physicalRect(clipped, logicalWidth: logicalWidth, logicalHeight: logicalHeight)
            if rotation == .none {
                guard let dest = destination(for: buffer) else { return rows }
                pixman_image_composite32(
                    PIXMAN_OP_SRC, source, nil, dest, Int32(p.x), Int32(p.y), 0, 0, Int32(p.x), Int32(p.y),
                    Int32(p.width), Int32(p.height))
            } else {
                let target = buffer.pixels.assumingMemoryBound(to: UInt32.self) + p.y * (buffer.pitch / 4) + p.x
                panel_copy_rotated32(
                    target, buffer.pitch / 4, Int32(p.width), Int32(p.height),
                    pixels + origin + p.x * stepX + p.y * stepY, stepX, stepY)
            }
            rows += p.height
        }
        return rows
    }
}
