import CFreeType

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Fonts, their glyph cache and text layout: FreeType for glyphs, HarfBuzz for shaping, FriBidi for
/// bidirectional text, libunibreak for line breaks and fontconfig for fallback faces.
///
/// A library owns one `FT_Library`, the faces opened through it, a cache of rendered glyphs and a cache
/// of shaped runs, so a glyph that has been drawn once costs no FreeType call again and a run that has
/// been shaped once costs no HarfBuzz call again. There is no shared instance: an
/// application (or a test) makes one and passes it to whatever lays out text. A library is not
/// thread-safe; use it from one thread (the main actor in an application).
///
/// The default faces are DejaVu Sans and DejaVu Sans Bold from Debian's fonts-dejavu-core. They are
/// looked for in `fontDirectory` when given, else in the folder named by the `PANEL_FONT_DIR`
/// environment variable when set, else in `FontLibrary.defaultSearchPaths`. Text in other scripts
/// (Arabic, Devanagari, Thai, Chinese, Japanese, Korean...) and colour emoji come from the faces
/// fontconfig ranks best for them, chosen once per script and weight and cached.
///
/// ```swift
/// let library = try FontLibrary()
/// let style = TextStyle(font: library.font(size: 17), color: .black, alignment: .center)
/// let layout = library.layout("Héllo, wörld", style: style, width: 300)
/// canvas.draw(layout, at: Point(x: 10, y: 10))
/// ```
public final class FontLibrary {
    /// The environment variable that names a folder holding the default fonts.
    public static let fontDirectoryEnvironmentVariable = "PANEL_FONT_DIR"
    /// Where the default fonts are looked for, in order, when no folder is named.
    public static let defaultSearchPaths = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/local/share/fonts",
    ]
    /// The file of the regular default face.
    public static let regularFileName = "DejaVuSans.ttf"
    /// The file of the bold default face.
    public static let boldFileName = "DejaVuSans-Bold.ttf"

    /// DejaVu Sans.
    public let regular: FontFace
    /// DejaVu Sans Bold.
    public let bold: FontFace

    /// The most glyphs, and the most rendered glyph images, the cache holds before it is emptied and
    /// refilled.
    ///
    /// UI text uses few glyphs at few sizes, so the limit is only reached when text at many sizes
    /// (or a lot of different text) goes by; emptying then is cheaper than keeping an LRU order.
    public var glyphCacheLimit = 8192

    /// The most shaped runs kept before the shaping cache is emptied and refilled.
    public var shapeCacheLimit = 4096

    let freeType: FreeType
    let harfBuzz = HarfBuzz()
    /// fontconfig, loaded on the first character the default faces lack or the first non-Latin script.
    lazy var fontConfig: FontConfig? = FontConfig()
    /// Open faces, indexed by `FontFace.id`.
    var records: [FaceRecord] = []
    var facesByPath: [String: FontFace] = [:]
    /// Fallback faces chosen so far, by script and weight (nil: none better than the face asked for).
    var scriptFaces: [ScriptFaceKey: FontFace?] = [:]
    /// Faces that have a character the face asked for lacks, by character and weight.
    var characterFaces: [ScriptFaceKey: FontFace?] = [:]
    /// Shaped runs by what was shaped.
    var shapes: [ShapeKey: [ShapedGlyph]] = [:]
    /// Whether layouts keep what each run was shaped with (for tests that compare with `hb-shape`).
    var recordsShaping = false
    /// Bumped when glyph images are dropped, so cached line bitmaps made from them are dropped too.
    var rasterGeneration = 0
    /// Loaded glyphs by `GlyphKey` value.
    var glyphs: [UInt64: GlyphEntry] = [:]
    /// Rendered images in `glyphs`, counted against `glyphCacheLimit`.
    var renderedGlyphCount = 0
    /// Quarter-pixel horizontal positions: glyph images are rendered for each phase they are drawn at.
    let subpixelSteps: Int

    /// Starts FreeType and opens the default faces.
    ///
    /// - Parameter fontDirectory: A folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` (from a
    ///   command-line flag, say). When nil, `PANEL_FONT_DIR` is used when set, else the default paths
    ///   are searched.
    /// - Throws: `TextError` naming the font file that is missing or unreadable.
    public convenience init(fontDirectory: String? = nil) throws(TextError) {
        try self.init(fontDirectory: fontDirectory, environment: Self.processEnvironment)
    }

    /// The designated initializer, with the environment injected for tests.
    init(
        fontDirectory: String?, environment: (String) -> String?, searchPaths: [String] = defaultSearchPaths,
        subpixelSteps: Int = 4
    ) throws(TextError) {
        freeType = try FreeType()
        self.subpixelSteps = subpixelSteps
        var directory = fontDirectory
        if directory == nil, let value = environment(Self.fontDirectoryEnvironmentVariable), !value.isEmpty {
            directory = value
        }
        let regularPath = try Self.locate(Self.regularFileName, in: directory, searchPaths: searchPaths)
        let boldPath = try Self.locate(Self.boldFileName, in: directory, searchPaths: searchPaths)
        regular = try Self.open(path: regularPath, index: 0, freeType: freeType, id: 0, into: &records)
        bold = try Self.open(path: boldPath, index: 0, freeType: freeType, id: 1, into: &records)
        facesByPath[Self.faceKey(regularPath, 0)] = regular
        facesByPath[Self.faceKey(boldPath, 0)] = bold
        LineBreaks.prepare()
    }

    deinit {
        for entry in glyphs.values {
            if let outline = entry.outline { freeType.done(outline) }
        }
        for record in records {
            if let font = record.hbFont { harfBuzz.destroy(font) }
        }
        // The faces go with the FT_Library when `freeType` is released (FT_Done_FreeType).
    }

    /// The face `index` in the font file at `path`, opened on first use and shared after that.
    ///
    /// The corresponding C function is `FT_New_Face`.
    /// - Parameters:
    ///   - path: A TrueType or OpenType file (or a collection, `.ttc`).
    ///   - index: The face's index in a collection; 0 for a single font.
    /// - Throws: `TextError.fontNotFound(path:)` when the file does not exist,
    ///   `TextError.fontUnreadable(path:code:)` when it cannot be read or is not a font.
    public func face(path: String, index: Int = 0) throws(TextError) -> FontFace {
        let key = Self.faceKey(path, index)
        if let face = facesByPath[key] { return face }
        let face = try Self.open(path: path, index: index, freeType: freeType, id: records.count, into: &records)
        facesByPath[key] = face
        return face
    }

    static func faceKey(_ path: String, _ index: Int) -> String { index == 0 ? path : "\(path)#\(index)" }

    /// The default face of `weight`.
    public func face(weight: FontWeight) -> FontFace {
        switch weight {
        case .regular: return regular
        case .bold: return bold
        }
    }

    /// The default face of `weight` at `size` pixels, as `UIFont.systemFont(ofSize:weight:)`.
    public func font(size: Double, weight: FontWeight = .regular) -> Font {
        Font(face: face(weight: weight), size: size)
    }

    /// The number of `FT_Load_Glyph` calls made so far.
    ///
    /// A glyph is loaded once per face and size, then served from the cache: laying out or drawing
    /// text whose glyphs are all cached leaves this unchanged.
    public var glyphLoadCount: Int { freeType.glyphLoadCount }

    /// The number of FreeType calls of any kind made so far (loads, renders, character and kerning
    /// lookups, size changes). Steady animation of cached text leaves this unchanged.
    public var freeTypeCallCount: Int { freeType.callCount }

    /// The number of HarfBuzz calls made so far (shaping, font set-up, script look-ups).
    ///
    /// Runs are shaped once per text, font, direction and script, then served from the shaping cache:
    /// laying out text whose runs are all cached leaves this unchanged, and so does drawing.
    public var harfBuzzCallCount: Int { harfBuzz.callCount }

    /// The number of `hb_shape` calls made so far.
    public var shapeCount: Int { harfBuzz.shapeCount }

    /// The number of layouts made so far (`layout(_:style:width:)` and `measure`), shaped or not: a
    /// steady frame of a view tree that keeps its layouts makes none.
    public internal(set) var layoutCount = 0

    /// The number of rendered glyph images in the cache.
    public var cachedGlyphImageCount: Int { renderedGlyphCount }

    /// The number of shaped runs in the cache.
    public var cachedShapeCount: Int { shapes.count }

    /// Drops every rendered image but keeps the loaded outlines (no FreeType resource is freed).
    func removeCachedImages() {
        // A colour glyph's image is made as it loads: drop the whole entry.
        glyphs = glyphs.filter { !$0.value.isColor }
        for entry in glyphs.values {
            for phase in entry.images.indices { entry.images[phase] = nil }
        }
        renderedGlyphCount = 0
        rasterGeneration += 1
    }

    /// Empties the glyph cache (and the line bitmaps layouts made from it); character and kerning
    /// lookups and shaped runs stay cached.
    public func removeCachedGlyphs() {
        for entry in glyphs.values {
            if let outline = entry.outline { freeType.done(outline) }
        }
        glyphs.removeAll(keepingCapacity: true)
        renderedGlyphCount = 0
        rasterGeneration += 1
    }

    /// Empties the shaping cache: the next layout of any text shapes it again.
    public func removeCachedShapes() {
        shapes.removeAll(keepingCapacity: true)
    }

    // MARK: - Opening faces

    static func processEnvironment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The path of default font `file`: in `directory` when one is named (whether or not it is there,
    /// so the error names the path that was asked for), else in the first search path that has it.
    static func locate(_ file: String, in directory: String?, searchPaths: [String]) throws(TextError) -> String {
        if let directory { return join(directory, file) }
        let candidates = searchPaths.map { join($0, file) }
        for path in candidates where access(path, F_OK) == 0 { return path }
        throw .defaultFontNotFound(file: file, searched: candidates)
    }

    static func join(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// Opens a face and reads its metrics into a new `FontFace`, appending its record.
    static func open(path: String, index: Int, freeType: FreeType, id: Int, into records: inout [FaceRecord])
        throws(TextError) -> FontFace
    {
        let ft = try freeType.openFace(path: path, index: index)
        let rec = ft.pointee
        var unitsPerEm = Int(rec.units_per_EM)
        var ascender = Int(rec.ascender)
        var descender = Int(rec.descender)
        var height = Int(rec.height)
        let isColor = rec.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        if unitsPerEm == 0, isColor, let head = freeType.table(ft, "head"), head.count >= 20,
            let hhea = freeType.table(ft, "hhea"), hhea.count >= 10
        {
            // A colour bitmap font (Noto Color Emoji) has no scalable outlines, so FreeType gives no
            // design metrics: read them from its head and hhea tables, as HarfBuzz does.
            func int16(_ bytes: [UInt8], _ at: Int) -> Int {
                Int(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])))
            }
            unitsPerEm = Int(UInt16(head[18]) << 8 | UInt16(head[19]))
            ascender = int16(hhea, 4)
            descender = int16(hhea, 6)
            height = ascender - descender + int16(hhea, 8)
        }
        guard unitsPerEm > 0 else {
            // A bitmap-only font that is not a colour font: nothing to scale.
            throw .fontUnreadable(path: path, code: 0x07)
        }
        // Cap and x height from the flat tops of "H" and "x", unscaled (font units).
        func top(of scalar: Unicode.Scalar, default value: Double) -> Int {
            let index = freeType.charIndex(ft, scalar.value)
            if index != 0, freeType.loadGlyph(ft, index, flags: Int32(FT_LOAD_NO_SCALE)) {
                return Int(ft.pointee.glyph.pointee.metrics.horiBearingY)
            }
            return Int(value * Double(unitsPerEm))
        }
        let capHeight = top(of: "H", default: 0.7)
        let xHeight = top(of: "x", default: 0.5)
        let face = FontFace(
            id: id, path: path, index: index,
            familyName: rec.family_name.map { String(cString: $0) } ?? "",
            styleName: rec.style_name.map { String(cString: $0) } ?? "",
            postScriptName: FT_Get_Postscript_Name(ft).map { String(cString: $0) } ?? "",
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
            lineHeight: max(height, ascender - descender), capHeight: capHeight, xHeight: xHeight,
            hasKerning: rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0, glyphCount: Int(rec.num_glyphs),
            isColor: isColor, isBold: rec.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0,
            underlinePosition: rec.underline_position != 0 ? Int(rec.underline_position) : -unitsPerEm / 10,
            underlineThickness: rec.underline_thickness > 0 ? Int(rec.underline_thickness) : unitsPerEm / 14)
        let record = FaceRecord(face: face, ft: ft)
        if isColor {
            // Colour bitmap strikes: remember each one's pixels per em to pick and scale from.
            for i in 0..<Int(rec.num_fixed_sizes) {
                record.strikes.append(Double(rec.available_sizes[i].y_ppem) / 64)
            }
        }
        records.append(record)
        return face
    }

    /// The record of `face`, checking that the face is this library's.
    @inline(__always) func record(_ face: FontFace) -> FaceRecord {
        let id = face.id
        precondition(id < records.count && records[id].face === face, "\(face) belongs to another FontLibrary")
        return records[id]
    }
}
