/// One typeface opened from a font file, such as DejaVu Sans Bold.
///
/// A face is made by a `FontLibrary` (`library.face(path:)`, `library.regular`, `library.bold`) and
/// belongs to it: glyphs of the face are loaded and cached by that library, so use the face only with
/// the library that made it. Its properties are fixed design metrics, in font units, so a face can be
/// shared freely; pair it with a pixel size to get a `Font`.
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The file the face was loaded from.
    public let path: String
    /// The face's index in its file (0 unless the file is a collection such as a `.ttc`).
    public let index: Int
    /// The family name stored in the font, for example "DejaVu Sans".
    public let familyName: String
    /// The style name stored in the font, for example "Bold".
    public let styleName: String
    /// The PostScript name stored in the font, for example "DejaVuSans-Bold" (`UIFont.fontName`); empty
    /// when the font has none.
    public let postScriptName: String
    /// Font units per em: the design grid the other metrics are expressed in.
    public let unitsPerEm: Int
    /// The distance from the baseline to the top of the line, in font units (positive).
    public let ascender: Int
    /// The distance from the baseline to the bottom of the line, in font units (negative, as `UIFont`'s).
    public let descender: Int
    /// The default distance between two baselines, in font units.
    public let lineHeight: Int
    /// The height of a flat capital letter ("H"), in font units.
    public let capHeight: Int
    /// The height of a flat lowercase letter ("x"), in font units.
    public let xHeight: Int
    /// Whether the font has a kerning table that `FT_Get_Kerning` reads.
    public let hasKerning: Bool
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// Whether the face's glyphs are colour bitmaps (Noto Color Emoji), drawn in their own colours.
    public let isColor: Bool
    /// Whether the font says it is bold.
    public let isBold: Bool
    /// Where an underline's centre sits, in font units below the baseline (negative, as FreeType gives it).
    public let underlinePosition: Int
    /// An underline's thickness in font units.
    public let underlineThickness: Int

    /// The face's index in its library's face table.
    let id: Int

    init(
        id: Int, path: String, index: Int, familyName: String, styleName: String, postScriptName: String = "",
        unitsPerEm: Int, ascender: Int,
        descender: Int, lineHeight: Int, capHeight: Int, xHeight: Int, hasKerning: Bool, glyphCount: Int,
        isColor: Bool, isBold: Bool, underlinePosition: Int, underlineThickness: Int
    ) {
        self.id = id
        self.path = path
        self.index = index
        self.familyName = familyName
        self.styleName = styleName
        self.postScriptName = postScriptName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.hasKerning = hasKerning
        self.glyphCount = glyphCount
        self.isColor = isColor
        self.isBold = isBold
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "\(familyName) \(styleName) (\(path)\(index == 0 ? "" : "#\(index)"))"
    }
}
