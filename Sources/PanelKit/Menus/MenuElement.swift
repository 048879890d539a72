import PanelGraphics

/// What a menu lists, as `UIMenuElement`: an `Action` (a row that runs its handler) or a `Menu` (a
/// submenu, or a group shown inline). Both have a title, an optional subtitle and an optional image.
@MainActor
open class MenuElement {
    /// How a row looks and behaves, as `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Greyed out; taps do nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Left out of the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a row shows a checkmark, as `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The row's text.
    public var title: String
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// An image at the row's trailing edge, drawn in the row's text colour.
    public var image: Surface?

    init(title: String, subtitle: String?, image: Surface?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
