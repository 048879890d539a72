// Seed 003 ("Custom Transition in Swift with present view controller - Non-interactive"): its
// PresentTransition and DismissTransition pasted as they stand, with `import UIKit` changed to
// `import PanelKitCompat` (and the code run through swift-format). The view controllers follow the
// article; `self.storyboard?.instantiateViewController(withIdentifier:)` becomes a direct init and the
// `@IBAction`s plain methods (Interface Builder is out of scope).
import PanelKitCompat
import Testing

class PresentTransition: NSObject, UIViewControllerAnimatedTransitioning {

    var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = self.interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if self.animator != nil {
            return self.animator!
        }

        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!

        let fromViewInitialFrame = transitionContext.initialFrame(for: fromVC)
        var fromViewFinalFrame = fromViewInitialFrame
        fromViewFinalFrame.origin.x = -fromViewFinalFrame.width

        let fromView = fromVC.view!
        let toView = transitionContext.view(forKey: .to)!

        var toViewInitialFrame = fromViewInitialFrame
        toViewInitialFrame.origin.x = toView.frame.size.width

        toView.frame = toViewInitialFrame
        container.addSubview(toView)

        let animator = UIViewPropertyAnimator(
            duration: self.transitionDuration(using: transitionContext), curve: .easeInOut
        ) {

            toView.frame = fromViewInitialFrame
            fromView.frame = fromViewFinalFrame
        }

        animator.addCompletion { _ in
            transitionContext.completeTransition(true)
        }

        self.animator = animator

        return animator

    }

    func animationEnded(_ transitionCompleted: Bool) {
        self.animator = nil
    }
}

class DismissTransition: NSObject, UIViewControllerAnimatedTransitioning {

    var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = self.interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if self.animator != nil {
            return self.animator!
        }

        let fromVC = transitionContext.viewController(forKey: .from)!

        var fromViewInitialFrame = transitionContext.initialFrame(for: fromVC)
        fromViewInitialFrame.origin.x = 0
        var fromViewFinalFrame = fromViewInitialFrame
        fromViewFinalFrame.origin.x = fromViewFinalFrame.width

        let fromView = fromVC.view!
        let toView = transitionContext.viewController(forKey: .to)!.view!

        var toViewInitialFrame = fromViewInitialFrame
        toViewInitialFrame.origin.x = -toView.frame.size.width

        toView.frame = toViewInitialFrame

        let animator = UIViewPropertyAnimator(
            duration: self.transitionDuration(using: transitionContext), curve: .easeInOut
        ) {

            toView.frame = fromViewInitialFrame
            fromView.frame = fromViewFinalFrame
        }

        animator.addCompletion { _ in
            transitionContext.completeTransition(true)
        }

        self.animator = animator

        return animator

    }

    func animationEnded(_ transitionCompleted: Bool) {
        self.animator = nil
    }
}

// The article's two view controllers. Its `ViewController` is file-private here so that it does not
// hide PanelKit's `ViewController` from the other test files.
fileprivate class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hex: 0x2E7D32)
    }

    func presentClicked(_ sender: Any) {
        let secondVC = SecondViewController()
        secondVC.modalPresentationStyle = .custom
        secondVC.transitioningDelegate = self

        self.present(secondVC, animated: true, completion: nil)
    }
}

extension ViewController: UIViewControllerTransitioningDelegate {

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return PresentTransition()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissTransition()
    }
}

class SecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hex: 0x1565C0)
    }

    func dismissClicked(_ sender: Any) {
        self.dismiss(animated: true, completion: nil)
    }
}

@Suite("Seed 003: PresentTransition and DismissTransition")
@MainActor
struct Seed003Tests {
    @Test func presentsAndDismissesWithTheSeedsAnimators() {
        let first = ViewController()
        let h = TransitionHarness(root: first)
        let width: CGFloat = 240
        first.presentClicked(first)
        guard let second = first.presentedViewController as? SecondViewController else {
            Issue.record("SecondViewController was not presented")
            return
        }
        #expect(second.presentingViewController === first)
        #expect(second.isBeingPresented)
        // The seed's animator put the second view off to the right in the container, above the first.
        let container = second.view.superview
        #expect(container != nil && container !== first.view)
        #expect(second.view.frame.origin.x == 0)
        #expect(second.view.presentation.frame.origin.x == width)

        h.step(9)  // 0.15 s of 0.3 s: the ease-in-out curve is half-way
        #expect(close(second.view.presentation.frame.origin.x, width / 2, 1))
        #expect(close(first.view.presentation.frame.origin.x, -width / 2, 1))

        h.step(10)
        #expect(!second.isBeingPresented)
        #expect(second.view.presentation.frame == CGRect(x: 0, y: 0, width: 240, height: 160))
        // `.custom` keeps the presenting view in the hierarchy, where the animator left it.
        #expect(first.view.window === h.window)
        #expect(first.view.frame.origin.x == -width)
        #expect(h.surface.color(x: 120, y: 80) == UIColor(hex: 0x1565C0))

        second.dismissClicked(second)
        #expect(second.isBeingDismissed)
        h.step(9)
        #expect(close(second.view.presentation.frame.origin.x, width / 2, 1))
        #expect(close(first.view.presentation.frame.origin.x, -width / 2, 1))
        h.step(10)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(second.view.superview == nil)
        #expect(container?.superview == nil)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 240, height: 160))
        #expect(h.window.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(first.view)])
        #expect(h.surface.color(x: 120, y: 80) == UIColor(hex: 0x2E7D32))
    }

    @Test func theSeedsAnimatorIsInterruptibleAndScrubbable() {
        let first = ViewController()
        let h = TransitionHarness(root: first)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveSeedDelegate(interaction: interaction)
        let second = SecondViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = delegate
        first.present(second, animated: true)
        h.step()
        // The percent-driven transition paused the seed's property animator at its start.
        #expect(second.view.presentation.frame.origin.x == 240)
        interaction.update(0.25)
        h.step()
        #expect(close(second.view.presentation.frame.origin.x, 180, 1e-6))
        #expect(close(first.view.presentation.frame.origin.x, -60, 1e-6))
        interaction.update(0.5)
        h.step()
        #expect(close(second.view.presentation.frame.origin.x, 120, 1e-6))
        #expect(second.transitionCoordinator?.percentComplete == 0.5)
        interaction.finish()
        let frames = h.run(until: { !second.isBeingPresented })
        // The rest, (1 - 0.5) * 0.3 s at completion speed 1, is 9 frames.
        #expect(frames == 9)
        #expect(second.view.frame.origin.x == 0)
    }
}

/// A transitioning delegate that drives the seed's animators with a percent-driven interaction.
@MainActor
final class InteractiveSeedDelegate: UIViewControllerTransitioningDelegate {
    let interaction: UIPercentDrivenInteractiveTransition
    init(interaction: UIPercentDrivenInteractiveTransition) { self.interaction = interaction }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PresentTransition()
    }

    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}
