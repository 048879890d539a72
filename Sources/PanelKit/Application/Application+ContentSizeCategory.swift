#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The panel's Dynamic Type setting, as `UIApplication.preferredContentSizeCategory`.
extension Application {
    /// How large text should be on this panel: large by default, or what `PANEL_CONTENT_SIZE` says at start
    /// (a case name such as `accessibilityMedium`, UIKit's raw value, or a short name: XS ... XXXL, AX1 ...
    /// AX5). Unlike UIKit's it can be set (a panel has no Settings app): the windows' views hear
    /// `traitCollectionDidChange(_:)` and their registered handlers, fonts that adjust re-scale, then
    /// `ContentSizeCategory.didChangeNotification` is posted. Setting `.unspecified` (or an unknown value)
    /// sets large, with one line on standard error.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { contentSizeCategoryStorage }
        set {
            var category = newValue
            if category.order < 0 {
                StandardError.writeLine(
                    "Application.preferredContentSizeCategory: \(newValue.rawValue) is not a size; using large")
                category = .large
            }
            guard category != contentSizeCategoryStorage else { return }
            let olds = windows.map { $0.effectiveContentSizeCategory }
            contentSizeCategoryStorage = category
            for (window, old) in zip(windows, olds) { window.notifyContentSizeCategoryChange(from: old) }
            NotificationCenter.default.post(
                Notification(
                    name: ContentSizeCategory.didChangeNotification, object: self,
                    userInfo: [ContentSizeCategory.newValueUserInfoKey: category]))
        }
    }

    /// The category of the running application (`Application.shared`), or the one an application starts
    /// with when none exists: what `UIFontMetrics` scales for when no trait collection says.
    public static var currentContentSizeCategory: ContentSizeCategory {
        current?.preferredContentSizeCategory ?? initialContentSizeCategory
    }

    /// The category an application starts with: `PANEL_CONTENT_SIZE`'s (read once), else large. A value
    /// that names no category gives large, with one line on standard error.
    nonisolated static let initialContentSizeCategory: ContentSizeCategory = {
        guard let value = getenv("PANEL_CONTENT_SIZE").map({ String(cString: $0) }), !value.isEmpty else {
            return .large
        }
        guard let category = ContentSizeCategory(name: value) else {
            StandardError.writeLine(
                "PANEL_CONTENT_SIZE=\(value) is not a content size category (use e.g. large, extraLarge, "
                    + "accessibilityMedium, XS ... XXXL, AX1 ... AX5); using large")
            return .large
        }
        return category
    }()
}
