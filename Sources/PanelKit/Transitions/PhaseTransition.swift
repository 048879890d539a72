/// The edge of the container a transition's incoming view enters from.
public enum TransitionEdge: Int, Hashable, Sendable {
    case left
    case right
    case top
    case bottom

    /// The unit vector from the container's middle towards the edge.
    var direction: Point {
        switch self {
        case .left: return Point(x: -1, y: 0)
        case .right: return Point(x: 1, y: 0)
        case .top: return Point(x: 0, y: -1)
        case .bottom: return Point(x: 0, y: 1)
        }
    }

    /// Whether the edge is on the horizontal axis.
    var isHorizontal: Bool { self == .left || self == .right }
}

/// A reusable transition between two views driven by one number, `phase`, as seed 001's
/// `TZInteractiveTransition`: 0 shows only `fromView`, 1 only `toView`, and anything between is a
/// frame of the transition. A finger, an animator or a container sets the phase; the transition puts
/// the views where it says.
///
/// Subclasses describe the forward motion (a push, a presentation, the next page) in
/// `update(progress:base:incoming:)`: `base` is the view underneath, `incoming` the one arriving,
/// `progress` how far it has arrived. A reversed run (a pop, a dismissal, the previous page) is the same
/// motion played backwards with the roles swapped: its `fromView` is the forward motion's incoming view.
///
/// The life of a run: set `fromView`, `toView` (both with their resting frames, in `containerView` or
/// in views around it) and `isReversed`; `prepareToRun()`; set `phase` as often as needed; then
/// `cleanup()`, which puts every property the transition touched back to its resting value. The driver
/// then removes the view that is no longer shown. `makeAnimator()` gives a property animator whose
/// progress drives the phase, so a run can be scrubbed, reversed and continued like any animator.
@MainActor
open class PhaseTransition {
    /// The view shown at phase 0.
    public var fromView: View?
    /// The view shown at phase 1.
    public var toView: View?
    /// The view the transition runs in (where extra views such as a dimming layer go).
    public var containerView: View?
    /// Whether this run plays the forward motion backwards (a pop, a dismissal, the previous page).
    public var isReversed = false
    /// How long an animated run lasts.
    public var duration = 0.35
    /// The curve of an animated run.
    public var curve: AnimationCurve = .easeInOut
    /// How dark the base view gets as the incoming view arrives: a view of `dimmingColor` laid over the
    /// base view whose alpha goes from 0 to this (0, the default, adds no view).
    public var dimmingAlpha = 0.0
    /// The colour of the dimming view.
    public var dimmingColor: Color = .black
    /// The dimming view while the transition runs.
    public private(set) var dimmingView: View?
    /// Called with the forward progress (`progress`) every time the phase moves: for things that
    /// follow the transition, such as seed 000's backgrounds.
    public var progressHandler: ((Double) -> Void)?

    /// 0 shows only `fromView`, 1 only `toView`; usually 0...1 (a spring may overshoot).
    public var phase = 0.0 {
        didSet { if isPrepared && phase != oldValue { applyPhase() } }
    }

    /// Whether the transition is far enough to switch controllers when it is let go (phase ≥ 0.5).
    open var isCommitted: Bool { phase >= 0.5 }

    /// Whether `prepareToRun()` was called and `cleanup()` not yet.
    public private(set) var isPrepared = false

    private var savedStates: [ViewStateSnapshot] = []
    private var movedInFront: (view: View, index: Int)?

    public init() {}

    /// How far the forward motion has got: `phase`, or `1 - phase` for a reversed run.
    public var progress: Double { isReversed ? 1 - phase : phase }

    /// The view underneath in the forward motion: `fromView`, or `toView` for a reversed run.
    public var baseView: View? { isReversed ? toView : fromView }

    /// The view arriving in the forward motion: `toView`, or `fromView` for a reversed run.
    public var incomingView: View? { isReversed ? fromView : toView }

