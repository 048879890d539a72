import CHarfBuzz

/// The key of a shaped run: what HarfBuzz sees, which is the run with up to five characters of context
/// on each side, the font, size, direction, script, language and kerning.
struct ShapeKey: Hashable {
    var face: Int
    var size26: Int
    var rightToLeft: Bool
    var script: UInt32
    var language: String
    var kerning: Bool
    /// Context before, the run, context after.
    var text: [UInt32]
    /// Where the run starts in `text`, and its length.
    var start: Int
    var length: Int
}

extension FontLibrary {
    /// How many characters of context HarfBuzz keeps on each side of a run (`HB_BUFFER_CONTEXT_LENGTH`).
    static let shapingContext = 5

    /// The glyphs of `length` scalars of `paragraph` from `offset` in `face` at `size26`, in visual
    /// order, with clusters as offsets in `paragraph`. Served from the shaping cache when the same run
    /// (with the same context) was shaped before; otherwise one `hb_shape`.
    func shape(
        _ face: FontFace, size26: Int, paragraph: UnsafeBufferPointer<UInt32>, offset: Int, length: Int,
        rightToLeft: Bool, script: hb_script_t, language: String, kerning: Bool
    ) -> [ShapedGlyph] {
        let lower = max(0, offset - Self.shapingContext)
        let upper = min(paragraph.count, offset + length + Self.shapingContext)
        let key = ShapeKey(
            face: face.id, size26: size26, rightToLeft: rightToLeft, script: script.rawValue, language: language,
            kerning: kerning, text: Array(paragraph[lower..<upper]), start: offset - lower, length: length)
        if var glyphs = shapes[key] {
            if offset != 0 {
                for i in glyphs.indices { glyphs[i].cluster += Int32(offset) }
            }
            return glyphs
        }
        var glyphs = shapeUncached(
            face, size26: size26, text: key.text, start: key.start, length: length, rightToLeft: rightToLeft,
            script: script, language: language, kerning: kerning)
        // Cached with clusters relative to the run's start, so the same run elsewhere finds it.
        let shift = Int32(key.start)
        for i in glyphs.indices { glyphs[i].cluster -= shift }
        if shapes.count >= shapeCacheLimit { shapes.removeAll(keepingCapacity: true) }
        shapes[key] = glyphs
        if offset != 0 {
            for i in glyphs.indices { glyphs[i].cluster += Int32(offset) }
        }
        return glyphs
    }

    private func shapeUncached(
        _ face: FontFace, size26: Int, text: [UInt32], start: Int, length: Int, rightToLeft: Bool,
        script: hb_script_t, language: String, kerning: Bool
    ) -> [ShapedGlyph] {
        let rec = record(face)
        if rec.hbFont == nil {
            rec.hbFont = harfBuzz.makeFont(path: face.path, index: face.index)
        }
        guard let font = rec.hbFont else {
            // HarfBuzz cannot read the file: one missing glyph per character, as wide as 0.6 em.
            let advance = Int32(size26 * 6 / 10)
            var glyphs = (0..<length).map {
                ShapedGlyph(glyph: 0, cluster: Int32(start + $0), advance: advance, xOffset: 0, yOffset: 0)
            }
            if rightToLeft { glyphs.reverse() }
            return glyphs
        }
        if rec.hbScale != size26 {
            harfBuzz.setScale(font, size26: size26)
            rec.hbScale = size26
        }
        return text.withUnsafeBufferPointer { buffer in
            harfBuzz.shape(
                font, text: buffer, offset: start, length: length, rightToLeft: rightToLeft, script: script,
                language: language, kerning: kerning)
        }
    }
}
