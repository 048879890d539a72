/// A piece of physics a dynamic animator applies, as `UIDynamicBehavior`: gravity, collisions, a snap, an
/// attachment, a push or item properties are subclasses; a plain behavior groups child behaviors (a
/// custom behavior built from the standard ones) and can run an `action` at every step.
@MainActor
open class DynamicBehavior {
    /// The behaviors this one is made of; the animator applies them with it.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Run at every animation step (each frame the animator moves its items), after the items moved.
    open var action: (() -> Void)?
    /// The animator this behavior (or the behavior it is a child of) was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The behavior this one is a child of.
    weak var parentBehavior: DynamicBehavior?

    public init() {}

    /// Adds `behavior` as a child (once; a behavior that already has a parent stays where it is).
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior !== self, behavior.parentBehavior == nil, !childBehaviors.contains(where: { $0 === behavior })
        else {
            if behavior.parentBehavior !== self {
                DynamicsIssueLog.emit("addChildBehavior: the behavior is already a child of another behavior")
            }
            return
        }
        if behavior.dynamicAnimator != nil && behavior.dynamicAnimator !== dynamicAnimator {
            DynamicsIssueLog.emit("addChildBehavior: the behavior is already in an animator")
            return
        }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator {
            behavior.moveTree(to: animator)
            animator.behaviorsDidChange()
        }
    }

    /// Removes a child behavior.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parentBehavior = nil
        let animator = dynamicAnimator
        if animator != nil { behavior.moveTree(to: nil) }
        animator?.behaviorsDidChange()
    }

    /// Called before the behavior is added to an animator (`dynamicAnimator` is the animator) or removed
    /// from one (nil). Subclasses that override it call super.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// Tells this behavior and its children that they move to `animator`, then records it.
    func moveTree(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.moveTree(to: animator) }
    }

    /// This behavior and every descendant, parents first.
    func appendTree(to list: inout [DynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendTree(to: &list) }
    }

    /// A property changed: the animator looks at the behaviors again and resumes if it was paused.
    func setNeedsUpdate() {
        dynamicAnimator?.behaviorsDidChange()
    }

    // MARK: What subclasses give the solver

    /// The items this behavior acts on (not its children's).
    var dynamicItems: [any DynamicItem] { [] }

    /// Adds this behavior's forces to the velocities of its items' bodies for one step of `dt` seconds.
    func applyForces(in animator: DynamicAnimator, dt: Double) {}

    /// Adds this behavior's joints (attachments) for one step.
    func appendJoints(in animator: DynamicAnimator, to joints: inout [DynamicJoint]) {}

    /// Whether this behavior is content to stop: a snap that has not arrived is not.
    func isSettled(in animator: DynamicAnimator) -> Bool { true }

    /// The animator is pausing: a behavior may place its items exactly (a snap on its point).
    func animatorWillPause(_ animator: DynamicAnimator) {}
}
