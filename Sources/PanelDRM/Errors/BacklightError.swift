/// Why the backlight cannot be controlled; the kiosk logs it once and blanks with the CRTC alone.
public enum BacklightError: Error, Equatable, CustomStringConvertible {
    /// The folder has no readable `max_brightness` or `brightness`.
    case unreadable(path: String)
    /// A control file could not be written.
    case notWritable(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .unreadable(let path):
            return "\(path): cannot read it; set backlight = /sys/class/backlight/NAME (or none) in the config"
        case .notWritable(let path, let e):
            return
                "\(path): cannot write it (\(errnoName(e))); give the kiosk's user write access with a udev rule (board/pi/99-panelkit-backlight.rules)"
        }
    }
}
