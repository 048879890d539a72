import PanelGraphics

/// An image drawn inline with text, as `NSTextAttachment`: set as the `attachment` attribute of the
/// attachment character (U+FFFC, `AttributedText(attachment:)` makes one), it sits on the baseline
/// (`bounds.origin.y` raises it, negative lowers it), advances the line by its width and makes the line
/// tall enough to hold it.
///
/// A class, as UIKit's: an attributed string keeps the same attachment when copied. Change it before the
/// text is handed to a view (a label keeps the layout it made while its text compares equal).
public final class TextAttachment: Hashable, @unchecked Sendable {
    /// The image drawn.
    public var image: Surface?
    /// Where the image is drawn relative to the pen on the baseline (y up); empty takes the image's size.
    public var bounds: Rect

    /// An attachment showing `image` in `bounds` (the image's size at the baseline when empty).
    public init(image: Surface? = nil, bounds: Rect = .zero) {
        self.image = image
        self.bounds = bounds
    }

    /// The box the attachment takes, y up from the baseline: `bounds`, or the image's size at the origin
    /// when they are empty; nothing for an empty attachment or sizes that are not finite.
    var box: Rect {
        let b = bounds
        if b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite {
            return b
        }
        guard let image else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: 0, y: b.minY.isFinite ? b.minY : 0, width: Double(image.width), height: Double(image.height))
    }

    public static func == (lhs: TextAttachment, rhs: TextAttachment) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AttributedText {
    /// The attachment character U+FFFC carrying `attachment` (`NSAttributedString(attachment:)`).
    public init(attachment: TextAttachment) {
        self.init("\u{FFFC}", attributes: TextAttributes(attachment: attachment))
    }
}
