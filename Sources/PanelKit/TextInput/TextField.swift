import PanelText

/// A single line of editable text, as `UITextField`: a tap makes it first responder and brings up the
/// on-screen keyboard, whose keys edit the text at the caret (or replace the selection); the delegate may
/// refuse each step, and the editing events (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`,
/// `.editingDidEndOnExit`) are sent as in UIKit.
///
/// Editing begins with the caret at the end of the text. A tap while editing puts it at the nearest
/// character boundary, a hardware keyboard's arrows move it (with Shift they select), and code reads and
/// sets it through `selectedTextRange` (`TextInput`, UIKit's `UITextInput`). A selection shows as a
/// translucent tint behind its text. Text too long for the field scrolls to keep the caret in view.
@MainActor
open class TextField: Control, TextInput, SelectableText {
    /// A view shown above the on-screen keyboard while this is first responder (a toolbar), as
    /// `inputAccessoryView`; set it before the responder becomes first responder.
    open override var inputAccessoryView: View? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    private var accessoryView: View?

    /// A view shown in place of the on-screen keyboard while this is first responder (a picker), as
    /// `inputView`; nil (the default) shows the keyboard. Set it before the field becomes first responder,
    /// or call `reloadInputViews()` after.
    open override var inputView: View? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: View?

    /// How the field's edge is drawn, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none
        /// A thin dark rectangle.
        case line
        /// A grey rectangle with a darker top edge.
        case bezel
        /// A white rounded rectangle with a light grey edge, as most iOS forms show.
        case roundedRect
    }

    /// When an overlay (the clear button) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always

        /// Whether an overlay in this mode shows, editing or not.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .always: true
            case .whileEditing: editing
            case .unlessEditing: !editing
            }
        }
    }

    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (return, another field, `endEditing`, leaving its window).
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    // MARK: Content

    /// The text, as `UITextField.text`: empty by default, and setting nil makes it empty. Setting it in
    /// code sends no action and asks no delegate, as in UIKit, and drops `attributedText`'s attributes.
    open var text: String? {
        get { storage }
        set {
            let value = newValue ?? ""
            guard value != storage || attributedStorage != nil else { return }
            storage = value
            attributedStorage = nil
            selection = TextSelection(caret: storage.utf16.count)
            textDidChange()
        }
    }

    /// The text with attributes (fonts, colours, underlines) over the field's `font` and `textColor`, as
    /// `UITextField.attributedText`, drawn as a label draws its attributed text: setting it sets `text` to
    /// its string (nil empties the field). Read, it is the attributed text set, or the text in `font` and
    /// `textColor`. Text typed takes the attributes of the character before it.
    open var attributedText: AttributedText? {
        get { attributedStorage ?? AttributedText(storage, attributes: TextAttributes(font: font, color: textColor)) }
        set {
            let value = newValue ?? AttributedText()
            storage = value.string
            attributedStorage = value.string.isEmpty ? nil : value
            selection = TextSelection(caret: storage.utf16.count)
            textDidChange()
        }
    }
    /// The attributed text set, as it is edited; nil for plain text.
    private var attributedStorage: AttributedText?

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { textDidChange() } }
    }

    /// A placeholder with its own attributes (colour, font), shown instead of `placeholder` while empty.
    open var attributedPlaceholder: AttributedText? {
        didSet { textDidChange() }
    }

    /// A view at the left edge (an icon), shown as `leftViewMode` says; the text starts after it.
    open var leftView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
        }
    }
    /// When `leftView` shows (`.never` by default, as in UIKit).
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }
    /// A view at the right edge, shown as `rightViewMode` says; the clear button goes to its left.
    open var rightView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rightView { addSubview(rightView) }
            setNeedsLayout()
        }
    }
    /// When `rightView` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// The font of the text and the placeholder (17-point system by default).
    open var font: Font! {
        get { textLabel.font }
        set {
            textLabel.font = newValue
            updateFontShrinking()
            textDidChange()
        }
    }

    /// Whether text wider than the field is drawn in a smaller font, down to `minimumFontSize`, until it
    /// fits (false by default), as `UITextField.adjustsFontSizeToFitWidth`. `font` keeps the font set; text
    /// that still does not fit scrolls as it would at full size.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { updateFontShrinking() } }
    }

    /// The smallest point size `adjustsFontSizeToFitWidth` shrinks the text to, as
    /// `UITextField.minimumFontSize` (0 by default, which stands for `TextField.smallestFontSize`).
    open var minimumFontSize = 0.0 {
        didSet { if minimumFontSize != oldValue { updateFontShrinking() } }
    }

    /// The floor a `minimumFontSize` of 0 (or one not positive and finite) stands for: UIKit documents
    /// none, and text below 8 points is hard to read on a panel.
    public static let smallestFontSize = 8.0

    /// Hands the shrinking to the label (Label's shrink-to-fit) as the scale of the font set that
    /// `minimumFontSize` is.
    private func updateFontShrinking() {
        textLabel.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        let size = font?.size ?? 17
        let minimum = minimumFontSize.isFinite && minimumFontSize > 0 ? minimumFontSize : Self.smallestFontSize
        textLabel.minimumScaleFactor = size > 0 ? min(1, minimum / size) : 1
        setNeedsLayout()
    }

    /// The text colour (black by default).
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { textDidChange() } }
    }

    /// The text's horizontal alignment in the field.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the edge is drawn (`.none` by default, as a field made in code in UIKit).
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            styleBorder()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// When the clear button shows (`.never` by default).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    /// Whether the first text typed after editing begins replaces the whole text (false by default), as
    /// `UITextField.clearsOnInsertion`; moving the caret or deleting first keeps the text.
    open var clearsOnInsertion = false
    /// Set when editing begins with `clearsOnInsertion`; the first insertion (or caret move) clears it.
    private var replacesOnInsertion = false

    /// Whether the user may change the text's attributes (false by default), as
    /// `UITextField.allowsEditingTextAttributes`. Kept: typed text takes the attributes at the caret either
    /// way (there is no bold/italic menu on a panel), and `attributedText` shows its attributes either way.
    open var allowsEditingTextAttributes = false

    /// What the compatibility layer's `typingAttributes` holds while editing: nil when not editing, and
    /// cleared when the selection moves, as UIKit's. Set, the next typed text takes them (the text becomes
    /// attributed).
    public var typingTextAttributes: TextAttributes? {
        get { isEditing ? typingStorage ?? TextAttributes(font: font, color: textColor) : nil }
        set { typingStorage = newValue }
    }
    private var typingStorage: TextAttributes?

    /// Whether each character shows as a bullet.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textDidChange() } }
    }

    /// The keyboard the field asks for.
    open var keyboardType: KeyboardType = .default
    /// What the keyboard's return key says.
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

    /// What the field asks and tells while it is edited.
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is being edited (it is first responder).
    public private(set) var isEditing = false

    private var storage = ""
    /// The caret or selection, in UTF-16 code units of `storage`.
    var selection = TextSelection(caret: 0)
    /// The text label's x in `clip` while text wider than the field scrolls, kept between layouts so the
    /// text moves only as far as the caret needs.
    private var scrolledX = 0.0
    /// The selection's tint, behind the text.
    private let highlight = TextSelectionHighlight()
    /// The text (or placeholder), scrolled inside `clip`.
    let textLabel = Label()
    /// Clips the scrolled text to the text rectangle.
    private let clip = View()
    /// The caret: a bar in the tint colour after the text while editing.
    private let caret = View()
    /// The rounded or square edge under everything.
    private let border = View()
    private let clearButton = TextFieldClearButton()
    /// Long press, double tap and the edit menu (TextEditMenu.swift).
    let editMenu = TextEditMenu()

    public override init(frame: Rect) {
        super.init(frame: frame)
        border.isUserInteractionEnabled = false
        clip.isUserInteractionEnabled = false
        clip.clipsToBounds = true
        textLabel.numberOfLines = 1
        caret.isHidden = true
        clearButton.isHidden = true
        addSubview(border)
        addSubview(clip)
        clip.addSubview(highlight)
        clip.addSubview(textLabel)
        clip.addSubview(caret)
        addSubview(clearButton)
        styleBorder()
        textDidChange()
        editMenu.install(in: self)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The inset of the text from the edge for the border style.
    private var horizontalInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The rectangle the border is drawn in, as `borderRect(forBounds:)`.
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }

    /// The rectangle the text is drawn in, as `textRect(forBounds:)`: inset for the border, after the left
    /// view and short of the clear button and the right view when they show.
    open func textRect(forBounds bounds: Rect) -> Rect {
        var left = bounds.minX + horizontalInset
        var right = bounds.maxX - horizontalInset
        if shows(leftView, leftViewMode) { left = leftViewRect(forBounds: bounds).maxX }
        if shows(rightView, rightViewMode) { right = rightViewRect(forBounds: bounds).minX }
        if clearButtonShows { right = clearButtonRect(forBounds: bounds).minX - 4 }
        return Rect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// Where the left view goes: at the left edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: Rect) -> Rect {
        let size = leftView.map(Self.size(of:)) ?? .zero
        return Rect(
            x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the right view goes: at the right edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: Rect) -> Rect {
        let size = rightView.map(Self.size(of:)) ?? .zero
        return Rect(
            x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
            height: size.height)
    }

    /// An overlay view's size: its frame's, else what it fits in.
    private static func size(of view: View) -> Size {
        view.frame.size.width > 0 && view.frame.size.height > 0 ? view.frame.size : view.sizeThatFits(.zero)
    }

    private func shows(_ view: View?, _ mode: ViewMode) -> Bool {
        view != nil && mode.shows(editing: isEditing)
    }

    /// The rectangle the text is drawn in while editing (`textRect(forBounds:)` unless overridden).
    open func editingRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// What shows while the field is empty and `placeholder` is nil ("Search" in a search field).
    var defaultPlaceholder: String? { nil }

    /// The rectangle the placeholder is drawn in (`textRect(forBounds:)` unless overridden).
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// The clear button's rectangle at the right edge (left of a right view that shows), as
    /// `clearButtonRect(forBounds:)`.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let s = clearButtonSize
        let right =
            shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX - 4 : bounds.maxX - horizontalInset
        return Rect(x: right - s, y: bounds.midY - s / 2, width: s, height: s)
    }

    private var clearButtonSize: Double { 19 }

    private var clearButtonShows: Bool {
        !storage.isEmpty && clearButtonMode.shows(editing: isEditing)
    }

    /// A line of the font, plus the rounded style's 7-point margins: 34 points for 17-point text, as iOS.
    open override var intrinsicContentSize: Size {
        let line = (font?.lineHeight ?? 20).rounded(.up)
        let height = borderStyle == .none ? line : line + 14
        let shown = textLabel.intrinsicContentSize.width
        return Size(width: (shown + 2 * horizontalInset).rounded(.up), height: height.rounded(.up))
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        border.frame = borderRect(forBounds: bounds)
        let showsPlaceholder = storage.isEmpty
        let rect =
            isEditing
            ? editingRect(forBounds: bounds)
            : (showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds))
        clip.frame = rect
        let size = textLabel.intrinsicContentSize
        var width = size.width
        let line = max(size.height, font?.lineHeight ?? 20)
        // Text wider than the field shows its end, or while editing scrolls the least that shows the caret;
        // narrower text is aligned.
        let caretRoom = isEditing ? 3.0 : 0
        if adjustsFontSizeToFitWidth && !showsPlaceholder && width + caretRoom > rect.width {
            // The label draws the text shrunk to fit (no smaller than `minimumFontSize`) in this width.
            width = textLabel.fittedLineWidth(in: Size(width: max(1, rect.width - caretRoom), height: line))
                .rounded(.up)
        }
        let head = showsPlaceholder ? nil : caretX(at: selection.head, textWidth: width)
        var x: Double
        if width + caretRoom > rect.width {
            x = rect.width - width - caretRoom
            if isEditing, let head {
                x = min(max(scrolledX, -head), rect.width - caretRoom - head)
                x = min(0, max(rect.width - width - caretRoom, x))
            }
            scrolledX = x
        } else {
            switch resolvedTextAlignment(textAlignment) {
            case .center: x = ((rect.width - width) / 2).rounded()
            case .right: x = rect.width - width - caretRoom
            default: x = 0
            }
        }
        let y = ((rect.height - line) / 2).rounded()
        textLabel.frame = Rect(x: x, y: y, width: width, height: line)
        caret.frame = caretFrame(at: showsPlaceholder ? nil : selection.head)
        let caretY = caret.frame.minY
        let caretHeight = caret.frame.height
        caret.backgroundColor = tintColor
        caret.isHidden = !isEditing || !selection.isEmpty
        highlight.frame = clip.bounds
        highlight.show(
            isEditing
                ? selectionRects().map { Rect(x: x + $0.minX, y: caretY, width: $0.width, height: caretHeight) } : [],
            tint: tintColor)
        clearButton.isHidden = !clearButtonShows
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        editMenu.placeHandles()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
        setNeedsLayout()
    }

    // MARK: Caret and selection

    /// The text as laid out in the label (bullets for secure entry), nil while the placeholder shows.
    private var shownLayout: TextLayout? {
        storage.isEmpty ? nil : textLabel.textLayout(width: textLabel.bounds.width)
    }

    /// The index in the shown text (`layout.text`) of the character boundary `offset` code units into the
    /// text: the same number of characters in, so that bullets stand for whole characters.
    private func shownIndex(_ offset: Int, in layout: TextLayout) -> String.Index {
        let utf16 = storage.utf16
        let characters = storage[..<utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))].count
        let shown = layout.text
        return shown.index(shown.startIndex, offsetBy: characters, limitedBy: shown.endIndex) ?? shown.endIndex
    }

    /// The caret's x in the label for a caret `offset` code units in: after the label's (rounded) width at
    /// the end, as before there was a caret to move.
    private func caretX(at offset: Int, textWidth: Double) -> Double {
        guard offset < storage.utf16.count, let layout = shownLayout,
            let x = layout.caretPosition(at: shownIndex(offset, in: layout))?.x
        else { return textWidth }
        return x.rounded()
    }

    /// The caret bar for a caret `offset` code units in (nil: the empty field's caret), in `clip`'s
    /// coordinates, as laid out: a point right of the boundary, kept inside the text rectangle.
    private func caretFrame(at offset: Int?) -> Rect {
        let height = (font?.lineHeight ?? 20).rounded()
        let width = textLabel.frame.width
        let alignment = resolvedTextAlignment(textAlignment)
        let x: Double
        if let offset {
            x = textLabel.frame.minX + caretX(at: offset, textWidth: width)
        } else {
            x = alignment != .center && alignment != .right ? 0 : textLabel.frame.minX + width
        }
        let bounds = clip.bounds
        return Rect(
            x: min(x + 1, bounds.width - 2), y: ((bounds.height - height) / 2).rounded(), width: 2, height: height)
    }

    /// The selected text's rectangles in the label's coordinates (none for a caret).
    private func selectionRects() -> [Rect] {
        selectionRects(in: selection.range)
    }

    /// The rectangles of the text in `r` in the label's coordinates (none for an empty range).
    private func selectionRects(in r: CharacterRange) -> [Rect] {
        guard r.length > 0, let layout = shownLayout else { return [] }
        return layout.selectionRects(for: shownIndex(r.location, in: layout)..<shownIndex(r.upperBound, in: layout))
    }

    /// The caret offset nearest a point in the field: a character boundary of the text.
    private func caretOffset(nearest point: Point) -> Int? {
        guard let layout = shownLayout else { return nil }
        let p = convert(point, to: textLabel)
        let index = layout.caretIndex(closestTo: Point(x: p.x, y: layout.size.height / 2))
        let characters = layout.text[..<index].count
        let end =
            storage.index(storage.startIndex, offsetBy: characters, limitedBy: storage.endIndex) ?? storage.endIndex
        return storage.utf16.distance(from: storage.startIndex, to: end)
    }

    var editedText: String { storage }

    func selectionDidChange() {
        replacesOnInsertion = false
        typingStorage = nil
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    func caretTarget(from offset: Int, for key: KeyboardHIDUsage) -> Int? { nil }

    var allowsEditMenu: Bool { isEnabled && window != nil }

    func editMenuOffset(at point: Point) -> Int? {
        caretOffset(nearest: point) ?? 0
    }

    func editMenuTargetRect() -> Rect {
        layoutIfNeeded()
        let rects = selectionRects()
        guard var r = rects.first else { return caret.convert(caret.bounds, to: self) }
        for other in rects.dropFirst() { r = r.union(other) }
        return textLabel.convert(r, to: self).intersection(clip.frame)
    }

    func delegateEditMenu(for range: CharacterRange, suggestedActions: [MenuElement]) -> Menu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    // MARK: TextInput

    /// The selection, or the caret as an empty range, as `UITextField.selectedTextRange`. Setting it moves
    /// the caret or selects, lays the field out again and tells the delegate
    /// (`textFieldDidChangeSelection(_:)`); nil is ignored.
    open var selectedTextRange: TextRange? {
        get { selectionAsTextRange }
        set {
            guard let newValue else { return }
            select(TextSelection(characterRange(newValue)))
        }
    }

    public var endOfDocument: TextPosition { TextPosition(storage.utf16.count) }

    public func text(in range: TextRange) -> String? { substring(in: range) }

    /// Replaces the text in `range` as a key typed there would, if the delegate agrees.
    public func replace(_ range: TextRange, withText text: String) {
        replace(characterRange(range), with: text)
    }

    /// The caret bar a caret at `position` is drawn as, in the field's coordinates (laid out first), as
    /// `caretRect(for:)`; at the start of the text rectangle while the field is empty.
    public func caretRect(for position: TextPosition) -> Rect {
        layoutIfNeeded()
        let offset = storage.isEmpty ? nil : TextSelection.boundary(clamped(position), in: storage)
        return clip.convert(caretFrame(at: offset), to: self)
    }

    /// The rectangle the text in `range` covers on its line (as tall as the caret), in the field's
    /// coordinates and cut to the text rectangle, as `selectionRects(for:)`; none for an empty range.
    public func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        layoutIfNeeded()
        let caretBox = caretFrame(at: nil)
        let rects = selectionRects(in: characterRange(range)).map {
            let r = textLabel.convert($0, to: clip)
            return clip.convert(
                Rect(x: r.minX, y: caretBox.minY, width: r.width, height: caretBox.height).intersection(clip.bounds),
                to: self)
        }
        let rightToLeft = shownLayout?.lines.first?.isRightToLeft ?? false
        return TextSelectionRect.lines(rects.filter { $0.width > 0 }, rightToLeft: rightToLeft)
    }

    /// The character boundary nearest `point` (in the field's coordinates), as `closestPosition(to:)`: the
    /// start while the field is empty.
    public func closestPosition(to point: Point) -> TextPosition? {
        layoutIfNeeded()
        return TextPosition(caretOffset(nearest: point) ?? 0)
    }

    // MARK: Showing the text

    private func textDidChange() {
        if storage.isEmpty {
            // `placeholderText`: its light value as PanelKit always drew it, its dark value from the HIG.
            textLabel.textColor = Color(
                light: Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3), dark: Color(hex: 0xEBEBF5, alpha: 0.3))
            if let attributedPlaceholder {
                textLabel.attributedText = attributedPlaceholder
            } else {
                textLabel.text = placeholder ?? defaultPlaceholder
            }
        } else if let attributedStorage, !isSecureTextEntry {
            // Drawn as a label draws attributed text: runs without a colour or font take the field's.
            textLabel.attributedText = attributedStorage
            textLabel.textColor = textColor
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.count) : storage
            textLabel.textColor = textColor
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if isEditing { firstResponderTextDidChange() }
    }

    private func styleBorder() {
        border.layer.cornerRadius = 0
        border.layer.borderWidth = 0
        border.backgroundColor = nil
        switch borderStyle {
        case .none: break
        case .line:
            border.layer.borderWidth = 1
            border.layer.borderColor = .black
        case .bezel:
            border.layer.borderWidth = 1
            border.layer.borderColor = Color(white: 0.55, alpha: 1)
            border.backgroundColor = .systemBackground
        case .roundedRect:
            border.layer.cornerRadius = 5
            border.layer.borderWidth = 1
            border.layer.borderColor = Color(white: 0.8, alpha: 1)
            border.backgroundColor = .systemBackground
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        selection = TextSelection(caret: storage.utf16.count)
        replacesOnInsertion = clearsOnInsertion
        typingStorage = nil
        if clearsOnBeginEditing && !storage.isEmpty {
            storage = ""
            attributedStorage = nil
            selection = TextSelection(caret: 0)
            textDidChange()
        }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSession(reason: .committed)
        return true
    }

    /// Ends an editing session the responder chain already ended: the caret goes, the delegate and the
    /// `.editingDidEnd` actions are told.
    func endEditingSession(reason: DidEndEditingReason) {
        guard isEditing else { return }
        isEditing = false
        editMenu.hide()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: KeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text` at the caret, replacing the selection ("\n" is the return key), if the delegate agrees.
    public func insertText(_ text: String) {
        if text == "\n" {
            pressReturn()
            return
        }
        if replacesOnInsertion {
            replacesOnInsertion = false
            replace(CharacterRange(location: 0, length: storage.utf16.count), with: text)
            return
        }
        replace(selection.range, with: text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate agrees.
    public func deleteBackward() {
        replacesOnInsertion = false
        guard let range = deletionRange else { return }
        replace(range, with: "")
    }

    private func replace(_ range: CharacterRange, with string: String) {
        // Typing closes the edit menu.
        editMenu.hide()
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return
        }
        guard let r = Range(range, in: storage) else { return }
        if attributedStorage != nil || typingStorage != nil {
            // Typing attributes set in code make the text attributed from here on.
            let edited = TextView.replacing(
                r, with: string, in: attributedStorage ?? AttributedText(storage), typing: typingStorage)
            attributedStorage = edited.string.isEmpty ? nil : edited
        }
        storage.replaceSubrange(r, with: string)
        selection = selection.adjusted(replacing: range, withLength: string.utf16.count)
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        // As UIKit: .editingDidEndOnExit is sent, and ends editing when something listens for it.
        let listened = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened { resignFirstResponder() }
    }

    /// Empties the field through the clear button, if the delegate agrees.
    private func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true, !storage.isEmpty else { return }
        storage = ""
        attributedStorage = nil
        selection = TextSelection(caret: 0)
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        let wasTracking = isTracking
        let wasEditing = isEditing
        super.touchesEnded(touches, with: event)
        guard wasTracking, let t = touches.first, bounds.contains(t.location(in: self)) else { return }
        if clearButtonShows && clearButtonRect(forBounds: bounds).insetBy(dx: -8, dy: -8).contains(t.location(in: self))
        {
            clearFromButton()
            if !isEditing { becomeFirstResponder() }
            return
        }
        // A tap in a field being edited puts the caret at the character boundary nearest it; on the caret or
        // in the selection it shows or hides the edit menu.
        if wasEditing, let offset = caretOffset(nearest: t.location(in: self)) {
            if editMenu.tapTogglesMenu(at: offset) { return }
            select(TextSelection(caret: offset))
        } else if wasEditing {
            _ = editMenu.tapTogglesMenu(at: 0)
        }
        becomeFirstResponder()
    }
}

extension TextField {
    func editMenuSelectionEnds() -> (start: Rect, end: Rect)? {
        let rects = selectionRects()
        guard let first = rects.first, let last = rects.last else { return nil }
        return (textLabel.convert(first, to: self), textLabel.convert(last, to: self))
    }
}
