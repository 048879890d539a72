import PanelGraphics

/// A list of actions and submenus that a button or bar button item shows, as `UIMenu`: `children` in
/// order; a child menu with `.displayInline` shows its children in place, set off by a wider separator, and
/// one without shows as a row that opens it.
@MainActor
public final class Menu: MenuElement {
    /// How the menu shows, as `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show in their parent's list, not behind a row of their own.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Picking an action turns it on and its siblings off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// What the menu lists, in order.
    public let children: [MenuElement]
    /// How the menu shows.
    public let options: Options
    /// A name that tells menus apart, as `UIMenu.Identifier`'s raw value.
    public let identifier: String?

    /// A menu of `children`, as `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Surface? = nil, identifier: String? = nil,
        options: Options = [], children: [MenuElement] = []
    ) {
        self.children = children
        self.options = options
        self.identifier = identifier
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// The actions of this menu that are on (`state == .on`), including those of its inline groups, as
    /// iOS 16's `UIMenu.selectedElements`: with `.singleSelection`, the one picked.
    public var selectedElements: [MenuElement] {
        var out: [MenuElement] = []
        for child in children {
            if let action = child as? Action, action.state == .on {
                out.append(action)
            } else if let group = child as? Menu, group.options.contains(.displayInline) {
                out += group.selectedElements
            }
        }
        return out
    }

    /// The action picked from this menu (or an inline group in it): with `.singleSelection`, it alone is on.
    func select(_ action: Action) {
        guard options.contains(.singleSelection), children.contains(where: { $0 === action }) else {
            for case let group as Menu in children where group.options.contains(.displayInline) { group.select(action) }
            return
        }
        for case let sibling as Action in children { sibling.state = sibling === action ? .on : .off }
    }
}
