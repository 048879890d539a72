/// An interaction controller driven by a percentage, as `UIPercentDrivenInteractiveTransition`: a
/// gesture calls `update(_:)` as it moves and `finish()` or `cancel()` when it ends.
///
/// When the animator offers `interruptibleAnimator(using:)`, `update` pauses that animator and sets its
/// `fractionComplete`; `finish` continues it forwards and `cancel` reversed, over the remaining share of
/// the duration divided by `completionSpeed`: `(1 - p) * duration / completionSpeed` to finish from `p`,
/// `p * duration / completionSpeed` to cancel. Otherwise the animations `animateTransition(using:)`
/// makes with `View.animate` run on a timeline of their own that `update` scrubs and `finish` / `cancel`
/// run forwards or backwards at `completionSpeed` (Core Animation's layer speed in UIKit). Either way a
/// cancelled transition returns every animated property to its start value.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The transition's duration (the animator's), once started.
    public var duration: Double { context?.transitionDuration ?? 0 }
    /// The latest value passed to `update(_:)`.
    public private(set) var percentComplete = 0.0
    /// How much faster than its share of the duration the rest of the transition runs after `finish`
    /// or `cancel` (seed 000 slows completion with 0.6).
    public var completionSpeed = 1.0
    /// The curve of the rest of the transition after `finish` or `cancel`.
    public var completionCurve: AnimationCurve = .easeInOut
    /// Timing for the rest of the transition that overrides `completionCurve` (interruptible animators only).
    public var timingCurve: (any TimingCurveProvider)?
    /// Whether the transition starts paused under the interaction (true) or running.
    public var wantsInteractiveStart = true

    private var context: TransitionContext?
    private var animator: (any ViewImplicitlyAnimating)?
    private var timeline: AnimationTimeline?

    public init() {}

    /// Starts the transition under the interaction: PanelKit calls this when the transitioning delegate
    /// returns this object.
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext, let animationController = ctx.animationController
        else { return }
        context = ctx
        percentComplete = 0
        ctx.endHandlers.append { [weak self] _ in self?.transitionEnded() }
        if let a = animationController.offeredInterruptibleAnimator(using: ctx) {
            animator = a
            ctx.drivingAnimator = a
            if wantsInteractiveStart {
                a.pauseAnimation()
            } else {
                a.startAnimation()
            }
        } else {
            let tl = AnimationTimeline(application: ctx.application)
            timeline = tl
            ctx.timeline = tl
            if !wantsInteractiveStart { tl.run(speed: 1) }
            AnimationTimeline.$current.withValue(tl) {
                animationController.animateTransition(using: ctx)
            }
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1), pausing it if it runs.
    open func update(_ percentComplete: Double) {
        let p = min(1, max(0, percentComplete))
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        if let a = animator {
            if a.isRunning { a.pauseAnimation() }
            a.fractionComplete = p
        } else if let tl = timeline {
            tl.seek(to: p * duration)
        }
    }

    /// Pauses a running transition where it is, for the interaction to take it over again.
    open func pause() {
        context?.pauseInteractiveTransition()
        if let a = animator {
            a.pauseAnimation()
            percentComplete = a.fractionComplete
        } else if let tl = timeline {
            tl.pause()
            let d = duration
            percentComplete = d > 0 ? min(1, max(0, tl.now / d)) : 0
        }
    }

    /// Completes the transition from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        runRest(forwards: true)
    }

    /// Returns the transition to its start; the context then completes with `false`.
    open func cancel() {
        context?.cancelInteractiveTransition()
        runRest(forwards: false)
    }

    private func runRest(forwards: Bool) {
        let speed = max(completionSpeed, 1e-3)
        if let a = animator {
            a.isReversed = !forwards
            a.continueAnimation(
                withTimingParameters: timingCurve ?? CubicTimingParameters(animationCurve: completionCurve),
                durationFactor: 1 / speed)
        } else if let tl = timeline {
            tl.run(speed: forwards ? speed : -speed)
        }
    }

    private func transitionEnded() {
        context = nil
        animator = nil
        timeline = nil
    }
}
