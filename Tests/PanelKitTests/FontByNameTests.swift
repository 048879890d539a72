import PanelText
import Testing

@testable import PanelKit

/// `UIFont(name:size:)`, `familyName`, `fontName`, `pointSize`, `familyNames` and `fontNames(forFamilyName:)`,
/// checked against Apple's documentation. DejaVu (fonts-dejavu-core and -extra) and Noto CJK are installed
/// wherever PanelKit's tests run.
@Suite("UIFont by name")
@MainActor
struct FontByNameTests {
    /// `init(name:size:)`: "A font object of the specified name and size." The family name gives the family's
    /// regular face, which answers its family, PostScript name and point size.
    @Test func aFamilyNameGivesItsRegularFace() throws {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        let font = try #require(Font(name: "DejaVu Sans", size: 20))
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(font.pointSize == 20)
        #expect(!font.face.isBold)
    }

    /// "The fully specified name of the font. This name incorporates both the font family name and the
    /// specific style information": a PostScript name picks that style.
    @Test func aPostScriptNameGivesThatFace() throws {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        let bold = try #require(Font(name: "DejaVuSans-Bold", size: 14))
        #expect(bold.fontName == "DejaVuSans-Bold")
        #expect(bold.familyName == "DejaVu Sans")
        #expect(bold.face.isBold)
        let fullName = try #require(Font(name: "DejaVu Serif Bold", size: 14))
        #expect(fullName.fontName == "DejaVuSerif-Bold")
    }

    /// Different families really give different faces: their metrics and the width of the same text differ.
    @Test func differentFamiliesHaveDifferentMetrics() throws {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        let library = try #require(h.app.fontLibrary)
        let sans = try #require(Font(name: "DejaVu Sans", size: 40))
        let mono = try #require(Font(name: "DejaVu Sans Mono", size: 40))
        let cjk = try #require(Font(name: "Noto Sans CJK SC", size: 40))
        #expect(cjk.ascender != sans.ascender || cjk.descender != sans.descender)
        let text = "iiiiiiii"
        let sansWidth = library.measure(text, style: TextStyle(font: sans)).width
        let monoWidth = library.measure(text, style: TextStyle(font: mono)).width
        // Monospaced "i" is as wide as any letter; proportional "i" is narrow.
        #expect(monoWidth > sansWidth * 1.5)
    }

    /// "Return Value: A font object of the specified name and size, or nil if no font with that name
    /// exists": fontconfig offers a substitute for any name, which must not be taken for the font asked for.
    @Test func anUnknownNameGivesNil() {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        #expect(Font(name: "Helvetica Neue Imaginary", size: 17) == nil)
        #expect(Font(name: "DejaVu", size: 17) == nil)  // a prefix of a family is not its name
        #expect(Font(name: "", size: 17) == nil)
    }

    /// A font by name lays out in a label like the system font: a label in the monospaced family is wider.
    @Test func aLabelTakesAFontByName() throws {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        let label = Label()
        label.text = "illicit"
        let sans = try #require(Font(name: "DejaVu Sans", size: 20))
        let mono = try #require(Font(name: "DejaVuSansMono", size: 20))
        label.font = sans
        let sansWidth = label.intrinsicContentSize.width
        label.font = mono
        #expect(label.intrinsicContentSize.width > sansWidth)
    }

    /// `familyNames`: "An array of NSString objects, each of which contains the name of a font family";
    /// `fontNames(forFamilyName:)`: the font names of a family, empty when the family does not exist.
    @Test func familyAndFontNamesListTheInstalledFaces() {
        let h = Harness()
        defer { withExtendedLifetime(h) {} }
        let families = Font.familyNames
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains("DejaVu Serif"))
        #expect(families == families.sorted())
        let names = Font.fontNames(forFamilyName: "DejaVu Sans")
        #expect(names.contains("DejaVuSans"))
        #expect(names.contains("DejaVuSans-Bold"))
        #expect(!names.contains("DejaVuSerif"))
        #expect(Font.fontNames(forFamilyName: "No Such Family").isEmpty)
        // Every name listed opens.
        for name in names { #expect(Font(name: name, size: 12)?.fontName == name) }
    }
}
