/// The `animateKeyframes` call whose block runs now: `addKeyframe` adds to it.
@MainActor
final class ViewKeyframeAnimation {
    @TaskLocal static var current: ViewKeyframeAnimation?

    let duration: Double
    let delay: Double
    let options: KeyframeAnimationOptions
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true

    init(duration: Double, delay: Double, options: KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.completion = completion
    }

    /// Runs the block: changes outside keyframes animate over the whole duration.
    func run(_ animations: () -> Void) {
        pending += 1
        View.animate(
            withDuration: duration, delay: delay, options: options.animationOptions,
            animations: { ViewKeyframeAnimation.$current.withValue(self, operation: animations) },
            completion: { [self] finished in ended(finished) })
    }

    /// Runs one keyframe: its changes animate linearly over its share of the duration, from its start.
    func add(relativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
        pending += 1
        let s = min(1, max(0, start))
        let d = min(1 - s, max(0, relativeDuration))
        View.animate(
            withDuration: d * duration, delay: delay + s * duration,
            options: options.animationOptions.union([
                .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions,
            ]),
            animations: animations,
            completion: { [self] finished in ended(finished) })
    }

    private func ended(_ finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        guard pending == 0, let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}
