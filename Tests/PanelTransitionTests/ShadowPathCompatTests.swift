import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `layer.shadowPath` as Apple documents it: the shadow takes the path's shape, in the layer's coordinates,
/// instead of the layer's bounds, even beyond them; nil casts the bounds' shadow.
@Suite("PanelKitCompat: CALayer.shadowPath")
@MainActor
struct ShadowPathCompatTests {
    /// A view with a crisp black shadow (no blur, no offset) and no background of its own.
    func shadowed(_ h: TransitionHarness) -> UIView {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        view.backgroundColor = .white
        h.window.addSubview(view)
        return view
    }

    @Test("an oval shadow path casts an oval shadow, and a path outside the bounds casts its shadow there")
    func ovalAndOutside() {
        let h = TransitionHarness(width: 320, height: 200)
        let view = shadowed(h)
        view.backgroundColor = nil
        let ink = ScreenInk(h: h)
        h.step()
        // The bounds' shadow: the square's corner is dark.
        #expect(ink.isDark(42, 42))

        view.layer.shadowPath = UIBezierPath(ovalIn: view.bounds).cgPath
        h.step()
        #expect(ink.isDark(90, 90), "inside the oval")
        #expect(!ink.isDark(42, 42), "the square's corner is outside the oval")
        #expect(ink.isDark(90, 42), "the oval's top reaches the bounds' edge")

        // A path right of the bounds: its shadow shows there, outside the view.
        view.layer.shadowPath = UIBezierPath(rect: CGRect(x: 130, y: 20, width: 40, height: 40)).cgPath
        h.step()
        #expect(ink.isDark(190, 80))
        #expect(!ink.isDark(90, 90), "the old oval's shadow is gone")

        view.layer.shadowPath = nil
        h.step()
        #expect(ink.isDark(42, 42) && !ink.isDark(190, 80))
    }

    @Test("the shadow path moves with the view and is blurred by shadowRadius")
    func movesAndBlurs() {
        let h = TransitionHarness(width: 320, height: 200)
        let view = shadowed(h)
        view.backgroundColor = nil
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = CGSize(width: 0, height: 10)
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 20).cgPath
        h.step()
        let ink = ScreenInk(h: h)
        let centre = ink.rgb(90, 100)
        let edge = ink.rgb(90, 150)
        #expect(centre.r < 40, "full shadow inside")
        #expect(edge.r > 60 && edge.r < 200, "blurred at the edge, shifted down by the offset")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/shadow-path.png")
        }
        view.frame.origin.x = 180
        h.step()
        #expect(ink.rgb(230, 100).r < 40)
        #expect(ink.rgb(90, 100).r > 240, "the old place is clean")
    }
}
