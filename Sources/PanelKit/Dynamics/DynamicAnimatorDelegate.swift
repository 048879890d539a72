/// Told when a dynamic animator stops and starts stepping, as `UIDynamicAnimatorDelegate`.
@MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step its items again (a behavior was added or changed).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest (or no behavior is left): the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
