import PanelText

/// A mark beside the content of a list cell, as `UICellAccessory`: at the trailing edge a disclosure
/// chevron, a checkmark, an outline disclosure chevron that expands and collapses the item's children, a
/// label, a reorder grip or a pop-up menu; at the leading edge a red delete or green insert circle or a
/// selection circle; on either side a view of your own. Each shows in the editing states its `displayed`
/// says (the collection view's `isEditing`). Leading accessories are laid out from the leading edge in the
/// array's order, trailing ones so that the last is at the trailing edge; the content narrows by their
/// widths.
public struct CellAccessory: Equatable, Sendable {
    /// When an accessory shows, as `UICellAccessory.DisplayedState`: always, only while the collection
    /// view edits (`isEditing`), or only while it does not.
    public enum DisplayedState: Int, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
    }

    /// The width kept for an accessory, as `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Equatable, Sendable {
        /// The accessory's standard width (a custom view's own width).
        case standard
        /// Just the accessory's glyph or view.
        case actual
        /// This many points (negative counts as 0).
        case custom(Double)
    }

    /// The options of the standard accessories (`DeleteOptions`, `InsertOptions`, `ReorderOptions`,
    /// `MultiselectOptions`, `LabelOptions`, `DisclosureIndicatorOptions`, `CheckmarkOptions` in UIKit, one
    /// type here): whether it is hidden, the width kept for it and its colours.
    public struct AccessoryOptions: Equatable, Sendable {
        /// Whether the accessory is hidden (nil: shown). A hidden accessory keeps no width.
        public var isHidden: Bool?
        /// The width kept for it.
        public var reservedLayoutWidth: LayoutDimension
        /// The glyph's (or label's text) colour (nil: the accessory's standard colour).
        public var tintColor: Color?
        /// The colour behind the glyph of a delete, insert or selection circle (nil: none).
        public var backgroundColor: Color?
        /// The label's font (nil: the body font).
        public var font: Font?
        /// Whether a reorder grip has a line at its leading side (UIKit's `showsVerticalSeparator`).
        public var showsVerticalSeparator: Bool
        /// Kept for UIKit code that sets it on a label's options; PanelKit has no Dynamic Type.
        public var adjustsFontForContentSizeCategory: Bool

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil,
            backgroundColor: Color? = nil, font: Font? = nil, showsVerticalSeparator: Bool = true,
            adjustsFontForContentSizeCategory: Bool = false
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.font = font
            self.showsVerticalSeparator = showsVerticalSeparator
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
    public typealias DeleteOptions = AccessoryOptions
    public typealias InsertOptions = AccessoryOptions
    public typealias ReorderOptions = AccessoryOptions
    public typealias MultiselectOptions = AccessoryOptions
    public typealias LabelOptions = AccessoryOptions
    public typealias DisclosureIndicatorOptions = AccessoryOptions
    public typealias CheckmarkOptions = AccessoryOptions
    public typealias PopUpMenuOptions = AccessoryOptions

    /// Which side of the content a custom view goes, and when, as `UICellAccessory.Placement` (UIKit's
    /// `at:` position closure is not kept: custom views go in the array's order).
    public enum Placement: Equatable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)

        var displayed: DisplayedState {
            switch self {
            case .leading(let d), .trailing(let d): d
            }
        }
    }

    /// A view of your own as an accessory, as `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration: Equatable, Sendable {
        /// The view (sized by its frame, else its intrinsic content size).
        public var customView: View
        public var placement: Placement
        /// Whether the view is hidden (it then keeps no width).
        public var isHidden: Bool?
        /// The width kept for the view (`.standard` and `.actual`: its own width).
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour (nil: the cell's).
        public var tintColor: Color?
        /// Whether the view keeps its size (true) or is stretched to the row's height (false).
        public var maintainsFixedSize: Bool

        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil, maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        /// Configurations are equal when they show the same view in the same way.
        public static func == (a: CustomViewConfiguration, b: CustomViewConfiguration) -> Bool {
            a.customView === b.customView && a.placement == b.placement && a.isHidden == b.isHidden
                && a.reservedLayoutWidth == b.reservedLayoutWidth && a.tintColor == b.tintColor
                && a.maintainsFixedSize == b.maintainsFixedSize
        }
    }

    /// How an outline disclosure accessory looks and what a tap toggles, as
    /// `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Equatable, Sendable {
        /// Which tap toggles the item, as `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable {
            /// As `.cell` (PanelKit does not tell header configurations from cell ones).
            case automatic = 0
            /// A tap anywhere on the cell toggles the item (the cell is not selected).
            case header = 1
            /// Only a tap on the chevron toggles the item; a tap elsewhere selects the cell.
            case cell = 2
        }

        public var style: Style
        /// Whether the chevron is hidden (nil: shown).
        public var isHidden: Bool?
        /// The chevron's colour (nil: the cell's tint colour).
        public var tintColor: Color?

        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind: Equatable, Sendable {
        case disclosureIndicator
        case checkmark
        case outlineDisclosure(OutlineDisclosureOptions)
        case delete
        case insert
        case reorder
        case multiselect
        case label(String)
        case customView(CustomViewConfiguration)
        case popUpMenu(Menu)

        static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete),
                (.insert, .insert), (.reorder, .reorder), (.multiselect, .multiselect):
                true
            case (.outlineDisclosure(let x), .outlineDisclosure(let y)): x == y
            case (.label(let x), .label(let y)): x == y
            case (.customView(let x), .customView(let y)): x == y
            case (.popUpMenu(let x), .popUpMenu(let y)): x === y
            default: false
            }
        }
    }

    let kind: Kind
    var displayed = DisplayedState.always
    /// The options of a standard accessory.
    var options = AccessoryOptions()
    /// The accessory's own tap action (outline disclosure: in place of toggling the item's expansion;
    /// delete: in place of revealing the trailing swipe actions; insert).
    var actionHandler: (@MainActor @Sendable () -> Void)?

    init(kind: Kind, displayed: DisplayedState = .always, options: AccessoryOptions = AccessoryOptions()) {
        self.kind = kind
        self.displayed = displayed
        self.options = options
    }

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, displayed: displayed, options: options)
    }

    /// A check in the tint colour.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .checkmark, displayed: displayed, options: options)
    }

    /// A red circle with a minus at the leading edge, shown while editing by default, as
    /// `UICellAccessory.delete(displayed:options:actionHandler:)`. A tap runs `actionHandler`; without one
    /// it slides the row open on its trailing swipe actions (the list configuration's
    /// `trailingSwipeActionsConfigurationProvider`).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        var accessory = CellAccessory(kind: .delete, displayed: displayed, options: options)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A green circle with a plus at the leading edge, shown while editing by default; a tap runs
    /// `actionHandler`, as `UICellAccessory.insert(displayed:options:actionHandler:)`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        var accessory = CellAccessory(kind: .insert, displayed: displayed, options: options)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// The three-line grip at the trailing edge, shown while editing by default, as
    /// `UICellAccessory.reorder(displayed:options:)`: dragging it moves the item within its section, through
    /// the diffable data source's `reorderingHandlers` (or the data source's
    /// `collectionView(_:moveItemAt:to:)`).
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .reorder, displayed: displayed, options: options)
    }

    /// A selection circle at the leading edge (empty, or a check in the tint colour while the cell is
    /// selected), shown while editing by default, as `UICellAccessory.multiselect(displayed:options:)`. A tap
    /// goes to the cell (it selects the item).
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .multiselect, displayed: displayed, options: options)
    }

    /// A secondary-grey text at the trailing edge, as `UICellAccessory.label(text:displayed:options:)`.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .label(text), displayed: displayed, options: options)
    }

    /// A view of your own, on the side and in the editing states its placement says, as
    /// `UICellAccessory.customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(kind: .customView(configuration), displayed: configuration.placement.displayed)
    }

    /// An up-and-down chevron at the trailing edge whose tap shows `menu`, as
    /// `UICellAccessory.popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)` (the handler is not
    /// kept: the menu's actions run as in any menu).
    public static func popUpMenu(
        _ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .popUpMenu(menu), displayed: displayed, options: options)
    }

    /// A chevron pointing right while the item is collapsed and down while it is expanded, as
    /// `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`. A tap on it (or, with the
    /// `.header` style, on the cell) runs `actionHandler` when there is one; otherwise it expands or collapses
    /// the item in its section snapshot of the collection view's diffable data source, animated (asking the
    /// data source's `sectionSnapshotHandlers` first).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        var accessory = CellAccessory(kind: .outlineDisclosure(options), displayed: displayed)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// Accessories are equal when they are the same kind with the same options (handlers are not compared).
    public static func == (a: CellAccessory, b: CellAccessory) -> Bool {
        a.kind == b.kind && a.displayed == b.displayed && a.options == b.options
    }

    /// Whether the accessory shows on a list cell while its collection view is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .whenEditing where !editing, .whenNotEditing where editing: return false
        default: break
        }
        switch kind {
        case .outlineDisclosure(let options): return options.isHidden != true
        case .customView(let configuration): return configuration.isHidden != true
        default: return options.isHidden != true
        }
    }

    /// Whether the accessory goes at the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        default: false
        }
    }

    /// Whether it is a view of your own.
    var isCustomView: Bool {
        if case .customView = kind { true } else { false }
    }

    /// Whether the row itself draws it (the marks list cells had before editing accessories).
    var isRowMark: Bool {
        switch kind {
        case .disclosureIndicator, .checkmark, .outlineDisclosure: options == AccessoryOptions()
        default: false
        }
    }

    /// The table cell accessory drawn for it (none for the outline disclosure, drawn by its own view).
    var accessoryType: TableViewCell.AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        default: .none
        }
    }
}
