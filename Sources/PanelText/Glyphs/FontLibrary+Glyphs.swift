import CFreeType
import PanelGraphics

extension FontLibrary {
    /// The glyph index of `scalar` in the face (0, `.notdef`, when the font lacks it), cached.
    @inline(__always) func glyphIndex(_ record: FaceRecord, _ scalar: UInt32) -> UInt32 {
        if scalar < 128 {
            let cached = record.asciiIndices[Int(scalar)]
            if cached != .max { return cached }
            let index = freeType.charIndex(record.ft, scalar)
            record.asciiIndices[Int(scalar)] = index
            return index
        }
        if let cached = record.charIndices[scalar] { return cached }
        let index = freeType.charIndex(record.ft, scalar)
        record.charIndices[scalar] = index
        return index
    }

    /// The kerning between two glyphs in font units, cached per pair.
    @inline(__always) func kerning(_ record: FaceRecord, _ left: UInt32, _ right: UInt32) -> Int {
        guard record.face.hasKerning, left != 0, right != 0 else { return 0 }
        let key = UInt64(left) << 32 | UInt64(right)
        if let cached = record.kerning[key] { return Int(cached) }
        let value = freeType.kerning(record.ft, left, right)
        record.kerning[key] = Int32(clamping: value)
        return value
    }

    /// The cache entry of glyph `index` at `size26`, loading it (one `FT_Load_Glyph`) on first use.
    func glyph(_ record: FaceRecord, size26: Int, index: UInt32) -> GlyphEntry {
        let key = GlyphKey.make(face: record.face.id, size26: size26, glyph: index)
        if let entry = glyphs[key] { return entry }
        if glyphs.count >= glyphCacheLimit { removeCachedGlyphs() }
        let entry = load(record, size26: size26, index: index)
        glyphs[key] = entry
        return entry
    }

    private func load(_ record: FaceRecord, size26: Int, index: UInt32) -> GlyphEntry {
        if record.face.isColor { return loadColor(record, size26: size26, index: index) }
        let ft = record.ft
        if record.size26 != size26 {
            record.size26 = freeType.setSize(ft, size26: size26) ? size26 : 0
        }
        let flags = panel_ft_load_target_light() | Int32(FT_LOAD_NO_BITMAP)
        guard record.size26 == size26, freeType.loadGlyph(ft, index, flags: flags) else {
            // A glyph FreeType cannot load is drawn as the missing-glyph box.
            return GlyphEntry(outline: nil, advance: Double(size26) / 64 * 0.6, isBlank: false, phases: subpixelSteps)
        }
        let slot = ft.pointee.glyph!
        // linearHoriAdvance: the unhinted advance in 16.16 pixels; pen positions stay exact and the
        // subpixel phases absorb the fractions.
        let advance = Double(slot.pointee.linearHoriAdvance) / 65536
        // Glyph 0 is never blank: a font whose .notdef has no outline gets the box fallback.
        let isBlank =
            index != 0 && slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE && slot.pointee.outline.n_points == 0
        let outline = freeType.copySlot(ft)
        return GlyphEntry(outline: outline, advance: advance, isBlank: isBlank, phases: subpixelSteps)
    }

