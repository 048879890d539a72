import PanelTestSupport
import Testing

@testable import PanelKit

/// A root controller with a bar at the bottom (the seed 000 "Open Cards View" trigger).
@MainActor
final class StartViewController: ColorViewController {
    let bar = View(frame: Rect(x: 0, y: 120, width: 240, height: 40))

    override func viewDidLoad() {
        bar.backgroundColor = Color(hex: 0x37474F)
        view.addSubview(bar)
    }
}

/// seed 000's MiniToLarge presenting animator as the article writes it: `View.animate` in
/// `animateTransition`, no interruptible animator, completion with `!transitionWasCancelled`.
@MainActor
final class MiniToLargePresentingAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    let initialY: Double
    init(duration: Double, initialY: Double) {
        self.duration = duration
        self.initialY = initialY
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
        duration
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = Rect(x: final.minX, y: initialY, width: final.width, height: final.height)
        toView.alpha = 0.5
        transitionContext.containerView.addSubview(toView)
        View.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                toView.frame = final
                toView.alpha = 1
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// A transitioning delegate returning fixed objects.
@MainActor
final class FixedTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presenting: (any ViewControllerAnimatedTransitioning)?
    var dismissing: (any ViewControllerAnimatedTransitioning)?
    var interaction: PercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { self.presenting }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissing
    }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
}

@Suite("Presentation: interactive present and dismiss")
@MainActor
struct PresentationTests {
    let log = AppearanceLog()

    /// A start screen, a presented controller and a coordinator whose drag distance is 100 points.
    func setUp(style: ModalPresentationStyle = .fullScreen, duration: Double = 0.5) -> (
        TransitionHarness, StartViewController, ColorViewController, InteractiveTransitionCoordinator
    ) {
        let start = StartViewController("A", color: Color(hex: 0xFFB300), log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let cards = ColorViewController("B", color: Color(hex: 0x1E88E5), log: log)
        let coordinator = InteractiveTransitionCoordinator {
            let t = ScaleFromFrameTransition()
            t.duration = duration
            return t
        }
        coordinator.interactionDistance = 100
        coordinator.modalPresentationStyle = style
        coordinator.prepareViewForCustomTransition(from: start, gestureView: start.bar) { cards }
        _ = log.take()
        return (h, start, cards, coordinator)
    }

    @Test func dragToThirtyPercentAndReleaseSlowlyCancelsAndRestoresEverything() {
        let (h, start, cards, coordinator) = setUp()
        let before = HierarchySnapshot(h.window)
        let cardsBefore = HierarchySnapshot(cards.view)
        var interactionChanges: [Bool] = []
        cards.willAppear = { vc in
            vc.transitionCoordinator?.notifyWhenInteractionChanges { ctx in interactionChanges.append(ctx.isCancelled) }
        }
        // 30 of 100 points up over half a second, then the finger rests before lifting.
        h.press(from: Point(x: 120, y: 140), to: Point(x: 120, y: 110), duration: 0.5)
        h.step(12)
        #expect(coordinator.isTransitionInProgress)
        #expect(cards.isBeingPresented)
        #expect(cards.transitionCoordinator?.isInteractive == true)
        #expect(close(cards.transitionCoordinator?.percentComplete ?? -1, 0.3))
        // MiniToLarge: the card's top follows the finger, from the bar's top at 120.
        #expect(close(cards.view.frame.minY, 120 * 0.7, 1e-6))
        #expect(log.take() == ["A.viewWillDisappear", "B.viewWillAppear"])
        h.lift(at: Point(x: 120, y: 110))
        #expect(interactionChanges == [true])
        let frames = h.run(until: { !coordinator.isTransitionInProgress })
        // Cancelling from 0.3 takes 0.3 * 0.5 s / 0.6.
        #expect(abs(frames - 15) <= 1)
        #expect(
            log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(HierarchySnapshot(h.window) == before)
        #expect(HierarchySnapshot(cards.view) == cardsBefore)
        #expect(start.presentedViewController == nil)
        #expect(cards.presentingViewController == nil)
        #expect(start.transitionCoordinator == nil)
    }

    @Test func dragToThirtyPercentAndFlickCompletes() {
        let (h, start, cards, coordinator) = setUp()
        // 30 points in 50 ms: 600 points per second carries it past half-way.
        h.drag(from: Point(x: 120, y: 140), to: Point(x: 120, y: 110), duration: 0.05)
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(start.presentedViewController === cards)
        #expect(
            log.take() == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        // `.fullScreen` took the presenting view out of the window.
        #expect(start.view.superview == nil)
        #expect(cards.view.window === h.window)
        #expect(cards.view.frame == h.window.bounds)
        #expect(cards.view.transform == .identity)
    }

    @Test func dragToSixtyPercentAndReleaseCompletesInTheRemainingTime() {
        let (h, start, cards, coordinator) = setUp()
        var releasedAt: Double?
        var completedAt: Double?
        cards.willAppear = { vc in
            vc.transitionCoordinator?.notifyWhenInteractionChanges { _ in releasedAt = h.clock.now }
            vc.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completedAt = h.clock.now }
        }
        h.drag(from: Point(x: 120, y: 140), to: Point(x: 120, y: 80), duration: 0.5, hold: 0.2)
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(start.presentedViewController === cards)
        guard let releasedAt, let completedAt else {
            Issue.record("no release or completion seen")
            return
        }
        // (1 - p) * duration / completionSpeed = 0.4 * 0.5 / 0.6 s = 20 frames at 60 Hz.
        let expected = (1 - 0.6) * 0.5 / coordinator.completionSpeed
        #expect(abs((completedAt - releasedAt) - expected) < 0.5 / 60)
        #expect(Int(((completedAt - releasedAt) * 60).rounded()) == 20)
    }

