import Testing

@testable import PanelKit

/// `UIImage(systemName:)` (`Surface(systemName:)`): PanelKit's own symbols, nil for names it does not draw
/// ("Return Value: The object containing the image variant that matches the specified configuration data,
/// or nil if no suitable image was found").
@Suite("UIImage(systemName:)")
@MainActor
struct SymbolImageTests {
    /// The alpha (0-255) of a pixel.
    static func alpha(_ image: Surface, _ x: Int, _ y: Int) -> UInt32 { image.pixel(x: x, y: y) >> 24 }

    @Test func everyListedNameDrawsSomethingAndOthersAreNil() throws {
        for name in SymbolImage.names {
            let image = try #require(Surface(systemName: name), "\(name)")
            #expect(image.width == SymbolImage.defaultSide && image.height == SymbolImage.defaultSide)
            var lit = 0
            for y in 0..<image.height {
                for x in 0..<image.width where Self.alpha(image, x, y) > 128 { lit += 1 }
            }
            #expect(lit > 10, "\(name) lights \(lit) pixels")
            #expect(Self.alpha(image, 0, 0) == 0, "\(name) leaves the corner transparent")
        }
        #expect(Surface(systemName: "no.such.symbol") == nil)
        #expect(Surface(systemName: "") == nil)
        #expect(Surface(systemName: "Plus") == nil)  // names are case-sensitive, as SF Symbols'
    }

    @Test func shapesLightWhereTheirNameSays() throws {
        let plus = try #require(Surface(systemName: "plus", side: 40, color: .black))
        #expect(Self.alpha(plus, 20, 20) == 255)  // the crossing
        #expect(Self.alpha(plus, 20, 6) == 255)  // the top of the vertical bar
        #expect(Self.alpha(plus, 8, 8) == 0)  // between the arms
        let minus = try #require(Surface(systemName: "minus", side: 40, color: .black))
        #expect(Self.alpha(minus, 20, 20) == 255)
        #expect(Self.alpha(minus, 20, 6) == 0)

        let play = try #require(Surface(systemName: "play.fill", side: 40, color: .black))
        #expect(Self.alpha(play, 14, 20) == 255)  // the broad left side
        #expect(Self.alpha(play, 32, 6) == 0)  // above the point

        let left = try #require(Surface(systemName: "chevron.left", side: 40, color: .black))
        let right = try #require(Surface(systemName: "chevron.right", side: 40, color: .black))
        #expect(Self.alpha(left, 12, 20) == 255 && Self.alpha(left, 28, 20) == 0)
        #expect(Self.alpha(right, 28, 20) == 255 && Self.alpha(right, 12, 20) == 0)

        let filled = try #require(Surface(systemName: "heart.fill", side: 40, color: .black))
        let outlined = try #require(Surface(systemName: "heart", side: 40, color: .black))
        #expect(Self.alpha(filled, 20, 22) == 255)
        #expect(Self.alpha(outlined, 20, 22) == 0)  // an outline is hollow
        #expect(Self.alpha(filled, 20, 2) == 0)  // the dip between the lobes

        // A filled circle with a cross cut out of it; a lens with a handle.
        let clear = try #require(Surface(systemName: "xmark.circle.fill", side: 40, color: .black))
        #expect(Self.alpha(clear, 20, 20) == 0)  // the crossing is cut out
        #expect(Self.alpha(clear, 20, 8) == 255)  // the disc above it
        #expect(Self.alpha(clear, 1, 1) == 0)
        let ring = try #require(Surface(systemName: "xmark.circle", side: 40, color: .black))
        #expect(Self.alpha(ring, 20, 20) == 255 && Self.alpha(ring, 20, 8) == 0)
        let lens = try #require(Surface(systemName: "magnifyingglass", side: 40, color: .black))
        #expect(Self.alpha(lens, 17, 17) == 0 && Self.alpha(lens, 31, 31) == 255)
        #expect(Surface(systemName: "magnifyingglass.fill") == nil)  // no such SF Symbol
        let star = try #require(Surface(systemName: "star.fill", side: 40, color: .black))
        #expect(Self.alpha(star, 20, 22) == 255)
        #expect(Self.alpha(star, 20, 36) == 0)  // between the two lower points
    }

    @Test func symbolsTakeTheirColourAndSize() throws {
        let image = try #require(Surface(systemName: "stop.fill", side: 30, color: .red))
        #expect(image.width == 30)
        #expect(close(image.color(x: 15, y: 15), .red))
        #expect(Self.alpha(image, 1, 15) == 0)
    }

    /// A symbol image shows in an image view as a template, in the view's tint colour (blue by default).
    @Test func aSymbolShowsInAnImageView() {
        let h = Harness()
        let view = ImageView(image: Surface(systemName: "stop.fill"))
        view.frame.origin = Point(x: 10, y: 10)
        h.window.addSubview(view)
        h.step()
        #expect(close(h.color(21, 21), .systemBlue))
        #expect(close(h.color(11, 11), .white))
    }
}
