import PanelText

/// Shows text, as `UILabel`: one or more lines in a font and colour, aligned in the bounds and centred
/// vertically. Without a `font` it uses the application's font library at `fontSize` and `fontWeight`.
/// Text is drawn with PanelText (see `Label+Text.swift`).
@MainActor
open class Label: View {
    /// The text shown. Setting it drops `attributedText`'s attributes (as `UILabel` does).
    open var text: String? {
        didSet {
            if !settingAttributedText, attributedStorage != nil {
                attributedStorage = nil
                textDidChange()
                return
            }
            if text != oldValue { textDidChange() }
        }
    }
    /// The text shown with attributes (fonts, sizes, weights, colours, kerning, underlines, paragraph
    /// styles) over the label's own font, colour, alignment and line breaking, as `UILabel.attributedText`.
    /// Setting it sets `text` to its string.
    open var attributedText: AttributedText? {
        get { attributedStorage }
        set {
            guard newValue != attributedStorage else { return }
            attributedStorage = newValue
            settingAttributedText = true
            text = newValue?.string
            settingAttributedText = false
            textDidChange()
        }
    }
    private var settingAttributedText = false
    private var attributedStorage: AttributedText?
    /// The font, as `UILabel.font`: implicitly unwrapped, so `label.font.pointSize` reads as in UIKit.
    /// Unset (or set to nil) it is the default, the window's application's font library at `fontSize` and
    /// `fontWeight`; it reads nil only when no font library can be loaded.
    open var font: Font! {
        get { fontStorage ?? defaultFont }
        set {
            guard newValue != fontStorage else { return }
            fontStorage = newValue
            textDidChange()
        }
    }
    /// The font set, if any: nil follows `fontSize` and `fontWeight` in the application's font library.
    var fontStorage: Font?
    /// The size of the default font.
    open var fontSize = 17.0 {
        didSet { if fontSize != oldValue { textDidChange() } }
    }
    /// The weight of the default font.
    open var fontWeight: FontWeight = .regular {
        didSet { if fontWeight != oldValue { textDidChange() } }
    }
    /// The text colour.
    open var textColor: Color = .label {
        didSet { if textColor != oldValue { contentDidChange() } }
    }
    /// Horizontal alignment; `.natural` (the default) is left for left-to-right text and right for
    /// Arabic or Hebrew, following the first strong character.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { textDidChange() } }
    }
    /// Whether a font from a text style (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics`) is made
    /// again at the new size when the content size category changes, as UILabel's (off by default).
    /// Turning it on brings such a font to the label's category at once.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            if adjustsFontForContentSizeCategory { adjustFontForContentSizeCategory(effectiveContentSizeCategory) }
        }
    }
    /// The most lines shown; 0 means as many as needed.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }
    /// How lines break and what is cut when the text does not fit.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// Whether the text's fonts shrink, down to `minimumScaleFactor` of their size, until the text fits:
    /// the width on one line, or the bounds in `numberOfLines` (0: any number) for a label of several
    /// lines; as `UILabel.adjustsFontSizeToFitWidth`. What still does not fit is cut by `lineBreakMode`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textDidChange() } }
    }
    /// The smallest multiple of the font sizes `adjustsFontSizeToFitWidth` shrinks to, as
    /// `UILabel.minimumScaleFactor`: 0 (the default) keeps the sizes; values past 1 count as 1.
    open var minimumScaleFactor = 0.0 {
        didSet { if minimumScaleFactor != oldValue { textDidChange() } }
    }
    /// Whether the letters are drawn a little closer before the text is truncated
    /// (`UILabel.allowsDefaultTighteningForTruncation`): up to 5% of the font size less space after each
    /// character, only on a label whose text would otherwise be cut.
    open var allowsDefaultTighteningForTruncation = false {
        didSet { if allowsDefaultTighteningForTruncation != oldValue { textDidChange() } }
    }

    var textCache = LabelTextCache()

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The text or how it is laid out changed: the cached layout goes and the label draws again.
    func textDidChange() {
        textCache.invalidate()
        contentDidChange()
        invalidateIntrinsicContentSize()
    }

    override var hasCustomContent: Bool { !(text ?? "").isEmpty }
    override var drawsContentWithAlpha: Bool { true }

    /// Links (`.link` runs) are drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if attributedStorage != nil { textDidChange() }
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        drawText(in: canvas, alpha: alpha)
        draw(render.values.bounds, in: canvas)
    }

    /// The text's size on one line; a label of several lines wraps at its current width (as UIKit does when
    /// Auto Layout gives it one), so constraints find its height in a second pass.
    open override var intrinsicContentSize: Size {
        measureText(width: numberOfLines != 1 && bounds.width > 0 ? bounds.width : .infinity)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        measureText(width: size.width > 0 ? size.width : .infinity)
    }
}

