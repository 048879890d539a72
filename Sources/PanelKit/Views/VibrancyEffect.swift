/// Content that takes colour from a blur behind it, as `UIVibrancyEffect`: PanelKit draws the content as
/// it is (there is no blur to take colour from).
public final class VibrancyEffect: VisualEffect {
    public let blurEffect: BlurEffect
    /// The kind of content the effect is for (`init(blurEffect:style:)`); nil for the plain effect.
    public let style: VibrancyEffectStyle?

    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        style = nil
    }

    /// A vibrancy effect for content of `style` (labels, fills, separators), as
    /// `UIVibrancyEffect(blurEffect:style:)`; drawn as the plain effect.
    public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}