    @Test func customPresentationKeepsThePresentingViewAndSendsItNoCallbacks() {
        let (h, start, cards, coordinator) = setUp(style: .custom)
        h.drag(from: Point(x: 120, y: 140), to: Point(x: 120, y: 80), duration: 0.3, hold: 0.2)
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(start.presentedViewController === cards)
        #expect(log.take() == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(start.view.window === h.window)
        // Drag the card down: the dismissal runs the same transition back to the bar.
        let before = HierarchySnapshot(h.window)
        h.press(from: Point(x: 120, y: 40), to: Point(x: 120, y: 70), duration: 0.5)
        h.step(12)
        #expect(cards.isBeingDismissed)
        #expect(close(cards.view.frame.minY, 120 * 0.3, 1e-6))
        h.lift(at: Point(x: 120, y: 70))
        h.run(until: { !coordinator.isTransitionInProgress })
        // Released slowly at 30%: the dismissal cancels, the card is back in place.
        #expect(log.take() == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(HierarchySnapshot(h.window) == before)
        #expect(start.presentedViewController === cards)
        // A flick down dismisses it.
        h.drag(from: Point(x: 120, y: 40), to: Point(x: 120, y: 70), duration: 0.05)
        h.run(until: { !coordinator.isTransitionInProgress })
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(start.presentedViewController == nil)
        #expect(cards.view.superview == nil)
        #expect(h.window.subviews.count == 1)
    }

