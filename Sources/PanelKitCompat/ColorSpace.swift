import PanelGraphics

/// Core Foundation's array, as drawing code hands colours to `CGGradient(colorsSpace:colors:locations:)`:
/// `[UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray`.
public typealias CFArray = [Any]
/// Core Foundation's string, as colour space names are spelled (`CGColorSpace.sRGB`).
public typealias CFString = String
public typealias CGColorSpace = ColorSpace

/// A colour space, as Core Graphics' `CGColorSpace`. PanelKit draws in one space (8-bit sRGB); a space
/// only says how many components a colour has where components are given as numbers
/// (`CGGradient(colorSpace:colorComponents:locations:count:)`): RGB spaces 3, gray spaces 1, with alpha after.
public final class ColorSpace: Sendable {
    /// The space's name (`CGColorSpace.sRGB`, ...), nil for a device space.
    public let name: String?
    /// The colour components a colour of the space has, alpha not counted.
    public let numberOfComponents: Int

    init(name: String?, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// The space named `name`; gray spaces (names with "Gray") have one component, the others three.
    public convenience init?(name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, numberOfComponents: name.contains("Gray") ? 1 : 3)
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
}

/// The device's RGB space, as `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { ColorSpace(name: nil, numberOfComponents: 3) }

/// The device's gray space, as `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { ColorSpace(name: nil, numberOfComponents: 1) }
