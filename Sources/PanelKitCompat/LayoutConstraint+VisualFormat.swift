import PanelKit

extension LayoutConstraint {
    /// What `constraints(withVisualFormat:options:metrics:views:)` adds to the format, as
    /// `NSLayoutConstraint.FormatOptions`: an alignment of every view named (one attribute, across the
    /// format's direction) and, for horizontal formats, the direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a string in Auto Layout's Visual Format Language describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: for example
    /// `"H:|-[label]-8-[field(>=120)]-|"` or `"V:|-(top)-[title]-(>=8@750)-[button(==title)]"`. They are
    /// returned inactive; pass them to `activate(_:)`.
    ///
    /// A standard space (`-` with no number) is 8 points between two views and 20 points to the superview's
    /// edge, as the language defines them. `views` maps the names to the views (each view's superview is
    /// the `|`); `metrics` maps names to numbers. A format that cannot be read, or names no view, prints one
    /// line saying where and why (UIKit raises an exception) and gives no constraints.
    @MainActor
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        do {
            return try parser.parse()
        } catch {
            StandardError.writeLine("Unable to parse constraint format: \(error.message)\n\(format)")
            return []
        }
    }
}
