#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A spinning activity indicator, as `UIActivityIndicatorView`: eight spokes around a centre whose shades
/// turn a step at a time while it animates. Stopped, it hides itself (`hidesWhenStopped`, true by default).
/// `.medium` is 20 points across and `.large` 37, as in UIKit; the spokes are drawn in `color`.
@MainActor
open class ActivityIndicatorView: View {
    /// The indicator's sizes, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    /// The size it is drawn at; changing it changes the intrinsic size.
    open var style: Style {
        didSet {
            if style != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }
    /// The spokes' colour (default `.gray`, UIKit's medium grey).
    open var color: Color = Color(hex: 0x999999) {
        didSet { updateSpokes() }
    }
    /// Whether the indicator hides while stopped (default true).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    private var spokes: [View] = []
    private var step = 0
    private var link: DisplayLink?
    private var lastStepTime: Double?

    /// Steps a second: the shades go round once a second.
    private static let stepsPerSecond = 8.0

    /// A stopped (so hidden) indicator of `style`, sized to it.
    public init(style: Style = .medium) {
        self.style = style
        let side = ActivityIndicatorView.side(of: style)
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
        isHidden = true
        for _ in 0..<8 {
            let spoke = View()
            spoke.isUserInteractionEnabled = false
            spokes.append(spoke)
            addSubview(spoke)
        }
        updateSpokes()
    }

    /// A medium indicator in `frame`, as `UIActivityIndicatorView(frame:)`.
    public convenience override init(frame: Rect) {
        self.init(style: .medium)
        self.frame = frame
    }

    private static func side(of style: Style) -> Double { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: Size {
        let side = ActivityIndicatorView.side(of: style)
        return Size(width: side, height: side)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Starts spinning (and shows the indicator); nothing happens if it already spins.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startLink()
    }

    /// Stops spinning; hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        lastStepTime = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The link belongs to the window's application: made when the view joins one while spinning.
        if window == nil {
            link?.invalidate()
            link = nil
        } else if isAnimating {
            startLink()
        }
    }

    private func startLink() {
        guard link == nil, let application = window?.application else { return }
        let link = DisplayLink(target: self, action: ActivityIndicatorView.tick)
        link.add(to: application)
        self.link = link
    }

    private func tick(_ link: DisplayLink) {
        let now = link.targetTimestamp
        guard let last = lastStepTime else {
            lastStepTime = now
            return
        }
        let steps = Int(((now - last) * ActivityIndicatorView.stepsPerSecond).rounded(.down))
        guard steps > 0 else { return }
        lastStepTime = last + Double(steps) / ActivityIndicatorView.stepsPerSecond
        step = (step + steps) % spokes.count
        updateSpokes()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let length = side * 0.28
        let width = max(2, side * 0.09)
        let radius = side / 2 - length / 2
        let c = Point(x: bounds.midX, y: bounds.midY)
        View.performWithoutAnimation {
            for (i, spoke) in spokes.enumerated() {
                let angle = Double(i) * Double.pi / 4
                spoke.transform = .identity
                spoke.bounds = Rect(x: 0, y: 0, width: width, height: length)
                spoke.center = Point(x: c.x + radius * sin(angle), y: c.y - radius * cos(angle))
                spoke.cornerRadius = width / 2
                spoke.transform = AffineTransform(rotationAngle: angle)
            }
        }
    }

    /// Shades the spokes: the one at `step` darkest, fading behind it.
    private func updateSpokes() {
        View.performWithoutAnimation {
            for (i, spoke) in spokes.enumerated() {
                let age = (step - i + spokes.count) % spokes.count
                spoke.backgroundColor = color.withAlphaComponent(color.alpha * (1 - Double(age) * 0.11))
            }
        }
    }
}