/// Shows an image, as `UIImageView`, placed by `contentMode` and clipped to the bounds.
@MainActor
open class ImageView: View {
    /// The image (a PanelGraphics surface; load one with `Surface.loadPNG(path:)`).
    open var image: Surface? {
        didSet {
            if image !== oldValue {
                contentDidChange()
                setNeedsLayout()
                if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            }
        }
    }

    /// The image shown while `isHighlighted` is true (`image` when nil), as `UIImageView.highlightedImage`.
    open var highlightedImage: Surface? {
        didSet {
            if highlightedImage !== oldValue && isHighlighted {
                contentDidChange()
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Whether the view shows `highlightedImage`, as `UIImageView.isHighlighted` (a table cell highlights
    /// its image view with its row).
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue && highlightedImage != nil {
                contentDidChange()
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The picture shown for the highlight state: `highlightedImage` while highlighted, if there is one.
    private var stateImage: Surface? { isHighlighted ? highlightedImage ?? image : image }

    /// The frames `startAnimating()` shows in turn (see `ImageView+Animation`).
    open var animationImages: [Surface]? {
        didSet { if animationImages?.isEmpty ?? true { frameAnimation?.stop() } }
    }
    /// Seconds for one pass through `animationImages`; 0 shows 30 frames a second.
    open var animationDuration = 0.0
    /// Passes before the frames stop; 0 repeats for ever.
    open var animationRepeatCount = 0
    /// The running frame animation, made at the first `startAnimating()`.
    var frameAnimation: ImageFrameAnimation?

    /// A view showing `image`, sized to it.
    public convenience init(image: Surface?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The configuration a symbol image is drawn at, laid over the image's own, as
    /// `UIImageView.preferredSymbolConfiguration`: the view shows (and sizes itself to) the symbol drawn
    /// again at it. Nil shows the image as it is; pictures that are not symbols are never changed.
    open var preferredSymbolConfiguration: Surface.SymbolConfiguration? {
        didSet {
            if preferredSymbolConfiguration != oldValue, image?.isSymbolImage == true {
                contentDidChange()
                setNeedsLayout()
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The symbol drawn at `preferredSymbolConfiguration`, made once per picture and configuration.
    private weak var configuredSource: Surface?
    private var configured: (configuration: Surface.SymbolConfiguration, surface: Surface)?

    /// The image as the view shows it: a symbol drawn again at `preferredSymbolConfiguration`, any other
    /// picture as it is.
    var shownImage: Surface? {
        let source = stateImage
        guard let image = source, let configuration = preferredSymbolConfiguration, image.isSymbolImage else {
            return source
        }
        if configuredSource === image, let c = configured, c.configuration == configuration { return c.surface }
        let surface = image.applyingSymbolConfiguration(configuration) ?? image
        configuredSource = image
        configured = (configuration, surface)
        return surface
    }

    override var hasCustomContent: Bool { stateImage != nil || isAnimating }
    override var drawsContentWithAlpha: Bool { true }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        frameAnimation?.resume()
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        if let image = shownAnimationFrame ?? shownImage {
            let b = render.values.bounds
            let shown = image.drawsAsTemplate ? templateImage(image) : image
            canvas.drawImage(shown, in: contentMode.rect(for: image.size, in: b), alpha: alpha)
        }
        draw(render.values.bounds, in: canvas)
    }

    /// The template picture in the tint colour, made once per picture and colour.
    private weak var tintedSource: Surface?
    private var tinted: (color: Color, surface: Surface)?

    private func templateImage(_ image: Surface) -> Surface {
        // Resolved in the view's appearance: a change of appearance redraws the view, which tints again.
        let color: Color = (tintColor ?? .systemBlue).resolved(colorAppearance)
        if tintedSource === image, let t = tinted, t.color == color { return t.surface }
        let surface = image.tinted(color)
        tintedSource = image
        tinted = (color, surface)
        return surface
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if stateImage?.drawsAsTemplate == true { contentDidChange() }
    }

    open override var intrinsicContentSize: Size {
        shownImage?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: Size) -> Size { shownImage?.size ?? .zero }
}
