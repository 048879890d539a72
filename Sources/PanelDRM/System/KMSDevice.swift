/// The kernel as PanelDRM sees it: DRM card nodes that open into `KMSDevice`s.
///
/// `LinuxDRMSystem` calls libdrm, ioctl, open and poll; tests pass a fake that injects EBUSY, EACCES,
/// lost flip events and master loss. Nothing else in PanelDRM touches a DRM descriptor.
public protocol DRMSystem: AnyObject {
    /// The primary card nodes (`/dev/dri/card0`, …) in name order; nil when `/dev/dri` does not exist.
    func cardPaths() -> [String]?
    /// Opens a card for modesetting.
    /// - Throws: `DRMError.permissionDenied` naming the node's group, `.noDevice`, or `.system`.
    func openCard(path: String) throws(DRMError) -> any KMSDevice
    /// Blocks the calling thread for `seconds` (used only while waiting for DRM master at start).
    func sleep(seconds: Double)
}

/// One open DRM card.
public protocol KMSDevice: AnyObject {
    var path: String { get }
    /// Readable when a flip completed or a hotplug arrived; nil when the device has nothing to poll.
    var pollDescriptor: Int32? { get }
    /// True when the card can scan out CPU-written dumb buffers.
    var supportsDumbBuffers: Bool { get }

    /// Switches to atomic modesetting; false when the driver does not offer it.
    /// The corresponding C function is `drmSetClientCap(DRM_CLIENT_CAP_ATOMIC)`.
    func enableAtomic() -> Bool
    /// The corresponding C function is `drmIsMaster`.
    func isMaster() -> Bool
    /// The corresponding C function is `drmSetMaster`.
    func acquireMaster() throws(DRMError)

    /// Every connector with its state and modes (a full probe, so it also sees hotplug).
    func connectors() throws(DRMError) -> [Connector]

    /// Creates a dumb buffer, its framebuffer object and a CPU mapping (never read from it).
    func createScanoutBuffer(width: Int, height: Int) throws(DRMError) -> ScanoutBuffer
    func destroyScanoutBuffer(_ buffer: ScanoutBuffer)

    /// The CRTC's current configuration, to restore on exit (the console's framebuffer).
    func saveCRTC(id: UInt32) -> SavedCRTC?
    /// Puts back a saved configuration; errors are ignored (this runs on the way out).
    func restoreCRTC(_ saved: SavedCRTC)

    /// Lights `route` with `mode` scanning out `buffer`, blocking until done.
    /// The corresponding C functions are `drmModeAtomicCommit` (ALLOW_MODESET) or `drmModeSetCrtc`.
    func modeset(route: Route, mode: DisplayMode, buffer: ScanoutBuffer, atomic: Bool) throws(DRMError)
    /// Queues a flip to `buffer` at the next vblank; a `KMSEvent.flipComplete(cookie:)` follows.
    /// The corresponding C functions are `drmModeAtomicCommit` (NONBLOCK | PAGE_FLIP_EVENT) or `drmModePageFlip`.
    /// - Throws: `.busy` for EBUSY, `.notMaster` for EACCES/EPERM, `.deviceLost` for ENODEV.
    func flip(route: Route, buffer: ScanoutBuffer, atomic: Bool, cookie: UInt64) throws(DRMError)
    /// Turns the CRTC off so the panel goes dark (blanking), blocking until done; `modeset` lights it again.
    /// The corresponding C functions are `drmModeAtomicCommit` (ACTIVE = 0) or `drmModeSetCrtc` with no
    /// framebuffer.
    func deactivate(route: Route, atomic: Bool) throws(DRMError)
    /// Reads whatever is pending without blocking: flip completions and connector hotplug.
    func readEvents() throws(DRMError) -> [KMSEvent]

    /// Closes every descriptor. Further calls are not allowed.
    func close()
}

/// Something that happened on the device.
public enum KMSEvent: Equatable, Sendable {
    /// The flip queued with `cookie` reached the screen at `time` (CLOCK_MONOTONIC seconds).
    case flipComplete(cookie: UInt64, time: Double)
    /// A connector changed (plugged or unplugged); probe again.
    case hotplug
}

