/// Recognizes a gesture from touches, as `UIGestureRecognizer`.
///
/// A recognizer attached to a view sees every touch that begins in that view or its subviews, before
/// the view itself does. Continuous recognizers go `.possible` → `.began` → `.changed`… → `.ended` or
/// `.cancelled`; discrete ones `.possible` → `.recognized` (`.ended`) or `.failed`. When one begins,
/// the others sharing its touches fail unless a delegate allows simultaneous recognition; with
/// `cancelsTouchesInView` the touched view then gets `touchesCancelled`.
///
/// Subclasses override the touch methods and set `state`, as with `UIGestureRecognizerSubclass`.
@MainActor
open class GestureRecognizer {
    /// A recognizer's state, as `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete recognizer's success: the same as `.ended`.
        public static let recognized = State.ended

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isRecognizing: Bool { self == .began || self == .changed }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Decides about beginning, simultaneous recognition and failure requirements.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    public var isEnabled = true {
        didSet {
            if !isEnabled && oldValue {
                if state.isRecognizing {
                    state = .cancelled
                } else if state == .possible && !trackedTouches.isEmpty {
                    state = .failed
                }
            }
        }
    }
    /// When true (the default), the touched view gets `touchesCancelled` once the gesture is recognized.
    public var cancelsTouchesInView = true
    /// When true, the view gets no `touchesBegan` until this recognizer fails (and none at all if it
    /// recognizes).
    public var delaysTouchesBegan = false
    /// When true (the default), the view's `touchesEnded` waits while this recognizer could still
    /// recognize (a double tap waiting for its second tap).
    public var delaysTouchesEnded = true
    /// A name for debugging.
    public var name: String?
    /// The kinds of touch the recognizer receives, as the raw values of `Touch.TouchType` (UIKit's
    /// `allowedTouchTypes` holds them as `NSNumber`s). All kinds by default; a touch of another kind never
    /// reaches the recognizer. PanelKit's touches are all `.direct`.
    public var allowedTouchTypeValues: [Int] = [0, 1, 2, 3]
    /// Whether the recognizer takes touches of one kind only at a time, as UIKit's
    /// `requiresExclusiveTouchType` (true by default). Kept: a panel has only one kind of touch.
    public var requiresExclusiveTouchType = true

    /// The touches this recognizer follows, in the order they began.
    var trackedTouches: [Touch] = []
    /// A state held back until the recognizers this one requires to fail have failed.
    var pendingState: State?
    /// Recognizers that must fail before this one may leave `.possible`.
    var requiredToFail: [WeakRecognizer] = []
    /// A time at which the recognizer wants `timeDidAdvance(to:)` (a long press, a tap timeout).
    var deadline: Double?
    private var storedState = State.possible
    private var actions: [RecognizerAction] = []
    private var nextActionToken = 0

    /// A recognizer with no action; add some with `addTarget`.
    public required init() {}

    // MARK: State

    /// The current state. Subclasses set it; leaving `.possible` goes through the arbitration with the
    /// other recognizers (it may end in `.failed`, or wait for a required failure).
    public var state: State {
        get { storedState }
        set { setState(newValue) }
    }

    /// How many fingers the recognizer follows now.
    public var numberOfTouches: Int { liveTouches.count }

    /// The touches that have not ended.
    var liveTouches: [Touch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// The centroid of the touches, in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        if let p = reportedLocationInWindow { return view?.convert(p, from: nil) ?? p }
        let touches = liveTouches.isEmpty ? trackedTouches : liveTouches
        guard !touches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        var sum = Point.zero
        for t in touches { sum = sum + t.locationInWindow }
        let c = sum * (1 / Double(touches.count))
        return view?.convert(c, from: nil) ?? c
    }

