import PanelGraphics

/// The kiosk's colours: iOS system colours in their light appearance.
public enum Palette {
    /// The grouped background behind cards and lists (`systemGroupedBackground`).
    public static let groupedBackground = Color(hex: 0xF2F2F7)
    /// Cards, lists and bars (`secondarySystemGroupedBackground`).
    public static let surface = Color.white
    /// Primary text.
    public static let label = Color(hex: 0x1C1C1E)
    /// Secondary text: details, captions.
    public static let secondaryLabel = Color(hex: 0x6C6C70)
    /// Tertiary text and idle indicators.
    public static let tertiaryLabel = Color(hex: 0xAEAEB2)
    /// Hairlines between rows.
    public static let separator = Color(hex: 0xE5E5EA)
    /// Filled controls at rest (`systemFill`-like, opaque).
    public static let fill = Color(hex: 0xE9E9EE)
    /// The tint of buttons and selections.
    public static let accent = Color(hex: 0x007AFF)
    public static let red = Color(hex: 0xFF3B30)
    public static let pink = Color(hex: 0xFF2D55)
    public static let green = Color(hex: 0x34C759)
    public static let orange = Color(hex: 0xFF9500)
    public static let indigo = Color(hex: 0x5856D6)
    public static let teal = Color(hex: 0x30B0C7)
    /// The profile's activity card (seed 000's yellow card).
    public static let yellowCard = Color(hex: 0xFFD95A)
    /// Text on the yellow card.
    public static let yellowCardLabel = Color(hex: 0x3D3200)
    /// Secondary text on the yellow card.
    public static let yellowCardSecondary = Color(hex: 0x7A6A2A)
    /// Rows and hairlines on the yellow card.
    public static let yellowCardSeparator = Color(hex: 0xEDC443)
    /// The player's dark surfaces.
    public static let playerBackground = Color(hex: 0x0E0E10)
    /// The warning banner.
    public static let warningBackground = Color(hex: 0xFFF4D6)
    public static let warningBorder = Color(hex: 0xF2C94C)
    public static let warningLabel = Color(hex: 0x5C4300)
    /// Soft shadows under cards.
    public static let shadow = Color(hex: 0x000000)

    /// A stable colour for a name (avatars of commenters, activity icons).
    public static func tint(for name: String) -> Color {
        let tints = [accent, indigo, pink, orange, green, teal, red]
        var h: UInt32 = 2_166_136_261
        for b in name.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return tints[Int(h % UInt32(tints.count))]
    }
}
