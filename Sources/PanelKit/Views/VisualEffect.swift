/// An effect a `VisualEffectView` shows, as `UIVisualEffect`.
open class VisualEffect {
    public init() {}

    /// The colour the effect is drawn as; nil draws nothing.
    var materialColor: Color? { nil }
}
