/// The header and footer configurations (`UIListContentConfiguration.plainHeader()` and the rest), for a
/// `TableViewHeaderFooterView`'s `contentConfiguration`.
extension ListContentConfiguration {
    /// A plain table's header: a bold 17-point title.
    public static func plainHeader() -> ListContentConfiguration {
        header(TextProperties(color: .label, fontSize: 17, fontWeight: .bold))
    }

    /// A plain table's footer: small grey text.
    public static func plainFooter() -> ListContentConfiguration {
        header(TextProperties(color: .secondaryLabel, fontSize: 13))
    }

    /// A grouped table's header: small grey text over its group.
    public static func groupedHeader() -> ListContentConfiguration {
        header(TextProperties(color: .secondaryLabel, fontSize: 13))
    }

    /// A grouped table's footer: small grey text under its group.
    public static func groupedFooter() -> ListContentConfiguration {
        header(TextProperties(color: .secondaryLabel, fontSize: 13))
    }

    /// A header in the style of its list (`.groupedHeader()`'s look).
    public static func header() -> ListContentConfiguration { groupedHeader() }

    /// A footer in the style of its list (`.groupedFooter()`'s look).
    public static func footer() -> ListContentConfiguration { groupedFooter() }

    private static func header(_ text: TextProperties) -> ListContentConfiguration {
        var c = ListContentConfiguration(arrangement: .stacked, secondary: text)
        c.textProperties = text
        c.textProperties.numberOfLines = 0
        return c
    }
}

extension ListContentConfiguration.TextProperties {
    /// Gives `label` this look.
    @MainActor
    func apply(to label: Label) {
        label.textColor = color
        label.fontSize = fontSize
        label.fontWeight = fontWeight
        label.font = font
        label.numberOfLines = numberOfLines
    }
}
