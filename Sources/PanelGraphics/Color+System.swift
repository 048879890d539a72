/// UIKit's system colours in their light-appearance values (Apple's Human Interface Guidelines), and
/// the classic named colours `UIColor` has beside `Color`'s. PanelKit has one appearance, so the
/// semantic colours (`label`, `systemBackground`) are these values, not dynamic ones.
extension Color {
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemYellow = Color(hex: 0xFFCC00)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemMint = Color(hex: 0x00C7BE)
    public static let systemTeal = Color(hex: 0x30B0C7)
    public static let systemCyan = Color(hex: 0x32ADE6)
    public static let systemIndigo = Color(hex: 0x5856D6)
    public static let systemPurple = Color(hex: 0xAF52DE)
    public static let systemPink = Color(hex: 0xFF2D55)
    public static let systemBrown = Color(hex: 0xA2845E)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)

    /// Text.
    public static let label = Color.black
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
    public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
    public static let link = Color(hex: 0x007AFF)
    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
    public static let opaqueSeparator = Color(hex: 0xC6C6C8)

    /// Backgrounds.
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)
    public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
    public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
    public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
    public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)

    /// A colour from hue, saturation and brightness (each 0...1, hue a fraction of the full turn), as
    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue - hue.rounded(.down)
        let s = Color.clamp(saturation)
        let v = Color.clamp(brightness)
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's hue, saturation and brightness (each 0...1), as `UIColor.getHue(_:saturation:brightness:alpha:)`
    /// gives them; the hue of a grey is 0.
    public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double) {
        let maxC = max(red, green, blue)
        let minC = min(red, green, blue)
        let delta = maxC - minC
        guard maxC > 0, delta > 0 else { return (0, 0, maxC) }
        var h: Double
        if maxC == red {
            h = (green - blue) / delta
        } else if maxC == green {
            h = 2 + (blue - red) / delta
        } else {
            h = 4 + (red - green) / delta
        }
        h /= 6
        if h < 0 { h += 1 }
        return (h, delta / maxC, maxC)
    }
}
