/// Content that takes colour from a blur behind it, as `UIVibrancyEffect`: PanelKit draws the content as
/// it is (there is no blur to take colour from).
public final class VibrancyEffect: VisualEffect {
    public let blurEffect: BlurEffect

    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
    }
}
