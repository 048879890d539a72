import PanelGraphics

extension TextLayout {
    /// Calls `body` with each glyph's image, the device pixel of the image's top-left corner and the
    /// glyph's colour slot, for the layout placed with its top-left corner at device point `origin`.
    ///
    /// Glyph origins snap to a quarter pixel across (each quarter has its own cached image) and a
    /// whole pixel down, so text is crisp and evenly spaced wherever it lands; colour glyphs snap to
    /// whole pixels. Glyphs without ink are skipped, and so are lines outside `visibleRows` (device
    /// rows) when given. Cached glyphs cost no FreeType call. Images are a8 masks, or argb32 bitmaps for
    /// colour glyphs.
    func forEachGlyphImage(
        at origin: Point, visibleRows: Range<Int>? = nil, _ body: (Surface, Int, Int, Int) -> Void
    ) {
        for k in lines.indices {
            if let rows = visibleRows, !isLine(k, at: origin, within: rows) { continue }
            forEachGlyphImage(inLine: k, at: origin, body)
        }
    }

    /// Calls `body` with every glyph image the layout draws with its top-left corner at device point
    /// `origin`, where its top-left pixel lands, and its run's colour (nil for the style's colour).
    ///
    /// The images are the library's cached glyph images, exactly the pixels `Canvas.draw` composites:
    /// a8 coverage masks, or premultiplied argb32 bitmaps for colour glyphs (drawn in their own colours).
    /// For a renderer of its own, or a benchmark's hand-written version; underlines are not included.
    public func forEachGlyph(at origin: Point, _ body: (_ image: Surface, _ x: Int, _ y: Int, _ color: Color?) -> Void)
    {
        let palette = self.palette
        forEachGlyphImage(at: origin) { image, x, y, slot in body(image, x, y, palette[slot]) }
    }

    /// Whether line `k`, with its ink's margin, meets device rows `rows` with the layout at `origin`.
    func isLine(_ k: Int, at origin: Point, within rows: Range<Int>) -> Bool {
        let line = lines[k]
        // Ink can reach past the line box (accents, descenders, tall glyphs): cull with a margin.
        var margin = style.font.size
        for r in line.runRange { margin = max(margin, runs[r].font.size) }
        let top = origin.y + line.frame.minY - margin
        let bottom = origin.y + line.frame.maxY + margin
        return !(bottom < Double(rows.lowerBound) || top > Double(rows.upperBound))
    }

    /// `forEachGlyphImage(at:visibleRows:_:)` for line `k` only.
    func forEachGlyphImage(inLine k: Int, at origin: Point, _ body: (Surface, Int, Int, Int) -> Void) {
        let library = self.library
        let steps = library.subpixelSteps
        for r in lines[k].runRange {
            let run = runs[r]
            let font = run.font
            let record = library.record(font.face)
            let size26 = font.size26
            let capHeight = font.capHeight
            for g in run.glyphRange {
                let glyph = glyphs[g]
                let entry = library.glyph(record, size26: size26, index: glyph.index)
                if entry.isBlank { continue }
                let pixelY = Int((origin.y + glyph.position.y).snappedToTextGrid.rounded())
                if entry.isColor {
                    let image = library.image(entry, index: glyph.index, size26: size26, capHeight: capHeight, phase: 0)
                    guard let bitmap = image.mask else { continue }
                    let pixelX = Int((origin.x + glyph.position.x).snappedToTextGrid.rounded())
                    body(bitmap, pixelX + image.left, pixelY - image.top, run.colorSlot)
                    continue
                }
                let quarter = Int(((origin.x + glyph.position.x).snappedToTextGrid * Double(steps)).rounded())
                let phase = ((quarter % steps) + steps) % steps
                let pixelX = (quarter - phase) / steps
                let image = library.image(entry, index: glyph.index, size26: size26, capHeight: capHeight, phase: phase)
                guard let mask = image.mask else { continue }
                body(mask, pixelX + image.left, pixelY - image.top, run.colorSlot)
            }
        }
    }

    /// The device rectangles of line `k`'s underlines and strikethroughs (or, with `backgrounds`, its
    /// runs' background fills) with the layout at `origin`, whole pixels.
    func forEachDecoration(
        inLine k: Int, at origin: Point, backgrounds: Bool = false, _ body: (IntRect, Int) -> Void
    ) {
        for d in decorations where d.line == k && d.isBackground == backgrounds {
            let x0 = Int((origin.x + d.rect.minX).snappedToTextGrid.rounded())
            let x1 = Int((origin.x + d.rect.maxX).snappedToTextGrid.rounded())
            let y0 = Int((origin.y + d.rect.minY).snappedToTextGrid.rounded())
            let h = max(1, Int(d.rect.height.rounded()))
            if x1 > x0 { body(IntRect(x: x0, y: y0, width: x1 - x0, height: h), d.colorSlot) }
        }
    }

    /// Adds the layout's coverage to an a8 `mask`, its top-left corner at `origin` in the mask's pixels.
    ///
    /// Coverage combines as OVER does (`a + b − a·b`), and is clipped to the mask; colour glyphs add
    /// their alpha. Useful to cache a paragraph as one mask, or to look at text without a canvas.
    public func draw(intoMask mask: Surface, at origin: Point = .zero) {
        precondition(mask.format == .a8, "draw(intoMask:) needs an a8 surface")
        forEachGlyphImage(at: origin) { image, left, top, _ in
            let x0 = max(0, left)
            let x1 = min(mask.width, left + image.width)
            let y0 = max(0, top)
            let y1 = min(mask.height, top + image.height)
            guard x0 < x1, y0 < y1 else { return }
            let bytes = image.format == .a8 ? 1 : 4
            // The alpha byte of a little-endian a8r8g8b8 pixel is its fourth.
            let alphaByte = image.format == .a8 ? 0 : 3
            for y in y0..<y1 {
                let source = image.pixels + (y - top) * image.stride + (x0 - left) * bytes
                let target = mask.pixels + y * mask.stride + x0
                for x in 0..<(x1 - x0) {
                    let s = UInt32(source.load(fromByteOffset: x * bytes + alphaByte, as: UInt8.self))
                    if s == 0 { continue }
                    let d = UInt32(target.load(fromByteOffset: x, as: UInt8.self))
                    let value = s + (d * (255 - s) + 127) / 255
                    target.storeBytes(of: UInt8(min(value, 255)), toByteOffset: x, as: UInt8.self)
                }
            }
        }
        for k in lines.indices {
            forEachDecoration(inLine: k, at: origin) { rect, _ in
                let box = rect.intersection(IntRect(x: 0, y: 0, width: mask.width, height: mask.height))
                guard !box.isEmpty else { return }
                for y in box.y..<(box.y + box.height) {
                    (mask.pixels + y * mask.stride + box.x).initializeMemory(
                        as: UInt8.self, repeating: 255, count: box.width)
                }
            }
        }
    }
}
