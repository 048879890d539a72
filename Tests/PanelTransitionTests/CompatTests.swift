import PanelKitCompat
import Testing

@Suite("PanelKitCompat: UIKit spellings")
@MainActor
struct CompatTests {
    @Test func attributedStringsPortAsTheyAre() throws {
        let library = try FontLibrary()
        let bold = library.font(size: 20, weight: .bold)
        var title = NSMutableAttributedString(string: "Hello ", attributes: [.foregroundColor: UIColor.red])
        title.append(
            NSAttributedString(string: "world", attributes: [.font: bold, .underlineStyle: NSUnderlineStyle.single]))
        title.addAttribute(
            .kern, value: 2, range: title.string.startIndex..<title.string.index(after: title.string.startIndex))
        let label = UILabel()
        label.attributedText = title
        #expect(label.text == "Hello world")
        let runs = title.runs
        #expect(runs.count == 3)
        #expect(runs[0].attributes.kern == 2 && runs[0].attributes.color == .red)
        #expect(runs[2].attributes.font == bold && runs[2].attributes.underlineStyle == .single)
        // Setting plain text drops the attributes, as on UIKit.
        label.text = "Plain"
        #expect(label.attributedText == nil)
    }

    @Test func coreGraphicsNamesArePanelKitsTypes() {
        var frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        frame.origin.x = -frame.width
        #expect(frame.origin.x == -30)
        #expect(frame.size.height == 40)
        let scale: CGFloat = 2
        #expect(CGAffineTransform(scaleX: scale, y: scale).a == 2)
        #expect(CGPoint(x: 1, y: 2) + CGPoint(x: 1, y: 1) == CGPoint(x: 2, y: 3))
        #expect(UIEdgeInsets(all: 4).top == 4)
        let duration: TimeInterval = 0.3
        #expect(duration == 0.3)
        #expect(CGFloat.self == Double.self)
    }

    @Test func uikitClassNames() {
        let view: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor.red
        let controller: UIViewController = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        #expect(controller.view != nil)
        let pan: UIGestureRecognizer = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 1)
        let options: UIView.AnimationOptions = [.curveEaseOut]
        #expect(options.curve == .easeOut)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0.6
        #expect(interaction.completionSpeed == 0.6)
        let style: UIModalPresentationStyle = .custom
        #expect(style == .custom)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {}
        let implicit: UIViewImplicitlyAnimating = animator
        #expect(implicit.state == .inactive)
        _ = NSObject()
    }
}

@Suite("PanelKitCompat: the surface ported code touches first")
@MainActor
struct CompatSurfaceTests {
    @Test func applicationScreenAndFonts() {
        let h = TransitionHarness(width: 240, height: 160)
        #expect(UIApplication.shared === h.app)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 240, height: 160))
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(regular.size == 17)
        #expect(bold != regular)
        #expect(UIFont.boldSystemFont(ofSize: 17) == bold)
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 24, weight: .bold)
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.bounds.height > 24)
    }
}
