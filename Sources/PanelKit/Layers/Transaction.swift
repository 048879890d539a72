/// Groups the layer animations added between `begin()` and `commit()`, as `CATransaction`: chiefly so that a
/// completion block runs once they have all ended, the idiom that follows a `CABasicAnimation` with work
/// (`CATransaction.begin()`, `setCompletionBlock { ... }`, `layer.add(...)`, `CATransaction.commit()`).
///
/// The completion block runs once every animation added to a layer inside the transaction (and inside
/// transactions nested in it) has finished or been removed, or at `commit()` if none was added.
/// `setAnimationDuration(_:)` is the duration of animations added inside whose own duration is 0. PanelKit has
/// no implicit layer animations, so `setDisableActions(_:)` only records the flag. Outside `begin()` and
/// `commit()` the setters do nothing and the getters answer the defaults (Core Animation opens an implicit
/// transaction instead).
@MainActor
public enum Transaction {
    /// One `begin()`/`commit()` pair: its settings and the animations it waits for.
    final class Group {
        var completion: (() -> Void)?
        var disableActions = false
        var animationDuration: Double?
        var animationTimingFunction: MediaTimingFunction?
        /// Animations added inside that have not ended.
        var pending = 0
        var committed = false

        /// One of the animations ended or was removed.
        func animationEnded() {
            pending -= 1
            finishIfDone()
        }

        /// Runs the completion block once the transaction is committed and nothing is left to wait for.
        func finishIfDone() {
            guard committed, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The open transactions, outermost first.
    private(set) static var open: [Group] = []

    /// Opens a transaction (nested in the open one, if any).
    public static func begin() { open.append(Group()) }

    /// Closes the innermost transaction; its completion block runs now if it has nothing to wait for.
    public static func commit() {
        guard let group = open.popLast() else { return }
        group.committed = true
        group.finishIfDone()
    }

    /// Does nothing: PanelKit draws what changed at the next frame anyway.
    public static func flush() {}

    /// The block to run when the transaction's animations have all ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { open.last?.completion = block }

    /// The block set for the innermost transaction.
    public static func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Records whether property changes should not animate (there are no implicit animations to turn off).
    public static func setDisableActions(_ flag: Bool) { open.last?.disableActions = flag }

    /// The flag set for the innermost transaction (false by default).
    public static func disableActions() -> Bool { open.last?.disableActions ?? false }

    /// The duration of animations added in the transaction with none of their own.
    public static func setAnimationDuration(_ duration: Double) { open.last?.animationDuration = duration }

    /// The duration set for the innermost transaction or one around it (0.25 by default).
    public static func animationDuration() -> Double {
        open.reversed().lazy.compactMap(\.animationDuration).first ?? 0.25
    }

    /// Records a timing function for the transaction (used by implicit animations, which PanelKit lacks).
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        open.last?.animationTimingFunction = function
    }

    /// The timing function set for the innermost transaction.
    public static func animationTimingFunction() -> MediaTimingFunction? { open.last?.animationTimingFunction }
}
