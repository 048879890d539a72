/// Animations run together on one layer under one key, as `CAAnimationGroup`: a view that fades while it
/// grows, one delegate and one removal for both.
///
/// The children's times count from the group's pass: a child's `beginTime` delays it within the group, and
/// the group's `duration` clips a child that runs longer (Core Animation does not stretch the group to its
/// children). The group's own `repeatCount`, `autoreverses`, `speed`, `fillMode` and `timingFunction` (which
/// bends the time the children see) apply to all of them; the children's delegates are not told (as Core
/// Animation ignores them).
@MainActor
public final class AnimationGroup: Animation {
    /// The animations run together; copied with the group.
    public var animations: [Animation]?

    override func take(from other: Animation) {
        super.take(from: other)
        guard let other = other as? AnimationGroup else { return }
        animations = other.animations?.map { $0.copy() }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func present(at elapsed: Double, model: (String) -> Double, into shown: inout [String: Double]) -> Bool {
        let (time, done, shows) = passTime(at: elapsed)
        guard shows else { return done }
        // The group's timing function bends the time its children see.
        let childTime = timingFunction == nil ? time : progress(atPassTime: time) * passDuration
        for child in animations ?? [] { _ = child.present(at: childTime, model: model, into: &shown) }
        return done
    }
}
