/// Text, links and images an app copies and pastes, as `UIPasteboard`: `Pasteboard.general` is the one text
/// fields and text views copy to and paste from (Control or Command with C, X, V on a hardware keyboard).
///
/// It lives in the program: a panel runs one app, and there is no other app to paste into. Each change
/// counts in `changeCount` and posts `changedNotification`.
@MainActor
public final class Pasteboard {
    /// One pasteboard item's value.
    enum Item {
        case string(String)
        case url(String)
        case image(Surface)
    }

    /// The pasteboard the text controls use.
    public static let general = Pasteboard(name: "com.apple.UIKit.pboard.general")
    /// Posted on the main actor after the contents change (object: the pasteboard).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Pasteboards made by name, so that asking again gives the same one.
    private static var named: [String: Pasteboard] = [:]

    /// Its name.
    public let name: String
    /// How many times the contents changed.
    public private(set) var changeCount = 0
    var items: [Item] = [] {
        didSet {
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    private init(name: String) {
        self.name = name
    }

    /// The pasteboard called `name`, made when `create` is true and there is none (nil otherwise), as
    /// `UIPasteboard(name:create:)`.
    public static func named(_ name: String, create: Bool) -> Pasteboard? {
        if name == general.name { return general }
        if let found = named[name] { return found }
        guard create else { return nil }
        let made = Pasteboard(name: name)
        named[name] = made
        return made
    }

    /// A new pasteboard with a name of its own, as `UIPasteboard.withUniqueName()`.
    public static func withUniqueName() -> Pasteboard {
        var n = named.count + 1
        while named["panelkit.pasteboard.\(n)"] != nil { n += 1 }
        return named("panelkit.pasteboard.\(n)", create: true)!
    }

    /// Forgets a pasteboard made by name.
    public static func remove(withName name: String) {
        named[name] = nil
    }

    /// The first item's text (a link's text too), or nil; setting it replaces every item.
    public var string: String? {
        get { strings?.first }
        set { items = newValue.map { [.string($0)] } ?? [] }
    }

    /// Every item's text, or nil when none is text; setting it replaces every item.
    public var strings: [String]? {
        get {
            let found = items.compactMap { item -> String? in
                if case .string(let s) = item { return s }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { .string($0) } }
    }

    /// The first item's link as text, or nil (PanelKitCompat gives `url` as a Foundation `URL`).
    public var urlString: String? {
        get { urlStrings?.first }
        set { items = newValue.map { [.url($0)] } ?? [] }
    }

    /// Every link, or nil when there is none.
    public var urlStrings: [String]? {
        get {
            let found = items.compactMap { item -> String? in
                if case .url(let s) = item { return s }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { .url($0) } }
    }

    /// The first item's image, or nil; setting it replaces every item.
    public var image: Surface? {
        get { images?.first }
        set { items = newValue.map { [.image($0)] } ?? [] }
    }

    /// Every image, or nil when there is none.
    public var images: [Surface]? {
        get {
            let found = items.compactMap { item -> Surface? in
                if case .image(let s) = item { return s }
                return nil
            }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { .image($0) } }
    }

    /// How many items it holds.
    public var numberOfItems: Int { items.count }
    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urlStrings != nil }
    public var hasImages: Bool { images != nil }
}
