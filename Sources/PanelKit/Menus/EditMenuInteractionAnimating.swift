/// The edit menu's show and hide animations, as `UIEditMenuInteractionAnimating`: a delegate adds work to
/// run beside them and after them.
@MainActor
public protocol EditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` beside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation ended.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// PanelKit's animator for the edit menu's delegate: the animations run in an animation of the menu's
/// length, the completions after it.
@MainActor
final class EditMenuAnimator: EditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what the delegate added.
    func run() {
        let animations = self.animations
        let completions = self.completions
        if animations.isEmpty && completions.isEmpty { return }
        View.animate(
            withDuration: 0.15, animations: { for a in animations { a() } },
            completion: { _ in for c in completions { c() } })
    }
}
