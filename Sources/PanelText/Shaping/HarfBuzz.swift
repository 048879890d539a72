import CHarfBuzz

/// One glyph of a shaped run, as HarfBuzz places it: in 26.6 pixels, in visual order.
struct ShapedGlyph: Hashable, Sendable {
    /// The glyph index in the run's face.
    var glyph: UInt32
    /// The first character of the glyph's cluster, as an offset in the paragraph's Unicode scalars.
    var cluster: Int32
    /// How far the pen moves after the glyph, in 1/64 pixel.
    var advance: Int32
    /// How far the glyph is drawn right of the pen, in 1/64 pixel.
    var xOffset: Int32
    /// How far the glyph is drawn above the baseline, in 1/64 pixel.
    var yOffset: Int32
}

/// The one place PanelText calls HarfBuzz.
///
/// Every call goes through a method here, which counts it, so tests and benchmarks can check that a
/// frame drawing cached text shapes nothing. Fonts are HarfBuzz's own OpenType implementation over the
/// font file (`hb_font_create` on `hb_face_create`), the same as the `hb-shape` tool uses by default,
/// unhinted, so advances do not depend on FreeType's hinting.
final class HarfBuzz {
    /// Every HarfBuzz function called through this object.
    private(set) var callCount = 0
    /// `hb_shape` calls only.
    private(set) var shapeCount = 0
    /// The buffer every run is shaped in, reused.
    private let buffer: OpaquePointer
    private let unicodeFuncs: OpaquePointer

    init() {
        buffer = hb_buffer_create()
        unicodeFuncs = hb_unicode_funcs_get_default()
        callCount = 2
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// A font over face `index` of the file at `path`, or nil when HarfBuzz cannot read it.
    ///
    /// The corresponding C functions are `hb_blob_create_from_file_or_fail`, `hb_face_create` and
    /// `hb_font_create`.
    func makeFont(path: String, index: Int) -> OpaquePointer? {
        callCount += 5
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))
        defer { hb_face_destroy(face) }
        return hb_font_create(face)
    }

    /// Releases a font made by `makeFont`.
    func destroy(_ font: OpaquePointer) {
        callCount += 1
        hb_font_destroy(font)
    }

    /// Sets the font's scale: `size26` 1/64 pixels per em on both axes, no pixels-per-em (unhinted).
    ///
    /// The corresponding C function is `hb_font_set_scale`.
    func setScale(_ font: OpaquePointer, size26: Int) {
        callCount += 1
        hb_font_set_scale(font, Int32(size26), Int32(size26))
    }

    /// The Unicode script of `scalar`.
    ///
    /// The corresponding C function is `hb_unicode_script`.
    func script(of scalar: UInt32) -> hb_script_t {
        callCount += 1
        return hb_unicode_script(unicodeFuncs, scalar)
    }

    /// Shapes `length` scalars of `text` from `offset`, with the rest of `text` as context, and returns
    /// the glyphs in visual order (right to left runs come out reversed, as HarfBuzz gives them).
    ///
    /// The corresponding C function is `hb_shape`.
    /// - Parameters:
    ///   - kerning: false turns the font's `kern` feature off.
    func shape(
        _ font: OpaquePointer, text: UnsafeBufferPointer<UInt32>, offset: Int, length: Int, rightToLeft: Bool,
        script: hb_script_t, language: String?, kerning: Bool
    ) -> [ShapedGlyph] {
        callCount += 8
        shapeCount += 1
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(offset), Int32(length))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        if kerning {
            hb_shape(font, buffer, nil, 0)
        } else {
            var off = hb_feature_t(tag: panel_hb_tag(0x6B, 0x65, 0x72, 0x6E), value: 0, start: 0, end: UInt32.max)
            hb_shape(font, buffer, &off, 1)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(
                buffer, nil)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int32(infos[i].cluster), advance: positions[i].x_advance,
                    xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
        }
        return glyphs
    }

    /// The ISO 15924 tag of `script` ("Arab", "Latn"), for tools and messages.
    static func tag(of script: hb_script_t) -> String {
        let t = hb_script_to_iso15924_tag(script)
        let bytes = [UInt8(t >> 24 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
