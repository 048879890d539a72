/// Why the DRM/KMS display could not start or go on. Each case says what, where and what to do, on one line.
public enum DRMError: Error, Equatable, CustomStringConvertible {
    /// There is no `/dev/dri` (no DRM driver loaded).
    case noDevice(hint: String)
    /// Opening a device node failed with EACCES; `group` owns the node.
    case permissionDenied(path: String, group: String, hint: String)
    /// The card cannot drive a display with dumb buffers (a render-only node, for example).
    case notModesetting(path: String)
    /// No connector reports a sink; `connectors` lists what was seen ("HDMI-A-1 disconnected").
    case noConnectedOutput(path: String, connectors: [String])
    /// `--output NAME` names no connector of the card.
    case unknownOutput(name: String, available: [String])
    /// The requested mode is not offered by the output.
    case modeNotFound(requested: String, output: String, available: [String])
    /// Another process (a desktop, Plymouth, another kiosk) holds DRM master.
    case masterHeld(path: String, seconds: Double)
    /// A modeset or flip was refused because this process is no longer DRM master (EACCES/EPERM).
    case notMaster
    /// A flip was refused because one is still pending (EBUSY).
    case busy
    /// The device went away (ENODEV), e.g. the driver was unbound.
    case deviceLost(path: String)
    /// Any other failed call: which call, its errno and what it was for.
    case system(call: String, errno: Int32, context: String)

    public var description: String {
        switch self {
        case .noDevice(let hint):
            return "no DRM display device (/dev/dri is missing); \(hint)"
        case .permissionDenied(let path, let group, let hint):
            return "\(path): permission denied (the node belongs to group '\(group)'); \(hint)"
        case .notModesetting(let path):
            return "\(path): not a display card (no dumb buffers or connectors); pick another with --device"
        case .noConnectedOutput(let path, let connectors):
            let seen = connectors.isEmpty ? "none" : connectors.joined(separator: ", ")
            return "\(path): no connected output (connectors: \(seen)); plug in the panel or check its cable"
        case .unknownOutput(let name, let available):
            return "no output named '\(name)' (outputs: \(available.joined(separator: ", "))); see --output list"
        case .modeNotFound(let requested, let output, let available):
            let shown = available.prefix(8).joined(separator: ", ")
            let more = available.count > 8 ? " and \(available.count - 8) more, see --output list" : ""
            return "\(output) offers no mode \(requested) (modes: \(shown)\(more)); pick one of them with --mode"
        case .masterHeld(let path, let seconds):
            return
                "\(path): another program holds DRM master (a desktop, Plymouth or another kiosk) and did not release it within \(formatSeconds(seconds)); stop it (systemctl stop display-manager) or choose --device"
        case .notMaster:
            return "not DRM master (another program took the display, e.g. after a VT switch); waiting for it back"
        case .busy:
            return "a page flip is already pending (EBUSY)"
        case .deviceLost(let path):
            return "\(path): the display device went away (ENODEV); check the driver (dmesg)"
        case .system(let call, let errno, let context):
            let hint: String
            switch errno {
            case 2: hint = "check the path (ls /dev/dri)"
            case 12:
                hint =
                    "the driver has no memory left for scanout buffers: choose a smaller --mode, or give the GPU "
                    + "more (on a Pi, a larger cma= in cmdline.txt)"
            default: hint = "see dmesg for the driver's reason"
            }
            return "\(context): \(call) failed: \(errnoName(errno)); \(hint)"
        }
    }
}

func formatSeconds(_ s: Double) -> String {
    s == s.rounded() ? "\(Int(s)) s" : "\(s) s"
}
