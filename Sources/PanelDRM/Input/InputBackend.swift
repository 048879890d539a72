/// The seam under `LibinputInput`: where input events come from. The real backend is libinput on a udev seat
/// (`LibinputContext`); a test puts a fake here to add and remove devices and to inject touches, so input
/// faults can be tried without a kernel.
public protocol InputBackend: AnyObject {
    /// A descriptor that becomes readable when events are pending, or nil for a backend that only queues.
    var pollDescriptor: Int32? { get }
    /// True when events are queued that no descriptor will announce (a fake's injected events).
    var hasQueuedEvents: Bool { get }
    /// Everything that happened since the last call, in order.
    func dispatch() -> [InputBackendEvent]
    /// Lets go of the devices (the seat is away); the removals come through `dispatch()`.
    func suspend()
    /// Takes the devices again.
    func resume()
}

extension InputBackend {
    public func suspend() {}
    public func resume() {}
}

/// One thing an input backend reports.
public enum InputBackendEvent: Equatable, Sendable {
    /// A device appeared (at start, or plugged in).
    case deviceAdded(InputDevice)
    /// A device went away (unplugged, its driver reloaded); touches it had down are cancelled.
    case deviceRemoved(InputDevice)
    /// An event from the device with id `device`.
    case input(RawInputEvent, device: Int)
}

/// An input device as the seam reports it.
public struct InputDevice: Hashable, Sendable {
    /// Stable while the device exists; unique among the devices present.
    public var id: Int
    public var name: String
    public var capabilities: Set<InputCapability>
    /// What configuring it said (the calibration matrix applied or refused), if anything.
    public var note: String?

    public init(id: Int, name: String, capabilities: Set<InputCapability>, note: String? = nil) {
        self.id = id
        self.name = name
        self.capabilities = capabilities
        self.note = note
    }
}

/// What an input device can do.
public enum InputCapability: String, Sendable, CaseIterable {
    case touch
    case pointer
    case keyboard
}
