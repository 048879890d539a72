import PanelGraphics

/// Where frames go: a panel's scanout, or memory in tests.
///
/// The UI renders into `framebuffer`, which keeps its pixels between frames, so a frame only redraws
/// its damage. `present(damage:)` makes the frame visible; a backend copies only the damaged rows out
/// (never reading scanout memory).
public protocol Display: AnyObject {
    /// The size the UI lays out in, after rotation (a 800x480 panel rotated by 90 is 480x800).
    var width: Int { get }
    var height: Int { get }
    /// The persistent surface the UI draws into, `width` x `height`.
    var framebuffer: Surface { get }
    /// Seconds between frames at the current mode (1/60 for a 60 Hz panel).
    var refreshInterval: Double { get }
    /// False while a previous frame is still waiting for its flip; the run loop then waits.
    var isReadyForFrame: Bool { get }
    /// Makes the framebuffer visible, copying out at least `damage`.
    /// - Throws: a backend error (device lost, permission) the run loop reports.
    func present(damage: Region) throws
    /// A descriptor to poll for readability (page-flip events), or nil when presenting is synchronous.
    var pollDescriptor: Int32? { get }
    /// Reads and handles pending events on `pollDescriptor` (flip completions, hotplug).
    func dispatchEvents() throws
    /// When `dispatchEvents()` must run even if the descriptor stays quiet (a lost flip event, a retry after
    /// EBUSY or after losing DRM master), on the clock's timeline; nil when nothing is pending.
    var nextDeadline: Double? { get }
    /// When a display that is not ready for a frame will probably be ready (the vblank that completes its
    /// pending flip), on the clock's timeline; nil when it cannot tell.
    var expectedReadyTime: Double? { get }
}

extension Display {
    public var size: Size { Size(width: Double(width), height: Double(height)) }
    public var nextDeadline: Double? { nil }
    public var expectedReadyTime: Double? { nil }
}
