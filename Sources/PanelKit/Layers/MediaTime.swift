/// Core Animation's media time, as `CACurrentMediaTime()`: the running application's clock (the system's
/// monotonic clock on a panel, the manual clock in a test) plus `epoch`. Core Animation code writes a delayed
/// start as `beginTime = CACurrentMediaTime() + delay`; PanelKit's own begin times are the delays
/// themselves. A begin time at or past `epoch` (a million seconds, far beyond any delay) is read as a media
/// time and turned into the delay it means when the animation or emitter first runs.
public enum MediaTime {
    /// Where media time starts, on the application clock's timeline.
    public static let epoch = 1_000_000.0

    /// The media time now.
    @MainActor public static var now: Double { epoch + (Application.current?.clock.now ?? MonotonicClock().now) }

    /// `beginTime` as a delay after `start` (an application clock time): a media time becomes the seconds
    /// from `start` to it (0 when already past); a smaller value already is a delay.
    static func delay(_ beginTime: Double, after start: Double) -> Double {
        beginTime >= epoch ? max(0, beginTime - epoch - start) : beginTime
    }
}
