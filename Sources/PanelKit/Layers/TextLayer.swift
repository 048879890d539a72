import PanelGraphics
import PanelText

/// A layer that draws a string, as `CATextLayer`: `string` (a `String` or an `AttributedText`) in `font`'s
/// face at `fontSize` (36 by default) and `foregroundColor` (white by default), placed by `alignmentMode`,
/// on one line cut at the bounds or, with `isWrapped`, wrapped to the bounds' width, with a truncation mark
/// where `truncationMode` asks for one. Runs of an attributed string keep their own fonts and colours.
@MainActor
open class TextLayer: Sublayer {
    /// How lines are placed across the bounds (`CATextLayerAlignmentMode`).
    public struct AlignmentMode: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let natural = AlignmentMode(rawValue: "natural")
        public static let left = AlignmentMode(rawValue: "left")
        public static let right = AlignmentMode(rawValue: "right")
        public static let center = AlignmentMode(rawValue: "center")
        /// Drawn as `.natural` (see DEVIATIONS.md).
        public static let justified = AlignmentMode(rawValue: "justified")
    }

    /// Where text that does not fit is cut with an ellipsis (`CATextLayerTruncationMode`).
    public struct TruncationMode: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let none = TruncationMode(rawValue: "none")
        /// Drawn as `.end` (see DEVIATIONS.md).
        public static let start = TruncationMode(rawValue: "start")
        /// Drawn as `.end` (see DEVIATIONS.md).
        public static let middle = TruncationMode(rawValue: "middle")
        public static let end = TruncationMode(rawValue: "end")
    }

    /// The text: a `String` or an `AttributedText` (`NSAttributedString`); anything else draws nothing.
    public var string: Any? {
        didSet { setNeedsDisplay() }
    }

    /// The font whose face draws the text (a `Font`; its size is ignored for `fontSize`, as Core Animation
    /// does); nil is the system font.
    public var font: Any? {
        didSet { setNeedsDisplay() }
    }

    /// The size of plain text, in points.
    public var fontSize = 36.0 {
        didSet { if fontSize != oldValue { setNeedsDisplay() } }
    }

    /// The colour of plain text (and of attributed runs without a colour of their own).
    public var foregroundColor: Color? = .white {
        didSet { if foregroundColor != oldValue { setNeedsDisplay() } }
    }

    public var alignmentMode = AlignmentMode.natural {
        didSet { if alignmentMode != oldValue { setNeedsDisplay() } }
    }

    /// Whether lines wrap at the bounds' width (false: one line per paragraph).
    public var isWrapped = false {
        didSet { if isWrapped != oldValue { setNeedsDisplay() } }
    }

    public var truncationMode = TruncationMode.none {
        didSet { if truncationMode != oldValue { setNeedsDisplay() } }
    }

    /// Kept for porting (`contentsScale = UIScreen.main.scale`); the panel draws at one pixel a point.
    public var contentsScale = 1.0

    public override init() {
        super.init()
    }

    /// A layer with `layer`'s properties (and its text's, when it is a text layer).
    public override init(layer: Sublayer) {
        super.init(layer: layer)
        if let t = layer as? TextLayer {
            string = t.string
            font = t.font
            fontSize = t.fontSize
            foregroundColor = t.foregroundColor
            alignmentMode = t.alignmentMode
            isWrapped = t.isWrapped
            truncationMode = t.truncationMode
        }
    }

    /// The text as attributed text, or nil when there is none to draw.
    private var text: AttributedText? {
        if let s = string as? String { return s.isEmpty ? nil : AttributedText(s) }
        if let a = string as? AttributedText { return a.isEmpty ? nil : a }
        return nil
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        let b = bounds
        guard let text, b.width > 0, b.height > 0, fontSize > 0, fontSize.isFinite,
            let library = (owningView?.window?.application ?? Application.current)?.fontLibrary
        else { return }
        let base = library.font(size: fontSize)
        let face = (font as? Font).map { Font(face: $0.face, size: fontSize) } ?? base
        let alignment: TextAlignment =
            switch alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            default: .natural
            }
        let truncates = truncationMode != .none
        let style = TextStyle(
            font: face, color: foregroundColor ?? .white, alignment: alignment,
            maximumNumberOfLines: truncates && !isWrapped ? 1 : 0,
            lineBreakMode: truncates && !isWrapped ? .byTruncatingTail : .byWordWrapping)
        // Lines are laid out across the bounds (and so aligned in them) when they wrap or are cut; a free
        // line is placed by hand.
        let bounded = isWrapped || truncates
        let layout = library.layout(text, style: style, width: bounded ? b.width : .infinity)
        var x = b.minX
        if !bounded {
            switch alignmentMode {
            case .right: x = b.maxX - layout.size.width
            case .center: x = b.midX - layout.size.width / 2
            default: break
            }
        }
        canvas.saveState()
        canvas.clip(to: b)
        canvas.draw(layout, at: Point(x: x, y: b.minY), alpha: alpha)
        canvas.restoreState()
    }
}
