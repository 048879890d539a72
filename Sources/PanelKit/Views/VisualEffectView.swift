/// A view that shows a visual effect behind its content, as `UIVisualEffectView`: put subviews in
/// `contentView`, which fills it. A blur is drawn as its material's translucent tint (see `BlurEffect`).
@MainActor
open class VisualEffectView: View {
    /// Where content goes: it fills the view.
    public let contentView: View
    /// The effect shown; nil shows nothing but the content.
    open var effect: VisualEffect? {
        didSet { backgroundColor = effect?.materialColor }
    }

    public init(effect: VisualEffect?) {
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        self.effect = effect
        backgroundColor = effect?.materialColor
    }

    public convenience override init(frame: Rect) {
        self.init(effect: nil)
        self.frame = frame
    }
}