/// A display timing the connector offers.
public struct DisplayMode: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Vertical refresh in Hz, from the pixel clock and totals (59.94 stays 59.94).
    public var refresh: Double
    public var isPreferred: Bool
    /// The kernel's mode record (zero in tests).
    var raw: RawMode

    public init(width: Int, height: Int, refresh: Double, isPreferred: Bool = false) {
        self.init(width: width, height: height, refresh: refresh, isPreferred: isPreferred, raw: RawMode())
    }

    init(width: Int, height: Int, refresh: Double, isPreferred: Bool, raw: RawMode) {
        self.width = width
        self.height = height
        self.refresh = refresh
        self.isPreferred = isPreferred
        self.raw = raw
    }

    /// "800x480@60" (refresh rounded to 0.01 Hz, trailing zeros dropped).
    public var description: String { "\(width)x\(height)@\(formatHz(refresh))" }
}

func formatHz(_ hz: Double) -> String {
    let r = (hz * 100).rounded() / 100
    return r == r.rounded() ? "\(Int(r))" : "\(r)"
}

/// `drmModeModeInfo`'s bytes, kept opaque so the public types stay free of C.
struct RawMode: Hashable, Sendable {
    var bytes: [UInt8] = []
}

/// A connector (an output jack or a panel interface) as probed.
public struct Connector: Hashable, Sendable {
    public var id: UInt32
    /// The name the kernel and tools use: "HDMI-A-1", "DSI-1", "Virtual-1".
    public var name: String
    public var isConnected: Bool
    public var modes: [DisplayMode]
    /// CRTCs that can drive this connector, the one driving it now first.
    public var crtcIDs: [UInt32]

    public init(id: UInt32, name: String, isConnected: Bool, modes: [DisplayMode], crtcIDs: [UInt32]) {
        self.id = id
        self.name = name
        self.isConnected = isConnected
        self.modes = modes
        self.crtcIDs = crtcIDs
    }

    /// The mode marked preferred, else the first.
    public var preferredMode: DisplayMode? { modes.first { $0.isPreferred } ?? modes.first }
}

/// Which CRTC drives which connector.
public struct Route: Hashable, Sendable {
    public var connectorID: UInt32
    public var crtcID: UInt32

    public init(connectorID: UInt32, crtcID: UInt32) {
        self.connectorID = connectorID
        self.crtcID = crtcID
    }
}

/// A CPU-mapped dumb buffer with a framebuffer object, ready to scan out. XRGB8888.
public struct ScanoutBuffer: Hashable, @unchecked Sendable {
    public var framebufferID: UInt32
    public var handle: UInt32
    public var width: Int
    public var height: Int
    /// Bytes per row.
    public var pitch: Int
    /// Mapped, write-combined memory: write only, never read.
    public var pixels: UnsafeMutableRawPointer
    public var byteCount: Int

    public init(
        framebufferID: UInt32, handle: UInt32, width: Int, height: Int, pitch: Int, pixels: UnsafeMutableRawPointer,
        byteCount: Int
    ) {
        self.framebufferID = framebufferID
        self.handle = handle
        self.width = width
        self.height = height
        self.pitch = pitch
        self.pixels = pixels
        self.byteCount = byteCount
    }
}

/// A CRTC's configuration before PanelDRM touched it.
public struct SavedCRTC: Hashable, Sendable {
    public var crtcID: UInt32
    public var framebufferID: UInt32
    public var x: UInt32
    public var y: UInt32
    public var connectorIDs: [UInt32]
    var mode: RawMode?

    public init(crtcID: UInt32, framebufferID: UInt32, x: UInt32 = 0, y: UInt32 = 0, connectorIDs: [UInt32]) {
        self.crtcID = crtcID
        self.framebufferID = framebufferID
        self.x = x
        self.y = y
        self.connectorIDs = connectorIDs
        self.mode = nil
    }
}
