/// The base view turns away about the vertical axis and the incoming view turns in, drawn flat: the base
/// view narrows to nothing over the first half, then the incoming view widens from nothing (the
/// `.flipHorizontal` modal transition style).
@MainActor
open class FlipTransition: PhaseTransition {
    open override func update(progress: Double, base: View?, incoming: View?) {
        let p = min(1, max(0, progress))
        if let base {
            let s = max(0.0001, 1 - 2 * p)
            apply(AffineTransform(scaleX: p < 0.5 ? s : 0.0001, y: 1), to: base)
        }
        if let incoming {
            let s = max(0.0001, 2 * p - 1)
            apply(AffineTransform(scaleX: p > 0.5 ? s : 0.0001, y: 1), to: incoming)
        }
    }
}
