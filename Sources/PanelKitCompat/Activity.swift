import PanelKit

/// A service the share sheet offers, as `UIActivity`: subclass it, override `activityType`,
/// `activityTitle`, `activityImage`, `canPerform(withActivityItems:)`, `prepare(withActivityItems:)` and
/// `perform()` (or `activityViewController` for one that shows its own screen), and call
/// `activityDidFinish(_:)` when done. Pass instances as `applicationActivities` of an
/// `ActivityViewController`.
@MainActor
open class Activity {
    /// An activity's identity, as `UIActivity.ActivityType`: the system's, or an app's own raw value.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copies the items to `UIPasteboard.general`: the one system activity a panel performs.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        // The system activities a panel has no service for: never listed (see DEVIATIONS.md).
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType(
            "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where the sheet lists an activity, as `UIActivity.Category`: actions below, sharing services above.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// The sheet showing this activity while it runs: `activityDidFinish(_:)` reports to it.
    weak var sheet: ActivityViewController?

    public init() {}

    /// Where the sheet lists activities of this class (`.action` by default).
    open class var activityCategory: Category { .action }
    /// The activity's identity, given to the completion handler and matched by `excludedActivityTypes`.
    open var activityType: ActivityType? { nil }
    /// The name shown under the activity's picture.
    open var activityTitle: String? { nil }
    /// The picture shown for the activity (drawn as a template in the tint colour, as UIKit does).
    open var activityImage: Surface? { nil }
    /// Whether the activity can act on `activityItems`; only those that can are listed (false by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items once the user picks the activity, before `perform()` or its view controller.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A screen the activity shows instead of performing at once; nil by default. Presented over the app
    /// once the sheet is gone; `activityDidFinish(_:)` dismisses it.
    open var activityViewController: ViewController? { nil }
    /// Does the work once the sheet is gone; call `activityDidFinish(_:)` at the end. Does nothing by default.
    open func perform() {}

    /// Tells the sheet the activity is done (`completed` false when the user cancelled it): its view
    /// controller, if any, is dismissed and the sheet's `completionWithItemsHandler` is called.
    public func activityDidFinish(_ completed: Bool) {
        let sheet = self.sheet
        self.sheet = nil
        sheet?.activityFinished(self, completed: completed)
    }
}
