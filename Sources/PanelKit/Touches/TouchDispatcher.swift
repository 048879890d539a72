/// Turns input frames into touches and delivers them: to gesture recognizers first, then, unless a
/// recognizer took or holds them, to the hit-tested views. It also arbitrates between recognizers.
@MainActor
final class TouchDispatcher {
    unowned let application: Application
    /// Fingers on the glass, by input identifier.
    private(set) var activeTouches: [Int: Touch] = [:]
    /// Recognizers in a gesture (tracking touches, waiting, or recognized), until they reset.
    private(set) var participants: [GestureRecognizer] = []
    /// View deliveries held back for `delaysTouchesBegan` / `delaysTouchesEnded`, per touch.
    private var held: [ObjectIdentifier: (touch: Touch, phases: [Touch.Phase])] = [:]
    private var deliveredBegan: Set<ObjectIdentifier> = []
    private var lastTap: (time: Double, location: Point, count: Int)?
    private var currentEvent: Event?
    private var pendingDeliveries: [(Touch.Phase, Touch)] = []

    init(application: Application) {
        self.application = application
    }

    /// The earliest time a recognizer is waiting for.
    var nextDeadline: Double? {
        participants.compactMap(\.deadline).min()
    }

    // MARK: Dispatch

    /// Handles one input frame. A frame that changes a finger twice (a move and a lift at the same
    /// time) is split so that each touch has one phase per event, as in UIKit.
    func dispatch(_ group: [TouchEvent]) {
        var part: [TouchEvent] = []
        for e in group {
            if part.contains(where: { $0.id == e.id }) {
                dispatchFrame(part)
                part = []
            }
            part.append(e)
        }
        if !part.isEmpty { dispatchFrame(part) }
    }

    private func dispatchFrame(_ group: [TouchEvent]) {
        guard let time = group.first?.timestamp else { return }
        var changed: [(Touch.Phase, Touch)] = []
        for e in group {
            if e.phase == .began {
                if activeTouches[e.id] != nil { continue }
                let touch = Touch(identifier: e.id, phase: .began, location: e.location, timestamp: e.timestamp)
                // The tap count first: recognizers' delegates may ask it in `shouldReceive`.
                if let last = lastTap, e.timestamp - last.time < 0.35, last.location.distance(to: e.location) < 45 {
                    touch.tapCount = last.count + 1
                }
                hitTest(touch)
                activeTouches[e.id] = touch
                changed.append((.began, touch))
            } else if let touch = activeTouches[e.id] {
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = e.location
                touch.timestamp = e.timestamp
                touch.phase = e.phase
                changed.append((e.phase, touch))
            }
        }
        if changed.isEmpty { return }
        let event = Event(timestamp: time, touches: Set(activeTouches.values))
        currentEvent = event

        // Recognizers first.
        for (phase, touch) in changed where phase == .began {
            for r in touch.gestureRecognizers where !participants.contains(where: { $0 === r }) {
                participants.append(r)
            }
            for r in touch.gestureRecognizers { r.trackedTouches.append(touch) }
        }
        tick(at: time)
        for phase in [Touch.Phase.began, .moved, .stationary, .ended, .cancelled] {
            let touches = changed.filter { $0.0 == phase }.map(\.1)
            if touches.isEmpty { continue }
            for r in recognizers(of: touches) where r.isEnabled && !r.state.isTerminal {
                let mine = Set(touches.filter { t in r.trackedTouches.contains { $0 === t } })
                if mine.isEmpty { continue }
                switch phase {
                case .began: r.touchesBegan(mine, with: event)
                case .moved, .stationary: r.touchesMoved(mine, with: event)
                case .ended: r.touchesEnded(mine, with: event)
                case .cancelled: r.touchesCancelled(mine, with: event)
                }
            }
        }

        // Then the views.
        for (phase, touch) in changed {
            if phase == .began {
                let delaying = touch.gestureRecognizers.contains { $0.delaysBegan(of: touch) }
                if delaying {
                    held[ObjectIdentifier(touch)] = (touch, [.began])
                    continue
                }
            }
            if held[ObjectIdentifier(touch)] != nil {
                held[ObjectIdentifier(touch)]?.phases.append(phase)
                continue
            }
            if phase == .ended
                && touch.gestureRecognizers.contains(where: {
                    $0.delaysTouchesEnded && $0.state == .possible && $0.isEnabled
                })
            {
                held[ObjectIdentifier(touch)] = (touch, [.ended])
                continue
            }
            pendingDeliveries.append((phase, touch))
        }
        flushHeldTouches()
        deliverPending(event)

        // Touches that ended leave; recognizers whose gesture is over reset.
        for (phase, touch) in changed where phase == .ended || phase == .cancelled {
            if touch.tapCount >= 1 && phase == .ended {
                lastTap = (touch.timestamp, touch.locationInWindow, touch.tapCount)
            }
            if activeTouches[touch.identifier] === touch { activeTouches[touch.identifier] = nil }
            if held[ObjectIdentifier(touch)] == nil { deliveredBegan.remove(ObjectIdentifier(touch)) }
        }
        resetFinishedRecognizers()
        currentEvent = nil
    }

