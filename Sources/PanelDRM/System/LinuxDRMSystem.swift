import CDRM
import CInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The one file where PanelDRM's display code calls libdrm, ioctl, open, mmap, epoll and libudev.
// Every call retries EINTR where the kernel can return it and turns failures into `DRMError`s that
// carry errno and what the call was for.

/// The real kernel: `/dev/dri/card*` through libdrm.
public final class LinuxDRMSystem: DRMSystem {
    /// Where card nodes live; `/dev/dri` unless a test or a chroot says otherwise.
    public let directory: String

    public init(directory: String = "/dev/dri") {
        self.directory = directory
    }

    public func cardPaths() -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("card"), let n = Int(name.dropFirst(4)) { numbers.append(n) }
        }
        return numbers.sorted().map { "\(directory)/card\($0)" }
    }

    public func openCard(path: String) throws(DRMError) -> any KMSDevice {
        let fd = retryingEINTR { open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK) }
        if fd < 0 {
            let e = errno
            if e == EACCES || e == EPERM {
                let group = groupName(ofNode: path) ?? "video"
                throw .permissionDenied(
                    path: path, group: group,
                    hint: "add the user to that group (sudo usermod -aG \(group) $USER) and log in again")
            }
            if e == ENOENT, access(directory, F_OK) != 0 {
                throw .noDevice(hint: noDRIHint)
            }
            throw .system(call: "open", errno: e, context: "opening \(path)")
        }
        return try LinuxKMSDevice(path: path, fd: fd)
    }

    public func sleep(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR {
            request = remaining
        }
    }
}

/// What to do when there is no `/dev/dri` at all.
let noDRIHint =
    "load the panel's DRM driver (on a Pi: dtoverlay=vc4-kms-v3d in config.txt) or run board/vm/virtual-panel"

/// An open card. Not for use from several threads.
final class LinuxKMSDevice: KMSDevice {
    let path: String
    private var fd: Int32
    private var epollFD: Int32 = -1
    private var udev: OpaquePointer?
    private var monitor: OpaquePointer?
    private var atomic = false
    private var propertyCache: [UInt32: [String: UInt32]] = [:]
    private var planeForCRTC: [UInt32: UInt32] = [:]
    private var modeBlob: UInt32 = 0
    /// Gives the descriptor back (to the seat manager) instead of closing it; nil closes it.
    private let release: ((Int32) -> Void)?

    init(path: String, fd: Int32, release: ((Int32) -> Void)? = nil) throws(DRMError) {
        self.path = path
        self.fd = fd
        self.release = release
        // One pollable descriptor for flip events and connector hotplug (udev "drm" uevents).
        epollFD = panel_epoll_create()
        if epollFD < 0 {
            let e = errno
            if let release { release(fd) } else { Glibc.close(fd) }
            throw .system(call: "epoll_create1", errno: e, context: "watching \(path)")
        }
        _ = panel_epoll_add(epollFD, fd)
        if let u = udev_new(), let m = udev_monitor_new_from_netlink(u, "udev") {
            udev_monitor_filter_add_match_subsystem_devtype(m, "drm", nil)
            if udev_monitor_enable_receiving(m) == 0 {
                _ = panel_epoll_add(epollFD, udev_monitor_get_fd(m))
                udev = u
                monitor = m
            } else {
                udev_monitor_unref(m)
                udev_unref(u)
            }
        }
    }

    deinit { close() }

    var pollDescriptor: Int32? { epollFD >= 0 ? epollFD : nil }

