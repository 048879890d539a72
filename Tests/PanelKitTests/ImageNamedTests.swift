import PanelTestSupport
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// `UIImage(named:)` (`Surface(named:)`), checked against Apple's documentation: found by name with or
/// without the extension, nil (never a trap) when missing or not an image, cached by name.
@Suite("UIImage(named:)")
@MainActor
struct ImageNamedTests {
    /// A 6x4 PNG: red left half, blue right half.
    static func writeSwatch(to path: String, width: Int = 6, height: Int = 4) throws {
        let s = Surface(width: width, height: height)
        let c = Canvas(surface: s)
        c.fill(Rect(x: 0, y: 0, width: Double(width / 2), height: Double(height)), color: .red)
        c.fill(Rect(x: Double(width / 2), y: 0, width: Double(width - width / 2), height: Double(height)), color: .blue)
        try s.writePNG(path: path)
    }

    /// "The name of the image asset or file. For images in asset catalogs, specify the name of the image
    /// asset. For PNG images, you may omit the filename extension."
    @Test func findsAPNGByNameWithOrWithoutItsExtension() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        try Self.writeSwatch(to: dir + "/swatch.png")
        let image = try #require(Surface(named: "swatch", in: dir))
        #expect(image.width == 6 && image.height == 4)
        #expect(close(image.color(x: 1, y: 1), .red))
        #expect(close(image.color(x: 4, y: 2), .blue))
        let withExtension = try #require(Surface(named: "swatch.png", in: dir))
        #expect(withExtension.size == image.size)
    }

    /// "Return Value: The object for the specified image, or nil if the method could not find the
    /// specified image."
    @Test func aMissingImageIsNil() {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        #expect(Surface(named: "nothing-here", in: dir) == nil)
        #expect(Surface(named: "", in: dir) == nil)
        #expect(Surface(named: "swatch", in: dir + "/no-such-folder") == nil)
    }

    /// A file that is not a PNG, or a truncated one, gives nil rather than a trap.
    @Test func aCorruptFileIsNil() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        HostileFiles.write(Array("not a picture at all".utf8), to: dir + "/garbage.png")
        #expect(Surface(named: "garbage", in: dir) == nil)
        try Self.writeSwatch(to: dir + "/whole.png", width: 64, height: 64)
        let bytes = try HostileFiles.readAll(dir + "/whole.png")
        HostileFiles.write(Array(bytes.prefix(bytes.count / 2)), to: dir + "/truncated.png")
        #expect(Surface(named: "truncated", in: dir) == nil)
    }

    /// "This method looks in the system caches for an image object with the specified name and returns the
    /// variant of that image that is best suited for the main screen. If a matching image object is not
    /// already in the cache, this method locates and loads the image data from disk": the second load of a
    /// name reads nothing, so it still answers after the file is gone.
    @Test func aLoadedNameIsServedFromTheCache() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        try Self.writeSwatch(to: dir + "/cached.png")
        let first = try #require(Surface(named: "cached", in: dir))
        let decodes = NamedImageCache.decodeCount
        unlink(dir + "/cached.png")
        let second = try #require(Surface(named: "cached", in: dir))
        #expect(NamedImageCache.decodeCount == decodes)
        #expect(close(second.color(x: 4, y: 1), .blue))
        // Drawing into one image (a surface can be drawn into) does not change the next one loaded.
        Canvas(surface: first).fill(first.bounds, color: .green)
        let third = try #require(Surface(named: "cached", in: dir))
        #expect(close(third.color(x: 1, y: 1), .red))
    }

    /// A missing name is not remembered: a file added later is found ("If a matching image object is not
    /// already in the cache, this method locates and loads the image data from disk").
    @Test func aNameMissingEarlierIsFoundOnceTheFileExists() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        #expect(Surface(named: "later", in: dir) == nil)
        try Self.writeSwatch(to: dir + "/later.png")
        #expect(Surface(named: "later", in: dir) != nil)
    }

    /// An image with only a high-resolution file (`name@2x.png`) loads, at its size in points: UIKit gives
    /// such an image a scale of 2 and a size of half its pixels; a panel's scale is 1.
    @Test func aHighResolutionFileLoadsAtItsSizeInPoints() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        try Self.writeSwatch(to: dir + "/retina@2x.png", width: 12, height: 8)
        let image = try #require(Surface(named: "retina", in: dir))
        #expect(image.width == 6 && image.height == 4)
        #expect(close(image.color(x: 0, y: 1), .red, 0.05))
        #expect(close(image.color(x: 5, y: 2), .blue, 0.05))
        // A plain file, when there is one, wins over the @2x one on a 1x screen.
        try Self.writeSwatch(to: dir + "/both.png", width: 10, height: 10)
        try Self.writeSwatch(to: dir + "/both@2x.png", width: 40, height: 40)
        #expect(Surface(named: "both", in: dir)?.width == 10)
    }

    /// The app's "bundle" is `resourceDirectories`, searched in order; by default the executable's
    /// `Resources` folder, its folder and the working directory.
    @Test func resourceDirectoriesAreSearchedInOrder() throws {
        let first = HostileFiles.temporaryDirectory("named")
        let second = HostileFiles.temporaryDirectory("named")
        defer {
            HostileFiles.removeTree(first)
            HostileFiles.removeTree(second)
        }
        try Self.writeSwatch(to: first + "/icon.png", width: 3, height: 3)
        try Self.writeSwatch(to: second + "/icon.png", width: 5, height: 5)
        try Self.writeSwatch(to: second + "/only-second.png", width: 7, height: 7)
        let saved = Surface.resourceDirectories
        defer { Surface.resourceDirectories = saved }
        Surface.resourceDirectories = [first, second]
        #expect(Surface(named: "icon")?.width == 3)
        #expect(Surface(named: "only-second")?.width == 7)
        Surface.resourceDirectories = [second, first]
        #expect(Surface(named: "icon")?.width == 5)

        let defaults = Surface.defaultResourceDirectories()
        #expect(defaults.count == 3)
        #expect(defaults.first?.hasSuffix("/Resources") == true)
        var cwd = [CChar](repeating: 0, count: 4096)
        _ = getcwd(&cwd, cwd.count)
        #expect(defaults.last == String(decoding: cwd.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// An image by name shows in an image view, which takes its size (`UIImageView(image:)`).
    @Test func aNamedImageShowsInAnImageView() throws {
        let dir = HostileFiles.temporaryDirectory("named")
        defer { HostileFiles.removeTree(dir) }
        try Self.writeSwatch(to: dir + "/shown.png", width: 40, height: 20)
        let h = Harness()
        let view = ImageView(image: Surface(named: "shown", in: dir))
        #expect(view.frame.size == Size(width: 40, height: 20))
        view.frame.origin = Point(x: 10, y: 10)
        h.window.addSubview(view)
        h.step()
        #expect(close(h.color(15, 20), .red))
        #expect(close(h.color(45, 20), .blue))
        #expect(close(h.color(55, 20), .white))
    }
}
