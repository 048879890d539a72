import PanelDRM

/// Input devices in memory for `LibinputInput`: a test plugs and unplugs devices and puts touches on them,
/// as a touchscreen's driver would report them through libinput.
final class FakeInputBackend: InputBackend {
    private var queue: [InputBackendEvent] = []
    private var nextID = 1
    var pollDescriptor: Int32? { nil }
    var hasQueuedEvents: Bool { !queue.isEmpty }

    func dispatch() -> [InputBackendEvent] {
        defer { queue = [] }
        return queue
    }

    /// Plugs in a touchscreen; returns it.
    @discardableResult
    func plugTouchscreen(name: String = "fake-touch") -> InputDevice {
        plug(name: name, capabilities: [.touch])
    }

    private func plug(name: String, capabilities: Set<InputCapability>) -> InputDevice {
        let device = InputDevice(id: nextID, name: name, capabilities: capabilities)
        nextID += 1
        queue.append(.deviceAdded(device))
        return device
    }

    /// Plugs in a keyboard; returns it.
    @discardableResult
    func plugKeyboard(name: String = "fake-keyboard") -> InputDevice {
        plug(name: name, capabilities: [.keyboard])
    }

    /// A key of `device` (Linux input code) going down or up, as libinput reports it.
    func key(_ device: InputDevice, _ code: Int, pressed: Bool, time: Double) {
        queue.append(.input(.key(code: code, pressed: pressed, time: time), device: device.id))
    }

    /// Unplugs `device`, with nothing else said about its fingers (libinput reports no lift either).
    func unplug(_ device: InputDevice) {
        queue.append(.deviceRemoved(device))
    }

    /// One hardware frame of `device`: the events, then the frame's end.
    func frame(_ device: InputDevice, _ events: [RawInputEvent], time: Double) {
        for e in events { queue.append(.input(e, device: device.id)) }
        queue.append(.input(.touchFrame(time: time), device: device.id))
    }

    func down(_ device: InputDevice, slot: Int = 0, x: Double, y: Double, time: Double) {
        frame(device, [.touchDown(slot: slot, x: x, y: y, time: time)], time: time)
    }

    func move(_ device: InputDevice, slot: Int = 0, x: Double, y: Double, time: Double) {
        frame(device, [.touchMotion(slot: slot, x: x, y: y, time: time)], time: time)
    }

    func up(_ device: InputDevice, slot: Int = 0, time: Double) {
        frame(device, [.touchUp(slot: slot, time: time)], time: time)
    }
}
