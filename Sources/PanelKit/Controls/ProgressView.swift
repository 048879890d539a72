import PanelGraphics

/// A bar that fills as a task progresses, as `UIProgressView`: a 4-point rounded track in light grey with the
/// done part in the tint colour (`.bar` style: square ends, no rounding).
@MainActor
open class ProgressView: View {
    /// The look, as `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// Rounded ends (the default).
        case `default`
        /// Square ends, for a toolbar.
        case bar
    }

    /// The look.
    open var progressViewStyle: Style = .default {
        didSet { setNeedsLayout() }
    }
    /// How much is done, 0 to 1 (values outside are pinned), as UIKit's `Float`.
    open var progress: Float {
        get { storage }
        set { setProgress(newValue, animated: false) }
    }
    /// The done part's colour; nil is the tint colour.
    open var progressTintColor: Color? {
        didSet { updateColors() }
    }
    /// The track's colour; nil is iOS's light grey.
    open var trackTintColor: Color? {
        didSet { updateColors() }
    }

    private var storage: Float = 0
    private let fill = View()
    private static let trackColor = Color.systemFill

    public override init(frame: Rect) {
        super.init(frame: frame)
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
        updateColors()
    }

    /// A progress view of `style`, as `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress; with `animated`, the done part grows (or shrinks) over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        storage = min(max(progress, 0), 1)
        if animated {
            View.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.placeFill() }
        } else {
            View.performWithoutAnimation { placeFill() }
        }
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 4) }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 4) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
        View.performWithoutAnimation { placeFill() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func placeFill() {
        fill.frame = Rect(x: 0, y: 0, width: (bounds.width * Double(storage)).rounded(), height: bounds.height)
        // Right to left the done part grows from the right edge, as UIKit's.
        if isRightToLeft { mirrorFramesHorizontally([fill]) }
        fill.cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
    }

    private func updateColors() {
        backgroundColor = trackTintColor ?? ProgressView.trackColor
        fill.backgroundColor = progressTintColor ?? tintColor
    }
}
