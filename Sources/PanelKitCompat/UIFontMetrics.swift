import PanelText

/// Scales fonts and values for a text style, as `UIFontMetrics`. A panel has one content size (the default,
/// "large"), at which UIKit scales by 1: fonts and values come back as given.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling this applies.
    public let textStyle: Font.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the content size: the font itself.
    public func scaledFont(for font: Font) -> Font { font }

    /// `font` scaled, no larger than `maximumPointSize`.
    @MainActor
    public func scaledFont(for font: Font, maximumPointSize: Double) -> Font {
        font.pointSize <= maximumPointSize ? font : font.withSize(maximumPointSize)
    }

    /// `value` scaled for the content size: the value itself.
    public func scaledValue(for value: Double) -> Double { value }
}
