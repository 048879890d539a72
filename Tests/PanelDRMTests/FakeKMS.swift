import PanelDRM

/// A kernel in memory for DRMDisplay: cards, connectors, dumb buffers in RAM, flips that complete when the
/// test says so, and knobs for EBUSY, EACCES, lost flip events, master loss and hotplug.
final class FakeSystem: DRMSystem {
    var cards: [String]? = ["/dev/dri/card0"]
    var devices: [String: FakeDevice] = [:]
    var openErrors: [String: DRMError] = [:]
    var sleeps: [Double] = []
    /// Runs at each sleep (a test can release DRM master after a few).
    var onSleep: ((Int) -> Void)?

    init(device: FakeDevice? = FakeDevice()) {
        if let d = device { devices[d.path] = d }
    }

    func cardPaths() -> [String]? { cards }

    func openCard(path: String) throws(DRMError) -> any KMSDevice {
        if let e = openErrors[path] { throw e }
        guard let d = devices[path] else { throw .system(call: "open", errno: 2, context: "opening \(path)") }
        d.isOpen = true
        return d
    }

    func sleep(seconds: Double) {
        sleeps.append(seconds)
        onSleep?(sleeps.count)
    }
}

final class FakeDevice: KMSDevice {
    let path: String
    var pollDescriptor: Int32? { nil }
    var supportsDumbBuffers = true
    var offersAtomic = true
    var connectorList: [Connector]
    /// This client is DRM master.
    var master = true
    /// Whether `acquireMaster` succeeds (false while another program holds it).
    var masterFree = true
    var isOpen = false
    var crtcRestored: SavedCRTC?

    private(set) var buffers: [UInt32: ScanoutBuffer] = [:]
    private var nextID: UInt32 = 50
    /// The framebuffer being scanned out.
    private(set) var onScreen: UInt32 = 0
    private(set) var modesets: [(fb: UInt32, atomic: Bool)] = []
    private(set) var flips: [(fb: UInt32, cookie: UInt64)] = []
    /// A flip the "hardware" has queued but not completed.
    private(set) var queued: (fb: UInt32, cookie: UInt64)?
    /// Errors the next flips throw, in order, before anything else is checked.
    var flipErrors: [DRMError] = []
    /// The next completed flip sends no event.
    var dropNextEvent = false
    private var events: [KMSEvent] = []

    init(path: String = "/dev/dri/card0", connectors: [Connector]? = nil) {
        self.path = path
        connectorList =
            connectors ?? [
                Connector(id: 31, name: "HDMI-A-1", isConnected: false, modes: [], crtcIDs: [40]),
                Connector(
                    id: 32, name: "DSI-1", isConnected: true,
                    modes: [
                        DisplayMode(width: 8, height: 4, refresh: 60, isPreferred: true),
                        DisplayMode(width: 4, height: 2, refresh: 50),
                    ], crtcIDs: [41]),
            ]
    }

    func enableAtomic() -> Bool { offersAtomic }
    func isMaster() -> Bool { master }

    func acquireMaster() throws(DRMError) {
        guard masterFree else { throw .notMaster }
        master = true
    }

    func connectors() throws(DRMError) -> [Connector] { connectorList }

    /// Errors the next buffer allocations throw, in order (nil lets one succeed).
    var bufferErrors: [DRMError?] = []

    func createScanoutBuffer(width: Int, height: Int) throws(DRMError) -> ScanoutBuffer {
        if !bufferErrors.isEmpty, let e = bufferErrors.removeFirst() { throw e }
        let pitch = width * 4 + 16  // a pitch wider than the row, as real drivers often have
        let bytes = pitch * height
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0xEE, count: bytes)
        nextID += 1
        let b = ScanoutBuffer(
            framebufferID: nextID, handle: nextID + 100, width: width, height: height, pitch: pitch, pixels: memory,
            byteCount: bytes)
        buffers[b.framebufferID] = b
        return b
    }

    func destroyScanoutBuffer(_ buffer: ScanoutBuffer) {
        buffers[buffer.framebufferID] = nil
        buffer.pixels.deallocate()
    }

    func saveCRTC(id: UInt32) -> SavedCRTC? { SavedCRTC(crtcID: id, framebufferID: 7, connectorIDs: []) }

    func restoreCRTC(_ saved: SavedCRTC) { crtcRestored = saved }

    func modeset(route: Route, mode: DisplayMode, buffer: ScanoutBuffer, atomic: Bool) throws(DRMError) {
        guard master else { throw .notMaster }
        modesets.append((buffer.framebufferID, atomic))
        onScreen = buffer.framebufferID
        queued = nil
    }

    func flip(route: Route, buffer: ScanoutBuffer, atomic: Bool, cookie: UInt64) throws(DRMError) {
        if !flipErrors.isEmpty { throw flipErrors.removeFirst() }
        guard master else { throw .notMaster }
        if queued != nil { throw .busy }
        queued = (buffer.framebufferID, cookie)
        flips.append((buffer.framebufferID, cookie))
    }

    /// Routes turned off (blanking) and whether each was atomic.
    private(set) var deactivations: [(crtc: UInt32, atomic: Bool)] = []
    /// True while the CRTC is off (cleared by the next modeset).
    var isDark: Bool { onScreen == 0 }

    func deactivate(route: Route, atomic: Bool) throws(DRMError) {
        guard master else { throw .notMaster }
        deactivations.append((route.crtcID, atomic))
        onScreen = 0
    }

    /// The vblank: the queued flip takes effect and (unless dropped) its event is readable.
    func vblank(at time: Double = 0) {
        guard let q = queued else { return }
        onScreen = q.fb
        queued = nil
        if dropNextEvent {
            dropNextEvent = false
        } else {
            events.append(.flipComplete(cookie: q.cookie, time: time))
        }
    }

    func hotplug(connected: Bool) {
        for i in connectorList.indices where connectorList[i].name == "DSI-1" {
            connectorList[i].isConnected = connected
        }
        events.append(.hotplug)
    }

    func readEvents() throws(DRMError) -> [KMSEvent] {
        defer { events = [] }
        return events
    }

    func close() { isOpen = false }

    /// The pixel the panel shows at physical (x, y), 0x00RRGGBB.
    func screenPixel(x: Int, y: Int) -> UInt32 {
        guard let b = buffers[onScreen] else { return 0xDEAD }
        return b.pixels.load(fromByteOffset: y * b.pitch + x * 4, as: UInt32.self) & 0x00FF_FFFF
    }

    /// The raw word in buffer `fb` at (x, y), sentinel bytes included.
    func word(fb: UInt32, x: Int, y: Int) -> UInt32 {
        let b = buffers[fb]!
        return b.pixels.load(fromByteOffset: y * b.pitch + x * 4, as: UInt32.self)
    }

    var bufferIDs: [UInt32] { buffers.keys.sorted() }
}
