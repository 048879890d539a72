/// A slider, as `UISlider`: a thin track, blue up to the thumb, and a round white thumb the finger drags
/// between `minimumValue` and `maximumValue`. Dragging the thumb sends `.valueChanged` as the value moves
/// (only when the finger lifts if `isContinuous` is false); setting `value` in code sends nothing. As in
/// UIKit a drag must start on the thumb (or within a few points of it): a tap elsewhere on the track does
/// not move it.
@MainActor
open class Slider: Control {
    /// The value, kept within `minimumValue...maximumValue`. Setting it moves the thumb and sends no action.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end (default 0). Raising it above `value` raises `value`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The value at the right end (default 1). Lowering it below `value` lowers `value`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether a drag sends `.valueChanged` as it goes (true, the default) or once when it ends.
    open var isContinuous = true
    /// The track's colour left of the thumb; nil is the tint colour.
    open var minimumTrackTintColor: Color? {
        didSet { updateColors() }
    }
    /// The track's colour right of the thumb; nil is a light grey.
    open var maximumTrackTintColor: Color? {
        didSet { updateColors() }
    }
    /// The thumb's colour; nil is white.
    open var thumbTintColor: Color? {
        didSet { updateColors() }
    }

    private var storedValue: Float = 0
    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumb = View()
    /// The value and the finger's x when a drag on the thumb began.
    private var dragStart: (value: Float, x: Double)?
    /// Whether the value changed during a drag that sends only at its end.
    private var changedWhileDragging = false

    private static let thumbSide = 28.0
    private static let trackHeight = 4.0
    private static let height = 31.0

    public override init(frame: Rect) {
        super.init(frame: frame)
        for v in [minimumTrack, maximumTrack, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumTrack.cornerRadius = Slider.trackHeight / 2
        maximumTrack.cornerRadius = Slider.trackHeight / 2
        thumb.cornerRadius = Slider.thumbSide / 2
        thumb.shadowColor = .black
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 3
        thumb.shadowOffset = Size(width: 0, height: 2)
        updateColors()
    }

    /// Sets the value (clamped to the range), sliding the thumb over 0.25 s when `animated`; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        let v = min(max(value, minimumValue), maximumValue)
        guard v != storedValue else { return }
        storedValue = v.isFinite ? v : minimumValue
        if animated {
            View.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.placeTrack() }
        } else {
            setNeedsLayout()
        }
    }

    /// As wide as it is given; 31 points tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Slider.height) }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: max(bounds.width, Slider.thumbSide), height: Slider.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        View.performWithoutAnimation { placeTrack() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The thumb's centre for `value`, along the track between the thumb's half-widths.
    private func thumbCenterX(for value: Float) -> Double {
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        return Slider.thumbSide / 2 + fraction * max(0, bounds.width - Slider.thumbSide)
    }

    private func placeTrack() {
        let midY = bounds.midY
        let x = thumbCenterX(for: storedValue)
        let trackY = midY - Slider.trackHeight / 2
        minimumTrack.frame = Rect(x: 0, y: trackY, width: max(0, x), height: Slider.trackHeight)
        maximumTrack.frame = Rect(x: x, y: trackY, width: max(0, bounds.width - x), height: Slider.trackHeight)
        thumb.frame = Rect(
            x: x - Slider.thumbSide / 2, y: midY - Slider.thumbSide / 2, width: Slider.thumbSide,
            height: Slider.thumbSide)
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard isEnabled, let t = touches.first else { return }
        let p = t.location(in: self)
        // Only a touch on the thumb (grown to a comfortable target) drags it.
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(p) else { return }
        dragStart = (storedValue, p.x)
        changedWhileDragging = false
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard let start = dragStart, let t = touches.first else { return }
        let travel = max(1, bounds.width - Slider.thumbSide)
        let delta = (t.location(in: self).x - start.x) / travel * Double(maximumValue - minimumValue)
        let old = storedValue
        setValue(start.value + Float(delta), animated: false)
        layoutIfNeeded()
        if storedValue != old {
            if isContinuous { sendActions(for: .valueChanged) } else { changedWhileDragging = true }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard endDrag() else { return }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard endDrag() else { return }
        super.touchesCancelled(touches, with: event)
    }

    /// Ends a drag on the thumb, sending the held-back `.valueChanged` of a non-continuous slider; false
    /// when no drag was under way.
    private func endDrag() -> Bool {
        guard dragStart != nil else { return false }
        dragStart = nil
        if changedWhileDragging { sendActions(for: .valueChanged) }
        changedWhileDragging = false
        return true
    }
}
