/// How large the user wants text, as UIKit's `UIContentSizeCategory` (Dynamic Type): UIKit's raw values,
/// ordered from extra small to the largest accessibility size. A panel has one category for all its
/// windows, `Application.preferredContentSizeCategory` (large unless the app or `PANEL_CONTENT_SIZE` says
/// otherwise); a view or controller can override it for its subtree (`traitOverrides`).
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first.
    public static let allSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Posted (object: the application) when `Application.preferredContentSizeCategory` changes, after the
    /// views heard of it, as `UIContentSizeCategory.didChangeNotification`.
    public nonisolated static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category (a `ContentSizeCategory`) in `didChangeNotification`.
    public nonisolated static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= 7 }

    /// The place in `allSizes`; -1 for unspecified and unknown raw values (they sort first).
    var order: Int { Self.allSizes.firstIndex(of: self) ?? -1 }

    /// This category, or large when it is unspecified or unknown: what font sizes are looked up with.
    var resolved: ContentSizeCategory { order < 0 ? .large : self }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.order < rhs.order }

    /// The category a name gives: a raw value, a Swift case name ("accessibilityMedium") or UIKit's short
    /// names ("XS", "L", "AccessibilityXXXL", "AX3"), any case; nil for anything else.
    init?(name: String) {
        let n = name.trimmingCharacters(in: " \t\n").lowercased()
        let names: [(ContentSizeCategory, [String])] = [
            (.extraSmall, ["extrasmall", "xs", "xsmall"]), (.small, ["small", "s"]), (.medium, ["medium", "m"]),
            (.large, ["large", "l"]), (.extraLarge, ["extralarge", "xl", "xlarge"]),
            (.extraExtraLarge, ["extraextralarge", "xxl", "xxlarge"]),
            (.extraExtraExtraLarge, ["extraextraextralarge", "xxxl", "xxxlarge"]),
            (.accessibilityMedium, ["accessibilitymedium", "accessibilitym", "ax1"]),
            (.accessibilityLarge, ["accessibilitylarge", "accessibilityl", "ax2"]),
            (.accessibilityExtraLarge, ["accessibilityextralarge", "accessibilityxl", "ax3"]),
            (.accessibilityExtraExtraLarge, ["accessibilityextraextralarge", "accessibilityxxl", "ax4"]),
            (.accessibilityExtraExtraExtraLarge, ["accessibilityextraextraextralarge", "accessibilityxxxl", "ax5"]),
        ]
        for (category, spellings) in names
        where category.rawValue.lowercased() == n || spellings.contains(n)
            || spellings.contains(where: { "uictcontentsizecategory" + $0 == n })
        {
            self = category
            return
        }
        return nil
    }

    public var description: String { rawValue }
}

extension String {
    /// The string without `characters` at either end (PanelKit does not import Foundation).
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var s = Substring(self)
        while let c = s.first, characters.contains(c) { s.removeFirst() }
        while let c = s.last, characters.contains(c) { s.removeLast() }
        return String(s)
    }
}
