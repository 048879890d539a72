/// The animator handed to the delegate when a preview is tapped.
@MainActor
final class ContextMenuCommitAnimator: ContextMenuInteractionCommitAnimating {
    var preferredCommitStyle = ContextMenuInteractionCommitStyle.pop
    let previewViewController: ViewController?
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations over the fade, then the completions.
    func run() {
        let animations = self.animations
        let completions = self.completions
        View.animate(
            withDuration: 0.15, animations: { for a in animations { a() } },
            completion: { _ in for c in completions { c() } })
    }
}
