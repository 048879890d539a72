#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The two views turn as two faces of a carousel (a cube seen from outside, flattened): the base face
/// turns away towards the side opposite `edge` while the incoming face turns in from `edge`, their
/// shared edge sweeping across. Both shrink a little mid-way so that the two faces fit, as seed 001's
/// `TZCarouselTransition`.
@MainActor
open class CarouselTransition: PhaseTransition {
    /// The edge the incoming face turns in from.
    public var edge: TransitionEdge

    /// A carousel whose incoming face turns in from `edge` (from the right by default).
    public init(edge: TransitionEdge = .right) {
        self.edge = edge
        super.init()
    }

    open override func update(progress: Double, base: View?, incoming: View?) {
        guard let reference = incoming ?? base else { return }
        let rest = restingFrame(of: reference)
        let length = edge.isHorizontal ? rest.width : rest.height
        let f = min(1, max(0, progress))
        let angle = f * Double.pi / 2
        // The faces' projected lengths are cos and sin of the angle; `k` scales both to fit the container.
        let k = 1 / (cos(angle) + sin(angle))
        let baseShare = max(1e-3, k * cos(angle))
        let incomingShare = max(1e-3, k * sin(angle))
        let d = edge.direction
        apply(face(share: baseShare, k: k, offset: -(1 - baseShare) * length / 2, d: d), to: base)
        apply(face(share: incomingShare, k: k, offset: (1 - incomingShare) * length / 2, d: d), to: incoming)
        // A face turned edge-on is gone (not a hairline at the edge).
        base?.isHidden = baseShare <= 2e-3 || restingHidden(base)
        incoming?.isHidden = incomingShare <= 2e-3 || restingHidden(incoming)
    }

    private func restingHidden(_ view: View?) -> Bool {
        guard let view else { return false }
        return isRestingHidden(view)
    }

    /// A face scaled to `share` of its length along the axis and `k` across it, moved `offset` towards
    /// the edge.
    private func face(share: Double, k: Double, offset: Double, d: Point) -> AffineTransform {
        let scale =
            edge.isHorizontal ? AffineTransform(scaleX: share, y: k) : AffineTransform(scaleX: k, y: share)
        return scale.concatenating(AffineTransform(translationX: d.x * offset, y: d.y * offset))
    }
}
