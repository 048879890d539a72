/// The incoming view slides in from `edge` over the base view, which stays where it is and dims, as a
/// modal presentation (PanelKit's default presentation slides up from the bottom this way).
@MainActor
open class CoverTransition: PhaseTransition {
    /// The edge the incoming view enters from.
    public var edge: TransitionEdge

    /// A cover whose incoming view enters from `edge` (from the bottom by default) over a base view
    /// dimmed to `dimmingAlpha`.
    public init(edge: TransitionEdge = .bottom, dimmingAlpha: Double = 0.25) {
        self.edge = edge
        super.init()
        self.dimmingAlpha = dimmingAlpha
    }

    open override func update(progress: Double, base: View?, incoming: View?) {
        guard let incoming else { return }
        let rest = restingFrame(of: incoming)
        let length = edge.isHorizontal ? rest.width : rest.height
        let d = edge.direction
        let ahead = (1 - progress) * length
        apply(AffineTransform(translationX: d.x * ahead, y: d.y * ahead), to: incoming)
    }
}
