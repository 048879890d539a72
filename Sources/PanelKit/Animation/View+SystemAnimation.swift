// `UIView.perform(_:on:options:animations:completion:)`: a system-provided animation on views, with the
// caller's own animations alongside. The only one UIKit offers is `.delete`.
extension View {
    /// A system-provided animation, as `UIView.SystemAnimation`.
    public enum SystemAnimation: UInt, Hashable, Sendable {
        /// Fades the views out and removes them from their superviews.
        case delete
    }

    /// How long the system animations take: UIKit does not say; this is its usual short fade.
    static let systemAnimationDuration = 0.3

    /// Runs `animation` on `views`, with `parallelAnimations` (changes to other properties or views)
    /// animated alongside under `options`, as `UIView.perform(_:on:options:animations:completion:)`.
    /// `.delete` fades the views out and then removes them from their superviews (their alpha returns to
    /// what it was, so that they can be added again). `completion` runs once, after the views are removed.
    public static func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        switch animation {
        case .delete:
            let alphas = views.map(\.alpha)
            animate(
                withDuration: systemAnimationDuration, delay: 0, options: options,
                animations: {
                    for v in views { v.alpha = 0 }
                    parallelAnimations?()
                },
                completion: { finished in
                    for (v, alpha) in zip(views, alphas) {
                        v.removeFromSuperview()
                        v.alpha = alpha
                    }
                    completion?(finished)
                })
        }
    }
}
