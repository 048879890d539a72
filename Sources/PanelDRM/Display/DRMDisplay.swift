import PanelGraphics
import PanelPlatform

/// A panel driven through DRM/KMS: two dumb buffers, atomic commits (or legacy SetCrtc + PageFlip),
/// frames paced by page-flip events.
///
/// The UI draws into `framebuffer` (RAM, in the rotated logical size). `present(damage:)` copies only
/// what the back buffer lacks, rotating in software, and queues a flip; `isReadyForFrame` stays false until
/// the flip's event arrives (`dispatchEvents()` when `pollDescriptor` is readable). Nothing runs while
/// nothing changes.
///
/// It recovers by itself from: EBUSY on a flip (retried a frame later, the frame kept), a lost flip event
/// (assumed done after `flipTimeout`), DRM master lost to another program (presenting pauses, master is
/// asked back every `masterRetryInterval`, then a full frame is set), and the connector unplugged and
/// plugged back (paused meanwhile). The run loop must call `dispatchEvents()` when `pollDescriptor` is
/// readable or `nextDeadline` has passed.
public final class DRMDisplay: Display {
    /// Why presenting is paused.
    public enum PauseReason: Sendable, Equatable {
        case masterLost
        case disconnected
    }

    public enum State: Sendable, Equatable {
        case running
        case paused(PauseReason)
        case closed
    }

    /// Counters for logs, benchmarks and tests.
    public struct Statistics: Sendable, Equatable {
        public var framesPresented = 0
        public var flipsQueued = 0
        public var flipsCompleted = 0
        public var busyRetries = 0
        public var lostFlipEvents = 0
        public var lateFlipEvents = 0
        public var masterLosses = 0
        public var resumes = 0
        public var rowsCopied = 0
        /// How often the panel was blanked (CRTC off) and lit again.
        public var blanks = 0
        public var unblanks = 0
    }

    public let width: Int
    public let height: Int
    public let framebuffer: Surface
    public let rotation: DisplayRotation
    public let path: String
    public let outputName: String
    public let usesAtomic: Bool
    public private(set) var mode: DisplayMode
    public private(set) var state: State = .running
    public internal(set) var statistics = Statistics()
    /// True while the panel is blanked (`blank()`): the CRTC is off and no frame is presented.
    public internal(set) var isBlanked = false
    /// The time the last flip reached the screen (CLOCK_MONOTONIC seconds), 0 before the first.
    public private(set) var lastFlipTime = 0.0
    /// How long to wait for a flip event before assuming it was lost.
    public var flipTimeout: Double
    /// How often to ask for DRM master back while it is held elsewhere.
    public var masterRetryInterval = 0.5
    /// One line per notable event (master lost, output unplugged, lost flip event).
    public var log: (String) -> Void

    public var refreshInterval: Double { 1 / max(mode.refresh, 1) }

    public var isReadyForFrame: Bool { state == .running && !isBlanked && pendingFlip == nil && !frameWaiting }

    public var pollDescriptor: Int32? { device.pollDescriptor }

    /// When the run loop must call `dispatchEvents()` even if `pollDescriptor` stays quiet: the lost-flip
    /// timeout, an EBUSY retry, or the next request for DRM master. nil: only when it is readable.
    public var nextDeadline: Double? {
        var deadline: Double?
        if let p = pendingFlip { deadline = p.time + flipTimeout }
        if let r = retryAt { deadline = min(deadline ?? r, r) }
        return deadline
    }

    /// The vblank that should complete the pending flip: the first refresh after it was queued, counted from
    /// the last flip's; nil without a pending flip or before the first flip.
    public var expectedReadyTime: Double? {
        guard let p = pendingFlip, lastFlipTime > 0, p.time >= lastFlipTime else { return nil }
        let r = refreshInterval
        return lastFlipTime + max(1, ((p.time - lastFlipTime) / r).rounded(.up)) * r
    }

    let device: any KMSDevice
    private let clock: any Clock
    let route: Route
    private let copier: ScanoutCopy
    private var buffers: [ScanoutBuffer] = []
    /// Per buffer: the logical area whose pixels the buffer lacks.
    private var stale: [Region]
    private var front = 0
    private var pendingFlip: (cookie: UInt64, time: Double, buffer: Int)?
    /// The framebuffer has content no queued flip carries yet.
    private var frameWaiting = false
    var retryAt: Double?
    private var nextCookie: UInt64 = 1
    private var saved: SavedCRTC?
    private var full: Region { Region(IntRect(x: 0, y: 0, width: width, height: height)) }

    /// Sets `mode` on `connector` of an open device and shows a black frame.
    /// - Throws: `DRMError` from buffer allocation or the first modeset.
    public init(
        device: any KMSDevice, connector: Connector, mode: DisplayMode, rotation: DisplayRotation = .none,
        atomic: Bool, clock: any Clock, log: @escaping (String) -> Void = { _ in }
    ) throws(DRMError) {
        guard let crtc = connector.crtcIDs.first else {
            throw .notModesetting(path: device.path)
        }
        self.device = device
        self.clock = clock
        self.log = log
        self.path = device.path
        self.outputName = connector.name
        self.mode = mode
        self.rotation = rotation
        self.usesAtomic = atomic
        self.route = Route(connectorID: connector.id, crtcID: crtc)
        (width, height) = rotation.logicalSize(physicalWidth: mode.width, physicalHeight: mode.height)
        framebuffer = Surface(width: width, height: height, format: .argb32)
        framebuffer.clear(to: .black)
        copier = ScanoutCopy(framebuffer: framebuffer, rotation: rotation)
        flipTimeout = max(0.25, 10 / max(mode.refresh, 1))
        stale = [Region(), Region()]
        do {
            for _ in 0..<2 {
                buffers.append(try device.createScanoutBuffer(width: mode.width, height: mode.height))
            }
            saved = device.saveCRTC(id: crtc)
            saved?.connectorIDs = [connector.id]
            copier.copy(full, into: buffers[0])
            stale[1] = full
            try device.modeset(route: route, mode: mode, buffer: buffers[0], atomic: atomic)
        } catch {
            for b in buffers { device.destroyScanoutBuffer(b) }
            buffers = []
            throw error
        }
    }

