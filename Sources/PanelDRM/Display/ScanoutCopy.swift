import CPixman
import PanelGraphics

/// Copies damaged parts of the UI's framebuffer (RAM) into a scanout buffer (write-combined memory),
/// rotating on the way: upright with `panel_copy_rows` (one `rep movsb` for a whole frame where that is
/// the faster, else pixman's row copy), rotated with `panel_copy_rotated32` (4x4 blocks transposed in
/// registers). Both write the destination rows in order and never read them.
/// `DRMDisplay` presents through it; panel-bench times it on a mapped memfd.
public final class ScanoutCopy {
    public let rotation: DisplayRotation
    public let logicalWidth: Int
    public let logicalHeight: Int
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
        // The logical pixel under physical pixel (px, py) is the one whose square holds the physical pixel's
        // centre mapped by the rotation (what pixman's nearest filter samples).
        let t = rotation.physicalToLogical(logicalWidth: Double(logicalWidth), logicalHeight: Double(logicalHeight))
        let x0 = Int((0.5 * t.a + 0.5 * t.c + t.tx).rounded(.down))
        let y0 = Int((0.5 * t.b + 0.5 * t.d + t.ty).rounded(.down))
        origin = y0 * rowPixels + x0
        stepX = Int(t.a) + Int(t.b) * rowPixels
        stepY = Int(t.c) + Int(t.d) * rowPixels
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
                // The framebuffer's bytes as they are (pixman's SRC from a8r8g8b8 to x8r8g8b8 copies them
                // unchanged too), in one `rep movsb` when the rows lie end to end in both (a whole frame).
                panel_copy_rows(
                    buffer.pixels + p.y * buffer.pitch + p.x * 4, buffer.pitch,
                    UnsafeRawPointer(pixels + p.y * rowPixels + p.x), rowPixels * 4, p.width * 4, p.height)
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