    var supportsDumbBuffers: Bool {
        var value: UInt64 = 0
        return drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &value) == 0 && value != 0
    }

    func enableAtomic() -> Bool {
        if drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) != 0 { return false }
        atomic = true
        return true
    }

    func isMaster() -> Bool { drmIsMaster(fd) != 0 }

    func acquireMaster() throws(DRMError) {
        if drmSetMaster(fd) != 0 {
            let e = errno
            if e == EACCES || e == EPERM || e == EBUSY || e == EINVAL { throw .notMaster }
            throw .system(call: "drmSetMaster", errno: e, context: "taking DRM master on \(path)")
        }
    }

    // MARK: Connectors

    func connectors() throws(DRMError) -> [Connector] {
        guard let res = drmModeGetResources(fd) else {
            let e = errno
            if e == ENODEV { throw .deviceLost(path: path) }
            if e == EOPNOTSUPP || e == EINVAL { throw .notModesetting(path: path) }
            throw .system(call: "drmModeGetResources", errno: e, context: "reading the outputs of \(path)")
        }
        defer { drmModeFreeResources(res) }
        let crtcs = (0..<Int(res.pointee.count_crtcs)).map { res.pointee.crtcs[$0] }
        var out: [Connector] = []
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
            defer { drmModeFreeConnector(c) }
            out.append(connector(c.pointee, crtcs: crtcs))
        }
        return out
    }

    private func connector(_ c: drmModeConnector, crtcs: [UInt32]) -> Connector {
        let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
        var modes: [DisplayMode] = []
        for m in 0..<Int(c.count_modes) {
            modes.append(Self.mode(c.modes[m]))
        }
        var crtcIDs: [UInt32] = []
        if c.encoder_id != 0, let enc = drmModeGetEncoder(fd, c.encoder_id) {
            if enc.pointee.crtc_id != 0 { crtcIDs.append(enc.pointee.crtc_id) }
            drmModeFreeEncoder(enc)
        }
        for e in 0..<Int(c.count_encoders) {
            guard let enc = drmModeGetEncoder(fd, c.encoders[e]) else { continue }
            for (index, id) in crtcs.enumerated() where enc.pointee.possible_crtcs & (1 << UInt32(index)) != 0 {
                if !crtcIDs.contains(id) { crtcIDs.append(id) }
            }
            drmModeFreeEncoder(enc)
        }
        return Connector(
            id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)",
            isConnected: c.connection == DRM_MODE_CONNECTED, modes: modes, crtcIDs: crtcIDs)
    }

    static func mode(_ m: drmModeModeInfo) -> DisplayMode {
        var refresh = Double(m.vrefresh)
        if m.htotal > 0 && m.vtotal > 0 {
            refresh = Double(m.clock) * 1000 / (Double(m.htotal) * Double(m.vtotal))
            if m.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0 { refresh *= 2 }
            if m.flags & UInt32(DRM_MODE_FLAG_DBLSCAN) != 0 { refresh /= 2 }
            if m.vscan > 1 { refresh /= Double(m.vscan) }
        }
        var copy = m
        let bytes = withUnsafeBytes(of: &copy) { Array($0) }
        return DisplayMode(
            width: Int(m.hdisplay), height: Int(m.vdisplay), refresh: refresh,
            isPreferred: m.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0, raw: RawMode(bytes: bytes))
    }

    private static func modeInfo(_ raw: RawMode) -> drmModeModeInfo? {
        guard raw.bytes.count == MemoryLayout<drmModeModeInfo>.size else { return nil }
        var info = drmModeModeInfo()
        withUnsafeMutableBytes(of: &info) { dst in raw.bytes.withUnsafeBytes { dst.copyMemory(from: $0) } }
        return info
    }

    // MARK: Buffers

    func createScanoutBuffer(width: Int, height: Int) throws(DRMError) -> ScanoutBuffer {
        var handle: UInt32 = 0
        var pitch: UInt32 = 0
        var size: UInt64 = 0
        var r = drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size)
        if r != 0 {
            throw failure(r, "drmModeCreateDumbBuffer", "allocating a \(width)x\(height) scanout buffer on \(path)")
        }
        var fb: UInt32 = 0
        let handles: [UInt32] = [handle, 0, 0, 0]
        let pitches: [UInt32] = [pitch, 0, 0, 0]
        let offsets: [UInt32] = [0, 0, 0, 0]
        r = drmModeAddFB2(
            fd, UInt32(width), UInt32(height), panel_drm_format_xrgb8888(), handles, pitches, offsets, &fb, 0)
        if r != 0 {
            let error = failure(r, "drmModeAddFB2", "making a framebuffer of a dumb buffer on \(path)")
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw error
        }
        var offset: UInt64 = 0
        r = drmModeMapDumbBuffer(fd, handle, &offset)
        var map: UnsafeMutableRawPointer? = MAP_FAILED
        if r == 0 {
            map = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
        }
        guard r == 0, let pixels = map, pixels != MAP_FAILED else {
            let e = r != 0 ? errnoOf(r) : errno
            _ = drmModeRmFB(fd, fb)
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw .system(call: r != 0 ? "drmModeMapDumbBuffer" : "mmap", errno: e, context: "mapping a scanout buffer")
        }
        return ScanoutBuffer(
            framebufferID: fb, handle: handle, width: width, height: height, pitch: Int(pitch), pixels: pixels,
            byteCount: Int(size))
    }

    func destroyScanoutBuffer(_ buffer: ScanoutBuffer) {
        munmap(buffer.pixels, buffer.byteCount)
        _ = drmModeRmFB(fd, buffer.framebufferID)
        _ = drmModeDestroyDumbBuffer(fd, buffer.handle)
    }

    // MARK: CRTC

    func saveCRTC(id: UInt32) -> SavedCRTC? {
        guard let c = drmModeGetCrtc(fd, id) else { return nil }
        defer { drmModeFreeCrtc(c) }
        var saved = SavedCRTC(
            crtcID: id, framebufferID: c.pointee.buffer_id, x: c.pointee.x, y: c.pointee.y, connectorIDs: [])
        if c.pointee.mode_valid != 0 {
            var m = c.pointee.mode
            saved.mode = RawMode(bytes: withUnsafeBytes(of: &m) { Array($0) })
        }
        return saved
    }

    func restoreCRTC(_ saved: SavedCRTC) {
        var connectors = saved.connectorIDs
        if var mode = saved.mode.flatMap(Self.modeInfo), saved.framebufferID != 0 {
            _ = drmModeSetCrtc(
                fd, saved.crtcID, saved.framebufferID, saved.x, saved.y, &connectors, Int32(connectors.count), &mode)
        } else {
            _ = drmModeSetCrtc(fd, saved.crtcID, 0, 0, 0, nil, 0, nil)
        }
    }

    func modeset(route: Route, mode: DisplayMode, buffer: ScanoutBuffer, atomic useAtomic: Bool) throws(DRMError) {
        guard var info = Self.modeInfo(mode.raw) else {
            throw .system(call: "modeset", errno: EINVAL, context: "mode \(mode) has no kernel mode record")
        }
        if useAtomic && atomic {
            var blob: UInt32 = 0
            let r = drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &blob)
            if r != 0 { throw failure(r, "drmModeCreatePropertyBlob", "describing mode \(mode)") }
            do {
                let plane = try primaryPlane(crtc: route.crtcID)
                try commit(flags: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), cookie: 0, what: "setting mode \(mode)") {
                    req throws(DRMError) in
                    try add(req, route.connectorID, DRM_MODE_OBJECT_CONNECTOR, "CRTC_ID", UInt64(route.crtcID))
                    try add(req, route.crtcID, DRM_MODE_OBJECT_CRTC, "MODE_ID", UInt64(blob))
                    try add(req, route.crtcID, DRM_MODE_OBJECT_CRTC, "ACTIVE", 1)
                    try addPlane(req, plane, route: route, buffer: buffer)
                }
            } catch {
                _ = drmModeDestroyPropertyBlob(fd, blob)
                throw error
            }
            if modeBlob != 0 { _ = drmModeDestroyPropertyBlob(fd, modeBlob) }
            modeBlob = blob
        } else {
            var connector = route.connectorID
            let r = drmModeSetCrtc(fd, route.crtcID, buffer.framebufferID, 0, 0, &connector, 1, &info)
            if r != 0 { throw classify(r, "drmModeSetCrtc", "setting mode \(mode)") }
        }
    }

    func flip(route: Route, buffer: ScanoutBuffer, atomic useAtomic: Bool, cookie: UInt64) throws(DRMError) {
        if useAtomic && atomic {
            let plane = try primaryPlane(crtc: route.crtcID)
            let flags = UInt32(DRM_MODE_PAGE_FLIP_EVENT) | UInt32(DRM_MODE_ATOMIC_NONBLOCK)
            try commit(flags: flags, cookie: cookie, what: "flipping") { req throws(DRMError) in
                try add(req, plane, DRM_MODE_OBJECT_PLANE, "FB_ID", UInt64(buffer.framebufferID))
            }
        } else {
            let r = drmModePageFlip(
                fd, route.crtcID, buffer.framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT),
                UnsafeMutableRawPointer(bitPattern: UInt(cookie)))
            if r != 0 { throw classify(r, "drmModePageFlip", "flipping") }
        }
    }

    func deactivate(route: Route, atomic useAtomic: Bool) throws(DRMError) {
        if useAtomic && atomic {
            try commit(flags: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), cookie: 0, what: "turning the CRTC off") {
                req throws(DRMError) in
                try add(req, route.crtcID, DRM_MODE_OBJECT_CRTC, "ACTIVE", 0)
            }
        } else {
            let r = drmModeSetCrtc(fd, route.crtcID, 0, 0, 0, nil, 0, nil)
            if r != 0 { throw classify(r, "drmModeSetCrtc", "turning the CRTC off") }
        }
    }

    // MARK: Events

    func readEvents() throws(DRMError) -> [KMSEvent] {
        var events: [KMSEvent] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { raw in
                retryingEINTR { Int32(truncatingIfNeeded: read(fd, raw.baseAddress, raw.count)) }
            }
            if n < 0 {
                let e = errno
                if e == EAGAIN || e == EWOULDBLOCK { break }
                if e == ENODEV { throw .deviceLost(path: path) }
                throw .system(call: "read", errno: e, context: "reading events of \(path)")
            }
            if n == 0 { break }
            events += Self.parseEvents(buffer[0..<Int(n)])
        }
        if let m = monitor {
            while let dev = udev_monitor_receive_device(m) {
                if let v = udev_device_get_property_value(dev, "HOTPLUG"), String(cString: v) == "1" {
                    if !events.contains(.hotplug) { events.append(.hotplug) }
                }
                udev_device_unref(dev)
            }
        }
        return events
    }

    /// Decodes `struct drm_event` records; only `DRM_EVENT_FLIP_COMPLETE` (`struct drm_event_vblank`) matters.
    static func parseEvents(_ bytes: ArraySlice<UInt8>) -> [KMSEvent] {
        var events: [KMSEvent] = []
        let base = bytes.startIndex
        var offset = 0
        func u32(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[base + at + $1]) << (8 * UInt32($1)) }
        }
        while offset + 8 <= bytes.count {
            let type = u32(offset)
            let length = Int(u32(offset + 4))
            if length < 8 || offset + length > bytes.count { break }
            if type == UInt32(DRM_EVENT_FLIP_COMPLETE) && length >= 32 {
                let cookie = UInt64(u32(offset + 8)) | UInt64(u32(offset + 12)) << 32
                let time = Double(u32(offset + 16)) + Double(u32(offset + 20)) / 1e6
                events.append(.flipComplete(cookie: cookie, time: time))
            }
            offset += length
        }
        return events
    }

    func close() {
        if modeBlob != 0 {
            _ = drmModeDestroyPropertyBlob(fd, modeBlob)
            modeBlob = 0
        }
        if let m = monitor { udev_monitor_unref(m) }
        if let u = udev { udev_unref(u) }
        monitor = nil
        udev = nil
        if epollFD >= 0 { Glibc.close(epollFD) }
        if fd >= 0 {
            if let release { release(fd) } else { Glibc.close(fd) }
        }
        epollFD = -1
        fd = -1
    }

    // MARK: Atomic helpers

    private func commit(
        flags: UInt32, cookie: UInt64, what: String, _ fill: (OpaquePointer) throws(DRMError) -> Void
    ) throws(DRMError) {
        guard let req = drmModeAtomicAlloc() else {
            throw .system(call: "drmModeAtomicAlloc", errno: ENOMEM, context: what)
        }
        defer { drmModeAtomicFree(req) }
        try fill(req)
        let r = drmModeAtomicCommit(fd, req, flags, UnsafeMutableRawPointer(bitPattern: UInt(cookie)))
        if r != 0 { throw classify(r, "drmModeAtomicCommit", what) }
    }

    private func addPlane(_ req: OpaquePointer, _ plane: UInt32, route: Route, buffer: ScanoutBuffer) throws(DRMError) {
        let w = UInt64(buffer.width)
        let h = UInt64(buffer.height)
        let values: [(String, UInt64)] = [
            ("FB_ID", UInt64(buffer.framebufferID)), ("CRTC_ID", UInt64(route.crtcID)),
            ("SRC_X", 0), ("SRC_Y", 0), ("SRC_W", w << 16), ("SRC_H", h << 16),
            ("CRTC_X", 0), ("CRTC_Y", 0), ("CRTC_W", w), ("CRTC_H", h),
        ]
        for (name, value) in values {
            try add(req, plane, DRM_MODE_OBJECT_PLANE, name, value)
        }
    }

    private func add(_ req: OpaquePointer, _ object: UInt32, _ type: UInt32, _ name: String, _ value: UInt64)
        throws(DRMError)
    {
        guard let prop = try properties(of: object, type: type)[name] else {
            throw .system(call: "drmModeObjectGetProperties", errno: ENOENT, context: "object \(object) has no \(name)")
        }
        if drmModeAtomicAddProperty(req, object, prop, value) < 0 {
            throw .system(call: "drmModeAtomicAddProperty", errno: ENOMEM, context: "setting \(name)")
        }
    }

    private func properties(of object: UInt32, type: UInt32) throws(DRMError) -> [String: UInt32] {
        if let cached = propertyCache[object] { return cached }
        guard let props = drmModeObjectGetProperties(fd, object, type) else {
            throw .system(call: "drmModeObjectGetProperties", errno: errno, context: "reading properties of \(object)")
        }
        defer { drmModeFreeObjectProperties(props) }
        var out: [String: UInt32] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let p = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
            let name = withUnsafeBytes(of: p.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            out[name] = p.pointee.prop_id
            drmModeFreeProperty(p)
        }
        propertyCache[object] = out
        return out
    }

    private func propertyValue(of object: UInt32, type: UInt32, _ name: String) -> UInt64? {
        guard let props = drmModeObjectGetProperties(fd, object, type) else { return nil }
        defer { drmModeFreeObjectProperties(props) }
        for i in 0..<Int(props.pointee.count_props) {
            guard let p = drmModeGetProperty(fd, props.pointee.props[i]) else { continue }
            let n = withUnsafeBytes(of: p.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            drmModeFreeProperty(p)
            if n == name { return props.pointee.prop_values[i] }
        }
        return nil
    }

    /// The primary plane that can feed `crtc`.
    private func primaryPlane(crtc: UInt32) throws(DRMError) -> UInt32 {
        if let p = planeForCRTC[crtc] { return p }
        guard let res = drmModeGetResources(fd) else {
            throw .system(call: "drmModeGetResources", errno: errno, context: "finding the CRTC's plane")
        }
        let crtcIndex = (0..<Int(res.pointee.count_crtcs)).first { res.pointee.crtcs[$0] == crtc }
        drmModeFreeResources(res)
        guard let index = crtcIndex, let planes = drmModeGetPlaneResources(fd) else {
            throw .system(call: "drmModeGetPlaneResources", errno: errno, context: "finding the CRTC's plane")
        }
        defer { drmModeFreePlaneResources(planes) }
        for i in 0..<Int(planes.pointee.count_planes) {
            let id = planes.pointee.planes[i]
            guard let plane = drmModeGetPlane(fd, id) else { continue }
            let fits = plane.pointee.possible_crtcs & (1 << UInt32(index)) != 0
            drmModeFreePlane(plane)
            let type = propertyValue(of: id, type: DRM_MODE_OBJECT_PLANE, "type")
            if fits && type == UInt64(DRM_PLANE_TYPE_PRIMARY) {
                planeForCRTC[crtc] = id
                return id
            }
        }
        throw .system(call: "drmModeGetPlane", errno: ENOENT, context: "no primary plane for CRTC \(crtc)")
    }

    // MARK: Errors

    /// libdrm's mode calls return -errno (or -1 with errno set).
    private func errnoOf(_ r: Int32) -> Int32 { r == -1 ? errno : -r }

    private func failure(_ r: Int32, _ call: String, _ context: String) -> DRMError {
        .system(call: call, errno: errnoOf(r), context: context)
    }

    /// Maps the errors a modeset or flip can meet onto what the display does about them.
    private func classify(_ r: Int32, _ call: String, _ context: String) -> DRMError {
        let e = errnoOf(r)
        switch e {
        case EBUSY: return .busy
        case EACCES, EPERM: return .notMaster
        case ENODEV: return .deviceLost(path: path)
        default: return .system(call: call, errno: e, context: "\(context) on \(path)")
        }
    }
}