    /// A colour glyph: the bitmap of the strike nearest above the size (FT_LOAD_COLOR gives BGRA),
    /// scaled to the size with a bilinear filter, kept as the entry's only image.
    private func loadColor(_ record: FaceRecord, size26: Int, index: UInt32) -> GlyphEntry {
        let ft = record.ft
        let size = Double(size26) / 64
        let advance = Double(size26) / 64
        guard !record.strikes.isEmpty else {
            return GlyphEntry(outline: nil, advance: advance, isBlank: true, phases: subpixelSteps, isColor: true)
        }
        // The smallest strike at least as large as the size, else the largest.
        var strike = 0
        for (i, ppem) in record.strikes.enumerated() {
            let best = record.strikes[strike]
            if (ppem >= size && (best < size || ppem < best)) || (best < size && ppem > best) { strike = i }
        }
        if record.selectedStrike != strike {
            record.selectedStrike = freeType.selectStrike(ft, strike) ? strike : -1
        }
        let flags = Int32(FT_LOAD_COLOR)
        guard record.selectedStrike == strike, freeType.loadGlyph(ft, index, flags: flags) else {
            return GlyphEntry(outline: nil, advance: advance, isBlank: true, phases: subpixelSteps, isColor: true)
        }
        let slot = ft.pointee.glyph!
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let entry = GlyphEntry(outline: nil, advance: advance, isBlank: false, phases: subpixelSteps, isColor: true)
        guard width > 0, rows > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        else {
            entry.images[0] = GlyphImage(mask: nil, left: 0, top: 0)
            return entry
        }
        // FreeType's BGRA is premultiplied, as pixman's a8r8g8b8 on a little-endian machine.
        let source = Surface(width: width, height: rows, format: .argb32)
        let pitch = Int(bitmap.pitch)
        for y in 0..<rows {
            let row = pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * -pitch
            (source.pixels + y * source.stride).copyMemory(from: row, byteCount: width * 4)
        }
        let scale = size / record.strikes[strike]
        let w = max(1, Int((Double(width) * scale).rounded()))
        let h = max(1, Int((Double(rows) * scale).rounded()))
        let scaled = Surface(width: w, height: h, format: .argb32)
        Canvas(surface: scaled).drawImage(source, in: scaled.bounds)
        let left = Int((Double(slot.pointee.bitmap_left) * scale).rounded())
        let top = Int((Double(slot.pointee.bitmap_top) * scale).rounded())
        entry.images[0] = GlyphImage(mask: scaled, left: left, top: top)
        renderedGlyphCount += 1
        return entry
    }

    /// The image of `entry` shifted right by `phase` subpixel steps, rendered on first use.
    func image(_ entry: GlyphEntry, index: UInt32, size26: Int, capHeight: Double, phase: Int) -> GlyphImage {
        if let image = entry.images[phase] { return image }
        if entry.isColor { return entry.images[0] ?? GlyphImage(mask: nil, left: 0, top: 0) }
        if renderedGlyphCount >= glyphCacheLimit { removeCachedImages() }
        var image = GlyphImage(mask: nil, left: 0, top: 0)
        if let outline = entry.outline, !entry.isBlank {
            image = render(outline, shift26: phase * 64 / subpixelSteps)
        }
        if image.mask == nil && (index == 0 || entry.outline == nil) {
            // A missing glyph must show: when the font's .notdef has no ink, draw a hollow box.
            image = Self.missingGlyphBox(size: Double(size26) / 64, capHeight: capHeight)
        }
        entry.images[phase] = image
        renderedGlyphCount += 1
        return image
    }

    private func render(_ outline: FT_Glyph, shift26: Int) -> GlyphImage {
        guard let glyph = freeType.render(outline, shift26: shift26, mode: FT_RENDER_MODE_LIGHT) else {
            return GlyphImage(mask: nil, left: 0, top: 0)
        }
        defer { freeType.done(glyph) }
        let bitmap = glyph.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        guard width > 0, rows > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else {
            return GlyphImage(mask: nil, left: 0, top: 0)
        }
        let mask = Surface(width: width, height: rows, format: .a8)
        let pitch = Int(bitmap.pitch)
        for y in 0..<rows {
            // A negative pitch means the rows run bottom-up.
            let source = pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * -pitch
            (mask.pixels + y * mask.stride).copyMemory(from: source, byteCount: width)
        }
        return GlyphImage(mask: mask, left: Int(glyph.pointee.left), top: Int(glyph.pointee.top))
    }

    /// A hollow box the height of a capital, for a missing glyph in a font whose .notdef is blank.
    static func missingGlyphBox(size: Double, capHeight: Double) -> GlyphImage {
        let height = max(4, Int(capHeight.rounded()))
        let width = max(3, Int((size * 0.5).rounded()))
        let line = max(1, Int((size / 16).rounded()))
        let mask = Surface(width: width, height: height, format: .a8)
        for y in 0..<height {
            let row = mask.pixels + y * mask.stride
            for x in 0..<width where x < line || x >= width - line || y < line || y >= height - line {
                row.storeBytes(of: 0xFF, toByteOffset: x, as: UInt8.self)
            }
        }
        return GlyphImage(mask: mask, left: max(1, Int((size * 0.08).rounded())), top: height)
    }
}
