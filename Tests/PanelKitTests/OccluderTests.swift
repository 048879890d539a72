import PanelGraphics
import Testing

@testable import PanelKit

/// Opaque views hide what is behind them, so the renderer draws each damaged pixel from the frontmost
/// opaque view covering it; a view moved onto the pixel grid covers its rounded place.
@Suite("Occluders")
@MainActor
struct OccluderTests {
    /// Two opaque pages side by side, sliding as a page view's transition does: `offset` is how far the
    /// first has moved left; the second follows at its right.
    @MainActor
    struct Slide {
        let h = Harness(width: 200, height: 120)
        let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let right = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))

        init(rasterized: Bool) {
            h.window.backgroundColor = .green
            left.backgroundColor = .red
            right.backgroundColor = .blue
            for (page, color) in [(left, Color.white), (right, Color.black)] {
                let mark = View(frame: Rect(x: 10, y: 10, width: 30, height: 20))
                mark.backgroundColor = color
                page.addSubview(mark)
                page.layer.shouldRasterize = rasterized
                container.addSubview(page)
            }
            h.window.addSubview(container)
        }

        func place(_ offset: Double) {
            left.transform = AffineTransform(translationX: -offset, y: 0)
            right.transform = AffineTransform(translationX: 200 - offset, y: 0)
            h.step()
        }

        var pixels: [Color] {
            (0..<120).flatMap { y in (0..<200).map { x in h.color(x, y) } }
        }
        var renderer: Renderer { h.driver.application.renderer }
    }

    /// Slides the pages to `first`, then to `second` offset, and expects the left page to end and the right
    /// one to start at column `edge`, the frame's pixels to be those drawn at whole-pixel offsets `rounded`,
    /// and no pixel drawn from the window up (each page covers its rounded place as an occluder).
    func expectSlide(
        rasterized: Bool, _ first: Double, _ second: Double, edge: Int, rounded: (Double, Double),
        prepare: (Slide) -> Void = { _ in }
    ) {
        let slide = Slide(rasterized: rasterized)
        prepare(slide)
        slide.place(first)
        slide.place(second)
        #expect(slide.h.color(edge - 1, 60) == .red)
        #expect(slide.h.color(edge, 60) == .blue)
        #expect(slide.renderer.backdropPixelCount == 0)
        let whole = Slide(rasterized: rasterized)
        whole.place(rounded.0)
        whole.place(rounded.1)
        #expect(slide.pixels == whole.pixels)
    }

    @Test(arguments: [false, true])
    func pagesOffThePixelGridCoverTheirRoundedPlaces(rasterized: Bool) {
        // 200 - 82.63 = 117.37: the right page lands on column 117, the left one ends before it.
        expectSlide(rasterized: rasterized, 74.3, 82.63, edge: 117, rounded: (74, 83))
    }

    @Test(arguments: [false, true])
    func pagesUnderAMovedParentLandWhereTheyAreDrawn(rasterized: Bool) {
        // The container's translation is moved onto the grid before its pages' are (0.4 to 0, then 117.4
        // to 117): the right page lands on column 117, not where its window offset (117.8) would round.
        expectSlide(rasterized: rasterized, 30, 82.6, edge: 117, rounded: (30, 83)) {
            $0.container.transform = AffineTransform(translationX: 0.4, y: 0)
        }
    }

    @Test(arguments: [false, true])
    func pagesMeetingAtHalfAPixelLeaveNoGap(rasterized: Bool) {
        // -82.5 and 117.5 both round up: the left page ends at column 117 and the right one starts at 118.
        expectSlide(rasterized: rasterized, 30, 82.5, edge: 118, rounded: (30, 82))
    }

    /// A card with rounded corners and an opaque background, its shadow, and a translucent view in it,
    /// over a striped page, as a dragged card is; `rasterized` puts both in bitmaps.
    @MainActor
    struct Drag {
        let h = Harness(width: 320, height: 240)
        let card = View(frame: Rect(x: 40, y: 30, width: 200, height: 120))
        /// Rounded and opaque too, but too small to be worth cutting the damage for.
        let button = View(frame: Rect(x: 250, y: 180, width: 60, height: 40))

        init(rasterized: Bool, occluders: Bool) {
            h.driver.application.renderer.usesOccluders = occluders
            let page = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
            page.backgroundColor = Color(hex: 0x204060)
            for k in 0..<16 {
                let stripe = View(frame: Rect(x: Double(k) * 20, y: 0, width: 10, height: 240))
                stripe.backgroundColor = Color(hex: 0xE0C0A0)
                page.addSubview(stripe)
            }
            card.backgroundColor = .white
            card.cornerRadius = 16
            card.shadowOpacity = 0.3
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 0, height: 4)
            let tint = View(frame: Rect(x: 8, y: 8, width: 184, height: 50))
            tint.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
            card.addSubview(tint)
            page.layer.shouldRasterize = rasterized
            card.layer.shouldRasterize = rasterized
            h.window.addSubview(page)
            h.window.addSubview(card)
            button.backgroundColor = .blue
            button.cornerRadius = 12
            button.layer.shouldRasterize = rasterized
            h.window.addSubview(button)
            h.step()
        }

        var pixels: [Color] {
            (0..<240).flatMap { y in (0..<320).map { x in h.color(x, y) } }
        }
    }

    /// A rasterized rounded opaque card hides the page behind its inside (its bounds a third of the radius
    /// and a pixel in); drawn from its views it hides nothing (each piece would walk it again), nor does a
    /// small rounded view (a button), not worth its five pieces. Dragged a few pixels, the frame is what
    /// drawing everything back to front gives.
    @Test(arguments: [false, true])
    func aRoundedCardHidesThePageBehindItsInside(rasterized: Bool) {
        let drag = Drag(rasterized: rasterized, occluders: true)
        drag.card.center = Point(x: drag.card.center.x + 3, y: drag.card.center.y + 2)
        drag.button.backgroundColor = .red
        drag.h.step()
        // 16 * 0.3 rounded up, and a pixel: 6 in from each edge of (43, 32, 200, 120).
        let renderer = drag.h.driver.application.renderer
        #expect(
            renderer.occludedBox(of: drag.card) == (rasterized ? IntRect(x: 49, y: 38, width: 188, height: 108) : nil))
        #expect(renderer.occludedBox(of: drag.button) == nil)
        let reference = Drag(rasterized: rasterized, occluders: false)
        reference.card.center = drag.card.center
        reference.button.backgroundColor = .red
        reference.h.step()
        #expect(reference.h.driver.application.renderer.occludedBox(of: reference.card) == nil)
        let a = drag.pixels
        let b = reference.pixels
        let differing = zip(a, b).filter { $0 != $1 }.count
        #expect(differing == 0)
    }
}
