#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs physics on the items of its behaviors, as `UIDynamicAnimator`: while running, a display link
/// advances a fixed-step solver (1/120 s steps, at most 8 a frame so that a stalled frame cannot make the
/// next one slower) and writes each item's `center` (and `transform`, when it turns). When every item has
/// been at rest for a tenth of a second it pauses: the link stops and the delegate hears
/// `dynamicAnimatorDidPause`; adding or changing a behavior resumes it.
@MainActor
public final class DynamicAnimator {
    /// The view whose coordinates the behaviors use (the items' superview).
    public private(set) weak var referenceView: View?
    /// The behaviors added, in order (not their children).
    public private(set) var behaviors: [DynamicBehavior] = []
    public weak var delegate: (any DynamicAnimatorDelegate)?
    /// Whether the animator is stepping its items (false while paused).
    public private(set) var isRunning = false
    /// Seconds of physics run since the first behavior was added (paused time does not count).
    public private(set) var elapsedTime = 0.0

    /// The solver's step.
    static let stepDuration = 1.0 / 120
    /// The most steps a frame runs; time beyond is dropped (the motion slows rather than stutters).
    static let maxStepsPerFrame = 8
    /// A body slower than this (points a second, and radians a second for its spin) is still.
    static let stillSpeed = 2.0
    static let stillSpin = 0.05
    /// Still steps in a row (a tenth of a second) before a body counts as at rest.
    static let restSteps = 12
    /// Velocity iterations of the contact and joint solver per step.
    static let iterations = 8

    private(set) var bodies: [DynamicBody] = []
    private var bodyIndex: [ObjectIdentifier: DynamicBody] = [:]
    /// Every behavior with its children, parents first (rebuilt when the behaviors change).
    private var allBehaviors: [DynamicBehavior] = []
    private var needsRebuild = false
    private var link: DisplayLink?
    private var lastTime: Double?
    private var accumulator = 0.0
    private var pendingEvents: [() -> Void] = []

    /// An animator for the subviews of `referenceView`.
    public init(referenceView: View) {
        self.referenceView = referenceView
    }

    // MARK: Behaviors