    @Test func percentDrivenTimelineDrivesViewAnimateAndCancelsBackToTheStart() {
        let start = StartViewController("A", color: .white, log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let cards = ColorViewController("B", color: Color(hex: 0x1E88E5), log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presenting = MiniToLargePresentingAnimator(duration: 0.4, initialY: 120)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0.5
        delegate.interaction = interaction
        cards.transitioningDelegate = delegate
        cards.modalPresentationStyle = .custom
        let before = HierarchySnapshot(h.window)
        let cardsBefore = HierarchySnapshot(cards.view)
        start.present(cards, animated: true)
        h.step()
        // Paused at the start: the model is at the end, the screen at the start.
        #expect(cards.view.frame.minY == 0)
        #expect(cards.view.presentationFrame.minY == 120)
        interaction.update(0.5)
        h.step(3)
        #expect(close(cards.view.presentationFrame.minY, 60, 1e-9))
        #expect(close(cards.view.presentation.alpha, 0.75, 1e-9))
        interaction.update(0.25)
        h.step()
        #expect(close(cards.view.presentationFrame.minY, 90, 1e-9))
        interaction.cancel()
        let frames = h.run(until: { start.transitionCoordinator == nil })
        // 0.25 * 0.4 s back at half speed: 0.2 s.
        #expect(abs(frames - 12) <= 1)
        #expect(HierarchySnapshot(h.window) == before)
        #expect(HierarchySnapshot(cards.view) == cardsBefore)
        #expect(log.take() == ["B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
        // Again, finishing from 0.75: 0.25 * 0.4 s / 0.5 = 0.2 s.
        start.present(cards, animated: true)
        interaction.update(0.75)
        interaction.finish()
        let finishing = h.run(until: { start.transitionCoordinator == nil })
        #expect(abs(finishing - 12) <= 1)
        #expect(cards.view.presentationFrame == h.window.bounds)
        #expect(cards.view.alpha == 1)
        #expect(start.presentedViewController === cards)
    }

    @Test func interruptiblePhaseAnimatorFollowsFractionCompleteAndAlongsideAnimations() {
        let start = ColorViewController("A", color: .white, log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        badge.alpha = 0
        start.view.addSubview(badge)
        let cards = ColorViewController("B", color: Color(hex: 0x1E88E5), log: log)
        let delegate = FixedTransitioningDelegate()
        let slide = SlideTransition()
        slide.duration = 0.5
        let animator = PhaseTransitionAnimator(transition: slide)
        delegate.presenting = animator
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        cards.transitioningDelegate = delegate
        var completions: [Bool] = []
        cards.willAppear = { vc in
            #expect(vc.transitionCoordinator?.initiallyInteractive == true)
            #expect(vc.transitionCoordinator?.isInteractive == true)
            vc.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 1 }) { ctx in
                completions.append(!ctx.isCancelled)
            }
        }
        start.present(cards, animated: true)
        #expect(cards.transitionCoordinator?.isInterruptible == true)
        interaction.update(0.25)
        h.step()
        #expect(close(slide.phase, 0.25))
        #expect(close(cards.view.transform.tx, 180))
        #expect(close(start.view.transform.tx, -60))
        #expect(close(badge.presentation.alpha, 0.25))
        interaction.update(0.4)
        h.step()
        #expect(close(badge.presentation.alpha, 0.4))
        interaction.cancel()
        h.run(until: { start.transitionCoordinator == nil })
        #expect(completions == [false])
        #expect(badge.alpha == 0 && badge.presentation.alpha == 0)
        #expect(start.view.transform == .identity)
        #expect(start.presentedViewController == nil)

        let fresh = PhaseTransitionAnimator(transition: SlideTransition())
        delegate.presenting = fresh
        start.present(cards, animated: true)
        interaction.update(0.6)
        interaction.finish()
        h.run(until: { start.transitionCoordinator == nil })
        #expect(completions == [false, true])
        #expect(badge.alpha == 1 && badge.presentation.alpha == 1)
        #expect(cards.view.transform == .identity)
        #expect(start.view.transform == .identity)
    }

    @Test func nonAnimatedPresentationAndDismissal() {
        let start = ColorViewController("A", color: .white, log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let full = ColorViewController("B", color: .red, log: log)
        full.modalPresentationStyle = .fullScreen
        var completed = 0
        start.present(full, animated: false) { completed += 1 }
        #expect(completed == 1)
        #expect(
            log.take() == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(start.view.superview == nil)
        #expect(full.view.superview?.superview === h.window)
        // Dismissing from the presented controller or the presenting one is the same.
        full.dismiss(animated: false) { completed += 1 }
        #expect(completed == 2)
        #expect(
            log.take() == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(h.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(start.view)])
        #expect(start.view.frame == h.window.bounds)

        let over = ColorViewController("C", color: .green, log: log)
        over.modalPresentationStyle = .overFullScreen
        start.present(over, animated: false)
        #expect(log.take() == ["C.viewWillAppear", "C.viewDidAppear"])
        #expect(start.view.window === h.window)
        // A second presentation while one is on screen is ignored, as in UIKit.
        start.present(ColorViewController("D", color: .blue, log: log), animated: false)
        #expect(start.presentedViewController === over)
        start.dismiss(animated: false)
        #expect(log.take() == ["C.viewWillDisappear", "C.viewDidDisappear"])
        #expect(start.presentedViewController == nil)
    }

    @Test func defaultAnimationCoversFromTheBottom() {
        let start = ColorViewController("A", color: .white, log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let cards = ColorViewController("B", color: .red, log: log)
        cards.modalPresentationStyle = .fullScreen
        var done = false
        start.present(cards, animated: true) { done = true }
        #expect(cards.transitionCoordinator?.isInteractive == false)
        #expect(cards.transitionCoordinator?.transitionDuration == 0.35)
        h.step(6)
        let f = CubicBezierTiming.easeInOut.progress(at: 0.1 / 0.35)
        #expect(close(cards.view.transform.ty, 160 * (1 - f), 1e-6))
        h.run(until: { done })
        #expect(cards.view.transform == .identity)
        #expect(log.take() == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        cards.dismiss(animated: true)
        h.step(6)
        #expect(close(cards.view.transform.ty, 160 * f, 1e-6))
        h.run(until: { start.presentedViewController == nil })
        #expect(start.view.window === h.window)
        #expect(h.window.subviews.count == 1)
    }

    @Test func aChildPresentsThroughItsRootAndDismissesItsPresentedAncestor() {
        let start = ColorViewController("A", color: .white, log: log)
        let h = TransitionHarness(root: start)
        _ = log.take()
        let child = ColorViewController("child", color: .gray)
        start.add(child)
        let shown = ColorViewController("B", color: .red)
        let grandchild = ColorViewController("grandchild", color: .gray)
        shown.add(grandchild)
        child.present(shown, animated: false)
        #expect(start.presentedViewController === shown)
        #expect(shown.presentingViewController === start)
        grandchild.dismiss(animated: false)
        #expect(start.presentedViewController == nil)
        h.step()
    }
}
