import PanelGraphics

extension TextLayout {
    /// Calls `body` with each glyph's image and the device pixel of the image's top-left corner, for
    /// the layout placed with its top-left corner at device point `origin`.
    ///
    /// Glyph origins snap to a quarter pixel across (each quarter has its own cached image) and a
    /// whole pixel down, so text is crisp and evenly spaced wherever it lands. Glyphs without ink are
    /// skipped, and so are lines outside `visibleRows` (device rows) when given. Cached glyphs cost no
    /// FreeType call.
    func forEachGlyphImage(at origin: Point, visibleRows: Range<Int>? = nil, _ body: (Surface, Int, Int) -> Void) {
        let library = self.library
        let font = style.font
        let record = library.record(font.face)
        let size26 = font.size26
        let capHeight = font.capHeight
        let steps = library.subpixelSteps
        // Ink can reach past the line box (accents, descenders, tall glyphs): cull with a margin.
        let margin = font.size
        for line in lines {
            if let rows = visibleRows {
                let top = origin.y + line.frame.minY - margin
                let bottom = origin.y + line.frame.maxY + margin
                if bottom < Double(rows.lowerBound) || top > Double(rows.upperBound) { continue }
            }
            for g in line.glyphRange {
                let glyph = glyphs[g]
                let entry = library.glyph(record, size26: size26, index: glyph.index)
                if entry.isBlank { continue }
                let quarter = Int(((origin.x + glyph.position.x) * Double(steps)).rounded())
                let phase = ((quarter % steps) + steps) % steps
                let pixelX = (quarter - phase) / steps
                let pixelY = Int((origin.y + glyph.position.y).rounded())
                let image = library.image(entry, index: glyph.index, size26: size26, capHeight: capHeight, phase: phase)
                guard let mask = image.mask else { continue }
                body(mask, pixelX + image.left, pixelY - image.top)
            }
        }
    }

    /// Adds the layout's coverage to an a8 `mask`, its top-left corner at `origin` in the mask's pixels.
    ///
    /// Coverage combines as OVER does (`a + b − a·b`), and is clipped to the mask. Useful to cache a
    /// paragraph as one mask, or to look at text without a canvas.
    public func draw(intoMask mask: Surface, at origin: Point = .zero) {
        precondition(mask.format == .a8, "draw(intoMask:) needs an a8 surface")
        forEachGlyphImage(at: origin) { image, left, top in
            let x0 = max(0, left)
            let x1 = min(mask.width, left + image.width)
            let y0 = max(0, top)
            let y1 = min(mask.height, top + image.height)
            guard x0 < x1, y0 < y1 else { return }
            for y in y0..<y1 {
                let source = image.pixels + (y - top) * image.stride + (x0 - left)
                let target = mask.pixels + y * mask.stride + x0
                for x in 0..<(x1 - x0) {
                    let s = UInt32(source.load(fromByteOffset: x, as: UInt8.self))
                    if s == 0 { continue }
                    let d = UInt32(target.load(fromByteOffset: x, as: UInt8.self))
                    let value = s + (d * (255 - s) + 127) / 255
                    target.storeBytes(of: UInt8(min(value, 255)), toByteOffset: x, as: UInt8.self)
                }
            }
        }
    }
}
