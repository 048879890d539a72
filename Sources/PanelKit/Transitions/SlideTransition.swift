/// The incoming view slides in from `edge` and pushes the base view out the other side, as a
/// navigation push or a scrolling page.
@MainActor
open class SlideTransition: PhaseTransition {
    /// The edge the incoming view enters from.
    public var edge: TransitionEdge
    /// How far the base view travels, as a share of the incoming view's travel: 1 (the default) moves
    /// them together like pages, 0.3 is UIKit's push parallax, 0 lets the incoming view slide over.
    public var baseTravel = 1.0
    /// A gap between the two views (a page view's inter-page spacing).
    public var spacing = 0.0

    /// A slide whose incoming view enters from `edge` (from the right by default: a push).
    public init(edge: TransitionEdge = .right) {
        self.edge = edge
        super.init()
    }

    /// The distance the incoming view travels: its resting length along the edge's axis plus `spacing`.
    func travel(of view: View) -> Double {
        let rest = restingFrame(of: view)
        return (edge.isHorizontal ? rest.width : rest.height) + spacing
    }

    open override func update(progress: Double, base: View?, incoming: View?) {
        guard let reference = incoming ?? base else { return }
        let d = edge.direction
        let length = travel(of: reference)
        let ahead = (1 - progress) * length
        apply(AffineTransform(translationX: d.x * ahead, y: d.y * ahead), to: incoming)
        let behind = -progress * length * baseTravel
        apply(AffineTransform(translationX: d.x * behind, y: d.y * behind), to: base)
    }
}