/// Runs `body` again while it fails with EINTR.
@inline(__always)
func retryingEINTR(_ body: () -> Int32) -> Int32 {
    while true {
        let r = body()
        if r == -1 && errno == EINTR { continue }
        return r
    }
}

/// The name of the group that owns `path` ("video" for /dev/dri/card0 on Debian).
func groupName(ofNode path: String) -> String? {
    var st = stat()
    guard stat(path, &st) == 0, let g = getgrgid(st.st_gid) else { return nil }
    return String(cString: g.pointee.gr_name)
}

/// "EACCES (Permission denied)".
func errnoName(_ e: Int32) -> String {
    let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", EBADF: "EBADF", EAGAIN: "EAGAIN",
        ENOMEM: "ENOMEM", EACCES: "EACCES", EBUSY: "EBUSY", ENODEV: "ENODEV", EINVAL: "EINVAL", ENOSPC: "ENOSPC",
        ENOSYS: "ENOSYS", EOPNOTSUPP: "EOPNOTSUPP", ETIMEDOUT: "ETIMEDOUT", ERANGE: "ERANGE", ENXIO: "ENXIO",
    ]
    let text = strerror(e).map { String(cString: $0) } ?? "error \(e)"
    return "\(names[e] ?? "errno \(e)") (\(text))"
}
