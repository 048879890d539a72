import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The share sheet's built-in Copy (`Activity.ActivityType.copyToPasteboard`): strings, links and images
/// go to `Pasteboard.general`. Images win over text when both are given (a pasteboard setter replaces every
/// item); links alone stay links; text with links copies the links as text after the strings.
@MainActor
final class CopyToPasteboardActivity: Activity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: Surface? { Surface(systemName: "doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is Surface }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    override func perform() {
        let strings = items.compactMap { $0 as? String }
        let urls = items.compactMap { $0 as? URL }
        let images = items.compactMap { $0 as? Surface }
        let board = Pasteboard.general
        if !images.isEmpty {
            board.images = images
        } else if strings.isEmpty {
            board.urls = urls
        } else {
            board.strings = strings + urls.map(\.absoluteString)
        }
        activityDidFinish(true)
    }
}
