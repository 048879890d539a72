/// The orientation of the app's interface, as `UIInterfaceOrientation`. UIKit's raw values; a landscape
/// interface is the device's other landscape (the device turned left shows the interface's right).
public enum InterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
