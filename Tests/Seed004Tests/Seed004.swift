// Seed 004 ("Navigating UIViewControllers with gestures in iOS"): view controllers in a
// UINavigationController, some pushed and some modal, moved between with swipe gestures, and a modal that
// the user drags down and off the screen with the previous controller visible behind it. Written as an
// iOS engineer would with UIKit (the question's swipe set-up, a pan driving a
// UIPercentDrivenInteractiveTransition for the drag), in UIKit spellings. Selectors become method
// references: `UISwipeGestureRecognizer(target: self, action: Self.pushNext)`.
import PanelKitCompat

/// The interaction controller the modal's pan drives.
class Interactor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

/// Slides the presented controller's view down and off the screen, the presenting one behind it.
class DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            return
        }
        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)

        let screenBounds = containerView.bounds
        let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
        let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromVC.view.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}

/// The first controller of the stack: a swipe left pushes the next one.
class FirstViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "First"
        view.backgroundColor = UIColor(hex: 0x2E7D32)
        let leftGesture = UISwipeGestureRecognizer(target: self, action: FirstViewController.pushNext)
        leftGesture.direction = .left
        leftGesture.cancelsTouchesInView = false
        view.addGestureRecognizer(leftGesture)
    }

    func pushNext() {
        navigationController?.pushViewController(SecondViewController(), animated: true)
    }
}

/// The pushed controller: a swipe up presents the modal, a swipe right goes back.
class SecondViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = Interactor()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Second"
        view.backgroundColor = UIColor(hex: 0x1565C0)
        let upGesture = UISwipeGestureRecognizer(target: self, action: SecondViewController.presentModal)
        upGesture.direction = .up
        upGesture.cancelsTouchesInView = false
        view.addGestureRecognizer(upGesture)
        let rightGesture = UISwipeGestureRecognizer(target: self, action: SecondViewController.goBack)
        rightGesture.direction = .right
        view.addGestureRecognizer(rightGesture)
    }

    func presentModal() {
        let modal = ModalViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = self
        modal.interactor = interactor
        present(modal, animated: true, completion: nil)
    }

    func goBack() {
        navigationController?.popViewController(animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return interactor.hasStarted ? interactor : nil
    }
}

/// The modal: dragged down, it follows the finger; let go past 30 % (or flicked down) it leaves.
class ModalViewController: UIViewController {
    var interactor: Interactor?
    let percentThreshold: CGFloat = 0.3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hex: 0xC62828)
        let pan = UIPanGestureRecognizer(target: self, action: ModalViewController.handleGesture)
        view.addGestureRecognizer(pan)
    }

    func handleGesture(_ sender: UIPanGestureRecognizer) {
        let translation = sender.translation(in: view)
        let verticalMovement = translation.y / view.bounds.height
        let downwardMovement = max(verticalMovement, 0.0)
        let progress = min(downwardMovement, 1.0)

        guard let interactor = interactor else { return }

        switch sender.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true, completion: nil)
        case .changed:
            let velocity = sender.velocity(in: view)
            interactor.shouldFinish = progress > percentThreshold || velocity.y > 1000
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            let velocity = sender.velocity(in: view)
            interactor.shouldFinish = progress > percentThreshold || velocity.y > 1000
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }
}
