import PanelGraphics
import PanelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The canvas scene: rounded cards with soft shadows, a gradient, an image scaled 1.5x, a circular avatar,
/// borders and translucency. Text on top of it lives in PanelTextTests.
@Suite struct CanvasGoldenTests {
    static func photo() -> Surface {
        // A small procedural "photo": sky gradient, sun, hills. Written and read back as PNG.
        let s = Surface(width: 96, height: 64)
        let c = Canvas(surface: s)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 0, y: 64),
            stops: [GradientStop(0, Color(hex: 0x5BA7F0)), GradientStop(1, Color(hex: 0xD9ECFF))])
        c.fillEllipse(in: Rect(x: 60, y: 10, width: 20, height: 20), color: Color(hex: 0xFFD23F))
        c.fillEllipse(in: Rect(x: -30, y: 38, width: 100, height: 60), color: Color(hex: 0x3E8E41))
        c.fillEllipse(in: Rect(x: 30, y: 44, width: 110, height: 60), color: Color(hex: 0x2E6B30))
        return s
    }

    static func avatar() -> Surface {
        let s = Surface(width: 64, height: 64)
        let c = Canvas(surface: s)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 64, y: 64),
            stops: [GradientStop(0, Color(hex: 0xFF7A59)), GradientStop(1, Color(hex: 0xC2185B))])
        c.fillEllipse(in: Rect(x: 20, y: 12, width: 24, height: 24), color: Color(white: 1, alpha: 0.9))
        c.fillEllipse(in: Rect(x: 8, y: 40, width: 48, height: 40), color: Color(white: 1, alpha: 0.9))
        return s
    }

    static func renderScene() throws -> Surface {
        let s = Surface(width: 480, height: 320)
        let c = Canvas(surface: s)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 480, y: 320),
            stops: [GradientStop(0, Color(hex: 0xEEF2F7)), GradientStop(1, Color(hex: 0xD5DEEA))])

        // Yellow card with a shadow (seed 000's activity card).
        let card1 = Rect(x: 24, y: 24, width: 200, height: 132)
        c.drawShadow(
            for: card1, radii: CornerRadii(all: 16),
            shadow: Shadow(color: Color(white: 0, alpha: 0.28), offset: Size(width: 0, height: 6), blur: 18))
        c.fillRoundedRect(card1, radii: CornerRadii(all: 16), color: Color(hex: 0xFFD54F))
        c.fillRoundedRect(
            Rect(x: 40, y: 44, width: 120, height: 10), radii: CornerRadii(all: 5), color: Color(white: 0, alpha: 0.18))
        c.fillRoundedRect(
            Rect(x: 40, y: 64, width: 160, height: 10), radii: CornerRadii(all: 5), color: Color(white: 0, alpha: 0.12))

        // Avatar clipped to a circle with a white ring.
        let avatarRect = Rect(x: 40, y: 88, width: 52, height: 52)
        c.fillEllipse(in: avatarRect.insetBy(dx: -3, dy: -3), color: .white)
        c.drawImage(
            try Self.roundTrip(avatar(), "avatar"), in: avatarRect, radii: CornerRadii(all: 26))

        // White card with per-corner radii and a hairline border.
        let card2 = Rect(x: 248, y: 24, width: 208, height: 132)
        c.drawShadow(
            for: card2, radii: CornerRadii(topLeft: 24, topRight: 6, bottomRight: 24, bottomLeft: 6),
            shadow: Shadow(color: Color(white: 0, alpha: 0.22), offset: Size(width: 0, height: 4), blur: 12))
        c.fillRoundedRect(
            card2, radii: CornerRadii(topLeft: 24, topRight: 6, bottomRight: 24, bottomLeft: 6), color: .white)
        c.strokeRoundedRect(
            card2, radii: CornerRadii(topLeft: 24, topRight: 6, bottomRight: 24, bottomLeft: 6), lineWidth: 1.5,
            color: Color(hex: 0x90A4AE))
        // The photo at 1.5x with rounded corners.
        let photo = try Self.roundTrip(photo(), "photo")
        c.drawImage(photo, in: Rect(x: 264, y: 36, width: 144, height: 96), radii: CornerRadii(all: 10))

        // A gradient button, a translucent overlay and a rotated badge.
        let button = Rect(x: 24, y: 188, width: 200, height: 48)
        c.drawShadow(
            for: button, radii: CornerRadii(all: 24),
            shadow: Shadow(color: Color(hex: 0x1565C0, alpha: 0.35), offset: Size(width: 0, height: 4), blur: 10))
        c.fillLinearGradient(
            button, radii: CornerRadii(all: 24), from: Point(x: 24, y: 188), to: Point(x: 224, y: 236),
            stops: [GradientStop(0, Color(hex: 0x42A5F5)), GradientStop(1, Color(hex: 0x1565C0))])
        c.fillRoundedRect(
            Rect(x: 248, y: 180, width: 208, height: 116), radii: CornerRadii(all: 18),
            color: Color(hex: 0x263238, alpha: 0.85))
        c.withSavedState {
            c.translateBy(x: 352, y: 238)
            c.concatenate(AffineTransform(rotationAngle: -0.26))
            c.fillRoundedRect(
                Rect(x: -60, y: -22, width: 120, height: 44), radii: CornerRadii(all: 12), color: Color(hex: 0xFF5252))
            c.strokeRoundedRect(
                Rect(x: -60, y: -22, width: 120, height: 44), radii: CornerRadii(all: 12), lineWidth: 2, color: .white)
        }
        c.fillEllipse(in: Rect(x: 24, y: 256, width: 40, height: 40), color: Color(hex: 0x66BB6A))
        c.fillEllipse(in: Rect(x: 48, y: 256, width: 40, height: 40), color: Color(hex: 0xAB47BC, alpha: 0.7))
        c.fillEllipse(in: Rect(x: 72, y: 256, width: 40, height: 40), color: Color(hex: 0xFFA726, alpha: 0.7))
        return s
    }

    /// The surface written as a PNG and read back (the scene draws decoded images, as an app does); the file
    /// is removed afterwards.
    static func roundTrip(_ s: Surface, _ name: String) throws -> Surface {
        let path = "/tmp/panelkit-golden-\(getpid())-\(name).png"
        defer { unlink(path) }
        try s.writePNG(path: path)
        return try Surface.loadPNG(path: path)
    }

    @Test func canvasScene() throws {
        let s = try Self.renderScene()
        expectGolden(s, named: "canvas-scene", tolerance: 2, maxDifferingPixels: 40)
    }
}
