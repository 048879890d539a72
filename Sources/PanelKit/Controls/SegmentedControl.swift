import PanelText

/// A row of titled segments of which one is selected, as `UISegmentedControl`: a grey rounded track with
/// the selected segment raised on a white (or `selectedSegmentTintColor`) plate. A tap on another enabled
/// segment selects it and sends `.valueChanged`; setting `selectedSegmentIndex` in code sends nothing. A
/// momentary control (`isMomentary`) sends the action on every tap and shows no selection (its
/// `selectedSegmentIndex` is the last segment tapped).
@MainActor
open class SegmentedControl: Control {
    /// `selectedSegmentIndex` when no segment is selected, as `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// The selected segment's index, or `noSegment`. Setting it sends no action.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != oldValue { updateSelection() }
        }
    }
    /// The selected segment's plate colour; nil is white.
    open var selectedSegmentTintColor: Color? {
        didSet { updateSelection() }
    }
    /// Whether a tap only sends the action, leaving no segment selected.
    open var isMomentary = false
    /// The titles' attributes by state (`setTitleTextAttributes(_:for:)`).
    private var titleAttributes: [State: TextAttributes] = [:]
    /// The number of segments.
    public var numberOfSegments: Int { segments.count }
    /// Whether segments of automatic width (0) are as wide as their content rather than all equal, as
    /// `UISegmentedControl.apportionsSegmentWidthsByContent`.
    open var apportionsSegmentWidthsByContent = false {
        didSet { relayout(animated: false) }
    }

    private struct Segment {
        var title: String?
        /// Shown instead of the title when set (a segment shows one or the other, as in UIKit).
        var image: Surface?
        /// A fixed width, or 0 for an automatic one.
        var width = 0.0
        /// Moves the title or image from the segment's centre.
        var contentOffset = Size.zero
        /// Performed when a tap selects the segment (`init(frame:actions:)`, `setAction(_:forSegmentAt:)`).
        var action: Action?
        var isEnabled = true
        let label: Label
        let imageView: ImageView
    }

    private var segments: [Segment] = []
    private let plate = View()
    private var dividers: [View] = []

    private static let height = 32.0
    private static let inset = 2.0

    /// A control with a segment for each title (`items`, strings; other items are shown untitled).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.cornerRadius = 7
        plate.shadowColor = .black
        plate.shadowOpacity = 0.12
        plate.shadowRadius = 4
        plate.shadowOffset = Size(width: 0, height: 3)
        addSubview(plate)
        for item in items ?? [] { appendSegment(title: item as? String, image: item as? Surface) }
        frame.size = intrinsicContentSize
        updateSelection()
    }

    /// A control with a segment for each action, as `UISegmentedControl(frame:actions:)`: the segment shows
    /// the action's image, else its title, and performs the action when a tap selects it.
    public convenience init(frame: Rect, actions: [Action]) {
        self.init(items: nil)
        for action in actions {
            appendSegment(title: action.title, image: action.image)
            segments[segments.count - 1].action = action
        }
        self.frame = frame == .zero ? Rect(origin: .zero, size: intrinsicContentSize) : frame
        relayout(animated: false)
    }

    /// An empty control in `frame`.
    public convenience override init(frame: Rect) {
        self.init(items: nil)
        self.frame = frame
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0...numberOfSegments). The selection stays
    /// on the segment it was on.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insertSegment(title: title, image: nil, action: nil, at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`, as `insertSegment(with:at:animated:)`.
    open func insertSegment(with image: Surface?, at segment: Int, animated: Bool) {
        insertSegment(title: nil, image: image, action: nil, at: segment, animated: animated)
    }

    /// Inserts a segment for `action` (its image, else its title) at `segment`, as
    /// `insertSegment(action:at:animated:)`.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insertSegment(title: action.title, image: action.image, action: action, at: segment, animated: animated)
    }

    private func insertSegment(title: String?, image: Surface?, action: Action?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, segments.count))
        appendSegment(title: title, image: image)
        segments[segments.count - 1].action = action
        let added = segments.removeLast()
        segments.insert(added, at: index)
        if selectedSegmentIndex != SegmentedControl.noSegment && index <= selectedSegmentIndex {
            selectedSegmentIndex += 1
        }
        relayout(animated: animated)
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for s in segments {
            s.label.removeFromSuperview()
            s.imageView.removeFromSuperview()
        }
        segments = []
        selectedSegmentIndex = SegmentedControl.noSegment
        relayout(animated: false)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        updateSelection()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Shows `image` in the segment instead of its title (nil shows the title again).
    open func setImage(_ image: Surface?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        relayout(animated: false)
        updateSelection()
    }

    open func imageForSegment(at segment: Int) -> Surface? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives the segment `action`'s title and image and performs it when a tap selects the segment, as
    /// `setAction(_:forSegmentAt:)`.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        relayout(animated: false)
        updateSelection()
    }

    /// The action the segment performs, or nil.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: String) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? SegmentedControl.noSegment
    }

    /// Fixes the segment's width; 0 (the default) gives it an automatic one. Negative widths count as 0.
    open func setWidth(_ width: Double, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        relayout(animated: false)
    }

    open func widthForSegment(at segment: Int) -> Double {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the segment's title or image by `offset` from its centre.
    open func setContentOffset(_ offset: Size, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> Size {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment: a disabled segment is dimmed and takes no taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSelection()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The titles' font, colour and other text attributes in `state` (`.normal`, `.selected`,
    /// `.disabled` or `.highlighted`), as `UISegmentedControl.setTitleTextAttributes(_:for:)`: a segment's
    /// title takes the `.normal` attributes with its own state's over them; nil removes them. A title
    /// with no font set is 13 points, bold when selected.
    open func setTitleAttributes(_ attributes: TextAttributes?, for state: State) {
        titleAttributes[state] = attributes
        updateSelection()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The attributes set for `state`, or nil.
    open func titleAttributes(for state: State) -> TextAttributes? { titleAttributes[state] }

    /// The attributes segment `i`'s title is drawn with: `.normal`'s, then its state's over them.
    private func shownTitleAttributes(_ i: Int, selected: Int) -> TextAttributes {
        var a = titleAttributes[.normal] ?? TextAttributes()
        let state: State = !(segments[i].isEnabled && isEnabled) ? .disabled : (i == selected ? .selected : .normal)
        if state != .normal, let own = titleAttributes[state] { a = a.merging(own) }
        return a
    }

    private func appendSegment(title: String?, image: Surface? = nil) {
        let label = Label()
        label.text = title
        label.fontSize = 13
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        let imageView = ImageView()
        imageView.contentMode = .center
        addSubview(imageView)
        segments.append(Segment(title: title, image: image, label: label, imageView: imageView))
    }

    /// The width segment `i`'s content needs: its image's or its title's, plus the padding.
    private func contentWidth(_ i: Int) -> Double {
        let s = segments[i]
        let content = s.image?.size.width ?? s.label.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        return content.rounded(.up) + 28
    }

    private func relayout(animated: Bool) {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if animated {
            View.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    // MARK: Layout and drawing

    /// Segments wide enough for the widest content (each its own with `apportionsSegmentWidthsByContent`)
    /// and those of fixed width, 32 points tall.
    open override var intrinsicContentSize: Size {
        let auto = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let autoWidth =
            apportionsSegmentWidthsByContent
            ? auto.reduce(0) { $0 + contentWidth($1) }
            : Double(auto.count) * (auto.map(contentWidth).max() ?? 0)
        return Size(width: fixed + autoWidth, height: SegmentedControl.height)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Every segment's frame in the control's bounds, from one reckoning of the widths (which measures the
    /// titles when they are apportioned): right to left the first segment is the rightmost, as UIKit's.
    private func segmentFrames() -> [Rect] {
        let rightToLeft = isRightToLeft
        var x = 0.0
        return segmentWidths().map { width in
            defer { x += width }
            return mirroredRect(Rect(x: x, y: 0, width: width, height: bounds.height), rightToLeft)
        }
    }

    /// Every segment's width: fixed ones as set, the rest sharing what is left equally, or by their
    /// content's width with `apportionsSegmentWidthsByContent`.
    private func segmentWidths() -> [Double] {
        let auto = segments.indices.filter { segments[$0].width == 0 }
        let left = max(0, bounds.width - segments.reduce(0) { $0 + $1.width })
        let weights: [Double] = auto.map { apportionsSegmentWidthsByContent ? contentWidth($0) : 1 }
        let total = weights.reduce(0, +)
        var widths = segments.map(\.width)
        for (k, i) in auto.enumerated() { widths[i] = total > 0 ? left * weights[k] / total : 0 }
        return widths
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (i, s) in segments.enumerated() {
            let box = frames[i].offsetBy(dx: s.contentOffset.width, dy: s.contentOffset.height)
            s.label.frame = box.insetBy(dx: 4, dy: 0)
            s.imageView.frame = box
        }
        while dividers.count < max(0, segments.count - 1) {
            let d = View()
            d.isUserInteractionEnabled = false
            d.backgroundColor = Color(hex: 0x8E8E93, alpha: 0.3)
            insertSubview(d, at: 0)
            dividers.append(d)
        }
        while dividers.count > max(0, segments.count - 1) { dividers.removeLast().removeFromSuperview() }
        let rightToLeft = isRightToLeft
        for (i, d) in dividers.enumerated() {
            // Between segment i and the next: at the next one's leading edge.
            let next = frames[i + 1]
            let x = rightToLeft ? next.maxX : next.minX
            d.frame = Rect(x: x - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
        }
        View.performWithoutAnimation { updateSelection() }
    }

    /// Places the plate on the selected segment (hidden with none, or when momentary), hides the dividers
    /// beside it as UIKit does, and styles the titles.
    private func updateSelection() {
        let selected = isMomentary ? SegmentedControl.noSegment : selectedSegmentIndex
        let hasSelection = segments.indices.contains(selected)
        plate.isHidden = !hasSelection
        if hasSelection {
            plate.frame = segmentFrames()[selected].insetBy(dx: SegmentedControl.inset, dy: SegmentedControl.inset)
        }
        plate.backgroundColor = selectedSegmentTintColor ?? .segmentPlate
        for (i, d) in dividers.enumerated() {
            d.alpha = (i == selected || i + 1 == selected) ? 0 : 1
        }
        for (i, s) in segments.enumerated() {
            s.label.fontWeight = i == selected ? .bold : .regular
            let attributes = shownTitleAttributes(i, selected: selected)
            s.label.textColor = attributes.color ?? .label
            if let title = s.title, attributes != TextAttributes() {
                // The label's own font (13 points, bold when selected) unless the attributes set one.
                s.label.attributedText = AttributedText(title, attributes: attributes)
            } else {
                s.label.text = s.title
            }
            // A disabled title is dimmed unless the `.disabled` attributes give it a colour.
            let ownDisabledColor = titleAttributes[.disabled]?.color != nil
            s.label.alpha = s.isEnabled && isEnabled || ownDisabledColor ? 1 : 0.35
            // An image replaces the title; a template image takes the title's colour.
            s.label.isHidden = s.image != nil
            s.imageView.isHidden = s.image == nil
            s.imageView.image = s.image
            s.imageView.tintColor = attributes.color ?? .label
            s.imageView.alpha = s.isEnabled && isEnabled ? 1 : 0.35
        }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateSelection()
    }

    // MARK: Tracking

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        if isTracking, let t = touches.first {
            let p = t.location(in: self)
            let i = segmentFrames().firstIndex { $0.contains(p) }
            if let i, segments[i].isEnabled {
                if isMomentary {
                    selectedSegmentIndex = i
                    perform(segments[i].action)
                    sendActions(for: .valueChanged)
                } else if i != selectedSegmentIndex {
                    // The plate slides to the tapped segment.
                    View.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
                        self.selectedSegmentIndex = i
                    }
                    perform(segments[i].action)
                    sendActions(for: .valueChanged)
                }
            }
        }
        super.touchesEnded(touches, with: event)
    }

    /// Runs a segment's action with the control as its sender.
    private func perform(_ action: Action?) {
        guard let action else { return }
        action.sender = self
        action.handler(action)
    }
}
