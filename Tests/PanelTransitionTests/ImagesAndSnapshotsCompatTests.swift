import PanelKitCompat
import Testing

/// Pictures as UIKit programs use them: resizable (nine-patch) images in image views and as button
/// backgrounds, JPEG data, renderer formats, and pictures of views (`snapshotView(afterScreenUpdates:)`,
/// `layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)`).
@Suite("PanelKitCompat: resizable images, JPEG data, view snapshots")
@MainActor
struct ImagesAndSnapshotsCompatTests {
    private let red: UInt32 = 0xFFFF_0000
    private let green: UInt32 = 0xFF00_FF00
    private let blue: UInt32 = 0xFF00_00FF
    private let white: UInt32 = 0xFFFF_FFFF

    /// 9x9 points: red 3x3 corners, green edges, a 3x3 middle whose left column is blue and the rest white.
    private func patchImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.red.setFill()
            for (x, y) in [(0, 0), (6, 0), (0, 6), (6, 6)] {
                context.fill(CGRect(x: x, y: y, width: 3, height: 3))
            }
            UIColor.white.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 3, y: 3, width: 1, height: 3))
        }
    }

    private let caps = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)

    @Test func aStretchedResizableImageKeepsItsCornersAndStretchesItsMiddle() {
        let h = TransitionHarness(width: 200, height: 120)
        let image = patchImage().resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(image.capInsets == caps && image.resizingMode == .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        h.window.addSubview(view)
        let plain = UIImageView(image: patchImage())
        plain.frame = CGRect(x: 10, y: 60, width: 60, height: 30)
        h.window.addSubview(plain)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/nine-patch.png")
        }
        let s = h.surface
        // Corners 3 points square at each end, not scaled.
        #expect(s.pixel(x: 11, y: 11) == red && s.pixel(x: 12, y: 12) == red)
        #expect(s.pixel(x: 14, y: 11) == green, "the top edge starts 3 points in")
        #expect(s.pixel(x: 68, y: 38) == red && s.pixel(x: 65, y: 38) == green)
        #expect(s.pixel(x: 11, y: 25) == green && s.pixel(x: 40, y: 11) == green)
        // The middle's blue column stretched over a third of the middle (54 / 3 = 18 points).
        #expect(s.pixel(x: 20, y: 25) == blue, "got \(String(s.pixel(x: 20, y: 25), radix: 16))")
        #expect(s.pixel(x: 50, y: 25) == white)
        // Without caps the whole picture scales: its corner is 20 points wide.
        #expect(s.pixel(x: 16, y: 62) == red)
    }

    @Test func aTiledResizableImageRepeatsItsMiddleAtItsOwnSize() {
        let h = TransitionHarness(width: 200, height: 120)
        let view = UIImageView(image: patchImage().resizableImage(withCapInsets: caps))
        #expect(view.image?.resizingMode == .tile, "tiling is the default, as in UIKit")
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        h.window.addSubview(view)
        h.step()
        let s = h.surface
        #expect(s.pixel(x: 11, y: 11) == red && s.pixel(x: 68, y: 38) == red)
        // The middle starts at x = 13: blue, white, white, blue, ...
        for k in 0..<5 {
            #expect(s.pixel(x: 13 + 3 * k, y: 25) == blue)
            #expect(s.pixel(x: 14 + 3 * k, y: 25) == white && s.pixel(x: 15 + 3 * k, y: 25) == white)
        }
    }

    @Test func aButtonDrawsItsResizableBackgroundImageBehindItsTitle() {
        let h = TransitionHarness(width: 200, height: 120)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let normal = patchImage().resizableImage(withCapInsets: caps, resizingMode: .stretch)
        let pressed = normal.withTintColor(.black)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        h.window.addSubview(button)
        h.step()
        #expect(button.backgroundImage(for: .normal) === normal)
        #expect(button.backgroundImage(for: .selected) === normal, "other states use the normal one")
        #expect(button.currentBackgroundImage === normal)
        let s = h.surface
        #expect(s.pixel(x: 21, y: 21) == red && s.pixel(x: 118, y: 58) == red)
        #expect(s.pixel(x: 30, y: 21) == green, "the edge is stretched, the corner is not")
        #expect(s.pixel(x: 25, y: 40) == blue, "the middle's blue column stretched to a third")
        #expect(s.pixel(x: 110, y: 40) == white)
        button.isHighlighted = true
        h.step()
        #expect(button.currentBackgroundImage === pressed)
        #expect(h.surface.pixel(x: 21, y: 21) == 0xFF00_0000, "the highlighted background, tinted black")
        #expect(button.sizeThatFits(.zero).height >= 9)
    }

    /// 48x32 of colour bands, so that quality shows in the size.
    private func bandsImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 48, height: 32)).image { context in
            for x in 0..<48 {
                UIColor(hue: CGFloat(x) / 48, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: x, y: 0, width: 1, height: 16))
            }
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 16, width: 48, height: 16))
        }
    }

    private func close(_ a: UInt32, _ b: UInt32, within tolerance: Int) -> Bool {
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = Int((a >> shift) & 0xFF)
            let y = Int((b >> shift) & 0xFF)
            if abs(x - y) > tolerance { return false }
        }
        return true
    }

    @Test func anImageRoundTripsThroughJPEGData() throws {
        _ = TransitionHarness(width: 40, height: 40)
        let image = bandsImage()
        let best = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(Array(best.prefix(3)) == [0xFF, 0xD8, 0xFF], "a JPEG's start of image")
        #expect(small.count < best.count, "\(small.count) bytes at 0.1, \(best.count) at 1")
        let back = try #require(UIImage(data: best))
        #expect(back.size == CGSize(width: 48, height: 32))
        for (x, y) in [(4, 24), (40, 24), (24, 28)] {
            #expect(close(back.pixel(x: x, y: y), image.pixel(x: x, y: y), within: 12), "at \(x), \(y)")
        }
        #expect(back.pixel(x: 4, y: 24) >> 24 == 0xFF, "opaque")
        #expect(UIImage(data: best.prefix(30)) == nil, "cut short")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])) == nil, "damaged")
        // A translucent picture comes out over black.
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let clearData = try #require(clear.jpegData(compressionQuality: 0.8))
        let dark = try #require(UIImage(data: clearData))
        #expect(close(dark.pixel(x: 4, y: 4), 0xFF00_0000, within: 4))
        // PNG data still reads back through the same initializer.
        let png = try #require(image.pngData())
        let fromPNG = try #require(UIImage(data: png))
        #expect(fromPNG.pixel(x: 4, y: 24) == image.pixel(x: 4, y: 24))
        // A picture for scale 2 is half as many points.
        let twice = try #require(UIImage(data: best, scale: 2))
        #expect(twice.size == CGSize(width: 24, height: 16))
        #expect(close(twice.pixel(x: 4, y: 12), 0xFF00_00FF, within: 12), "the blue half below")
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).jpegData(
            withCompressionQuality: 0.9
        ) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(UIImage(data: rendered).map { close($0.pixel(x: 4, y: 4), red, within: 8) } == true)
    }

    @Test func anOpaqueFormatMakesBlackWhereNothingWasDrawn() {
        _ = TransitionHarness(width: 40, height: 40)
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = true
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        #expect(renderer.format.opaque)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        #expect(image.pixel(x: 2, y: 5) == red && image.pixel(x: 8, y: 5) == 0xFF00_0000)
        let translucent = UIGraphicsImageRenderer(
            size: CGSize(width: 10, height: 10), format: UIGraphicsImageRendererFormat()
        )
        .image { _ in }
        #expect(translucent.pixel(x: 8, y: 5) == 0)
    }

    /// A 60x40 card: orange, a blue square at (10, 10) and a white one at (35, 15).
    private func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 15, height: 15))
        a.backgroundColor = .blue
        card.addSubview(a)
        let b = UIView(frame: CGRect(x: 35, y: 15, width: 20, height: 20))
        b.backgroundColor = .white
        card.addSubview(b)
        return card
    }

    @Test func aSnapshotViewShowsTheViewsLookAndKeepsIt() throws {
        let h = TransitionHarness(width: 200, height: 120)
        let original = card()
        original.frame.origin = CGPoint(x: 10, y: 10)
        h.window.addSubview(original)
        h.step()
        let copy = try #require(original.snapshotView(afterScreenUpdates: false))
        #expect(copy.bounds.size == original.bounds.size)
        copy.frame.origin = CGPoint(x: 100, y: 10)
        h.window.addSubview(copy)
        h.step()
        let s = h.surface
        for y in stride(from: 0, to: 40, by: 3) {
            for x in stride(from: 0, to: 60, by: 3) {
                #expect(s.pixel(x: 100 + x, y: 10 + y) == s.pixel(x: 10 + x, y: 10 + y), "at \(x), \(y)")
            }
        }
        original.backgroundColor = .green
        h.step()
        #expect(h.surface.pixel(x: 12, y: 12) == green)
        #expect(h.surface.pixel(x: 102, y: 12) == 0xFFFF_8000, "the copy keeps the look it was made with")
        // After screen updates: a change not yet drawn is in the picture.
        original.subviews[0].backgroundColor = .red
        let updated = try #require(original.snapshotView(afterScreenUpdates: true))
        updated.frame.origin = CGPoint(x: 100, y: 60)
        h.window.addSubview(updated)
        h.step()
        #expect(h.surface.pixel(x: 115, y: 75) == red && h.surface.pixel(x: 25, y: 25) == red)
    }

    @Test func layerRenderInARendererScreenshotsAView() {
        let h = TransitionHarness(width: 200, height: 120)
        let shown = card()
        shown.frame.origin = CGPoint(x: 30, y: 20)
        h.window.addSubview(shown)
        h.step()
        let image = UIGraphicsImageRenderer(bounds: shown.bounds).image { context in
            shown.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 60, height: 40))
        for y in stride(from: 1, to: 40, by: 4) {
            for x in stride(from: 1, to: 60, by: 4) {
                #expect(image.pixel(x: x, y: y) == h.surface.pixel(x: 30 + x, y: 20 + y), "at \(x), \(y)")
            }
        }
        // drawHierarchy scales the view into the rectangle given.
        let half = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in
            #expect(shown.drawHierarchy(in: CGRect(x: 0, y: 0, width: 30, height: 20), afterScreenUpdates: true))
        }
        #expect(half.pixel(x: 8, y: 8) == blue && half.pixel(x: 2, y: 2) == 0xFFFF_8000)
        #expect(half.pixel(x: 22, y: 12) == white)
        #expect(!shown.drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context")
    }

    @Test func aViewOutsideAnyWindowRendersAndStillDrawsOnceShown() {
        let h = TransitionHarness(width: 200, height: 120)
        let offscreen = card()
        let image = UIGraphicsImageRenderer(bounds: offscreen.bounds).image { context in
            offscreen.layer.render(in: context.cgContext)
        }
        #expect(image.pixel(x: 2, y: 2) == 0xFFFF_8000 && image.pixel(x: 15, y: 15) == blue)
        #expect(image.pixel(x: 45, y: 25) == white)
        offscreen.frame.origin = CGPoint(x: 100, y: 50)
        h.window.addSubview(offscreen)
        h.step()
        #expect(h.surface.pixel(x: 102, y: 52) == 0xFFFF_8000 && h.surface.pixel(x: 115, y: 65) == blue)
    }
}
