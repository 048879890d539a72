import PanelGraphics

/// A pair of buttons that step a value down and up, as `UIStepper`: a rounded grey plate, 94 x 32 points,
/// with "−" on the left and "+" on the right. The finger coming down on a half changes `value` by
/// `stepValue` within `minimumValue`...`maximumValue` (round the ends with `wraps`) and sends
/// `.valueChanged` at once; a half that can go no further dims. Setting `value` in code sends nothing.
/// Holding a half repeats the step (see `autorepeat`); lifting, dragging off or a cancelled touch keeps the
/// steps taken.
@MainActor
open class Stepper: Control {
    /// The stepper's fixed size.
    public static let size = Size(width: 94, height: 32)

    /// The value, kept within the limits (0 by default).
    open var value: Double {
        get { storage }
        set {
            storage = min(max(newValue, minimumValue), maximumValue)
            updateAppearance()
        }
    }
    /// The lowest value (0 by default); raising it above the value raises the value.
    open var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storage
        }
    }
    /// The highest value (100 by default).
    open var maximumValue = 100.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storage
        }
    }
    /// How much a tap changes the value (1 by default; it must be above 0).
    open var stepValue = 1.0 {
        didSet { precondition(stepValue > 0, "UIStepper's stepValue must be greater than 0") }
    }
    /// Whether stepping past an end goes round to the other end.
    open var wraps = false {
        didSet { updateAppearance() }
    }
    /// Whether `.valueChanged` is sent at every step, the one at touch-down included (true by default), or
    /// once, when the finger lifts or the touch is cancelled, if the value changed; the value itself
    /// steps while the finger is down either way.
    open var isContinuous = true
    /// Whether holding a half repeats the step (true by default): the first repeat 0.5 s after the finger
    /// went down (the first step is at touch-down), then every 0.25 s, each wait 10% shorter than the last
    /// down to 0.05 s. Repeats pause while the finger is off the control. Nothing steps when the finger
    /// lifts.
    open var autorepeat = true

    private var storage = 0.0
    /// The images `setIncrementImage(_:for:)` and `setDecrementImage(_:for:)` set, by state.
    private var incrementImages = ControlStateValues<Surface>()
    private var decrementImages = ControlStateValues<Surface>()
    /// The images `setBackgroundImage(_:for:)` sets, by state: each half is drawn with its own state's.
    private var backgroundImages = ControlStateValues<Surface>()
    /// The images `setDividerImage(_:forLeftSegmentState:rightSegmentState:)` sets, by the halves' states.
    private var dividerImages: [DividerKey: Surface] = [:]
    private let plate = View()
    private let divider = View()
    /// The halves' background images and the divider image, over the plate (hidden while none is set).
    private let leftBackground = ImageView()
    private let rightBackground = ImageView()
    private let dividerImageView = ImageView()
    private let minus = ImageView()
    private let plus = ImageView()
    /// Which half the finger went down on: -1 left, +1 right.
    private var pressedSide = 0
    /// Ticks on the frame clock while a half is held, for the repeats.
    private var repeatLink: DisplayLink?
    /// When the next repeat is due (frame time), and the wait after it.
    private var nextRepeat = 0.0
    private var repeatInterval = 0.25
    /// The value when the finger went down, for the one `.valueChanged` of a stepper that is not continuous.
    private var valueAtTouchDown = 0.0

    private static let plateColor = Color.tertiarySystemFill
    private static let pressedColor = Color(hex: 0x767680, alpha: 0.3)

    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Stepper.size))
        for v in [plate, leftBackground, rightBackground, divider, dividerImageView, minus, plus] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        plate.cornerRadius = 8
        divider.backgroundColor = .tertiaryLabel
        leftBackground.contentMode = .scaleToFill
        rightBackground.contentMode = .scaleToFill
        dividerImageView.contentMode = .scaleToFill
        minus.contentMode = .center
        plus.contentMode = .center
        updateAppearance()
    }

    open override var frame: Rect {
        get { super.frame }
        set { super.frame = Rect(origin: newValue.origin, size: Stepper.size) }
    }

    open override var intrinsicContentSize: Size { Stepper.size }

    open override func sizeThatFits(_ size: Size) -> Size { Stepper.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
    }

    private var canDecrement: Bool { isEnabled && (wraps || storage > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || storage < maximumValue) }

    private func updateAppearance() {
        let b = Rect(origin: .zero, size: Stepper.size)
        plate.frame = b
        plate.backgroundColor = Stepper.plateColor
        divider.frame = Rect(x: b.midX - 0.5, y: 8, width: 1, height: b.height - 16)
        minus.frame = Rect(x: 0, y: 0, width: b.width / 2, height: b.height)
        plus.frame = Rect(x: b.width / 2, y: 0, width: b.width / 2, height: b.height)
        // The signs are tinted pictures, made in the stepper's appearance.
        let ink = Color.label.resolved(colorAppearance)
        let dim = Color(light: Color(white: 0.75), dark: Color(white: 0.35)).resolved(colorAppearance)
        let leftState = halfState(side: -1, enabled: canDecrement)
        let rightState = halfState(side: 1, enabled: canIncrement)
        layOutImages(in: b, leftState: leftState, rightState: rightState)
        minus.image = sign(decrementImages, "minus", side: -1, enabled: canDecrement, ink: ink, dim: dim)
        plus.image = sign(incrementImages, "plus", side: 1, enabled: canIncrement, ink: ink, dim: dim)
        minus.backgroundColor = pressedSide < 0 && isHighlighted ? Stepper.pressedColor : nil
        plus.backgroundColor = pressedSide > 0 && isHighlighted ? Stepper.pressedColor : nil
    }

    /// One side's picture: the image set for that side's state (disabled when it cannot step, highlighted
    /// while pressed), else the system sign; a template image (a symbol) is tinted as the sign is.
    private func sign(
        _ images: ControlStateValues<Surface>, _ symbol: String, side: Int, enabled: Bool, ink: Color, dim: Color
    ) -> Surface? {
        let shown = halfState(side: side, enabled: enabled)
        let color = enabled ? ink : dim
        guard let image = images[shown] else { return Surface(systemName: symbol)?.tinted(color) }
        return image.drawsAsTemplate ? image.tinted(color) : image
    }

    /// A half's state: disabled when it cannot step, highlighted while pressed, else normal.
    private func halfState(side: Int, enabled: Bool) -> State {
        !enabled ? .disabled : (pressedSide == side && isHighlighted ? .highlighted : .normal)
    }

    /// Shows the background images (each half its own state's, stretched over the half) in place of the
    /// grey plate, and the divider image for the halves' states in place of the line, when they are set.
    private func layOutImages(in b: Rect, leftState: State, rightState: State) {
        let leftImage = backgroundImages[leftState]
        let rightImage = backgroundImages[rightState]
        leftBackground.image = leftImage
        rightBackground.image = rightImage
        leftBackground.isHidden = leftImage == nil
        rightBackground.isHidden = rightImage == nil
        plate.isHidden = leftImage != nil && rightImage != nil
        let dividerImage = self.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState)
        dividerImageView.image = dividerImage
        dividerImageView.isHidden = dividerImage == nil
        divider.isHidden = dividerImage != nil
        // The divider image keeps its width (at least 1 point) at the middle, the full height.
        let dividerWidth = min(b.width, max(1, dividerImage?.size.width ?? 1))
        dividerImageView.frame = Rect(x: b.midX - dividerWidth / 2, y: 0, width: dividerWidth, height: b.height)
        leftBackground.frame = Rect(
            x: 0, y: 0, width: max(0, b.midX - (dividerImage == nil ? 0 : dividerWidth / 2)),
            height: b.height)
        rightBackground.frame = Rect(
            x: b.width - leftBackground.frame.width, y: 0, width: leftBackground.frame.width, height: b.height)
    }

    /// Sets the background image for `state`, as `UIStepper.setBackgroundImage(_:for:)`: each half shows the
    /// image of its own state (a state without one uses `.normal`'s); nil removes it. While no image is set
    /// the stepper keeps its grey plate.
    open func setBackgroundImage(_ image: Surface?, for state: State) {
        backgroundImages.set(image, for: state)
        updateAppearance()
    }

    /// The background image for `state` (`.normal`'s when that state has none), as
    /// `UIStepper.backgroundImage(for:)`.
    open func backgroundImage(for state: State) -> Surface? { backgroundImages[state] }

    /// Sets the image between the halves for the combination of their states, as
    /// `UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)`; nil removes it.
    open func setDividerImage(
        _ image: Surface?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
    ) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        updateAppearance()
    }

    /// The divider image for the halves' states: the one set for them, else the one for two normal halves,
    /// as `UIStepper.dividerImage(forLeftSegmentState:rightSegmentState:)`.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> Surface? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)]
            ?? dividerImages[DividerKey(left: State.normal.rawValue, right: State.normal.rawValue)]
    }

    /// Sets the plus side's image for `state`, as `UIStepper.setIncrementImage(_:for:)` (nil: the normal
    /// state's, else the system plus).
    open func setIncrementImage(_ image: Surface?, for state: State) {
        incrementImages.set(image, for: state)
        updateAppearance()
    }

    /// The plus side's image for `state`.
    open func incrementImage(for state: State) -> Surface? { incrementImages[state] }

    /// Sets the minus side's image for `state`, as `UIStepper.setDecrementImage(_:for:)`.
    open func setDecrementImage(_ image: Surface?, for state: State) {
        decrementImages.set(image, for: state)
        updateAppearance()
    }

    /// The minus side's image for `state`.
    open func decrementImage(for state: State) -> Surface? { decrementImages[state] }

    /// The signs are tinted pictures: made again in the new appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAppearance()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    // MARK: Tracking

    /// The finger comes down on a half: the value steps at once (sending `.valueChanged` when continuous)
    /// and, with `autorepeat`, the hold starts repeating after 0.5 s.
    open override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        pressedSide = (touches.first?.location(in: self).x ?? 0) < bounds.midX ? -1 : 1
        super.touchesBegan(touches, with: event)
        valueAtTouchDown = storage
        guard isTracking else { return updateAppearance() }
        if step(pressedSide) && isContinuous { sendActions(for: .valueChanged) }
        if autorepeat, let app = window?.application {
            nextRepeat = (event?.timestamp ?? app.frameTimestamp) + 0.5
            repeatInterval = 0.25
            let link = DisplayLink(target: self, action: Stepper.repeatTick)
            link.add(to: app)
            repeatLink = link
        }
        updateAppearance()
    }

    /// The finger lifts: the steps taken stand; a stepper that is not continuous tells the change now.
    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        let tracked = isTracking
        stopRepeating()
        pressedSide = 0
        super.touchesEnded(touches, with: event)
        if tracked { finishInteraction() }
        updateAppearance()
    }

    /// The system took the touch: the steps taken stand, as when the finger lifts.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        let tracked = isTracking
        stopRepeating()
        pressedSide = 0
        super.touchesCancelled(touches, with: event)
        if tracked { finishInteraction() }
        updateAppearance()
    }

    /// The end of a touch: a stepper that is not continuous sends the one `.valueChanged` for its steps.
    private func finishInteraction() {
        if !isContinuous && storage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// A frame while a half is held: steps when a repeat is due and the finger is still on the control.
    private func repeatTick(_ link: DisplayLink) {
        guard isTracking, isEnabled, autorepeat, pressedSide != 0 else { return stopRepeating() }
        let now = link.targetTimestamp
        guard now >= nextRepeat else { return }
        nextRepeat = now + repeatInterval
        repeatInterval = max(0.05, repeatInterval * 0.9)
        guard isTouchInside else { return }
        if step(pressedSide) {
            if isContinuous { sendActions(for: .valueChanged) }
            updateAppearance()
        }
    }

    private func stopRepeating() {
        repeatLink?.invalidate()
        repeatLink = nil
    }

    /// Steps the value down (-1) or up (+1); returns whether it changed.
    private func step(_ side: Int) -> Bool {
        let old = storage
        var next = storage + Double(side) * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        storage = next
        return storage != old
    }
}

/// The pair of half states a stepper's divider image is kept for.
private struct DividerKey: Hashable {
    let left: UInt
    let right: UInt
}
