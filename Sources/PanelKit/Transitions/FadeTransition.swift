/// The incoming view fades in over the base view (a cross-dissolve); with `fadesBaseView` the base
/// view fades out at the same time.
@MainActor
open class FadeTransition: PhaseTransition {
    /// Whether the base view fades out as the incoming one fades in.
    public var fadesBaseView: Bool

    /// A fade, over a base view that stays (by default) or fades out.
    public init(fadesBaseView: Bool = false) {
        self.fadesBaseView = fadesBaseView
        super.init()
    }

    open override func update(progress: Double, base: View?, incoming: View?) {
        let f = min(1, max(0, progress))
        if let incoming { incoming.alpha = restingAlpha(of: incoming) * f }
        if fadesBaseView, let base { base.alpha = restingAlpha(of: base) * (1 - f) }
    }
}
