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

    @Test(arguments: [false, true])
    func pagesOffThePixelGridCoverTheirRoundedPlaces(rasterized: Bool) {
        let slide = Slide(rasterized: rasterized)
        slide.place(74.3)
        slide.place(82.63)
        // 200 - 82.63 = 117.37: the right page lands on column 117, the left one ends before it.
        #expect(slide.h.color(116, 60) == .red)
        #expect(slide.h.color(117, 60) == .blue)
        let rounded = Slide(rasterized: rasterized)
        rounded.place(74)
        rounded.place(83)
        #expect(slide.pixels == rounded.pixels)
        // Each page covers its rounded place, so no column between them is drawn from the window up as well.
        #expect(slide.renderer.backdropPixelCount == 0)
    }

    @Test(arguments: [false, true])
    func pagesUnderAMovedParentLandWhereTheyAreDrawn(rasterized: Bool) {
        // The container's translation is moved onto the grid before its pages' are (0.4 to 0, then 117.4
        // to 117): the right page lands on column 117, not where its window offset (117.8) would round.
        let slide = Slide(rasterized: rasterized)
        slide.container.transform = AffineTransform(translationX: 0.4, y: 0)
        slide.place(30)
        slide.place(82.6)
        #expect(slide.h.color(116, 60) == .red)
        #expect(slide.h.color(117, 60) == .blue)
        let rounded = Slide(rasterized: rasterized)
        rounded.place(30)
        rounded.place(83)
        #expect(slide.pixels == rounded.pixels)
        #expect(slide.renderer.backdropPixelCount == 0)
    }

    @Test(arguments: [false, true])
    func pagesMeetingAtHalfAPixelLeaveNoGap(rasterized: Bool) {
        // -82.5 and 117.5 both round up: the left page ends at column 117 and the right one starts at 118.
        let slide = Slide(rasterized: rasterized)
        slide.place(30)
        slide.place(82.5)
        #expect(slide.h.color(117, 60) == .red)
        #expect(slide.h.color(118, 60) == .blue)
        let rounded = Slide(rasterized: rasterized)
        rounded.place(30)
        rounded.place(82)
        #expect(slide.pixels == rounded.pixels)
        #expect(slide.renderer.backdropPixelCount == 0)
    }
}
