/// UIKit's system colours (Apple's Human Interface Guidelines, "Color"), and the classic named colours
/// `UIColor` has beside `Color`'s. As in UIKit, the system colours and the semantic ones (`label`,
/// `systemBackground`) are dynamic: their components are the light appearance's values, and they draw
/// their dark values (the HIG's dark column: `systemBackground` black, `label` white, `systemBlue`
/// 0x0A84FF) in a view whose `userInterfaceStyle` is dark (`resolved(.dark)`).
extension Color {
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// A system colour: `light` and `dark` as 0xRRGGBB, with their alphas.
    private static func system(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> Color {
        Color(light: Color(hex: light, alpha: alpha), dark: Color(hex: dark, alpha: darkAlpha ?? alpha))
    }

    public static let systemBlue = system(0x007AFF, 0x0A84FF)
    public static let systemRed = system(0xFF3B30, 0xFF453A)
    public static let systemOrange = system(0xFF9500, 0xFF9F0A)
    public static let systemYellow = system(0xFFCC00, 0xFFD60A)
    public static let systemGreen = system(0x34C759, 0x30D158)
    public static let systemMint = system(0x00C7BE, 0x63E6E2)
    public static let systemTeal = system(0x30B0C7, 0x40C8E0)
    public static let systemCyan = system(0x32ADE6, 0x64D2FF)
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    public static let systemPink = system(0xFF2D55, 0xFF375F)
    public static let systemBrown = system(0xA2845E, 0xAC8E68)
    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    /// Text.
    public static let label = system(0x000000, 0xFFFFFF)
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let link = system(0x007AFF, 0x0984FF)
    public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    /// Backgrounds.
    public static let systemBackground = system(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)
    public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

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
