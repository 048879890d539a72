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
        var length = edge.isHorizontal ? rest.width : rest.height
        // A view resting away from the edge (a sheet) travels until it is clear of the container.
        if let container = containerView, incoming.superview === container {
            let b = container.bounds
            switch edge {
            case .bottom: length = max(length, b.maxY - rest.minY)
            case .top: length = max(length, rest.maxY - b.minY)
            case .left: length = max(length, rest.maxX - b.minX)
            case .right: length = max(length, b.maxX - rest.minX)
            }
        }
        let d = edge.direction
        let ahead = (1 - progress) * length
        apply(AffineTransform(translationX: d.x * ahead, y: d.y * ahead), to: incoming)
    }
}
