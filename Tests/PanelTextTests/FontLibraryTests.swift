import PanelGraphics
import Testing

@testable import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct FontLibraryTests {
    @Test func defaultFacesAreDejaVuSansRegularAndBold() throws {
        let library = try FontLibrary()
        #expect(library.regular.familyName == "DejaVu Sans")
        #expect(library.regular.styleName == "Book")
        #expect(library.bold.styleName == "Bold")
        #expect(library.regular.path.hasSuffix("/DejaVuSans.ttf"))
        #expect(library.bold.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(library.face(weight: .bold) === library.bold)
        #expect(library.font(size: 17, weight: .bold).face === library.bold)
        #expect(library.regular.hasKerning)
    }

    @Test func missingFontFileThrowsAnErrorNamingTheFile() throws {
        let library = try FontLibrary()
        let path = "/nonexistent/fonts/NoSuchFont.ttf"
        let error = #expect(throws: TextError.self) { try library.face(path: path) }
        #expect(error == .fontNotFound(path: path))
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func missingFontDirectoryThrowsAnErrorNamingTheDefaultFontFile() {
        let error = #expect(throws: TextError.self) { try FontLibrary(fontDirectory: "/nonexistent-font-dir") }
        let description = error?.description ?? ""
        #expect(description.contains("/nonexistent-font-dir/DejaVuSans.ttf"))
        #expect(description.contains("fonts-dejavu-core"))
        #expect(description.contains("PANEL_FONT_DIR"))
    }

    @Test func environmentVariableOverridesTheSearchPaths() throws {
        let dir = "/usr/share/fonts/truetype/dejavu/"
        let library = try FontLibrary(
            fontDirectory: nil, environment: { $0 == "PANEL_FONT_DIR" ? dir : nil }, searchPaths: [])
        #expect(library.regular.path == dir + "DejaVuSans.ttf")

        let error = #expect(throws: TextError.self) {
            try FontLibrary(fontDirectory: nil, environment: { $0 == "PANEL_FONT_DIR" ? "/tmp/no-fonts-here" : nil })
        }
        #expect(error?.description.contains("/tmp/no-fonts-here/DejaVuSans.ttf") == true)
    }

    @Test func explicitDirectoryWinsOverTheEnvironment() throws {
        let library = try FontLibrary(
            fontDirectory: "/usr/share/fonts/truetype/dejavu", environment: { _ in "/tmp/no-fonts-here" })
        #expect(library.bold.path == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    }

    @Test func searchThatFindsNothingListsEveryPathTried() {
        let error = #expect(throws: TextError.self) {
            try FontLibrary(fontDirectory: nil, environment: { _ in nil }, searchPaths: ["/nowhere/a", "/nowhere/b"])
        }
        #expect(
            error
                == .defaultFontNotFound(
                    file: "DejaVuSans.ttf", searched: ["/nowhere/a/DejaVuSans.ttf", "/nowhere/b/DejaVuSans.ttf"]))
        #expect(error?.description.contains("/nowhere/b/DejaVuSans.ttf") == true)
    }

    @Test func fileThatIsNotAFontThrowsUnreadableNamingIt() throws {
        let path = "/tmp/paneltext-not-a-font-\(getpid()).ttf"
        let file = try #require(fopen(path, "w"))
        fputs("this is not a font\n", file)
        fclose(file)
        defer { unlink(path) }
        let library = try FontLibrary()
        let error = #expect(throws: TextError.self) { try library.face(path: path) }
        #expect(error == .fontUnreadable(path: path, code: 0x02))
        #expect(error?.description.contains(path) == true)
    }

    @Test func facesAreSharedByPath() throws {
        let library = try FontLibrary()
        let again = try library.face(path: library.regular.path)
        #expect(again === library.regular)
        let mono = try library.face(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        #expect(mono.familyName == "DejaVu Sans Mono")
        #expect(try library.face(path: mono.path) === mono)
    }

    @Test func fontMetricsScaleTheDesignMetrics() throws {
        let library = try FontLibrary()
        let font = library.font(size: 17)
        // DejaVu Sans: 2048 units per em, ascender 1901, descender -483, cap height 1493.
        #expect(abs(font.ascender - 1901.0 / 2048 * 17) < 1e-9)
        #expect(abs(font.descender + 483.0 / 2048 * 17) < 1e-9)
        #expect(abs(font.lineHeight - 2384.0 / 2048 * 17) < 1e-9)
        #expect(abs(font.capHeight - 1493.0 / 2048 * 17) < 1e-9)
        #expect(font.xHeight > 0.4 * 17 && font.xHeight < font.capHeight)
        #expect(font == library.font(size: 17))
        #expect(font != library.font(size: 17, weight: .bold))
        #expect(font.withSize(28).size == 28)
    }

    @Test func usingAFaceWithAnotherLibraryTraps() async {
        await #expect(processExitsWith: .failure) {
            let first = try! FontLibrary()
            let second = try! FontLibrary()
            _ = second.layout("x", style: TextStyle(font: first.font(size: 12, weight: .bold)))
        }
    }
}
