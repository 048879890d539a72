/// An on/off switch, as `UISwitch`: a rounded track, green when on, and a white thumb that slides to the
/// side of the state. A tap toggles it; a drag that ends past the middle sets it to that side. Either sends
/// `.valueChanged` when the state changed (setting `isOn` or `setOn(_:animated:)` in code sends nothing).
/// Its size is fixed at 51 x 31 points, as UIKit's: the frame's size is ignored, its origin kept.
@MainActor
open class Switch: Control {
    /// The switch's fixed size.
    public static let size = Size(width: 51, height: 31)

    /// Whether the switch is on. Setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The style asked for, as `UISwitch.preferredStyle`. Kept: as on iOS, where only Mac apps draw a
    /// checkbox, every switch slides (`style` is `.sliding`).
    open var preferredStyle: Style = .automatic
    /// The style drawn: always `.sliding`, as on iOS.
    open var style: Style { .sliding }
    /// The title a checkbox-style switch shows beside it, as `UISwitch.title`. Kept: sliding switches show
    /// no title, on iOS as here.
    open var title: String?
    /// The track's colour when on; nil is `.systemGreen`.
    open var onTintColor: Color? {
        didSet { updateAppearance() }
    }
    /// The thumb's colour; nil is white.
    open var thumbTintColor: Color? {
        didSet { updateAppearance() }
    }

    private var on = false
    private let track = View()
    private let thumb = View()
    /// Where the finger went down, in the switch's coordinates, while it tracks.
    private var touchStart: Point?

    private static let offTrackColor = Color.secondarySystemFill
    private static let thumbInset = 2.0

    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.size))
        track.isUserInteractionEnabled = false
        track.cornerRadius = Switch.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.cornerRadius = (Switch.size.height - Switch.thumbInset * 2) / 2
        thumb.shadowColor = .black
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = Size(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        updateAppearance()
    }

    /// Sets the state, sliding the thumb and fading the track over 0.25 s when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            View.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.updateAppearance() }
        } else {
            View.performWithoutAnimation { updateAppearance() }
        }
    }

    /// The frame keeps its origin; its size stays 51 x 31.
    open override var frame: Rect {
        get { super.frame }
        set { super.frame = Rect(origin: newValue.origin, size: Switch.size) }
    }

    open override var intrinsicContentSize: Size { Switch.size }

    open override func sizeThatFits(_ size: Size) -> Size { Switch.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        View.performWithoutAnimation { updateAppearance() }
    }

    private func updateAppearance() {
        let b = Rect(origin: .zero, size: Switch.size)
        track.frame = b
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : Switch.offTrackColor
        let side = b.height - Switch.thumbInset * 2
        let x = on ? b.width - Switch.thumbInset - side : Switch.thumbInset
        thumb.frame = Rect(x: x, y: Switch.thumbInset, width: side, height: side)
        // Right to left the knob sits on the left when on, as UIKit's.
        if isRightToLeft { mirrorFramesHorizontally([thumb]) }
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        super.touchesBegan(touches, with: event)
        touchStart = isTracking ? touches.first?.location(in: self) : nil
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        if let start = touchStart, let t = touches.first {
            let p = t.location(in: self)
            let inside = bounds.insetBy(dx: -70, dy: -70).contains(p)
            // A drag across the switch sets the side it ended on; a tap (or a short move) toggles.
            let dragged = abs(p.x - start.x) > 10
            let target = dragged ? (p.x > bounds.midX) != isRightToLeft : !on
            if inside && target != on {
                setOn(target, animated: true)
                sendActions(for: .valueChanged)
            }
        }
        touchStart = nil
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        touchStart = nil
        super.touchesCancelled(touches, with: event)
    }
}
