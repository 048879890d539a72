/// A timer that fires once per frame the application draws, as `CADisplayLink`.
///
/// It fires after the frame's animations have advanced, so presentation values read in the handler
/// (`view.layer.presentation()?.frame`) are the ones the frame shows. While any unpaused display link
/// is added, the run loop keeps producing frames.
@MainActor
public final class DisplayLink {
    /// The target timestamp of the previous frame (when the last frame was shown).
    public private(set) var timestamp: Double = 0
    /// When the frame being prepared will be shown: the time animations are computed for.
    public private(set) var targetTimestamp: Double = 0
    /// The time between frames.
    public private(set) var duration: Double = 0
    /// A paused link does not fire and does not keep frames coming.
    public var isPaused = false {
        didSet { if !isPaused { application?.requestFrame() } }
    }
    /// Frames per second wanted; 0 means every frame. The link fires on the frames closest to the rate.
    public var preferredFramesPerSecond = 0

    private var handler: ((DisplayLink) -> Void)?
    private weak var application: Application?
    private var lastFired: Double?

    /// A link that calls `handler` every frame once added to an application.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A link that calls a method of `target` (held weakly), as `CADisplayLink(target:selector:)`:
    /// `DisplayLink(target: self, action: Cell.animationDidUpdate)`.
    public convenience init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> (DisplayLink) -> Void) {
        self.init { [weak target] link in
            guard let target = target as? T else { return link.invalidate() }
            action(target)(link)
        }
    }

    /// A link that calls a method of `target` that takes no argument.
    public convenience init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        self.init { [weak target] link in
            guard let target = target as? T else { return link.invalidate() }
            action(target)()
        }
    }

    /// Starts firing with `application`'s frames (the run loop keeps the link until `invalidate()`).
    public func add(to application: Application) {
        self.application = application
        application.add(self)
    }

    /// Stops the link for good and releases its handler.
    public func invalidate() {
        application?.remove(self)
        application = nil
        handler = nil
    }

    var isActive: Bool { !isPaused && handler != nil }

    func fire(timestamp: Double, targetTimestamp: Double, duration: Double) {
        guard isActive else { return }
        if preferredFramesPerSecond > 0, let last = lastFired,
            targetTimestamp - last < 1 / Double(preferredFramesPerSecond) - duration / 2
        {
            return
        }
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        lastFired = targetTimestamp
        handler?(self)
    }
}
