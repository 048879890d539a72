// Seed 003 ("Custom Transition in Swift with present view controller - Non-interactive"): its Swift code
// pasted as it stands, with `import UIKit` changed to `import PanelKitCompat` (and run through
// swift-format). The article's ViewController and SecondViewController are what its storyboard scenes
// and @IBActions make of them; Main.storyboard itself is `MainStoryboard.swift` beside this file.
import PanelKitCompat

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

class ViewController: UIViewController {

    @IBAction func presentClicked(_ sender: Any) {
        let secondVC =
            self.storyboard?.instantiateViewController(withIdentifier: "SecondViewController") as! SecondViewController
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

    @IBAction func dismissClicked(_ sender: Any) {
        self.dismiss(animated: true, completion: nil)
    }
}
