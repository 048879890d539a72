/// Text that follows the content size category, as UIKit's `UIContentSizeCategoryAdjusting`: labels, text
/// fields and text views. With `adjustsFontForContentSizeCategory` on, a font from
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again at the new size when the category
/// changes (the application's, or a `traitOverrides` above), and the view is laid out again.
@MainActor
public protocol ContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category (off by default).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension Label: ContentSizeCategoryAdjusting {}
extension TextField: ContentSizeCategoryAdjusting {}
extension TextView: ContentSizeCategoryAdjusting {}

extension TextField {
    /// Whether the font follows the content size category, as `UITextField`'s (off by default). Turning it
    /// on brings a text-style font to the field's category at once.
    public var adjustsFontForContentSizeCategory: Bool {
        get { traitStateStorage?.adjustsFont ?? false }
        set {
            traitState.adjustsFont = newValue
            if newValue { adjustFontForContentSizeCategory(effectiveContentSizeCategory) }
        }
    }
}

extension TextView {
    /// Whether the font follows the content size category, as `UITextView`'s (off by default). Turning it
    /// on brings a text-style font to the view's category at once.
    public var adjustsFontForContentSizeCategory: Bool {
        get { traitStateStorage?.adjustsFont ?? false }
        set {
            traitState.adjustsFont = newValue
            if newValue { adjustFontForContentSizeCategory(effectiveContentSizeCategory) }
        }
    }
}
