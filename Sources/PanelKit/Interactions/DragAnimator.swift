/// Animations that run beside a drag's own, as `UIDragAnimating`: a delegate adds changes to run with the
/// lift (or the drop) and work for when it finished.
@MainActor
public protocol DragAnimating: AnyObject {
    /// Runs `animations` with the drag's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drag's animation finished, with where it ended.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// The animator handed to delegates: it collects their blocks and the drag runs them.
@MainActor
final class DragAnimator: DragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(ViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completions.append(completion) }

    func runAnimations() { for a in animations { a() } }
    func runCompletions() { for c in completions { c(.end) } }
}
