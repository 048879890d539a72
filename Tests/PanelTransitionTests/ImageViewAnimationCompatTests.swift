import PanelKitCompat
import Testing

/// `UIImageView`'s frame animation as a loading indicator uses it: `animationImages`, `animationDuration`,
/// `animationRepeatCount`, `startAnimating()` and `stopAnimating()`, with `image` shown again once stopped.
@Suite("PanelKitCompat: UIImageView animationImages")
@MainActor
struct ImageViewAnimationCompatTests {
    private func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
    }

    /// The red, green and blue of the pixel at the view's centre.
    private func centre(_ h: TransitionHarness) -> (UInt32, UInt32, UInt32) {
        let p = h.surface.pixel(x: 120, y: 80)
        return ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
    }

    @Test func theFramesRunInTurnForTheRepeatCountThenTheImageShows() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIImageView(image: solid(.gray))
        view.frame = CGRect(x: 100, y: 60, width: 40, height: 40)
        view.animationImages = [solid(.red), solid(.green), solid(.blue)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        h.window.addSubview(view)
        h.step()
        #expect(centre(h) == (128, 128, 128) || centre(h).0 == centre(h).2, "the still image first")
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        h.step(2)
        #expect(centre(h).0 > 200 && centre(h).1 < 60, "red first")
        h.step(6)
        #expect(centre(h).1 > 100 && centre(h).0 < 60, "green a tenth of a second in")
        h.step(6)
        #expect(centre(h).2 > 200 && centre(h).0 < 60, "blue in the last third")
        h.step(6)
        #expect(centre(h).0 > 200, "red again: the second pass")
        h.step(20)
        #expect(!view.isAnimating, "two passes of 0.3 s, then it stops")
        let (r, g, b) = centre(h)
        #expect(r == g && g == b && r > 100 && r < 160, "the still image again, got \(r),\(g),\(b)")
        #expect(!h.driver.application.needsFrame, "a stopped animation asks for no frames")
    }

    @Test func stopAnimatingShowsTheImageAndAnEmptyListDoesNotStart() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIImageView(frame: CGRect(x: 100, y: 60, width: 40, height: 40))
        view.image = solid(.gray)
        view.startAnimating()
        #expect(!view.isAnimating, "no animationImages: nothing to run")
        view.animationImages = [solid(.red), solid(.blue)]
        h.window.addSubview(view)
        view.startAnimating()
        h.step(3)
        // Two frames at 30 a second by default: red or blue, not the grey image.
        #expect(view.isAnimating && (centre(h).0 > 200 || centre(h).2 > 200) && centre(h).1 < 60)
        #expect(h.driver.application.needsFrame, "repeating for ever asks for frames")
        view.stopAnimating()
        h.step()
        #expect(!view.isAnimating && centre(h).0 < 160 && centre(h).0 == centre(h).2)
    }
}