    /// Gives recognizers with a deadline the time, and retries deliveries held back.
    func tick(at time: Double) {
        // No gesture in progress and nothing held: a frame without touches does nothing here.
        if participants.isEmpty && held.isEmpty && pendingDeliveries.isEmpty { return }
        for r in participants where r.deadline.map({ $0 <= time }) ?? false {
            r.timeDidAdvance(to: time)
        }
        if currentEvent == nil {
            flushHeldTouches()
            if !pendingDeliveries.isEmpty {
                deliverPending(Event(timestamp: time, touches: Set(activeTouches.values)))
            }
            resetFinishedRecognizers()
        }
    }

    private func hitTest(_ touch: Touch) {
        let point = touch.locationInWindow
        for w in application.windowsInDrawingOrder.reversed() where !w.isHidden && w.isUserInteractionEnabled {
            let local = w.convertFromSuperview(point)
            guard let hit = w.hitTest(local, with: nil) else { continue }
            touch.window = w
            // A touch down anywhere but on the edit menu and the text showing it closes the menu.
            application.editMenuPresenterIfMade?.touchWillBegin(on: hit)
            if isBlockedByExclusiveTouch(hit, in: w) { return }
            touch.view = hit
            var list: [GestureRecognizer] = []
            var v: View? = hit
            while let view = v {
                for r in view.gestureRecognizerStorage where r.isEnabled && receives(touch, r) {
                    list.append(r)
                }
                v = view.superview
            }
            touch.gestureRecognizers = list
            return
        }
    }

    /// Whether `recognizer` takes `touch`: the touch's kind is allowed, and the delegate agrees first to
    /// the event (as it stands with the new touch) and then to the touch, the order UIKit asks in.
    private func receives(_ touch: Touch, _ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.allowedTouchTypeValues.contains(touch.type.rawValue) else { return false }
        guard let delegate = recognizer.delegate else { return true }
        var touches = Set(activeTouches.values)
        touches.insert(touch)
        let event = Event(timestamp: touch.timestamp, touches: touches)
        return delegate.gestureRecognizer(recognizer, shouldReceive: event)
            && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }

    /// `isExclusiveTouch`: a touch down on `view` goes nowhere when the view (or an ancestor) is exclusive
    /// and another view of the window tracks a touch, or when a view tracking a touch there is exclusive.
    private func isBlockedByExclusiveTouch(_ view: View, in window: Window) -> Bool {
        func exclusiveView(of v: View) -> View? {
            var current: View? = v
            while let c = current {
                if c.isExclusiveTouch { return c }
                current = c.superview
            }
            return nil
        }
        let others = activeTouches.values.compactMap { t -> View? in
            guard t.window === window, t.phase != .ended, t.phase != .cancelled, let v = t.view else { return nil }
            return v
        }
        if others.isEmpty { return false }
        if let mine = exclusiveView(of: view), others.contains(where: { !$0.isDescendant(of: mine) }) { return true }
        return others.contains { other in
            guard let theirs = exclusiveView(of: other) else { return false }
            return !view.isDescendant(of: theirs)
        }
    }

