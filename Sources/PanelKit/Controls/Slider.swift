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

    /// The picture at the left end, beside the track, as `UISlider.minimumValueImage`.
    open var minimumValueImage: Surface? {
        didSet { valueImagesDidChange() }
    }
    /// The picture at the right end, beside the track, as `UISlider.maximumValueImage`.
    open var maximumValueImage: Surface? {
        didSet { valueImagesDidChange() }
    }

    private var storedValue: Float = 0
    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumb = View()
    private let minimumValueImageView = ImageView()
    private let maximumValueImageView = ImageView()
    /// Show the thumb's and the tracks' pictures when set (`setThumbImage(_:for:)` and the track ones).
    private let thumbImageView = ImageView()
    private let minimumTrackImageView = ImageView()
    private let maximumTrackImageView = ImageView()
    private var thumbImages = ControlStateValues<Surface>()
    private var minimumTrackImages = ControlStateValues<Surface>()
    private var maximumTrackImages = ControlStateValues<Surface>()
    /// The value and the finger's x when a drag on the thumb began.
    private var dragStart: (value: Float, x: Double)?
    /// Whether the value changed during a drag that sends only at its end.
    private var changedWhileDragging = false

    private static let thumbSide = 28.0
    private static let trackHeight = 4.0
    private static let height = 31.0

    public override init(frame: Rect) {
        super.init(frame: frame)
        for v in [minimumValueImageView, maximumValueImageView, minimumTrack, maximumTrack, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        minimumValueImageView.contentMode = .center
        maximumValueImageView.contentMode = .center
        thumb.addSubview(thumbImageView)
        minimumTrack.addSubview(minimumTrackImageView)
        maximumTrack.addSubview(maximumTrackImageView)
        for v in [thumbImageView, minimumTrackImageView, maximumTrackImageView] { v.isUserInteractionEnabled = false }
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
        let track = trackRect(forBounds: bounds)
        let side = thumbSize.width
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        return track.minX + side / 2 + fraction * max(0, track.width - side)
    }

    /// The thumb's size: its picture's, else the round thumb's.
    private var thumbSize: Size {
        currentThumbImage?.size ?? Size(width: Slider.thumbSide, height: Slider.thumbSide)
    }

    /// Space between a value picture and the track.
    private static let valueImageGap = 8.0

    /// Where the minimum value picture goes, as `UISlider.minimumValueImageRect(forBounds:)`.
    open func minimumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let image = minimumValueImage else { return Rect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return Rect(
            x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width,
            height: image.size.height)
    }

    /// Where the maximum value picture goes, as `UISlider.maximumValueImageRect(forBounds:)`.
    open func maximumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let image = maximumValueImage else { return Rect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return Rect(
            x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2, width: image.size.width,
            height: image.size.height)
    }

    /// The track's rectangle between the value pictures, as `UISlider.trackRect(forBounds:)`.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        let left = minimumValueImage.map { $0.size.width + Slider.valueImageGap } ?? 0
        let right = maximumValueImage.map { $0.size.width + Slider.valueImageGap } ?? 0
        let height = currentMinimumTrackImage?.size.height ?? Slider.trackHeight
        return Rect(
            x: bounds.minX + left, y: bounds.midY - height / 2, width: max(0, bounds.width - left - right),
            height: height)
    }

    /// The thumb's rectangle for `value` on `rect`, as `UISlider.thumbRect(forBounds:trackRect:value:)`.
    open func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Float) -> Rect {
        let side = thumbSize
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(min(max(value, minimumValue), maximumValue) - minimumValue) / span : 0
        let x = rect.minX + side.width / 2 + fraction * max(0, rect.width - side.width)
        return Rect(x: x - side.width / 2, y: bounds.midY - side.height / 2, width: side.width, height: side.height)
    }

    private func placeTrack() {
        let b = bounds
        let track = trackRect(forBounds: b)
        let thumbFrame = thumbRect(forBounds: b, trackRect: track, value: storedValue)
        let x = thumbFrame.midX
        minimumTrack.frame = Rect(x: track.minX, y: track.minY, width: max(0, x - track.minX), height: track.height)
        maximumTrack.frame = Rect(x: x, y: track.minY, width: max(0, track.maxX - x), height: track.height)
        thumb.frame = thumbFrame
        thumbImageView.frame = thumb.bounds
        minimumTrackImageView.frame = Rect(origin: .zero, size: Size(width: track.width, height: track.height))
        maximumTrackImageView.frame = Rect(
            x: track.minX - x, y: 0, width: track.width, height: track.height)
        minimumValueImageView.frame = minimumValueImageRect(forBounds: b)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: b)
        // Right to left, as UIKit's: the minimum end (and its filled track and picture) on the right.
        if isRightToLeft {
            mirrorFramesHorizontally([minimumTrack, maximumTrack, thumb, minimumValueImageView, maximumValueImageView])
            minimumTrackImageView.frame.origin.x = minimumTrack.bounds.width - track.width
            maximumTrackImageView.frame.origin.x = 0
        }
    }

    private func updateColors() {
        let s = state
        thumbImageView.image = thumbImage(for: s)
        minimumTrackImageView.image = minimumTrackImage(for: s)
        maximumTrackImageView.image = maximumTrackImage(for: s)
        minimumTrack.backgroundColor = minimumTrackImageView.image != nil ? nil : (minimumTrackTintColor ?? tintColor)
        maximumTrack.backgroundColor = maximumTrackImageView.image != nil ? nil : (maximumTrackTintColor ?? .systemFill)
        // A track picture is cut at the thumb, not squeezed: each track view clips its picture.
        minimumTrack.clipsToBounds = minimumTrackImageView.image != nil
        maximumTrack.clipsToBounds = maximumTrackImageView.image != nil
        let pictured = thumbImageView.image != nil
        thumb.backgroundColor = pictured ? nil : (thumbTintColor ?? .white)
        thumb.cornerRadius = pictured ? 0 : Slider.thumbSide / 2
        thumb.shadowOpacity = pictured ? 0 : 0.2
        // Value pictures are templates in the tint colour unless they say otherwise, as in UIKit.
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        minimumValueImageView.tintColor = .secondaryLabel
        maximumValueImageView.tintColor = .secondaryLabel
    }

    private func valueImagesDidChange() {
        updateColors()
        setNeedsLayout()
    }

    // MARK: Pictures

    /// Sets the thumb's picture for a state (nil goes back to the round thumb), as
    /// `UISlider.setThumbImage(_:for:)`. A state without one uses the normal state's.
    open func setThumbImage(_ image: Surface?, for state: State) {
        thumbImages.set(image, for: state)
        picturesDidChange()
    }

    /// The thumb's picture for a state, as `UISlider.thumbImage(for:)`.
    open func thumbImage(for state: State) -> Surface? {
        thumbImages[state]
    }

    /// The thumb's picture now, as `UISlider.currentThumbImage`.
    open var currentThumbImage: Surface? { thumbImage(for: state) }

    /// Sets the picture of the track left of the thumb for a state, as `UISlider.setMinimumTrackImage(_:for:)`
    /// (make it resizable so that it stretches along the track).
    open func setMinimumTrackImage(_ image: Surface?, for state: State) {
        minimumTrackImages.set(image, for: state)
        picturesDidChange()
    }

    /// The picture of the track left of the thumb for a state, as `UISlider.minimumTrackImage(for:)`.
    open func minimumTrackImage(for state: State) -> Surface? {
        minimumTrackImages[state]
    }

    /// Sets the picture of the track right of the thumb for a state, as `UISlider.setMaximumTrackImage(_:for:)`.
    open func setMaximumTrackImage(_ image: Surface?, for state: State) {
        maximumTrackImages.set(image, for: state)
        picturesDidChange()
    }

    /// The picture of the track right of the thumb for a state, as `UISlider.maximumTrackImage(for:)`.
    open func maximumTrackImage(for state: State) -> Surface? {
        maximumTrackImages[state]
    }

    /// The track pictures now, as `UISlider.currentMinimumTrackImage` and `currentMaximumTrackImage`.
    open var currentMinimumTrackImage: Surface? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: Surface? { maximumTrackImage(for: state) }

    private func picturesDidChange() {
        updateColors()
        setNeedsLayout()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        if !thumbImages.isEmpty || !minimumTrackImages.isEmpty || !maximumTrackImages.isEmpty {
            picturesDidChange()
        }
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
        let travel = max(1, trackRect(forBounds: bounds).width - thumbSize.width)
        // Right to left the value grows leftwards.
        let dx = (t.location(in: self).x - start.x) * (isRightToLeft ? -1 : 1)
        let delta = dx / travel * Double(maximumValue - minimumValue)
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
