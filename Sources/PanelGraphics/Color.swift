/// An sRGB colour with straight (non-premultiplied) alpha, components 0...1.
///
/// Surfaces store premultiplied ARGB32; `premultipliedARGB32` converts.
///
/// A colour can be dynamic, as UIKit's system colours and `UIColor(dynamicProvider:)` are: it has a value
/// per appearance (light, dark). The components are then the light value, and `dynamicTag` says where the
/// dark one is (`DynamicColors`), so that a colour stays a small plain value: `resolved(_:)` gives the
/// value for an appearance, and a `Canvas` resolves every colour it draws with its `appearance`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Setting a component makes the colour a fixed one.
    public var red: Double { didSet { dynamicTag = 0 } }
    public var green: Double { didSet { dynamicTag = 0 } }
    public var blue: Double { didSet { dynamicTag = 0 } }
    /// Setting the alpha of a dynamic colour sets it in every appearance (as `withAlphaComponent(_:)`).
    public var alpha: Double {
        didSet { if dynamicTag != 0 { dynamicTag |= DynamicColors.alphaFlag } }
    }
    /// 0 for a fixed colour. For a dynamic one, its entry in `DynamicColors` (the low 31 bits), and the top
    /// bit when `alpha` replaces the alpha of every appearance's value (`withAlphaComponent(_:)`).
    public internal(set) var dynamicTag: UInt32 = 0

    /// Whether the colour has a value per appearance.
    @inline(__always) public var isDynamic: Bool { dynamicTag != 0 }

    /// The colour's value in `appearance`: itself when it is fixed (one compare), else the fixed colour the
    /// appearance gives.
    @inline(__always)
    public func resolved(_ appearance: Appearance) -> Color {
        if dynamicTag == 0 { return self }
        return DynamicColors.resolve(self, appearance)
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hexString: String) {
        var s = Substring(hexString)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(hex: v)
        } else {
            self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255)
        }
    }

    /// The colour with `alpha`; a dynamic colour stays dynamic, with that alpha in every appearance.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        var c = self
        c.alpha = alpha
        return c
    }

    /// Premultiplied ARGB32 as pixman's a8r8g8b8 stores it.
    public var premultipliedARGB32: UInt32 {
        let a = Self.clamp(alpha)
        let r = UInt32((Self.clamp(red) * a * 255).rounded())
        let g = UInt32((Self.clamp(green) * a * 255).rounded())
        let b = UInt32((Self.clamp(blue) * a * 255).rounded())
        return UInt32((a * 255).rounded()) << 24 | r << 16 | g << 8 | b
    }

    /// Decodes a premultiplied ARGB32 pixel.
    public init(premultipliedARGB32 p: UInt32) {
        let a = Double(p >> 24) / 255
        if a == 0 {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else {
            self.init(
                red: Double((p >> 16) & 0xFF) / 255 / a, green: Double((p >> 8) & 0xFF) / 255 / a,
                blue: Double(p & 0xFF) / 255 / a, alpha: a)
        }
    }

    /// Component-wise interpolation in premultiplied space, so a fade through clear has no dark fringe.
    public static func interpolate(_ from: Color, _ to: Color, _ t: Double) -> Color {
        let a = from.alpha + (to.alpha - from.alpha) * t
        if a <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ f: Double, _ g: Double) -> Double {
            (f * from.alpha + (g * to.alpha - f * from.alpha) * t) / a
        }
        return Color(
            red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue), alpha: a)
    }

    public var description: String {
        func h(_ v: Double) -> String {
            let s = String(UInt8((Self.clamp(v) * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    static func clamp(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 0.67)
    public static let darkGray = Color(white: 0.33)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
}