    /// The location of one of the touches, in `view`'s coordinates.
    public func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        let touches = liveTouches
        precondition(touches.indices.contains(touchIndex), "no touch at index \(touchIndex)")
        if let p = reportedLocationInWindow(ofTouch: touches[touchIndex]) { return view?.convert(p, from: nil) ?? p }
        return touches[touchIndex].location(in: view)
    }

    /// A location a subclass reports instead of the touches' centroid (a swipe reports where it began).
    var reportedLocationInWindow: Point? { nil }

    /// A location a subclass reports for one touch instead of where it is now.
    func reportedLocationInWindow(ofTouch touch: Touch) -> Point? { nil }

    /// The centroid when the last touch lifted, so `location(in:)` still answers in `.ended`.
    var lastLocation: Point?

    /// Makes this recognizer wait until `otherGestureRecognizer` fails (a single tap waiting for a
    /// double tap to fail). If the other recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        if requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) { return }
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Actions

    /// Adds an action called with the recognizer at each state change that UIKit reports (`.began`,
    /// `.changed`, `.ended`/`.recognized`, `.cancelled`). Returns a token for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) -> Int {
        nextActionToken += 1
        actions.append(RecognizerAction(token: nextActionToken, target: nil, hasTarget: false, call: action))
        return nextActionToken
    }

    /// Adds an action bound to `target`, which is held weakly (the action stops when it goes away).
    @discardableResult
    func addAction(target: AnyObject, _ action: @escaping (AnyObject, GestureRecognizer) -> Void) -> Int {
        nextActionToken += 1
        actions.append(
            RecognizerAction(
                token: nextActionToken, target: target, hasTarget: true,
                call: { [weak target] g in
                    if let target { action(target, g) }
                }))
        return nextActionToken
    }

    /// Removes the action `addAction` (or `addTarget`) returned the token of.
    public func removeAction(_ token: Int) {
        actions.removeAll { $0.token == token }
    }

    /// Removes every action bound to `target` (every action at all when nil).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && $0.target === target }
    }

    func sendActions() {
        for a in actions where !a.hasTarget || a.target != nil {
            a.call(self)
        }
    }

    // MARK: Subclass hooks

    /// Touches began that this recognizer receives.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Called when the recognizer returns to `.possible` after a gesture; clear per-gesture state here.
    open func reset() {}

    /// Stops following `touch` for the rest of its life.
    open func ignore(_ touch: Touch, for event: Event) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Called as time passes while the recognizer has a `deadline`.
    func timeDidAdvance(to time: Double) {}

    /// Whether the hit view's `touchesBegan` for `touch` waits for this recognizer now: while it is
    /// `.possible` when `delaysTouchesBegan` is set. A scroll view's pan also delays for a short while when
    /// its scroll view `delaysContentTouches`.
    func delaysBegan(of touch: Touch) -> Bool {
        delaysTouchesBegan && state == .possible && isEnabled
    }

    /// Whether the recognizer stays `.possible` after all its touches ended (a multi-tap between taps).
    var keepsPossibleAfterTouchesEnd: Bool { false }

    // MARK: Internals

    var dispatcher: TouchDispatcher? { view?.window?.application?.touches }

    private func setState(_ new: State) {
        let old = storedState
        if new == old && new != .changed { return }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if let d = dispatcher {
                d.requestRecognition(self, to: new)
            } else {
                applyState(new)
            }
        case (.possible, .failed):
            pendingState = nil
            applyState(.failed)
            dispatcher?.recognizerFailed(self)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            applyState(new)
        case (_, .possible):
            storedState = .possible
        default:
            return
        }
    }

    /// Sets the state and tells the targets, without arbitration.
    func applyState(_ new: State) {
        storedState = new
        if new != .possible && new != .failed {
            if new == .ended || new == .cancelled { lastLocation = location(in: nil) }
            sendActions()
        }
    }

    /// Back to `.possible` for the next gesture.
    func resetForNextGesture() {
        storedState = .possible
        pendingState = nil
        deadline = nil
        trackedTouches = []
        reset()
    }
}

/// Holds a recognizer weakly.
@MainActor
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

@MainActor
struct RecognizerAction {
    let token: Int
    weak var target: AnyObject?
    let hasTarget: Bool
    let call: (GestureRecognizer) -> Void
}

/// Typed actions for every recognizer class: `pan.addTarget { pan in pan.translation(in: view) }` and
/// `PanGestureRecognizer(target: self, action: Card.handlePan)` get the recognizer as its own type.
@MainActor
public protocol GestureRecognizerActions: AnyObject {}

extension GestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions where Self: GestureRecognizer {
    /// A recognizer that calls `handler` with itself at each reported state change.
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// A recognizer that calls a method of `target` (held weakly), the target/action of UIKit without
    /// selectors: `PanGestureRecognizer(target: self, action: Self.handlePan)` (or `CardView.handlePan`).
    /// The method is called when `target` is of its type.
    public init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls a method of `target` that takes no argument.
    public init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a closure called with the recognizer; returns a token for `removeAction(_:)`.
    @discardableResult
    public func addTarget(_ handler: @escaping (Self) -> Void) -> Int {
        addAction { g in
            if let g = g as? Self { handler(g) }
        }
    }

    /// Adds a method of `target` (held weakly) as an action.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> (Self) -> Void) -> Int {
        addAction(target: target) { t, g in
            if let t = t as? T, let g = g as? Self { action(t)(g) }
        }
    }

    /// Adds a method of `target` that takes no argument as an action.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void) -> Int {
        addAction(target: target) { t, _ in
            if let t = t as? T { action(t)() }
        }
    }
}

/// Decides how a recognizer interacts with others, as `UIGestureRecognizerDelegate`. Every method
/// has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Return false to make the recognizer fail instead of beginning.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Return true to let both recognize at the same time (either delegate saying yes is enough).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Return true to make `gestureRecognizer` wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Return true to make `otherGestureRecognizer` wait for `gestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Return false to keep a touch away from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Return false to keep an event's new touches away from the recognizer; asked before the per-touch
    /// question, as iOS 13.4's `gestureRecognizer(_:shouldReceive:)` for a `UIEvent`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
    /// Asked about a key press in UIKit; PanelKit's recognizers take no presses, so it is never asked.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        true
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
        true
    }
}

/// Recognizers compare and hash by identity, as `UIGestureRecognizer` does through `NSObject`.
extension GestureRecognizer: Hashable {
    public nonisolated static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
