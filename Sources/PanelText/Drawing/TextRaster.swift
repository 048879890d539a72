import PanelGraphics

/// A layout's cache of line bitmaps: for each line, one a8 mask per colour slot holding every glyph
/// (and underline) of that colour, and the line's colour glyphs, made for one subpixel position.
///
/// A steady frame then draws a line with one composite per colour instead of one per glyph. Bitmaps
/// are made on the second draw at the same subpixel position (a layout that moves by fractions of a
/// pixel every frame keeps drawing glyph by glyph), and dropped when the library empties its glyph
/// cache.
final class TextRaster {
    /// One colour slot's coverage on a line, its top-left corner relative to the layout's whole-pixel
    /// origin.
    struct Layer {
        var slot: Int
        var mask: Surface
        var x: Int
        var y: Int
    }

    /// A colour glyph's bitmap, its top-left corner relative to the layout's whole-pixel origin.
    struct ColorImage {
        var image: Surface
        var x: Int
        var y: Int
    }

    struct LineBitmap {
        var fx: Double
        var fy: Double
        var layers: [Layer]
        var colors: [ColorImage]
        /// Whether two of the line's glyphs or lines cover a pixel together. Where none does, compositing the
        /// bitmaps gives exactly the pixels the glyphs drawn one by one give, in any colour (each pixel takes
        /// one glyph's coverage either way), so translucent text draws from them too.
        var overlaps: Bool
    }

    /// A glyph's image and where its top-left pixel lands, relative to the layout's whole-pixel origin.
    struct PlacedGlyph {
        var image: Surface
        var x: Double
        var y: Double
        var slot: Int
    }

    /// A line's glyphs as placed at one subpixel position.
    struct LineGlyphs {
        var fx: Double
        var fy: Double
        var glyphs: [PlacedGlyph]
    }

    /// The most positions a line keeps bitmaps for.
    static let positionsPerLine = 2

    private var bitmaps: [[LineBitmap]] = []
    /// Per line, its glyphs' images and places at the positions it was drawn at glyph by glyph (a translucent
    /// line whose glyphs overlap, which is not drawn from its bitmap): a repeated draw then composites them
    /// without looking each glyph up in the library's cache (two hashed lookups per glyph).
    private var placements: [[LineGlyphs]] = []
    private var generation = -1
    private var lastPosition: (fx: Double, fy: Double)?

    /// Notes a draw at subpixel position (`fx`, `fy`) and says whether to draw from bitmaps: only when the
    /// previous draw was at the same position, with the library's glyph cache unchanged since (a frame
    /// that follows an emptied cache draws glyph by glyph, as the first one did).
    func shouldUseBitmaps(fx: Double, fy: Double, generation: Int, lineCount: Int) -> Bool {
        defer { lastPosition = (fx, fy) }
        if generation != self.generation || bitmaps.count != lineCount {
            bitmaps = Array(repeating: [], count: lineCount)
            placements = Array(repeating: [], count: lineCount)
            let changed = generation != self.generation && self.generation >= 0
            self.generation = generation
            if changed { return false }
        }
        guard let last = lastPosition else { return false }
        return last.fx == fx && last.fy == fy
    }

    /// Line `k`'s bitmap at (`fx`, `fy`), made with `make` on first use.
    func bitmap(line k: Int, fx: Double, fy: Double, make: () -> LineBitmap) -> LineBitmap {
        Self.entry(in: &bitmaps[k], matching: { $0.fx == fx && $0.fy == fy }, make: make)
    }

    /// Line `k`'s glyphs placed at (`fx`, `fy`), found with `make` on first use.
    func glyphs(line k: Int, fx: Double, fy: Double, make: () -> [PlacedGlyph]) -> [PlacedGlyph] {
        Self.entry(in: &placements[k], matching: { $0.fx == fx && $0.fy == fy }) {
            LineGlyphs(fx: fx, fy: fy, glyphs: make())
        }.glyphs
    }

    /// The entry of one line's `entries` that `matches` (its position), else one made with `make`; a line
    /// keeps entries for at most `positionsPerLine` positions.
    private static func entry<Entry>(in entries: inout [Entry], matching matches: (Entry) -> Bool, make: () -> Entry)
        -> Entry
    {
        if let found = entries.first(where: matches) { return found }
        if entries.count >= positionsPerLine { entries.removeAll() }
        let made = make()
        entries.append(made)
        return made
    }

    /// The number of lines' glyph placements held (for tests).
    var placementCount: Int { placements.reduce(0) { $0 + $1.count } }

