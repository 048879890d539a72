import CInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The one file where PanelDRM calls libinput and libudev for input.

/// A libinput context on a udev seat: devices come and go with hotplug; events arrive as `RawInputEvent`s in
/// physical panel pixels.
final class LibinputContext: InputBackend {
    private var udev: OpaquePointer?
    private var li: OpaquePointer?
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let matrix: CalibrationMatrix?
    /// Kept alive while libinput may call back into it.
    private let seatSession: SeatSession?
    let width: UInt32
    let height: UInt32

    /// - Throws: `InputError` when udev or the seat cannot be set up, or no input node may be opened.
    /// - Parameter seatSession: opens the input nodes through the seat manager; nil opens them directly.
    init(
        seat: String, physicalWidth: Int, physicalHeight: Int, matrix: CalibrationMatrix?,
        seatSession: SeatSession? = nil
    ) throws(InputError) {
        width = UInt32(physicalWidth)
        height = UInt32(physicalHeight)
        self.matrix = matrix
        self.seatSession = seatSession
        if seatSession == nil { try Self.checkPermissions() }
        interface = .allocate(capacity: 1)
        // C callbacks: no captures. libinput passes back the flags it wants; errors are -errno. The user data is
        // the seat session when there is one.
        interface.initialize(
            to: libinput_interface(
                open_restricted: { path, flags, data in
                    guard let path else { return -EINVAL }
                    if let data {
                        return Unmanaged<SeatSession>.fromOpaque(data).takeUnretainedValue().openDevice(
                            path: String(cString: path))
                    }
                    let fd = open(path, flags | O_CLOEXEC)
                    return fd < 0 ? -errno : fd
                },
                close_restricted: { fd, data in
                    if let data {
                        Unmanaged<SeatSession>.fromOpaque(data).takeUnretainedValue().closeDevice(fd)
                    } else {
                        _ = close(fd)
                    }
                }))
        guard let u = udev_new() else {
            interface.deallocate()
            throw .setupFailed(call: "udev_new", context: "starting input")
        }
        udev = u
        let data = seatSession.map { Unmanaged.passUnretained($0).toOpaque() }
        guard let l = libinput_udev_create_context(interface, data, u) else {
            udev_unref(u)
            interface.deallocate()
            throw .setupFailed(call: "libinput_udev_create_context", context: "starting input")
        }
        li = l
        if libinput_udev_assign_seat(l, seat) != 0 {
            libinput_unref(l)
            udev_unref(u)
            interface.deallocate()
            throw .seatFailed(seat: seat)
        }
    }

    deinit {
        if let l = li { libinput_unref(l) }
        if let u = udev { udev_unref(u) }
        interface.deallocate()
    }

    var pollDescriptor: Int32? { li.map { libinput_get_fd($0) } }
    var hasQueuedEvents: Bool { false }

    /// Closes every input device (the seat was taken away); `resume()` opens them again.
    func suspend() {
        if let l = li { libinput_suspend(l) }
    }

    /// Opens the seat's input devices again after `suspend()`.
    func resume() {
        if let l = li { _ = libinput_resume(l) }
    }

