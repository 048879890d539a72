import PanelText

/// A scrollable, editable area of several lines of text, as `UITextView`: the text wraps at the view's
/// width (less `textContainerInset` and the container's `lineFragmentPadding`), `contentSize` follows the
/// text, and text taller than the view scrolls. A tap on an editable text view makes it first responder and
/// brings up the on-screen keyboard, whose keys (and a hardware keyboard's) edit the text at the caret or
/// replace the selection: return starts a new line, delete removes the selection or the character before
/// the caret. The delegate (a `TextViewDelegate`, set as the
/// scroll view's `delegate`) may refuse each step and hears of each change the user makes.
///
/// With `isScrollEnabled` false the view's intrinsic height is its text's, so Auto Layout sizes it to the
/// text. Setting the text puts the caret at its end; a tap while editing puts it at the nearest character
/// boundary, a hardware keyboard's arrows move it (Up and Down a line, Home and End to the line's ends; with
/// Shift they select), and code reads and sets it through `selectedRange` or `selectedTextRange`
/// (`TextInput`, UIKit's `UITextInput`). A selection shows as a translucent tint behind its text.
@MainActor
open class TextView: ScrollView, TextInput, SelectableText {
    /// A view shown above the on-screen keyboard while this is first responder (a toolbar), as
    /// `inputAccessoryView`; set it before the responder becomes first responder.
    open override var inputAccessoryView: View? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    private var accessoryView: View?

    /// A view shown in place of the on-screen keyboard while this is first responder, as `inputView`; nil
    /// (the default) shows the keyboard. Set it before editing begins, or call `reloadInputViews()` after.
    open override var inputView: View? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: View?

    /// The attributes text typed next takes, as `UITextView.typingAttributes`: by default those of the
    /// character before the caret over the view's `font` and `textColor`. Setting them makes the next typed
    /// text take them; they are forgotten when the selection moves (a tap, an arrow key, code), as UIKit's.
    open var typingTextAttributes: TextAttributes {
        get { typingStorage ?? attributesAtCaret }
        set { typingStorage = newValue }
    }
    private var typingStorage: TextAttributes?

    /// Whether the user may change the text's attributes (false by default), as
    /// `UITextView.allowsEditingTextAttributes`. Kept: typed text takes the attributes at the caret either
    /// way (there is no bold/italic menu on a panel).
    open var allowsEditingTextAttributes = false

    /// Whether the first text typed after editing begins replaces the whole text (false by default), as
    /// `UITextView.clearsOnInsertion`; moving the caret or deleting first keeps the text.
    open var clearsOnInsertion = false
    /// Set when editing begins with `clearsOnInsertion`; the first insertion (or caret move) clears it.
    private var replacesOnInsertion = false

    // MARK: Content

    /// The text, as `UITextView.text`: empty by default and never nil when read (setting nil empties it).
    /// Setting it in code calls no delegate method, as in UIKit, and drops `attributedText`'s attributes.
    open var text: String! {
        get { storage }
        set {
            let value = newValue ?? ""
            guard value != storage || attributedStorage != nil else { return }
            storage = value
            attributedStorage = nil
            selection = TextSelection(caret: storage.utf16.count)
            typingStorage = nil
            textDidChange()
        }
    }

    /// The text with attributes (fonts, colours, paragraph styles) over the view's `font`, `textColor` and
    /// `textAlignment`, as `UITextView.attributedText`: setting it sets `text` to its string. Text typed
    /// takes the attributes of the character before it.
    open var attributedText: AttributedText! {
        get { attributedStorage ?? AttributedText(storage) }
        set {
            let value = newValue ?? AttributedText()
            storage = value.string
            attributedStorage = value
            selection = TextSelection(caret: storage.utf16.count)
            typingStorage = nil
            textDidChange()
        }
    }

    /// The font of the text (12-point system by default, as a `UITextView` made in code shows its text).
    /// Reads the font in use, so `textView.font.pointSize` works without setting one first.
    open var font: Font! {
        get { textLabel.font }
        set {
            textLabel.font = newValue
            textDidChange()
        }
    }

