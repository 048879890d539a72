// Repeating part of an animation block: `modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13)
// and the older `setAnimationRepeatCount(_:)` / `setAnimationRepeatAutoreverses(_:)` called inside a block.
// Both set a repeat count on the block's `TimedAnimation`, which the engine runs out before completing.
extension View {
    /// Makes the changes in `animations` repeat `count` times (a fraction stops part way through the last
    /// run), running there and back each time when `autoreverses`, as
    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`. Call it inside an animation
    /// block: each run takes the block's duration, after its delay and with its curve, and the block's
    /// completion runs once, after the last repeat. When the repeats end the properties show their model
    /// (new) values. Outside an animation block the changes are simply made.
    public static func modifyAnimations(
        withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void
    ) {
        guard let outer = AnimationTransaction.current, let block = outer.driver as? TimedAnimation else {
            // No block to repeat (none, `performWithoutAnimation`, or a property animator's): the changes
            // belong to whatever is current.
            animations()
            return
        }
        var options = block.options.subtracting([.repeat, .autoreverse])
        if autoreverses { options.insert(.autoreverse) }
        let repeated = TimedAnimation(
            duration: block.duration, delay: block.delay, timing: block.timing, options: options)
        repeated.repeatCount = validRepeatCount(count)
        block.repeatedBlocks.append(repeated)
        let timeline = AnimationTimeline.current
        timeline?.register(repeated)
        let transaction = AnimationTransaction(
            driver: repeated, beginFromCurrentState: outer.beginFromCurrentState, duration: outer.duration,
            timing: outer.timing, options: outer.options)
        AnimationTransaction.$current.withValue(transaction, operation: animations)
        repeated.commit(application: timeline?.application)
    }

    /// Sets how many times the enclosing animation block's changes run, as the deprecated
    /// `UIView.setAnimationRepeatCount(_:)` (which apps still call inside `animate` blocks, often with
    /// `.repeat`): a fraction stops part way through the last run; 0 or less leaves the block's own
    /// repeating (once, or forever with `.repeat`). Outside an animation block it does nothing.
    public static func setAnimationRepeatCount(_ repeatCount: Double) {
        guard let block = AnimationTransaction.current?.driver as? TimedAnimation else { return }
        block.repeatCount = repeatCount > 0 ? repeatCount : nil
    }

    /// Makes the enclosing animation block run there and back, as the deprecated
    /// `UIView.setAnimationRepeatAutoreverses(_:)` (the `.autoreverse` option). Outside an animation block
    /// it does nothing.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = AnimationTransaction.current?.driver as? TimedAnimation else { return }
        if repeatAutoreverses {
            block.options.insert(.autoreverse)
        } else {
            block.options.remove(.autoreverse)
        }
    }

    /// `count` as a repeat count: not a number, 0 or less runs once; infinity repeats forever.
    private static func validRepeatCount(_ count: Double) -> Double {
        count.isNaN || count <= 0 ? 1 : count
    }
}
