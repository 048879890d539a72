/// A mark at the trailing edge of a list cell, as `UICellAccessory`: a disclosure chevron, a checkmark, or
/// an outline disclosure chevron that expands and collapses the item's children. PanelKit shows the first
/// supported accessory of a cell's `accessories`.
public struct CellAccessory: Equatable, Sendable {
    /// When an accessory shows, as `UICellAccessory.DisplayedState`. List cells in PanelKit never edit, so
    /// `.whenEditing` accessories stay hidden.
    public enum DisplayedState: Int, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
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
    }

    let kind: Kind
    var displayed = DisplayedState.always
    /// The outline disclosure's own tap action, in place of toggling the item's expansion.
    var actionHandler: (@MainActor @Sendable () -> Void)?

    init(kind: Kind, displayed: DisplayedState = .always) {
        self.kind = kind
        self.displayed = displayed
    }

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A check in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .checkmark, displayed: displayed)
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
        a.kind == b.kind && a.displayed == b.displayed
    }

    /// Whether the accessory shows on a list cell (which never edits).
    var isShown: Bool {
        if displayed == .whenEditing { return false }
        if case .outlineDisclosure(let options) = kind { return options.isHidden != true }
        return true
    }

    /// The table cell accessory drawn for it (none for the outline disclosure, drawn by its own view).
    var accessoryType: TableViewCell.AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .outlineDisclosure: .none
        }
    }
}