    /// Reads the kernel's events and returns what libinput made of them, device changes included.
    func dispatch() -> [InputBackendEvent] {
        guard let l = li else { return [] }
        _ = libinput_dispatch(l)
        var out: [InputBackendEvent] = []
        while let ev = libinput_get_event(l) {
            defer { libinput_event_destroy(ev) }
            let type = libinput_event_get_type(ev)
            let deviceID = libinput_event_get_device(ev).map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0
            var events: [RawInputEvent] = []
            switch type {
            case LIBINPUT_EVENT_DEVICE_ADDED:
                out.append(.deviceAdded(device(ev, configure: true)))
            case LIBINPUT_EVENT_DEVICE_REMOVED:
                out.append(.deviceRemoved(device(ev, configure: false)))
            case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
                LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
                guard let t = libinput_event_get_touch_event(ev) else { continue }
                let time = Double(libinput_event_touch_get_time_usec(t)) / 1e6
                let slot = type == LIBINPUT_EVENT_TOUCH_FRAME ? 0 : Int(libinput_event_touch_get_seat_slot(t))
                switch type {
                case LIBINPUT_EVENT_TOUCH_DOWN:
                    events.append(
                        .touchDown(
                            slot: slot, x: libinput_event_touch_get_x_transformed(t, width),
                            y: libinput_event_touch_get_y_transformed(t, height), time: time))
                case LIBINPUT_EVENT_TOUCH_MOTION:
                    events.append(
                        .touchMotion(
                            slot: slot, x: libinput_event_touch_get_x_transformed(t, width),
                            y: libinput_event_touch_get_y_transformed(t, height), time: time))
                case LIBINPUT_EVENT_TOUCH_UP:
                    events.append(.touchUp(slot: slot, time: time))
                case LIBINPUT_EVENT_TOUCH_CANCEL:
                    events.append(.touchCancel(slot: slot, time: time))
                default:
                    events.append(.touchFrame(time: time))
                }
            case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON:
                guard let p = libinput_event_get_pointer_event(ev) else { continue }
                let time = Double(libinput_event_pointer_get_time_usec(p)) / 1e6
                switch type {
                case LIBINPUT_EVENT_POINTER_MOTION:
                    events.append(
                        .pointerRelative(
                            dx: libinput_event_pointer_get_dx(p), dy: libinput_event_pointer_get_dy(p), time: time))
                case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
                    events.append(
                        .pointerAbsolute(
                            x: libinput_event_pointer_get_absolute_x_transformed(p, width),
                            y: libinput_event_pointer_get_absolute_y_transformed(p, height), time: time))
                default:
                    if libinput_event_pointer_get_button(p) == UInt32(BTN_LEFT) {
                        let pressed = libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED
                        events.append(.pointerButton(pressed: pressed, time: time))
                    }
                }
            case LIBINPUT_EVENT_KEYBOARD_KEY:
                guard let k = libinput_event_get_keyboard_event(ev) else { continue }
                events.append(
                    .key(
                        code: Int(libinput_event_keyboard_get_key(k)),
                        pressed: libinput_event_keyboard_get_key_state(k) == LIBINPUT_KEY_STATE_PRESSED,
                        time: Double(libinput_event_keyboard_get_time_usec(k)) / 1e6))
            default:
                continue
            }
            for e in events { out.append(.input(e, device: deviceID)) }
        }
        return out
    }

    /// The device of a device event; a touch device that was just added gets `--touch-matrix`.
    private func device(_ ev: OpaquePointer, configure: Bool) -> InputDevice {
        guard let dev = libinput_event_get_device(ev) else { return InputDevice(id: 0, name: "?", capabilities: []) }
        let name = libinput_device_get_name(dev).map { String(cString: $0) } ?? "?"
        var capabilities: Set<InputCapability> = []
        if libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_TOUCH) != 0 { capabilities.insert(.touch) }
        if libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_POINTER) != 0 { capabilities.insert(.pointer) }
        if libinput_device_has_capability(dev, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 { capabilities.insert(.keyboard) }
        var note: String?
        if configure, let m = matrix, libinput_device_config_calibration_has_matrix(dev) != 0 {
            let status = m.values.withUnsafeBufferPointer {
                libinput_device_config_calibration_set_matrix(dev, $0.baseAddress)
            }
            note = status == LIBINPUT_CONFIG_STATUS_SUCCESS ? "calibration \(m)" : "calibration refused"
        }
        return InputDevice(
            id: Int(bitPattern: UnsafeRawPointer(dev)), name: name, capabilities: capabilities, note: note)
    }

    /// Fails early, with the group to join, when input nodes exist but none may be opened.
    private static func checkPermissions() throws(InputError) {
        guard let dir = opendir("/dev/input") else { return }
        defer { closedir(dir) }
        var denied: String?
        var usable = false
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix("event") else { continue }
            let path = "/dev/input/\(name)"
            if access(path, R_OK | W_OK) == 0 {
                usable = true
            } else if errno == EACCES {
                denied = denied ?? path
            }
        }
        if !usable, let path = denied {
            throw .permissionDenied(path: path, group: groupName(ofNode: path) ?? "input")
        }
    }
}
