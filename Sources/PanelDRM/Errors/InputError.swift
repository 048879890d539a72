/// Why the libinput touch input could not start.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// An input node could not be opened; `group` owns it.
    case permissionDenied(path: String, group: String)
    /// udev or libinput itself failed to start.
    case setupFailed(call: String, context: String)
    /// libinput refused the seat.
    case seatFailed(seat: String)

    public var description: String {
        switch self {
        case .permissionDenied(let path, let group):
            return
                "\(path): permission denied (the node belongs to group '\(group)'); add the user to it (sudo usermod -aG \(group) $USER) and log in again"
        case .setupFailed(let call, let context):
            return "\(context): \(call) failed; is udev running (systemd-udevd)?"
        case .seatFailed(let seat):
            return "libinput could not assign seat '\(seat)'; check the seat name and that udev is running"
        }
    }
}
