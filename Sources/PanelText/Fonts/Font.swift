/// The weights the default font family comes in.
public enum FontWeight: Hashable, Sendable, CaseIterable {
    /// DejaVu Sans.
    case regular
    /// DejaVu Sans Bold.
    case bold
}

/// A face at a pixel size: what text is laid out and drawn with.
///
/// Make one with `library.font(size:weight:)` or `Font(face:size:)`. The metrics are the face's design
/// metrics scaled to the size, unrounded; `TextLayout` rounds line boxes to whole pixels.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The typeface.
    public let face: FontFace
    /// The size in pixels (the em height). One point is one pixel on a panel.
    public let size: Double
    /// How the font follows the content size category (Dynamic Type), when it came from a text style or
    /// was scaled for one; nil for a font of a fixed size. `withSize(_:)` gives a fixed font.
    public var contentSizeScaling: ContentSizeScaling?

    /// A font of `face` at `size` pixels.
    ///
    /// - Parameters:
    ///   - face: A face made by the library the font will be used with.
    ///   - size: The em size in pixels; must be positive.
    public init(face: FontFace, size: Double) {
        precondition(size > 0 && size.isFinite, "font size must be positive, not \(size)")
        self.face = face
        self.size = size
    }

    /// The same face at another size.
    public func withSize(_ size: Double) -> Font {
        Font(face: face, size: size)
    }

    /// Pixels per font unit.
    var scale: Double { size / Double(face.unitsPerEm) }

    /// The distance from the baseline to the top of the line box, in pixels (positive).
    public var ascender: Double { Double(face.ascender) * scale }
    /// The distance from the baseline to the bottom of the line box, in pixels (negative, as `UIFont`'s).
    public var descender: Double { Double(face.descender) * scale }
    /// The default distance between baselines, in pixels.
    public var lineHeight: Double { Double(face.lineHeight) * scale }
    /// The height of capital letters above the baseline, in pixels.
    public var capHeight: Double { Double(face.capHeight) * scale }
    /// The height of lowercase letters such as "x" above the baseline, in pixels.
    public var xHeight: Double { Double(face.xHeight) * scale }

    /// The size in 26.6 fixed point, as FreeType and the glyph cache key take it.
    var size26: Int { max(1, Int((size * 64).rounded())) }

    public var description: String { "\(face.familyName) \(face.styleName) \(size)px" }
}
