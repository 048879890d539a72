#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The panel sizes PanelKit is designed for; `DeviceValue` picks a value per class.
public enum DeviceClass: String, CaseIterable, Hashable, Sendable {
    /// The official 7" Raspberry Pi panel.
    case panel800x480
    case panel1024x600
    case panel1280x800
    case panel1920x1080
    /// Touch Display 2 in its native portrait orientation.
    case portrait720x1280

    /// The class's size in points (one point is one pixel).
    public var size: Size {
        switch self {
        case .panel800x480: return Size(width: 800, height: 480)
        case .panel1024x600: return Size(width: 1024, height: 600)
        case .panel1280x800: return Size(width: 1280, height: 800)
        case .panel1920x1080: return Size(width: 1920, height: 1080)
        case .portrait720x1280: return Size(width: 720, height: 1280)
        }
    }

    /// The class of a screen of `size`: portrait sizes are `.portrait720x1280`; landscape sizes take the
    /// nearest class (by the ratio of widths and of heights), so 800x600 counts as `.panel800x480`.
    public init(size: Size) {
        if size.height > size.width {
            self = .portrait720x1280
            return
        }
        func distance(_ c: DeviceClass) -> Double {
            abs(log(max(size.width, 1) / c.size.width)) + abs(log(max(size.height, 1) / c.size.height))
        }
        let landscape: [DeviceClass] = [.panel800x480, .panel1024x600, .panel1280x800, .panel1920x1080]
        self = landscape.min { distance($0) < distance($1) } ?? .panel800x480
    }
}

/// The display the application draws on, as `UIScreen`: its bounds and device class.
@MainActor
public final class Screen {
    /// The screen in points, at the origin.
    public let bounds: Rect
    /// Pixels per point; always 1 on a panel.
    public let scale: Double = 1
    /// The screen's size class.
    public let deviceClass: DeviceClass
    /// The panel's refresh rate.
    public let maximumFramesPerSecond: Int

    /// A screen of `size` refreshing `framesPerSecond` times a second.
    public init(size: Size, framesPerSecond: Int = 60) {
        bounds = Rect(origin: .zero, size: size)
        deviceClass = DeviceClass(size: size)
        maximumFramesPerSecond = framesPerSecond
    }

    /// The same as `bounds`, in pixels.
    public var nativeBounds: Rect { bounds }
}

/// A value chosen per panel class, as seed 000's `SBValue`: give one value per class, then read the
/// one for the screen in use.
///
/// ```swift
/// let inset = DeviceValue(panel800x480: 12.0, panel1024x600: 16, panel1280x800: 20, panel1920x1080: 28,
///                         portrait720x1280: 16)
/// view.layoutMargins = inset.value(for: screen)
/// ```
public struct DeviceValue<T> {
    public var panel800x480: T
    public var panel1024x600: T
    public var panel1280x800: T
    public var panel1920x1080: T
    public var portrait720x1280: T

    /// One value per class.
    public init(panel800x480: T, panel1024x600: T, panel1280x800: T, panel1920x1080: T, portrait720x1280: T) {
        self.panel800x480 = panel800x480
        self.panel1024x600 = panel1024x600
        self.panel1280x800 = panel1280x800
        self.panel1920x1080 = panel1920x1080
        self.portrait720x1280 = portrait720x1280
    }

    /// `defaultValue` everywhere except the classes given.
    public init(
        _ defaultValue: T, panel800x480: T? = nil, panel1024x600: T? = nil, panel1280x800: T? = nil,
        panel1920x1080: T? = nil, portrait720x1280: T? = nil
    ) {
        self.init(
            panel800x480: panel800x480 ?? defaultValue, panel1024x600: panel1024x600 ?? defaultValue,
            panel1280x800: panel1280x800 ?? defaultValue, panel1920x1080: panel1920x1080 ?? defaultValue,
            portrait720x1280: portrait720x1280 ?? defaultValue)
    }

    /// The value for `deviceClass`.
    public func value(for deviceClass: DeviceClass) -> T {
        switch deviceClass {
        case .panel800x480: return panel800x480
        case .panel1024x600: return panel1024x600
        case .panel1280x800: return panel1280x800
        case .panel1920x1080: return panel1920x1080
        case .portrait720x1280: return portrait720x1280
        }
    }

    /// The value for the screen's class (SBValue's `definedValue`, with the screen made explicit since
    /// PanelKit has no global screen).
    @MainActor
    public func value(for screen: Screen) -> T {
        value(for: screen.deviceClass)
    }

    /// The value for the screen `view` is on, or for `fallback` while the view is in no window.
    @MainActor
    public func value(in view: View, fallback: DeviceClass = .panel800x480) -> T {
        value(for: view.window?.screen.deviceClass ?? fallback)
    }

    /// The value for the screen of the window the view is in; the same as `value(in:)`, under SBValue's name.
    @MainActor
    public func definedValue(in view: View) -> T {
        value(in: view)
    }
}

extension DeviceValue: Sendable where T: Sendable {}
extension DeviceValue: Equatable where T: Equatable {}