    deinit { close() }

    // MARK: Display

    /// Copies what the back buffer lacks (this frame's and the previous frame's damage) and queues a flip.
    /// While a flip is pending or presenting is paused, the damage is kept and shown as soon as possible.
    /// - Throws: `DRMError.deviceLost` or another unrecoverable `DRMError`.
    public func present(damage: Region) throws(DRMError) {
        guard state != .closed else { return }
        let d = damage.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        for i in stale.indices { stale[i].formUnion(d) }
        frameWaiting = true
        statistics.framesPresented += 1
        try pump()
    }

    /// Handles flip completions and hotplug, the lost-flip timeout and master recovery, then queues any
    /// frame that was waiting.
    public func dispatchEvents() throws(DRMError) {
        guard state != .closed else { return }
        for event in try device.readEvents() {
            switch event {
            case .flipComplete(let cookie, let time):
                if let p = pendingFlip, p.cookie == cookie {
                    front = p.buffer
                    pendingFlip = nil
                    lastFlipTime = time
                    statistics.flipsCompleted += 1
                } else {
                    statistics.lateFlipEvents += 1
                }
            case .hotplug:
                try handleHotplug()
            }
        }
        let now = clock.now
        if let p = pendingFlip, now - p.time >= flipTimeout {
            // The event never came; the flip has surely happened (or a retry will meet EBUSY and wait).
            statistics.lostFlipEvents += 1
            if statistics.lostFlipEvents == 1 { log("\(outputName): a page-flip event was lost; going on") }
            front = p.buffer
            pendingFlip = nil
        }
        if state == .paused(.masterLost), let r = retryAt, now >= r {
            tryRegainMaster(now: now)
        }
        try pump()
    }

    /// Puts the console's configuration back and frees the buffers. Safe to call more than once.
    public func close() {
        guard state != .closed else { return }
        state = .closed
        if let s = saved, device.isMaster() { device.restoreCRTC(s) }
        for b in buffers { device.destroyScanoutBuffer(b) }
        buffers = []
        device.close()
    }

    // MARK: Frames

    private func pump() throws(DRMError) {
        guard state == .running, !isBlanked, frameWaiting, pendingFlip == nil else { return }
        let now = clock.now
        if let r = retryAt, now < r { return }
        let back = 1 - front
        if !stale[back].isEmpty {
            statistics.rowsCopied += copier.copy(stale[back], into: buffers[back])
            stale[back] = Region()
        }
        let cookie = nextCookie
        nextCookie += 1
        do {
            try device.flip(route: route, buffer: buffers[back], atomic: usesAtomic, cookie: cookie)
            pendingFlip = (cookie, now, back)
            frameWaiting = false
            retryAt = nil
            statistics.flipsQueued += 1
        } catch .busy {
            // A flip we did not know about is still pending: keep the frame and try again a frame later.
            statistics.busyRetries += 1
            retryAt = now + refreshInterval
        } catch .notMaster {
            pause(.masterLost)
        } catch {
            throw error
        }
    }

    func pause(_ reason: PauseReason) {
        guard state == .running else { return }
        state = .paused(reason)
        pendingFlip = nil
        frameWaiting = true
        switch reason {
        case .masterLost:
            statistics.masterLosses += 1
            retryAt = clock.now + masterRetryInterval
            log("\(path): DRM master lost (another program took the display); pausing until it is back")
        case .disconnected:
            retryAt = nil
            log("\(outputName) unplugged; pausing until it is back")
        }
    }

    private func tryRegainMaster(now: Double) {
        retryAt = now + masterRetryInterval
        if !device.isMaster() {
            do throws(DRMError) {
                try device.acquireMaster()
            } catch {
                return
            }
        }
        resume()
    }

    /// Shows the whole framebuffer again with a modeset (another master may have changed the CRTC).
    /// On failure presenting stays paused (and, for master loss, `retryAt` asks again later).
    @discardableResult
    func resume() -> Bool {
        if isBlanked {
            // Dark on purpose: stay dark; `unblank()` lights the panel with a full frame.
            state = .running
            frameWaiting = true
            retryAt = nil
            return true
        }
        let back = 1 - front
        copier.copy(full, into: buffers[back])
        do throws(DRMError) {
            try device.modeset(route: route, mode: mode, buffer: buffers[back], atomic: usesAtomic)
        } catch {
            if error != .notMaster { log("\(outputName): could not set the mode again (\(error)); will retry") }
            return false
        }
        front = back
        stale[back] = Region()
        stale[1 - back] = full
        state = .running
        frameWaiting = false
        retryAt = nil
        statistics.resumes += 1
        log("\(outputName): showing again")
        return true
    }

    private func handleHotplug() throws(DRMError) {
        guard let c = try device.connectors().first(where: { $0.id == route.connectorID }) else { return }
        if !c.isConnected {
            pause(.disconnected)
            return
        }
        guard state == .paused(.disconnected) else { return }
        let same = c.modes.filter { $0.width == mode.width && $0.height == mode.height }
        guard let m = same.min(by: { abs($0.refresh - mode.refresh) < abs($1.refresh - mode.refresh) }) else {
            log("\(outputName) is back without \(mode.width)x\(mode.height); waiting")
            return
        }
        mode = m
        resume()
    }
}
