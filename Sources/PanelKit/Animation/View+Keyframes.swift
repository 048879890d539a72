extension View {
    /// Animates in keyframes, as `UIView.animateKeyframes`: call `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)` inside `animations`; each keyframe animates its changes linearly over
    /// its share of `duration`, starting at its share of it. Changes made outside a keyframe animate over the
    /// whole duration. `completion` runs once every keyframe ended, with `false` when one was interrupted.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let keyframes = ViewKeyframeAnimation(
            duration: duration, delay: delay, options: options, completion: completion)
        keyframes.run(animations)
    }

    /// Adds a keyframe to the `animateKeyframes` block running now: `frameStartTime` and `frameDuration` are
    /// shares (0...1) of its duration. Outside such a block the changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let group = ViewKeyframeAnimation.current else {
            animations()
            return
        }
        group.add(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }
}
