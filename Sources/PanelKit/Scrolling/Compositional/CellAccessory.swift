/// A mark at the trailing edge of a list cell, as `UICellAccessory`: a disclosure chevron or a checkmark.
/// PanelKit shows the first supported accessory of a cell's `accessories`.
public struct CellAccessory: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case disclosureIndicator
        case checkmark
    }

    let kind: Kind

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator() -> CellAccessory { CellAccessory(kind: .disclosureIndicator) }

    /// A check in the tint colour.
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }

    /// The table cell accessory drawn for it.
    var accessoryType: TableViewCell.AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        }
    }
}