    /// Saves the views' resting state, puts the incoming view in front of the base view when they are
    /// siblings, and shows the current phase. Subclasses that add views call super first.
    open func prepareToRun() {
        if isPrepared { cleanup() }
        savedStates = [fromView, toView].compactMap { $0 }.map(ViewStateSnapshot.init)
        if let base = baseView, let incoming = incomingView, let parent = base.superview, incoming.superview === parent,
            let bi = parent.subviews.firstIndex(where: { $0 === base }),
            let ii = parent.subviews.firstIndex(where: { $0 === incoming }), ii < bi
        {
            movedInFront = (incoming, ii)
            parent.insertSubview(incoming, aboveSubview: base)
        }
        if dimmingAlpha > 0, let base = baseView, let parent = base.superview {
            let dim = View(frame: restingFrame(of: base))
            dim.backgroundColor = dimmingColor
            dim.alpha = 0
            dim.isUserInteractionEnabled = false
            parent.insertSubview(dim, aboveSubview: base)
            dimmingView = dim
        }
        isPrepared = true
        applyPhase()
    }

    /// Puts every property the transition touched back to its resting value (and the stacking order
    /// back), whatever the phase. Subclasses that added views remove them and call super.
    open func cleanup() {
        isPrepared = false
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        for s in savedStates { s.restore() }
        savedStates = []
        if let (view, index) = movedInFront, let parent = view.superview {
            parent.insertSubview(view, at: index)
        }
        movedInFront = nil
    }

    /// Puts the views where the forward motion is at `progress`. Called with the views' resting state
    /// saved, every time the phase moves; the default does nothing.
    ///
    /// - Parameters:
    ///   - progress: 0 (only `base` shows) to 1 (`incoming` has fully arrived).
    ///   - base: the view underneath in the forward motion.
    ///   - incoming: the view arriving.
    open func update(progress: Double, base: View?, incoming: View?) {}

    /// The resting frame of `view` as saved by `prepareToRun()` (its frame with no transform applied).
    public func restingFrame(of view: View) -> Rect {
        guard let s = savedStates.first(where: { $0.view === view }) else { return view.frame }
        return View.frame(center: s.center, bounds: s.bounds, transform: .identity)
    }

    /// The resting transform of `view` as saved by `prepareToRun()`.
    public func restingTransform(of view: View) -> AffineTransform {
        savedStates.first(where: { $0.view === view })?.transform ?? .identity
    }

    /// Sets `view.transform` to its resting transform followed by `transform`.
    public func apply(_ transform: AffineTransform, to view: View?) {
        guard let view else { return }
        view.transform = restingTransform(of: view).concatenating(transform)
    }

    /// Whether `view` was hidden when `prepareToRun()` saved it.
    public func isRestingHidden(_ view: View) -> Bool {
        savedStates.first(where: { $0.view === view })?.isHidden ?? view.isHidden
    }

    /// The resting alpha of `view` as saved by `prepareToRun()`.
    public func restingAlpha(of view: View) -> Double {
        savedStates.first(where: { $0.view === view })?.alpha ?? view.alpha
    }

    /// The resting corner radius of `view` as saved by `prepareToRun()`.
    public func restingCornerRadius(of view: View) -> Double {
        savedStates.first(where: { $0.view === view })?.cornerRadius ?? view.cornerRadius
    }

    private func applyPhase() {
        View.performWithoutAnimation {
            update(progress: progress, base: baseView, incoming: incomingView)
            dimmingView?.alpha = dimmingAlpha * min(1, max(0, progress))
        }
        progressHandler?(progress)
    }

    // MARK: Animating

    /// A paused-at-start property animator whose progress drives `phase` (0 → 1, along `curve` over
    /// `duration`): start it to run the transition, or scrub its `fractionComplete` and continue it
    /// (reversed to go back). Other animations added to it move with the phase. Call `prepareToRun()`
    /// first; the animator does not clean up.
    public func makeAnimator() -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: curve)
        animator.progressObservers.append { [weak self] p in self?.phase = p }
        let app =
            containerView?.window?.application ?? fromView?.window?.application ?? toView?.window?.application
            ?? Application.current
        if let app { animator.attach(to: app) }
        return animator
    }
}