    /// The recognizers of `touches`, deepest view first, each once.
    private func recognizers(of touches: [Touch]) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for t in touches {
            for r in t.gestureRecognizers where !out.contains(where: { $0 === r }) { out.append(r) }
        }
        return out
    }

    private func resetFinishedRecognizers() {
        for r in participants {
            let live = r.trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
            if live { continue }
            if r.state == .possible && r.pendingState == nil && !r.trackedTouches.isEmpty
                && !r.keepsPossibleAfterTouchesEnd
            {
                // Every finger lifted without the recognizer deciding: it failed.
                r.state = .failed
            }
        }
        let done = participants.filter { r in
            let live = r.trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
            return !live
                && (r.state.isTerminal
                    || (r.state == .possible && r.trackedTouches.isEmpty && r.deadline == nil && r.pendingState == nil))
        }
        for r in done {
            participants.removeAll { $0 === r }
            r.resetForNextGesture()
        }
    }

    // MARK: View delivery

    /// Releases held deliveries whose recognizers have decided.
    private func flushHeldTouches() {
        for (id, entry) in held {
            let (touch, phases) = entry
            if touch.isCancelledForView {
                held[id] = nil
                if deliveredBegan.contains(id) { pendingDeliveries.append((.cancelled, touch)) }
                continue
            }
            let beganHeld = phases.first == .began
            let stillDelaying =
                beganHeld
                ? touch.gestureRecognizers.contains { $0.delaysBegan(of: touch) }
                : touch.gestureRecognizers.contains { $0.delaysTouchesEnded && $0.state == .possible && $0.isEnabled }
            if stillDelaying { continue }
            held[id] = nil
            for p in phases { pendingDeliveries.append((p, touch)) }
        }
    }

    /// Sends the pending deliveries, batched by phase and view.
    private func deliverPending(_ event: Event) {
        let deliveries = pendingDeliveries
        pendingDeliveries = []
        var batches: [(Touch.Phase, View, [Touch])] = []
        for (phase, touch) in deliveries {
            guard let view = touch.view else { continue }
            let id = ObjectIdentifier(touch)
            if phase == .cancelled {
                guard deliveredBegan.contains(id) else { continue }
                deliveredBegan.remove(id)
            } else {
                if touch.isCancelledForView { continue }
                if phase == .began {
                    // A view without `isMultipleTouchEnabled` gets only the first finger of a sequence.
                    if !view.isMultipleTouchEnabled && hasDeliveredTouch(to: view, batches: batches) { continue }
                    if !scrollViewsLetBegin(touch, in: view, with: event) {
                        touch.isCancelledForView = true
                        continue
                    }
                    deliveredBegan.insert(id)
                    touch.viewHasBegan = true
                } else if !deliveredBegan.contains(id) {
                    continue
                }
                if phase == .ended { deliveredBegan.remove(id) }
            }
            if let i = batches.firstIndex(where: { $0.0 == phase && $0.1 === view }) {
                batches[i].2.append(touch)
            } else {
                batches.append((phase, view, [touch]))
            }
        }
        for (phase, view, touches) in batches {
            let set = Set(touches)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// Whether every scroll view that `touch` may scroll (its pan receives the touch) and whose content
    /// holds `view` lets `view` have the touch-down (`ScrollView.touchesShouldBegin(_:with:in:)`).
    private func scrollViewsLetBegin(_ touch: Touch, in view: View, with event: Event) -> Bool {
        var ancestor = view.superview
        while let v = ancestor {
            if let scrollView = v as? ScrollView,
                touch.gestureRecognizers.contains(where: { $0 === scrollView.panGestureRecognizer }),
                !scrollView.touchesShouldBegin([touch], with: event, in: view)
            {
                return false
            }
            ancestor = v.superview
        }
        return true
    }

    /// Whether `view` already follows a finger: one delivered before, or one beginning in this event.
    private func hasDeliveredTouch(to view: View, batches: [(Touch.Phase, View, [Touch])]) -> Bool {
        if batches.contains(where: { $0.0 == .began && $0.1 === view }) { return true }
        return activeTouches.values.contains { t in
            t.view === view && t.phase != .ended && t.phase != .cancelled
                && deliveredBegan.contains(ObjectIdentifier(t))
        }
    }

    /// Takes a recognizer's touches away from their views (`cancelsTouchesInView`).
    private func cancelTouchesInViews(for recognizer: GestureRecognizer) {
        for t in recognizer.trackedTouches where !t.isCancelledForView {
            t.isCancelledForView = true
            let id = ObjectIdentifier(t)
            held[id] = nil
            if deliveredBegan.contains(id) { pendingDeliveries.append((.cancelled, t)) }
        }
        if currentEvent == nil && !pendingDeliveries.isEmpty {
            deliverPending(Event(timestamp: application.clock.now, touches: Set(activeTouches.values)))
        }
    }

    // MARK: Arbitration

    /// Two recognizers may recognize together when either delegate says so.
    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// The participants that share a touch with `r`.
    private func rivals(of r: GestureRecognizer) -> [GestureRecognizer] {
        participants.filter { o in
            o !== r && o.trackedTouches.contains { t in r.trackedTouches.contains { $0 === t } }
        }
    }

    /// The recognizers `r` must wait for: its own `require(toFail:)` list and what the delegates and
    /// subclass overrides add, among those taking part in a gesture.
    private func requirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for o in participants where o !== r {
            let explicit = r.requiredToFail.contains { $0.recognizer === o }
            let asked =
                r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
                || (r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) ?? false)
                || (o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) ?? false)
            if explicit || asked { out.append(o) }
        }
        return out
    }

    /// A recognizer wants to leave `.possible` for `state` (`.began` or `.recognized`).
    func requestRecognition(_ r: GestureRecognizer, to state: GestureRecognizer.State) {
        guard r.isEnabled else { return }
        let hitViews = r.trackedTouches.compactMap(\.view)
        let shouldBegin =
            (r.delegate?.gestureRecognizerShouldBegin(r) ?? true)
            && (r.view?.gestureRecognizerShouldBegin(r) ?? true)
            && hitViews.allSatisfy { $0 === r.view || $0.gestureRecognizerShouldBegin(r) }
        if !shouldBegin {
            fail(r)
            return
        }
        let required = requirements(of: r)
        if required.contains(where: { $0.state.isRecognizing || $0.state == .ended }) {
            fail(r)
            return
        }
        if required.contains(where: { $0.state == .possible && $0.isEnabled }) {
            r.pendingState = state
            return
        }
        r.pendingState = nil
        let others = rivals(of: r)
        for o in others where o.state.isRecognizing && !simultaneous(r, o) {
            if o.canPrevent(r) && r.canBePrevented(by: o) {
                fail(r)
                return
            }
        }
        r.applyState(state)
        for o in others where o.state == .possible && !simultaneous(r, o) {
            if r.canPrevent(o) && o.canBePrevented(by: r) { fail(o) }
        }
        if r.cancelsTouchesInView { cancelTouchesInViews(for: r) }
        // Recognizers waiting for `r` to fail will not get their wish.
        for p in participants where p.pendingState != nil && requirements(of: p).contains(where: { $0 === r }) {
            fail(p)
        }
    }

    private func fail(_ r: GestureRecognizer) {
        guard r.state == .possible else { return }
        r.pendingState = nil
        r.applyState(.failed)
        recognizerFailed(r)
    }

    /// A recognizer failed: those waiting only for it (and other failures) may now proceed, and held
    /// view deliveries may go out.
    func recognizerFailed(_ r: GestureRecognizer) {
        for p in participants where p.pendingState != nil && p !== r {
            let required = requirements(of: p)
            if required.allSatisfy({ $0.state == .failed || !$0.isEnabled }), let s = p.pendingState {
                p.pendingState = nil
                requestRecognition(p, to: s)
            }
        }
        if currentEvent == nil {
            flushHeldTouches()
            if !pendingDeliveries.isEmpty {
                deliverPending(Event(timestamp: application.clock.now, touches: Set(activeTouches.values)))
            }
        }
    }
}