    /// The text colour (black by default; setting nil makes it black again).
    open var textColor: Color! {
        get { textLabel.textColor }
        set {
            textLabel.textColor = newValue ?? .label
        }
    }

    /// The text's horizontal alignment (`.natural` by default).
    open var textAlignment: TextAlignment {
        get { textLabel.textAlignment }
        set {
            textLabel.textAlignment = newValue
            textDidChange()
        }
    }

    /// The space around the text container inside the content: 8 points above and below, none at the sides
    /// (the container's `lineFragmentPadding` keeps the text 5 points from them), as UIKit's.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }

    /// Where the text is laid out: its `lineFragmentPadding`, `maximumNumberOfLines` and `lineBreakMode`.
    public private(set) lazy var textContainer = TextContainer(owner: self)

    /// Whether the user may edit the text (true by default). Turning it off while editing ends editing.
    /// A text view that is not editable shows its links (`.link` attributes, and what
    /// `dataDetectorTypes` finds) and a tap on one opens it (see `TextView+Links.swift`).
    open var isEditable = true {
        didSet {
            if !isEditable && isFirstResponder { resignFirstResponder() }
            if isEditable != oldValue { textDidChange() }
        }
    }

    /// What a text view that is not editable turns into links (none by default), as
    /// `UITextView.dataDetectorTypes`: `.link` finds web addresses in its text.
    open var dataDetectorTypes: DataDetectorTypes = [] {
        didSet { if dataDetectorTypes != oldValue { textDidChange() } }
    }

    /// Whether the text may be selected (true by default). Kept for code that sets it: a text view that is
    /// not editable never becomes first responder, so only code selects in it.
    open var isSelectable = true

    /// The selection, or the caret as an empty range, as `UITextView.selectedRange` (UTF-16 units): at the
    /// end of the text after it is set. Setting it (clamped to the text) moves the caret or selects, and
    /// tells the delegate (`textViewDidChangeSelection(_:)`).
    open var selectedRange: CharacterRange {
        get { selection.range }
        set {
            let start = max(0, newValue.location)
            select(TextSelection(CharacterRange(location: start, length: max(0, newValue.upperBound - start))))
        }
    }

    /// The selection as a `TextRange`, as `UITextView.selectedTextRange`: the same selection as
    /// `selectedRange`; nil is ignored.
    open var selectedTextRange: TextRange? {
        get { selectionAsTextRange }
        set {
            guard let newValue else { return }
            select(TextSelection(characterRange(newValue)))
        }
    }

    /// The keyboard the text view asks for.
    open var keyboardType: KeyboardType = .default
    /// What the keyboard's return key says (it always starts a new line).
    open var returnKeyType: ReturnKeyType = .default
    /// When the keyboard's shift comes on by itself (`.sentences` by default).
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Kept for code that sets it: PanelKit's keyboard never corrects.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Whether the keyboard's return key is off while there is no text, as
    /// `enablesReturnKeyAutomatically`.
    open var enablesReturnKeyAutomatically = false
    /// The keyboard's colours (`.dark`: dark keys on a dark board).
    open var keyboardAppearance = KeyboardAppearance.default
    /// Kept for code that sets them: a panel's keyboard has no spell checker, smart punctuation or autofill.
    open var spellCheckingType = TextSpellCheckingType.default
    open var smartQuotesType = TextSmartQuotesType.default
    open var smartDashesType = TextSmartDashesType.default
    open var smartInsertDeleteType = TextSmartInsertDeleteType.default
    open var textContentType: TextContentType?
    open var passwordRules: TextInputPasswordRules?

    /// The delegate as a text view delegate: `delegate` when it is one (set either; they are the same
    /// object, as in UIKit).
    public var textViewDelegate: (any TextViewDelegate)? {
        get { delegate as? any TextViewDelegate }
        set { delegate = newValue }
    }

    /// Whether the text view is being edited (it is first responder).
    public private(set) var isEditing = false

