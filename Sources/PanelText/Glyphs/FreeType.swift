import CFreeType

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one place PanelText calls FreeType.
///
/// Every call goes through a method here, which counts it, so tests and benchmarks can check that a
/// cached glyph, a cached kerning pair and a cached character lookup cost no FreeType call at all.
/// Owns the `FT_Library`; the faces opened through it are freed with it (`FT_Done_FreeType`).
final class FreeType {
    let handle: FT_Library
    /// Every FreeType function called through this object.
    private(set) var callCount = 0
    /// `FT_Load_Glyph` calls only.
    private(set) var glyphLoadCount = 0

    /// Starts FreeType.
    ///
    /// The corresponding C function is `FT_Init_FreeType`.
    init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeUnavailable(code: error) }
        handle = library
        callCount = 1
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// Opens face `index` of the font file at `path` (collections such as `.ttc` hold several).
    ///
    /// The corresponding C function is `FT_New_Face`.
    /// - Throws: `TextError.fontNotFound` when there is no such file, `.fontUnreadable` when it cannot be
    ///   read or is not a font FreeType knows.
    func openFace(path: String, index: Int = 0) throws(TextError) -> FT_Face {
        guard access(path, F_OK) == 0 else { throw .fontNotFound(path: path) }
        guard access(path, R_OK) == 0 else { throw .fontUnreadable(path: path, code: nil) }
        var face: FT_Face?
        callCount += 1
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else { throw .fontUnreadable(path: path, code: error) }
        return face
    }

    /// Sets the size glyphs of `face` load at, in 26.6 pixels (square pixels, 72 dpi so points are pixels).
    ///
    /// The corresponding C function is `FT_Set_Char_Size`.
    func setSize(_ face: FT_Face, size26: Int) -> Bool {
        callCount += 1
        return FT_Set_Char_Size(face, 0, FT_F26Dot6(size26), 72, 72) == 0
    }

    /// Selects the bitmap strike `strike` of a face that has only bitmaps (colour emoji).
    ///
    /// The corresponding C function is `FT_Select_Size`.
    func selectStrike(_ face: FT_Face, _ strike: Int) -> Bool {
        callCount += 1
        return FT_Select_Size(face, FT_Int(strike)) == 0
    }

    /// The bytes of the font table `tag` (such as `head`), or nil when the face has none.
    ///
    /// The corresponding C function is `FT_Load_Sfnt_Table`.
    func table(_ face: FT_Face, _ tag: String) -> [UInt8]? {
        let t = tag.utf8.reduce(UInt(0)) { $0 << 8 | UInt($1) }
        var length: FT_ULong = 0
        callCount += 2
        guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, t, 0, &bytes, &length) == 0 else { return nil }
        return bytes
    }

    /// The glyph index of `scalar` in the face's Unicode charmap; 0 (`.notdef`) when the font lacks it.
    ///
    /// The corresponding C function is `FT_Get_Char_Index`.
    func charIndex(_ face: FT_Face, _ scalar: UInt32) -> UInt32 {
        callCount += 1
        return FT_Get_Char_Index(face, FT_ULong(scalar))
    }

    /// The kerning between two glyphs in font units (usually negative, to pull a pair together).
    ///
    /// The corresponding C function is `FT_Get_Kerning` with `FT_KERNING_UNSCALED`.
    func kerning(_ face: FT_Face, _ left: UInt32, _ right: UInt32) -> Int {
        callCount += 1
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else {
            return 0
        }
        return Int(delta.x)
    }

    /// Loads glyph `index` into the face's glyph slot.
    ///
    /// The corresponding C function is `FT_Load_Glyph`.
    func loadGlyph(_ face: FT_Face, _ index: UInt32, flags: Int32) -> Bool {
        callCount += 1
        glyphLoadCount += 1
        return FT_Load_Glyph(face, index, flags) == 0
    }

    /// A copy of the glyph in the face's slot, which outlives the next load.
    ///
    /// The corresponding C function is `FT_Get_Glyph`.
    func copySlot(_ face: FT_Face) -> FT_Glyph? {
        callCount += 1
        var glyph: FT_Glyph?
        guard FT_Get_Glyph(face.pointee.glyph, &glyph) == 0 else { return nil }
        return glyph
    }

    /// Renders an outline glyph moved right by `shift26` (26.6 pixels) into a new 8-bit coverage
    /// bitmap glyph, which the caller frees with `done(_:)`; the outline is left as it was.
    ///
    /// The corresponding C function is `FT_Glyph_To_Bitmap`.
    func render(_ outline: FT_Glyph, shift26: Int, mode: FT_Render_Mode) -> FT_BitmapGlyph? {
        callCount += 1
        var glyph: FT_Glyph? = outline
        var origin = FT_Vector(x: FT_Pos(shift26), y: 0)
        guard FT_Glyph_To_Bitmap(&glyph, mode, &origin, 0) == 0, let glyph, glyph != outline else { return nil }
        guard glyph.pointee.format == FT_GLYPH_FORMAT_BITMAP else {
            done(glyph)
            return nil
        }
        return UnsafeMutableRawPointer(glyph).assumingMemoryBound(to: FT_BitmapGlyphRec.self)
    }

    /// Frees a glyph made by `copySlot(_:)` or `render(_:shift26:mode:)`.
    ///
    /// The corresponding C function is `FT_Done_Glyph`.
    func done(_ glyph: FT_Glyph) {
        callCount += 1
        FT_Done_Glyph(glyph)
    }

    /// Frees a bitmap glyph made by `render(_:shift26:mode:)`.
    func done(_ glyph: FT_BitmapGlyph) {
        done(UnsafeMutableRawPointer(glyph).assumingMemoryBound(to: FT_GlyphRec.self))
    }
}
