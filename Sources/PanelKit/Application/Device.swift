#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The device the app runs on, as `UIDevice`: a Linux touch panel.
@MainActor
public final class Device {
    /// The one device.
    public static let current = Device()

    /// The host's name (`gethostname`).
    public var name: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "panel" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    /// "Panel".
    public let model = "Panel"
    public let localizedModel = "Panel"
    /// "Linux".
    public let systemName = "Linux"
    /// The kernel's release (`uname -r`).
    public var systemVersion: String {
        var u = utsname()
        guard uname(&u) == 0 else { return "" }
        return withUnsafeBytes(of: u.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    /// `.pad`: a large touch screen used at arm's length.
    public var userInterfaceIdiom: UserInterfaceIdiom { .pad }
    /// The screen's orientation as mounted: portrait when it is taller than wide, else landscape (a panel
    /// has no accelerometer, so this does not change).
    public var orientation: DeviceOrientation {
        guard let screen = Application.current?.screen else { return .unknown }
        return screen.bounds.height > screen.bounds.width ? .portrait : .landscapeLeft
    }
    /// Declared for UIKit code; never posted: a panel has no accelerometer and its orientation never changes.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Whether orientation notifications are being generated (kept; the orientation never changes).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Kept; a panel on mains power has no battery to monitor.
    public var isBatteryMonitoringEnabled = false
    /// -1: no battery, as UIKit reports when the level is unknown.
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    /// Kept; a panel has no proximity sensor.
    public var isProximityMonitoringEnabled = false
    public var proximityState: Bool { false }
    /// A panel runs one app.
    public var isMultitaskingSupported: Bool { false }

    private init() {}

    public func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    public func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// As `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged
        case charging
        case full
    }
}

/// The physical orientation of the device, as `UIDeviceOrientation`.
public enum DeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
