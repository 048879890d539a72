import CPixman
@_spi(RawPixman) import PanelGraphics
import PanelText

/// Glyph masks for the raw text, made through PanelText's public API so that they hold exactly the pixels
/// the renderer draws: each glyph is laid out alone, drawn into an a8 mask at each quarter-pixel phase and
/// trimmed to its ink. A raw text frame then composites these masks where the page's layout puts its glyphs.
final class GlyphAtlas {
    private struct Key: Hashable {
        var font: Font
        var index: UInt32
        var phase: Int
    }

    private struct Entry {
        var mask: Surface?
        var dx: Int
        var dy: Int
    }

    /// Quarter-pixel phases, as PanelText's default library renders.
    static let phases = 4
    let library: FontLibrary
    private var entries: [Key: Entry] = [:]
    private var scalars: [Font: [UInt32: Unicode.Scalar]] = [:]

    init(library: FontLibrary) {
        self.library = library
    }

    /// The raw run of `layout` drawn with its top-left corner at device point `origin`, in `color`.
    func run(_ layout: TextLayout, at origin: Point, color: Color, target: RawTarget) -> RawGlyphRun {
        let font = layout.style.font
        learnScalars(of: layout.text, font: font)
        var run = RawGlyphRun(glyphs: [], color: target.solid(color))
        let steps = Self.phases
        for g in layout.glyphs {
            let quarter = Int(((origin.x + g.position.x) * Double(steps)).rounded())
            let phase = ((quarter % steps) + steps) % steps
            let pixelX = (quarter - phase) / steps
            let pixelY = Int((origin.y + g.position.y).rounded())
            let e = entry(font: font, index: g.index, phase: phase)
            guard let mask = e.mask else { continue }
            run.glyphs.append(
                RawGlyphRun.Placed(
                    mask: mask.image, x: Int32(pixelX + e.dx), y: Int32(pixelY + e.dy), width: Int32(mask.width),
                    height: Int32(mask.height)))
        }
        return run
    }

    private func learnScalars(of text: String, font: Font) {
        var known = scalars[font] ?? [:]
        let seen = Set(known.values)
        for s in Set(text.unicodeScalars) where !seen.contains(s) && !s.properties.isWhitespace {
            let single = library.layout(String(s), style: TextStyle(font: font))
            if let g = single.glyphs.first { known[g.index] = s }
        }
        scalars[font] = known
    }

    private func entry(font: Font, index: UInt32, phase: Int) -> Entry {
        let key = Key(font: font, index: index, phase: phase)
        if let e = entries[key] { return e }
        var e = Entry(mask: nil, dx: 0, dy: 0)
        if let scalar = scalars[font]?[index] {
            e = render(scalar, font: font, phase: phase)
        }
        entries[key] = e
        // The masks outlive the entries dictionary's copies: keep them in `entries` for the atlas's life.
        return e
    }

    /// Draws `scalar` alone so that its pen lands on whole pixel (m, m) plus `phase` quarters, then trims.
    private func render(_ scalar: Unicode.Scalar, font: Font, phase: Int) -> Entry {
        let single = library.layout(String(scalar), style: TextStyle(font: font))
        guard let g = single.glyphs.first else { return Entry(mask: nil, dx: 0, dy: 0) }
        let m = Int(font.size * 2) + 4
        let canvas = Surface(width: 4 * m, height: 4 * m, format: .a8)
        let origin = Point(
            x: Double(m) + Double(phase) / Double(Self.phases) - g.position.x, y: Double(m) - g.position.y)
        single.draw(intoMask: canvas, at: origin)
        var x0 = canvas.width
        var y0 = canvas.height
        var x1 = -1
        var y1 = -1
        for y in 0..<canvas.height {
            let row = (canvas.pixels + y * canvas.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<canvas.width where row[x] != 0 {
                x0 = min(x0, x)
                x1 = max(x1, x)
                y0 = min(y0, y)
                y1 = max(y1, y)
            }
        }
        if x1 < 0 { return Entry(mask: nil, dx: 0, dy: 0) }
        let mask = Surface(width: x1 - x0 + 1, height: y1 - y0 + 1, format: .a8)
        pixman_image_composite32(
            PIXMAN_OP_SRC, canvas.image, nil, mask.image, Int32(x0), Int32(y0), 0, 0, 0, 0, Int32(mask.width),
            Int32(mask.height))
        return Entry(mask: mask, dx: x0 - m, dy: y0 - m)
    }
}