    /// Adds `behavior` (and its children) and resumes. A behavior already in an animator, or the child of
    /// another behavior, is not added (UIKit raises).
    public func addBehavior(_ behavior: DynamicBehavior) {
        if behaviors.contains(where: { $0 === behavior }) { return }
        guard behavior.dynamicAnimator == nil, behavior.parentBehavior == nil else {
            DynamicsIssueLog.emit("addBehavior: the behavior is already in an animator or is a child behavior")
            return
        }
        behaviors.append(behavior)
        behavior.moveTree(to: self)
        behaviorsDidChange()
    }

    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behavior.moveTree(to: nil)
        behaviorsDidChange()
    }

    /// Removes every behavior: the animator stops.
    public func removeAllBehaviors() {
        let old = behaviors
        behaviors = []
        for b in old { b.moveTree(to: nil) }
        behaviorsDidChange()
    }

    /// The items whose boxes (as rotated) meet `rect`, in the reference view's coordinates.
    public func items(in rect: Rect) -> [any DynamicItem] {
        rebuildIfNeeded()
        return bodies.filter { $0.coveredRect.intersects(rect) }.map(\.item)
    }

    /// Reads `item`'s centre, rotation and size again after code outside the animator changed them (the
    /// animator otherwise keeps its own copy and overwrites such changes).
    public func updateItem(usingCurrentState item: any DynamicItem) {
        rebuildIfNeeded()
        guard let body = bodyIndex[ObjectIdentifier(item)] else { return }
        body.reload()
        body.stillSteps = 0
        resume()
    }

    /// Something changed: look at the behaviors again, and run (or stop when nothing is left).
    func behaviorsDidChange() {
        needsRebuild = true
        for body in bodies { body.stillSteps = 0 }
        if behaviors.isEmpty {
            rebuildIfNeeded()
            elapsedTime = 0
            pause()
        } else {
            resume()
        }
    }

    /// Queues a delegate call for the end of the current frame's steps.
    func queueEvent(_ event: @escaping () -> Void) {
        pendingEvents.append(event)
    }

    /// The solver's body for `item`, if a behavior of this animator has it.
    func body(for item: any DynamicItem) -> DynamicBody? {
        bodyIndex[ObjectIdentifier(item)]
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        allBehaviors = []
        for b in behaviors { b.appendTree(to: &allBehaviors) }
        var next: [DynamicBody] = []
        var index: [ObjectIdentifier: DynamicBody] = [:]
        for behavior in allBehaviors {
            for item in behavior.dynamicItems {
                let id = ObjectIdentifier(item)
                if index[id] != nil { continue }
                let body = bodyIndex[id] ?? DynamicBody(item: item)
                index[id] = body
                next.append(body)
            }
        }
        bodies = next
        bodyIndex = index
        configureBodies()
    }

    /// Puts each body's properties back to UIKit's defaults, then applies the item behaviors in order.
    private func configureBodies() {
        for body in bodies {
            body.elasticity = 0
            body.friction = 0
            body.density = 1
            body.resistance = 0
            body.angularResistance = 0
            body.allowsRotation = true
            body.isAnchored = false
        }
        for case let behavior as DynamicItemBehavior in allBehaviors {
            for item in behavior.items {
                if let body = bodyIndex[ObjectIdentifier(item)] { behavior.configure(body) }
            }
        }
        for body in bodies where body.isAnchored {
            body.velocity = .zero
            body.angularVelocity = 0
        }
    }

    // MARK: Running

    private func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        guard let view = referenceView, let application = view.window?.application ?? Application.current else {
            return
        }
        delegate?.dynamicAnimatorWillResume(self)
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        lastTime = nil
        accumulator = 0
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.tick(link)
        }
        self.link = link
        link.add(to: application)
    }

    private func pause() {
        guard isRunning else { return }
        for behavior in allBehaviors { behavior.animatorWillPause(self) }
        for body in bodies {
            body.velocity = .zero
            body.angularVelocity = 0
            body.writeToItem()
        }
        link?.invalidate()
        link = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func tick(_ link: DisplayLink) {
        guard referenceView != nil else {
            pause()
            return
        }
        let now = link.targetTimestamp
        // The first frame after resuming runs one frame's worth of time.
        let previous = lastTime ?? now - link.duration
        lastTime = now
        let dt = DynamicAnimator.stepDuration
        let budget = Double(DynamicAnimator.maxStepsPerFrame) * dt
        accumulator = min(accumulator + max(0, now - previous), budget)
        rebuildIfNeeded()
        var steps = 0
        while accumulator >= dt - 1e-9 && steps < DynamicAnimator.maxStepsPerFrame {
            step(dt)
            accumulator -= dt
            elapsedTime += dt
            steps += 1
        }
        accumulator = max(0, accumulator)
        for body in bodies { body.writeToItem() }
        let events = pendingEvents
        pendingEvents = []
        for event in events { event() }
        for behavior in allBehaviors { behavior.action?() }
        guard isRunning, !needsRebuild else { return }
        let allStill = bodies.allSatisfy { $0.isAnchored || $0.stillSteps >= DynamicAnimator.restSteps }
        if allStill && allBehaviors.allSatisfy({ $0.isSettled(in: self) }) { pause() }
    }

    /// One solver step: forces, then joints and contacts (sequential impulses), then positions.
    private func step(_ dt: Double) {
        for behavior in allBehaviors { behavior.applyForces(in: self, dt: dt) }
        for body in bodies where !body.isAnchored {
            if body.resistance > 0 { body.velocity = body.velocity * exp(-body.resistance * dt) }
            if body.angularResistance > 0 { body.angularVelocity *= exp(-body.angularResistance * dt) }
            if body.inverseInertia == 0 { body.angularVelocity = 0 }
        }
        var joints: [DynamicJoint] = []
        var contacts: [DynamicContact] = []
        for behavior in allBehaviors {
            behavior.appendJoints(in: self, to: &joints)
            if let collision = behavior as? CollisionBehavior { collision.appendContacts(in: self, to: &contacts) }
        }
        for i in joints.indices { joints[i].prepare(dt: dt) }
        for i in contacts.indices { contacts[i].prepare(dt: dt) }
        for _ in 0..<DynamicAnimator.iterations {
            for i in joints.indices { joints[i].solve() }
            for i in contacts.indices { contacts[i].solve() }
        }
        for joint in joints { joint.applyFrictionTorque(dt: dt) }
        for body in bodies where !body.isAnchored {
            body.position = body.position + body.velocity * dt
            body.angle += body.angularVelocity * dt
        }
        for contact in contacts { contact.correctPositions() }
        for body in bodies {
            let still =
                body.velocity.length < DynamicAnimator.stillSpeed
                && abs(body.angularVelocity) < DynamicAnimator.stillSpin
            body.stillSteps = still ? body.stillSteps + 1 : 0
        }
    }
}