    /// Whether a text view that does not scroll sizes itself to its text; changing it changes the
    /// intrinsic size.
    public override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var storage = ""
    private var attributedStorage: AttributedText?
    /// The caret or selection, in UTF-16 code units of `storage`.
    var selection = TextSelection(caret: 0)
    /// The selection's tint, behind the text.
    private let highlight = TextSelectionHighlight()
    /// The text, wrapped, inside the content at the container's place.
    let textLabel = Label()
    /// The caret: a bar in the tint colour after the last character while editing.
    let caret = View()
    /// Makes the text view first responder on a tap.
    private let tap = TapGestureRecognizer()
    /// Long press, double tap and the edit menu (TextEditMenu.swift).
    let editMenu = TextEditMenu()

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.fontSize = 12
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(highlight)
        addSubview(textLabel)
        addSubview(caret)
        tap.addAction { [weak self] tap in self?.tapped(at: tap.location(in: self)) }
        addGestureRecognizer(tap)
        editMenu.install(in: self)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Layout

    /// The line height of the font, the least height of the text (an empty view shows one line).
    private var lineHeight: Double { (font?.lineHeight ?? 14).rounded(.up) }

    /// The width the text wraps at, for a view `width` wide.
    private func textWidth(forViewWidth width: Double) -> Double {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The height of the text wrapped at `width` (infinite: one line per paragraph), at least a line, and a
    /// line more when it ends with a new line (where the caret then is).
    private func textHeight(width: Double) -> Double {
        guard !storage.isEmpty else { return lineHeight }
        var height = textLabel.sizeThatFits(Size(width: width > 0 ? width : .infinity, height: 0)).height
        if endsWithEmptyLine(width: width) { height += lineHeight }
        return max(height, lineHeight)
    }

    /// Whether the text ends with a new line that its layout does not show as a line of its own.
    private func endsWithEmptyLine(width: Double) -> Bool {
        guard storage.hasSuffix("\n") || storage.hasSuffix("\r\n") else { return false }
        guard let layout = textLabel.textLayout(width: width > 0 ? width : .infinity), let last = layout.lines.last
        else { return true }
        return !(last.range.isEmpty && last.range.lowerBound == storage.endIndex)
    }

    /// The size of the content for a view `width` wide: the text's height with the insets.
    private func contentHeight(forViewWidth width: Double) -> Double {
        (textContainerInset.top + textHeight(width: textWidth(forViewWidth: width)) + textContainerInset.bottom)
            .rounded(.up)
    }

    /// With scrolling on, none (constraints or the frame size the view); with it off, the text's size at
    /// the current width (one line per paragraph before the view has one), so that Auto Layout makes the
    /// view as tall as its text, as in UIKit.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        let width = bounds.width > 0 ? bounds.width : Double.infinity
        let textWidth = width.isFinite ? textWidth(forViewWidth: width) : Double.infinity
        let measured = storage.isEmpty ? 0 : textLabel.sizeThatFits(Size(width: textWidth, height: 0)).width
        let chrome = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let height =
            (textContainerInset.top + textHeight(width: textWidth) + textContainerInset.bottom).rounded(.up)
        return Size(width: (measured + chrome).rounded(.up), height: height)
    }