    /// The number of line bitmaps held (for tests).
    var count: Int { bitmaps.reduce(0) { $0 + $1.count } }
}

extension TextLayout {
    /// Line `k`'s glyphs with the layout's top-left corner at device point `device`, placed relative to
    /// (`ix`, `iy`), its whole-pixel part.
    func placedGlyphs(_ k: Int, at device: Point, ix: Double, iy: Double) -> [TextRaster.PlacedGlyph] {
        var placed: [TextRaster.PlacedGlyph] = []
        forEachGlyphImage(inLine: k, at: device) { image, x, y, slot in
            placed.append(TextRaster.PlacedGlyph(image: image, x: Double(x) - ix, y: Double(y) - iy, slot: slot))
        }
        return placed
    }

    /// Line `k`'s bitmap for the layout at subpixel position (`fx`, `fy`) of a whole pixel.
    func makeLineBitmap(_ k: Int, fx: Double, fy: Double) -> TextRaster.LineBitmap {
        var placed: [Int: [(Surface, Int, Int)]] = [:]
        var colors: [TextRaster.ColorImage] = []
        var boxes: [Int: IntRect] = [:]
        let origin = Point(x: fx, y: fy)
        forEachGlyphImage(inLine: k, at: origin) { image, x, y, slot in
            if image.format != .a8 {
                colors.append(TextRaster.ColorImage(image: image, x: x, y: y))
                return
            }
            placed[slot, default: []].append((image, x, y))
            let box = IntRect(x: x, y: y, width: image.width, height: image.height)
            boxes[slot] = boxes[slot].map { $0.union(box) } ?? box
        }
        var rects: [Int: [IntRect]] = [:]
        forEachDecoration(inLine: k, at: origin) { rect, slot in
            rects[slot, default: []].append(rect)
            boxes[slot] = boxes[slot].map { $0.union(rect) } ?? rect
        }
        var layers: [TextRaster.Layer] = []
        for slot in boxes.keys.sorted() {
            guard let box = boxes[slot], !box.isEmpty else { continue }
            let mask = Surface(width: box.width, height: box.height, format: .a8)
            let canvas = Canvas(surface: mask)
            for (image, x, y) in placed[slot] ?? [] {
                canvas.drawMask(image, at: Point(x: Double(x - box.x), y: Double(y - box.y)), color: .white)
            }
            for rect in rects[slot] ?? [] {
                canvas.fill(
                    Rect(
                        x: Double(rect.x - box.x), y: Double(rect.y - box.y), width: Double(rect.width),
                        height: Double(rect.height)), color: .white)
            }
            layers.append(TextRaster.Layer(slot: slot, mask: mask, x: box.x, y: box.y))
        }
        return TextRaster.LineBitmap(
            fx: fx, fy: fy, layers: layers, colors: colors,
            overlaps: Self.overlap(placed.values.flatMap { $0 } + colors.map { ($0.image, $0.x, $0.y) }, rects))
    }

    /// Whether any pixel has coverage from two of `images` (each at its top-left corner) or of `rects`.
    static func overlap(_ images: [(Surface, Int, Int)], _ rects: [Int: [IntRect]]) -> Bool {
        let lines = rects.values.flatMap { $0 }
        let boxes = images.map { IntRect(x: $0.1, y: $0.2, width: $0.0.width, height: $0.0.height) } + lines
        guard let first = boxes.first else { return false }
        let all = boxes.reduce(first) { $0.union($1) }
        // One byte per pixel of the line, counting the glyphs and lines that cover it.
        var covered = [UInt8](repeating: 0, count: all.width * all.height)
        func mark(_ x: Int, _ y: Int) -> Bool {
            let i = (y - all.y) * all.width + (x - all.x)
            if covered[i] != 0 { return true }
            covered[i] = 1
            return false
        }
        for (image, left, top) in images {
            let a8 = image.format == .a8
            for y in 0..<image.height {
                let row = image.pixels + y * image.stride
                for x in 0..<image.width {
                    // Coverage: the a8 value, or a colour glyph's alpha (the top byte of its pixel).
                    let inked =
                        a8
                        ? row.load(fromByteOffset: x, as: UInt8.self) != 0
                        : row.load(fromByteOffset: 4 * x, as: UInt32.self) >> 24 != 0
                    if inked && mark(left + x, top + y) { return true }
                }
            }
        }
        for r in lines where !r.isEmpty {
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) where mark(x, y) { return true }
            }
        }
        return false
    }
}
