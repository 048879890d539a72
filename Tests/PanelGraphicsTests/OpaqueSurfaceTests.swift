import PanelGraphics
import Testing

/// A surface known to be opaque edge to edge is copied instead of blended, with the same pixels; the promise
/// comes from its format, from a PNG without alpha, or from whoever drew it, and drawing into it withdraws it.
@Suite struct OpaqueSurfaceTests {
    /// A 2x1 RGB PNG (no alpha channel): red, blue.
    static let rgbPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7B, 0x40, 0xE8, 0xDD, 0x00, 0x00, 0x00,
        0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0x00, 0x04, 0xFF, 0x01, 0x07, 0x00, 0x01, 0xFF,
        0xE2, 0x23, 0x9E, 0x59, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    /// The same pixels with a tRNS chunk making blue transparent: no alpha channel, yet not opaque.
    static let rgbWithTransparencyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7B, 0x40, 0xE8, 0xDD, 0x00, 0x00, 0x00,
        0x06, 0x74, 0x52, 0x4E, 0x53, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x43, 0xA4, 0xE8, 0x1C, 0x00, 0x00, 0x00,
        0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0x00, 0x04, 0xFF, 0x01, 0x07, 0x00, 0x01, 0xFF,
        0xE2, 0x23, 0x9E, 0x59, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test func aPNGWithoutAlphaDecodesOpaque() throws {
        let s = try Surface.decodePNG(bytes: Self.rgbPNG, source: "rgb")
        #expect(s.isOpaque)
        #expect(s.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(s.pixel(x: 1, y: 0) == 0xFF00_00FF)
    }

    @Test func transparencyWithoutAnAlphaChannelIsNotOpaque() throws {
        let s = try Surface.decodePNG(bytes: Self.rgbWithTransparencyPNG, source: "trns")
        #expect(!s.isOpaque)
        #expect(s.pixel(x: 1, y: 0) >> 24 == 0)
    }

    @Test func aPNGWithAlphaIsNotOpaqueEvenWhenEveryPixelIs() throws {
        let s = Surface(width: 2, height: 2)
        Canvas(surface: s).fill(s.bounds, color: .red)
        let path = "/tmp/panelkit-opaque-\(UInt32.random(in: 0...UInt32.max)).png"
        try s.writePNG(path: path)
        #expect(!(try Surface.loadPNG(path: path)).isOpaque)
    }

    @Test func onlyXRGBSurfacesStartOpaqueAndACanvasWithdrawsThePromise() {
        #expect(Surface(width: 1, height: 1, format: .xrgb32).isOpaque)
        #expect(!Surface(width: 1, height: 1).isOpaque)
        let s = Surface(width: 4, height: 4)
        s.isOpaque = true
        _ = Canvas(surface: s)
        #expect(!s.isOpaque)
        let x = Surface(width: 4, height: 4, format: .xrgb32)
        _ = Canvas(surface: x)
        #expect(x.isOpaque)
    }

    /// Copied (SRC) or blended (OVER), an opaque picture leaves the same pixels, at whole-pixel offsets
    /// inside and across the destination's edges and under a clip.
    @Test(arguments: [(0, 0), (3, 2), (-2, -1), (5, 4)])
    func anOpaquePictureDrawsAsItWouldBlend(_ offset: (Int, Int)) {
        let picture = Surface(width: 6, height: 5)
        for y in 0..<5 {
            for x in 0..<6 {
                picture.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 40) << 16 | UInt32(y * 50) << 8 | 0x33)
            }
        }
        func draw(opaque: Bool) -> Surface {
            picture.isOpaque = opaque
            let target = Surface(width: 9, height: 7)
            let c = Canvas(surface: target)
            c.fill(target.bounds, color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5))
            c.clip(to: Rect(x: 1, y: 1, width: 7, height: 5))
            c.drawImage(
                picture, transform: AffineTransform(translationX: Double(offset.0), y: Double(offset.1)))
            return target
        }
        let copied = draw(opaque: true)
        let blended = draw(opaque: false)
        for y in 0..<7 {
            for x in 0..<9 {
                #expect(copied.pixel(x: x, y: y) == blended.pixel(x: x, y: y), "(\(x), \(y))")
            }
        }
    }

    @Test func aLandscapeIsOpaque() {
        let s = Landscape.picture(
            width: 40, height: 30, palette: [0x203040, 0x405060, 0xF0C040, 0x306030, 0x204020], seed: 3)
        #expect(s.isOpaque)
        for y in stride(from: 0, to: 30, by: 7) {
            for x in stride(from: 0, to: 40, by: 9) { #expect(s.pixel(x: x, y: y) >> 24 == 0xFF) }
        }
    }
}