    /// The size that shows all the text at the width given (the current width when it gives none).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 ? size.width : bounds.width
        return Size(width: width, height: contentHeight(forViewWidth: width))
    }

    open override func layoutSubviews() {
        let width = textWidth(forViewWidth: bounds.width)
        let height = textHeight(width: width)
        let size = Size(
            width: bounds.width, height: (textContainerInset.top + height + textContainerInset.bottom).rounded(.up))
        if contentSize != size { contentSize = size }
        super.layoutSubviews()
        // Text that got shorter leaves no empty space scrolled into view (unless a finger holds the content or it
        // is still moving).
        if !isTracking, !isDecelerating, contentOffset.y > maximumContentOffset.y {
            contentOffset = clamped(contentOffset)
        }
        // The label holds the lines it draws: an empty last line (a trailing new line) is room below it for the
        // caret, not a taller label, which would centre its lines lower.
        let labelHeight = endsWithEmptyLine(width: width) ? max(lineHeight, height - lineHeight) : height
        textLabel.frame = Rect(
            x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top, width: width,
            height: labelHeight)
        caret.frame = caretRect
        caret.backgroundColor = tintColor
        caret.isHidden = !isEditing || !selection.isEmpty
        highlight.frame = textLabel.frame
        let r = selection.range
        let rects =
            isEditing && r.length > 0
            ? shownLayout?.selectionRects(for: index(r.location)..<index(r.upperBound)) ?? [] : []
        highlight.show(rects, tint: tintColor)
        editMenu.placeHandles()
    }

    /// The text as laid out in the label at the current width; nil while there is no text.
    private var shownLayout: TextLayout? {
        let width = textWidth(forViewWidth: bounds.width)
        return storage.isEmpty ? nil : textLabel.textLayout(width: width > 0 ? width : .infinity)
    }

    /// The index of the character boundary `offset` UTF-16 code units into the text.
    private func index(_ offset: Int) -> String.Index {
        let utf16 = storage.utf16
        return utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
    }

    /// Where the caret is drawn, in content coordinates: at the selection's head, or at the start of the
    /// line after a final new line when it is at the end.
    var caretRect: Rect { caretRect(atOffset: selection.head) }

    /// Where a caret `head` code units in is drawn, in content coordinates (the view's own, which scroll).
    func caretRect(atOffset head: Int) -> Rect {
        let origin = Point(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        let width = textWidth(forViewWidth: bounds.width)
        let line = lineHeight
        let layout = shownLayout
        let atEmptyLastLine = head >= storage.utf16.count && endsWithEmptyLine(width: width)
        var x: Double
        var y: Double
        if let layout, !atEmptyLastLine, let caret = layout.caretPosition(at: index(head)) {
            let box = layout.lines[caret.line].frame
            x = caret.x
            y = box.minY + ((box.height - line) / 2).rounded()
        } else {
            // An empty line: the caret stands where the alignment starts a line.
            y = layout?.lines.last?.frame.maxY ?? 0
            switch textAlignment {
            case .center: x = (width / 2).rounded()
            case .right: x = width
            default: x = 0
            }
        }
        x = min(max(x, -1), width + 1)
        return Rect(x: origin.x + x, y: origin.y + y, width: 2, height: line)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
        setNeedsLayout()
    }

    /// A container property changed: the text wraps anew.
    func textContainerDidChange() {
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        textDidChange()
    }

    /// The text (or its look) changed: the label shows it, the content size and the intrinsic size follow.
    private func textDidChange() {
        if !isEditable && dataDetectorTypes.contains(.link) {
            textLabel.attributedText = shownAttributedText
        } else if let attributedStorage {
            textLabel.attributedText = attributedStorage
        } else {
            textLabel.text = storage
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if isEditing { firstResponderTextDidChange() }
    }

    /// Scrolls the least needed to show the caret and the inset below it.
    private func scrollToCaret() {
        layoutIfNeeded()
        var r = caretRect
        r.size.height += textContainerInset.bottom
        scrollRectToVisible(r, animated: false)
    }

    /// Scrolls so that the text in `range` (UTF-16 units) shows, as `scrollRangeToVisible(_:)`: the lines
    /// holding its ends come into view.
    open func scrollRangeToVisible(_ range: CharacterRange) {
        layoutIfNeeded()
        let width = textWidth(forViewWidth: bounds.width)
        guard let r = Range(range, in: storage), let layout = textLabel.textLayout(width: width > 0 ? width : .infinity)
        else { return }
        let lines = layout.lines.filter { $0.range.overlaps(r) || $0.range.contains(r.lowerBound) }
        guard var rect = lines.first?.frame else {
            if r.lowerBound == storage.endIndex { scrollToCaret() }
            return
        }
        for line in lines.dropFirst() { rect = rect.union(line.frame) }
        rect.origin.x += textLabel.frame.minX
        rect.origin.y += textLabel.frame.minY
        scrollRectToVisible(rect, animated: false)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let d = textViewDelegate, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        replacesOnInsertion = clearsOnInsertion
        setNeedsLayout()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        scrollToCaret()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let d = textViewDelegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    /// Ends an editing session the responder chain already ended: the caret goes and the delegate hears.
    func endEditingSession() {
        guard isEditing else { return }
        isEditing = false
        editMenu.hide()
        setNeedsLayout()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// A tap: opens the link under it in a text view that is not editable; makes an editable text view
    /// first responder; while editing, puts the caret at the character boundary nearest the tap.
    private func tapped(at point: Point) {
        guard isEditable else {
            if let (link, range) = link(at: point) { activateLink(link, range: range) }
            return
        }
        guard isFirstResponder else {
            becomeFirstResponder()
            return
        }
        guard shownLayout != nil, let offset = editMenuOffset(at: point) else {
            _ = editMenu.tapTogglesMenu(at: 0)
            return
        }
        // On the caret or in the selection the tap shows or hides the edit menu.
        if editMenu.tapTogglesMenu(at: offset) { return }
        select(TextSelection(caret: offset))
    }

    var allowsEditMenu: Bool { isEditable && window != nil }

    /// The caret offset nearest `point` (in the text view's coordinates, which scroll with the content).
    func editMenuOffset(at point: Point) -> Int? {
        guard let layout = shownLayout else { return storage.isEmpty ? 0 : nil }
        let p = Point(x: point.x - textLabel.frame.minX, y: point.y - textLabel.frame.minY)
        let last = layout.lines.last?.frame.maxY ?? 0
        return p.y >= last && endsWithEmptyLine(width: textWidth(forViewWidth: bounds.width))
            ? storage.utf16.count
            : storage.utf16.distance(from: storage.startIndex, to: layout.caretIndex(closestTo: p))
    }

    func editMenuTargetRect() -> Rect {
        layoutIfNeeded()
        let r = selection.range
        let rects = r.length > 0 ? shownLayout?.selectionRects(for: index(r.location)..<index(r.upperBound)) ?? [] : []
        guard var box = rects.first else { return caretRect }
        for other in rects.dropFirst() { box = box.union(other) }
        return textLabel.convert(box, to: self)
    }

    func delegateEditMenu(for range: CharacterRange, suggestedActions: [MenuElement]) -> Menu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    // MARK: Caret and selection

    var editedText: String { storage }

    func selectionDidChange() {
        typingStorage = nil
        replacesOnInsertion = false
        setNeedsLayout()
        if isEditing { scrollToCaret() }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Up and Down go to the nearest boundary on the line above or below (the start or end of the text
    /// past the first or last line); Home and End to the start and end of the caret's line.
    func caretTarget(from offset: Int, for key: KeyboardHIDUsage) -> Int? {
        guard let layout = shownLayout, let caret = layout.caretPosition(at: index(offset)) else { return nil }
        let lines = layout.lines
        let target: String.Index
        switch key {
        case .keyboardUpArrow:
            guard caret.line > 0 else { return 0 }
            target = layout.caretIndex(closestTo: Point(x: caret.x, y: lines[caret.line - 1].frame.midY))
        case .keyboardDownArrow:
            guard caret.line + 1 < lines.count else { return nil }
            target = layout.caretIndex(closestTo: Point(x: caret.x, y: lines[caret.line + 1].frame.midY))
        case .keyboardHome: target = lines[caret.line].range.lowerBound
        default: target = lines[caret.line].range.upperBound
        }
        return storage.utf16.distance(from: storage.startIndex, to: target)
    }

    public var endOfDocument: TextPosition { TextPosition(storage.utf16.count) }

    public func text(in range: TextRange) -> String? { substring(in: range) }

    /// Replaces the text in `range` as a key typed there would, if the delegate agrees.
    public func replace(_ range: TextRange, withText text: String) {
        replace(characterRange(range), with: text)
    }

    /// The caret bar a caret at `position` is drawn as, in the text view's coordinates (which scroll with
    /// the content), as `caretRect(for:)`.
    public func caretRect(for position: TextPosition) -> Rect {
        layoutIfNeeded()
        return caretRect(atOffset: TextSelection.boundary(clamped(position), in: storage))
    }

    /// The rectangles, one a line, the text in `range` covers, in the text view's coordinates, as
    /// `selectionRects(for:)`; none for an empty range.
    public func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        layoutIfNeeded()
        let r = characterRange(range)
        guard r.length > 0, let layout = shownLayout else { return [] }
        let rects = layout.selectionRects(for: index(r.location)..<index(r.upperBound)).map {
            textLabel.convert($0, to: self)
        }
        return TextSelectionRect.lines(rects, rightToLeft: layout.lines.first?.isRightToLeft ?? false)
    }

    /// The character boundary nearest `point` (in the text view's coordinates), as `closestPosition(to:)`.
    public func closestPosition(to point: Point) -> TextPosition? {
        layoutIfNeeded()
        return TextPosition(editMenuOffset(at: point) ?? 0)
    }

    // MARK: KeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text` at the caret, replacing the selection ("\n", the return key, starts a new line), if the
    /// delegate agrees.
    public func insertText(_ text: String) {
        if replacesOnInsertion {
            replacesOnInsertion = false
            replace(CharacterRange(location: 0, length: storage.utf16.count), with: text)
            return
        }
        replace(selection.range, with: text)
    }

    /// Deletes the selection, or the character (a whole grapheme) before the caret, if the delegate agrees.
    public func deleteBackward() {
        replacesOnInsertion = false
        guard let range = deletionRange else { return }
        replace(range, with: "")
    }

    /// A change the user makes: asked of the delegate, made, shown with the caret in view, and told.
    private func replace(_ range: CharacterRange, with string: String) {
        guard isEditable else { return }
        // Typing closes the edit menu.
        editMenu.hide()
        if let d = textViewDelegate, !d.textView(self, shouldChangeTextIn: range, replacementText: string) {
            return
        }
        guard let r = Range(range, in: storage) else { return }
        if attributedStorage != nil || typingStorage != nil {
            // Typing attributes set in code make the text attributed from here on.
            attributedStorage = Self.replacing(
                r, with: string, in: attributedStorage ?? AttributedText(storage), typing: typingStorage)
        }
        storage.replaceSubrange(r, with: string)
        selection = selection.adjusted(replacing: range, withLength: string.utf16.count)
        textDidChange()
        scrollToCaret()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// `text` with the characters in `range` replaced by `string`, which takes the typing attributes `set`
    /// in code, else those of the character before it (of the first character at the start).
    static func replacing(
        _ range: Range<String.Index>, with string: String, in text: AttributedText, typing set: TextAttributes? = nil
    ) -> AttributedText {
        let s = text.string
        var out = AttributedText()
        let atCaret: TextAttributes =
            s.isEmpty
            ? TextAttributes()
            : text.attributes(at: range.lowerBound > s.startIndex ? s.index(before: range.lowerBound) : s.startIndex)
        let typing = set ?? atCaret
        for run in text.runs {
            let before = run.range.clamped(to: s.startIndex..<range.lowerBound)
            if !before.isEmpty { out.append(String(s[before]), attributes: run.attributes) }
        }
        if !string.isEmpty { out.append(string, attributes: typing) }
        for run in text.runs {
            let after = run.range.clamped(to: range.upperBound..<s.endIndex)
            if !after.isEmpty { out.append(String(s[after]), attributes: run.attributes) }
        }
        return out
    }
}

extension TextView {
    /// The attributes at the caret: the character before it's (the first character's at the start) over
    /// the view's font and colour.
    var attributesAtCaret: TextAttributes {
        var attributes = TextAttributes(font: font, color: textColor)
        if let attributedStorage, !storage.isEmpty {
            let offset = max(0, selection.range.location - 1)
            let utf16 = storage.utf16
            let i = utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count - 1))
            attributes = attributes.merging(attributedStorage.attributes(at: i))
        }
        return attributes
    }

    func editMenuSelectionEnds() -> (start: Rect, end: Rect)? {
        let r = selection.range
        guard r.length > 0, let layout = shownLayout else { return nil }
        let rects = layout.selectionRects(for: index(r.location)..<index(r.upperBound))
        guard let first = rects.first, let last = rects.last else { return nil }
        return (textLabel.convert(first, to: self), textLabel.convert(last, to: self))
    }
}
