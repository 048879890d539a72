import CPixman
import Testing

@_spi(RawPixman) @testable import PanelGraphics

/// A rounded clip drawn in place puts its corners right with `panel_restore_corner` (dest × m + saved ×
/// (1 − m), per channel): the pixels must be exactly those of pixman's IN_REVERSE of the coverage followed
/// by ADD of the saved corner through the inverse, which it replaces, under the same clip.
@Suite struct RoundedCornerRestoreTests {
    /// Pixels with every byte varied, alpha included, so that every channel's arithmetic shows.
    func scramble(_ s: Surface, seed: UInt32) {
        for y in 0..<s.height {
            for x in 0..<s.width {
                let v = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40_503) ^ (x &* y))
                s.setPixel(x: x, y: y, v ^ seed)
            }
        }
    }

    @Test(arguments: [4.0, 13.5, 30])
    func cornersAreWhatPixmansTwoOperationsWrite(radius: Double) {
        let box = IntRect(x: 5, y: 3, width: 60, height: 40)
        let masks = RasterCache().roundedMasks(width: box.width, height: box.height, radii: CornerRadii(all: radius))
        let side = min(Int(masks.radii.topLeft.rounded(.up)), box.width, box.height)
        let scratch = Surface(width: 4 * side, height: side, format: .argb32)
        scramble(scratch, seed: 0x5A5A_A5A5)
        let saved = Canvas.SavedCorners(
            box: box, sides: (side, side, side, side), masks: masks, scratch: scratch, slot: side)
        for clip in [
            IntRect(x: 0, y: 0, width: 80, height: 50), IntRect(x: 0, y: 10, width: 80, height: 25),
            IntRect(x: 9, y: 0, width: 50, height: 6),
        ] {
            let fast = Surface(width: 80, height: 50, format: .argb32)
            let reference = Surface(width: 80, height: 50, format: .argb32)
            scramble(fast, seed: 0x1234_5678)
            scramble(reference, seed: 0x1234_5678)
            Canvas.setClip(clip, on: fast.image)
            Canvas.restoreCorners(saved, scratch: scratch, into: fast.image, clip: clip)
            Canvas.setClip(clip, on: reference.image)
            for k in 0..<4 {
                let (ox, oy, n) = Canvas.corner(k, of: saved)
                let mx = Int32(ox - box.x)
                let my = Int32(oy - box.y)
                pixman_image_composite32(
                    PIXMAN_OP_IN_REVERSE, masks.coverage.image, nil, reference.image, mx, my, 0, 0, Int32(ox),
                    Int32(oy), Int32(n), Int32(n))
                pixman_image_composite32(
                    PIXMAN_OP_ADD, scratch.image, masks.inverse.image, reference.image, Int32(k * side), 0, mx, my,
                    Int32(ox), Int32(oy), Int32(n), Int32(n))
            }
            var differing = 0
            var first = ""
            for y in 0..<50 {
                for x in 0..<80 where fast.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
                    if differing == 0 {
                        let (a, b) = (fast.pixel(x: x, y: y), reference.pixel(x: x, y: y))
                        first = "(\(x), \(y)): \(String(a, radix: 16)) against pixman's \(String(b, radix: 16))"
                    }
                    differing += 1
                }
            }
            #expect(differing == 0, "radius \(radius) clip \(clip): \(differing) pixels differ, first \(first)")
        }
    }

    /// Corners are saved by copying the pixels under them, as pixman's SRC would, also for a clip box that
    /// runs off the surface's edges (a card half off the screen) and for a band's rows only: what lies
    /// inside the surface (and the rows) is saved unchanged.
    @Test func savedCornersAreThePixelsUnderThem() {
        let frame = Surface(width: 80, height: 50, format: .argb32)
        scramble(frame, seed: 0x0F0F_F0F0)
        for (box, rows) in [
            (IntRect(x: 5, y: 3, width: 60, height: 40), nil), (IntRect(x: -9, y: -4, width: 40, height: 30), nil),
            (IntRect(x: 55, y: 30, width: 40, height: 30), nil), (IntRect(x: 5, y: 3, width: 60, height: 40), 10..<30),
        ] as [(IntRect, Range<Int>?)] {
            let masks = RasterCache().roundedMasks(width: box.width, height: box.height, radii: CornerRadii(all: 12))
            let side = 12
            let fast = Surface(width: 4 * side, height: side, format: .argb32)
            let saved = Canvas.SavedCorners(
                box: box, sides: (side, side, side, side), masks: masks, scratch: fast, slot: side)
            Canvas.saveCorners(saved, from: frame.image, rows: rows)
            var wrong = 0
            for k in 0..<4 {
                let (ox, oy, n) = Canvas.corner(k, of: saved)
                for y in oy..<(oy + n) where y >= 0 && y < 50 && (rows?.contains(y) ?? true) {
                    for x in ox..<(ox + n) where x >= 0 && x < 80 {
                        let got = fast.pixel(x: k * side + x - ox, y: y - oy)
                        if got != frame.pixel(x: x, y: y) { wrong += 1 }
                    }
                }
            }
            #expect(wrong == 0, "box \(box) rows \(String(describing: rows)): \(wrong) pixels differ")
        }
    }
}
