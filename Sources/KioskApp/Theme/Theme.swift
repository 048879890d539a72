import PanelKit
import PanelText

/// Type sizes, spacing and radii for one device class, picked with `DeviceValue` (seed 000's `SBValue`).
///
/// One point is one pixel on a panel, and the panels differ in pixel density as much as in size: the
/// 7" 800x480 panel has big pixels, Touch Display 2 packs 720x1280 into the same 7". The tables below
/// keep text readable on each (never below 13 px) and spacing in proportion.
public struct Theme: Sendable, Equatable {
    /// The class the values were picked for.
    public let deviceClass: DeviceClass

    /// Screen titles ("Explore").
    public let largeTitleSize: Double
    /// Names and section titles.
    public let titleSize: Double
    /// Row titles and buttons (bold).
    public let headlineSize: Double
    /// Running text.
    public let bodySize: Double
    /// Details, times and captions.
    public let captionSize: Double
    /// Outer margins.
    public let padding: Double
    /// Space between related elements.
    public let spacing: Double
    /// Corner radius of cards and sheets.
    public let cardRadius: Double
    /// Corner radius of thumbnails and small tiles.
    public let smallRadius: Double
    /// The general size factor relative to the 800x480 panel.
    public let scale: Double

    static let scales = DeviceValue(
        panel800x480: 1.0, panel1024x600: 1.2, panel1280x800: 1.4, panel1920x1080: 1.9, portrait720x1280: 1.45)
    static let largeTitles = DeviceValue(
        panel800x480: 28.0, panel1024x600: 33, panel1280x800: 38, panel1920x1080: 52, portrait720x1280: 40)
    static let titles = DeviceValue(
        panel800x480: 22.0, panel1024x600: 26, panel1280x800: 30, panel1920x1080: 41, portrait720x1280: 31)
    static let headlines = DeviceValue(
        panel800x480: 16.0, panel1024x600: 19, panel1280x800: 22, panel1920x1080: 30, portrait720x1280: 23)
    static let bodies = DeviceValue(
        panel800x480: 15.0, panel1024x600: 17, panel1280x800: 20, panel1920x1080: 27, portrait720x1280: 21)
    static let captions = DeviceValue(
        panel800x480: 13.0, panel1024x600: 15, panel1280x800: 17, panel1920x1080: 23, portrait720x1280: 18)
    static let paddings = DeviceValue(
        panel800x480: 16.0, panel1024x600: 20, panel1280x800: 24, panel1920x1080: 32, portrait720x1280: 24)
    static let spacings = DeviceValue(
        panel800x480: 10.0, panel1024x600: 12, panel1280x800: 14, panel1920x1080: 19, portrait720x1280: 14)
    static let cardRadii = DeviceValue(
        panel800x480: 16.0, panel1024x600: 18, panel1280x800: 20, panel1920x1080: 20, portrait720x1280: 20)
    static let smallRadii = DeviceValue(
        panel800x480: 10.0, panel1024x600: 12, panel1280x800: 12, panel1920x1080: 14, portrait720x1280: 14)

    /// The values for `deviceClass`.
    public init(deviceClass: DeviceClass) {
        self.deviceClass = deviceClass
        scale = Self.scales.value(for: deviceClass)
        largeTitleSize = Self.largeTitles.value(for: deviceClass)
        titleSize = Self.titles.value(for: deviceClass)
        headlineSize = Self.headlines.value(for: deviceClass)
        bodySize = Self.bodies.value(for: deviceClass)
        captionSize = Self.captions.value(for: deviceClass)
        padding = Self.paddings.value(for: deviceClass)
        spacing = Self.spacings.value(for: deviceClass)
        cardRadius = Self.cardRadii.value(for: deviceClass)
        smallRadius = Self.smallRadii.value(for: deviceClass)
    }

    /// The values for the screen's class.
    @MainActor
    public init(screen: Screen) {
        self.init(deviceClass: screen.deviceClass)
    }

    /// True on the portrait panel, where screens stack vertically.
    public var isPortrait: Bool { deviceClass == .portrait720x1280 }

    /// `base` (a length designed for the 800x480 panel) at this class's scale, rounded to a pixel.
    public func s(_ base: Double) -> Double {
        (base * scale).rounded()
    }
}
