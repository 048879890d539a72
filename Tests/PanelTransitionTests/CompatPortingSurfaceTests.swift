import PanelKitCompat
import Testing

/// Issue 15's porting surface in UIKit's spellings, as seed code writes it: `UIFont(name:size:)`,
/// `UIImage(named:)`, `UIImage(systemName:)`, `UIView.transition(with:…)` and the scroll view's touch and
/// indicator properties.
@Suite("PanelKitCompat: fonts and images by name, view transitions, scroll view touches")
@MainActor
struct CompatPortingSurfaceTests {
    @Test func fontsByName() throws {
        let h = TransitionHarness(width: 240, height: 160)
        defer { withExtendedLifetime(h) {} }
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(font.fontName == "DejaVuSans-Bold" && font.familyName == "DejaVu Sans" && font.pointSize == 20)
        #expect(UIFont(name: "HelveticaNeue-Imaginary", size: 20) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans"))
    }

    @Test func imagesByNameAndSymbols() {
        let missing: UIImage? = UIImage(named: "no-such-image-anywhere")
        #expect(missing == nil)
        let symbol = UIImage(systemName: "chevron.left")
        #expect(symbol?.size == CGSize(width: 22, height: 22))
        #expect(UIImage(systemName: "not.a.symbol") == nil)
        let view = UIImageView(image: UIImage(systemName: "heart.fill"))
        #expect(view.frame.size == CGSize(width: 22, height: 22))
    }

    @Test func transitionsAndScrollViews() {
        let h = TransitionHarness(width: 240, height: 160)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(box)
        h.step()
        var done = false
        UIView.transition(
            with: box, duration: 0.2, options: [.transitionCrossDissolve, .allowAnimatedContent],
            animations: { box.backgroundColor = .red }, completion: { done = $0 })
        let other = UIView(frame: box.frame)
        UIView.transition(from: box, to: other, duration: 0, options: .showHideTransitionViews, completion: nil)
        h.wait(0.3)
        h.step(2)
        #expect(done)

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.delaysContentTouches = false
        scroll.canCancelContentTouches = false
        scroll.showsVerticalScrollIndicator = false
        scroll.indicatorStyle = UIScrollView.IndicatorStyle.white
        scroll.flashScrollIndicators()
        #expect(!scroll.delaysContentTouches && !scroll.canCancelContentTouches)
    }
}
