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

    private struct Segment {
        var title: String?
        var isEnabled = true
        let label: Label
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
        for item in items ?? [] { appendSegment(title: item as? String) }
        frame.size = intrinsicContentSize
        updateSelection()
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
        let index = max(0, min(segment, segments.count))
        appendSegment(title: title)
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
        segments.remove(at: segment).label.removeFromSuperview()
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for s in segments { s.label.removeFromSuperview() }
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

    private func appendSegment(title: String?) {
        let label = Label()
        label.text = title
        label.fontSize = 13
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        segments.append(Segment(title: title, label: label))
    }

    private func relayout(animated: Bool) {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if animated {
            View.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    // MARK: Layout and drawing

    /// Equal segments wide enough for the widest title, 32 points tall.
    open override var intrinsicContentSize: Size {
        let widest = segments.map { $0.label.sizeThatFits(Size(width: .infinity, height: .infinity)).width }.max() ?? 0
        return Size(width: Double(segments.count) * (widest.rounded(.up) + 28), height: SegmentedControl.height)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The frame of segment `i` in the control's bounds: right to left the first segment is the rightmost,
    /// as UIKit's.
    private func segmentFrame(_ i: Int) -> Rect {
        let width = segments.isEmpty ? 0 : bounds.width / Double(segments.count)
        return mirroredRect(Rect(x: Double(i) * width, y: 0, width: width, height: bounds.height), isRightToLeft)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (i, s) in segments.enumerated() { s.label.frame = segmentFrame(i).insetBy(dx: 4, dy: 0) }
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
            let next = segmentFrame(i + 1)
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
            plate.frame = segmentFrame(selected).insetBy(dx: SegmentedControl.inset, dy: SegmentedControl.inset)
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
            let i = segments.indices.first { segmentFrame($0).contains(p) }
            if let i, segments[i].isEnabled {
                if isMomentary {
                    selectedSegmentIndex = i
                    sendActions(for: .valueChanged)
                } else if i != selectedSegmentIndex {
                    // The plate slides to the tapped segment.
                    View.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) {
                        self.selectedSegmentIndex = i
                    }
                    sendActions(for: .valueChanged)
                }
            }
        }
        super.touchesEnded(touches, with: event)
    }
}
