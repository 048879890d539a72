import PanelKitCompat
import Testing

/// UIKit calls a custom view's `draw(_:)` and a scroll view's owner make: drawing strings with attributes,
/// PNG data of an image, the keyboard put away by a drag, and the scroll indicators' insets.
@Suite("PanelKitCompat: string drawing, PNG data, keyboard dismiss mode, indicator insets")
@MainActor
struct DrawingAndScrollingCompatTests {
    final class ScoreView: UIView {
        var clipRect = CGRect.zero
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIRectFill(bounds)
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.black,
            ]
            "Score".draw(at: CGPoint(x: 8, y: 8), withAttributes: attributes)
            "A long line that does not fit".draw(in: clipRect, withAttributes: nil)
        }
    }

    /// Whether any pixel of `rect` in the harness's screen is dark.
    private func hasInk(_ h: TransitionHarness, _ rect: CGRect) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where h.surface.pixel(x: x, y: y) & 0xFF < 0x80 {
                return true
            }
        }
        return false
    }

    @Test func stringsDrawAtAPointAndClippedToARect() {
        let h = TransitionHarness(width: 320, height: 200)
        let view = ScoreView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.clipRect = CGRect(x: 8, y: 100, width: 60, height: 20)
        h.window.addSubview(view)
        h.step()
        let size = "Score".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        #expect(size.width > 50 && size.width < 120 && size.height >= 24 && size.height < 40, "got \(size)")
        #expect(hasInk(h, CGRect(x: 8, y: 8, width: size.width, height: size.height)))
        #expect(!hasInk(h, CGRect(x: 8 + size.width + 2, y: 8, width: 60, height: size.height)), "nothing past it")
        #expect(!hasInk(h, CGRect(x: 0, y: 0, width: 320, height: 7)), "nothing above the point")
        // draw(in:) wraps to the rect's width and is clipped to it.
        #expect(hasInk(h, CGRect(x: 8, y: 100, width: 60, height: 20)))
        #expect(!hasInk(h, CGRect(x: 69, y: 95, width: 250, height: 40)), "clipped at the rect's right edge")
        #expect(!hasInk(h, CGRect(x: 0, y: 121, width: 320, height: 40)), "clipped at its bottom")
        // Twelve points without attributes; bounding rects wrap.
        let small = "Score".size(withAttributes: nil)
        #expect(small.width < size.width && small.height < size.height)
        let oneLine = "A long line that does not fit".boundingRect(
            with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        let wrapped = "A long line that does not fit".boundingRect(
            with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(wrapped.height >= 3 * oneLine.height && wrapped.width <= 60)
    }

    @Test func anImageRoundTripsThroughPNGData() throws {
        _ = TransitionHarness(width: 40, height: 40)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        let back = try #require(UIImage(data: data))
        #expect(back.size == CGSize(width: 20, height: 10))
        #expect(back.pixel(x: 2, y: 2) == image.pixel(x: 2, y: 2))
        #expect(back.pixel(x: 15, y: 5) == image.pixel(x: 15, y: 5))
        #expect(UIImage(data: Data([1, 2, 3])) == nil, "not a PNG")
        #expect(UIImage(data: data.prefix(40)) == nil, "cut short")
    }

    @Test func aDragPutsTheKeyboardAwayAsTheDismissModeSays() {
        let h = TransitionHarness(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        scroll.addSubview(field)
        h.window.addSubview(scroll)
        h.step()
        #expect(field.becomeFirstResponder())
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 80), duration: 0.3)
        h.wait(1)
        #expect(field.isFirstResponder, ".none: the keyboard stays")
        #expect(scroll.contentOffset.y > 50, "the drag (above the keyboard) scrolled")
        scroll.keyboardDismissMode = .onDrag
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 80), duration: 0.3)
        h.wait(1)
        #expect(!field.isFirstResponder, ".onDrag: a drag puts it away")
        #expect(field.becomeFirstResponder())
        scroll.keyboardDismissMode = .interactive
        h.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 80), duration: 0.3)
        h.wait(1)
        #expect(field.isFirstResponder, ".interactive: a drag up leaves it")
        h.drag(from: CGPoint(x: 160, y: 80), to: CGPoint(x: 160, y: 200), duration: 0.3)
        h.wait(1)
        #expect(!field.isFirstResponder, ".interactive: a drag down puts it away")
        #expect(UIScrollView.KeyboardDismissMode.onDrag.rawValue == 1)
    }

    @Test func indicatorInsetsMoveTheVerticalIndicator() {
        let h = TransitionHarness(width: 320, height: 240)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 320, height: 2400)
        h.window.addSubview(scroll)
        h.step()
        scroll.flashScrollIndicators()
        h.step()
        let white: UInt32 = 0xFFFF_FFFF
        #expect(h.surface.pixel(x: 315, y: 10) != white, "the indicator at the edge, from the top")
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 5)
        scroll.flashScrollIndicators()
        h.step()
        #expect(h.surface.pixel(x: 315, y: 10) == white, "moved in")
        #expect(h.surface.pixel(x: 310, y: 10) == white, "and down")
        #expect(h.surface.pixel(x: 310, y: 26) != white)
        scroll.scrollIndicatorInsets = .zero
        #expect(scroll.verticalScrollIndicatorInsets == .zero && scroll.horizontalScrollIndicatorInsets == .zero)
    }
}
