import PanelGraphics

/// A decoded frame, converted to the player's size: its picture and its place in the media's time.
///
/// `@unchecked Sendable`: a frame has one owner at a time. The decode worker writes its pixels, then hands
/// it over through `PlaybackShared`'s lock; from then on only the main actor reads it, until it goes back
/// to the pool (again through the lock) and the worker may write it again.
public final class VideoFrame: @unchecked Sendable {
    /// The picture (XRGB8888, the output size).
    public let surface: Surface
    /// When it shows, in media seconds.
    public internal(set) var time: Double = 0
    /// How long it shows (the stream's frame interval when the file does not say).
    public internal(set) var duration: Double = 0
    /// Which seek or load it belongs to.
    var generation = 0
    /// Shown while a seek is on its way (scrubbing), not the seek's own frame.
    public internal(set) var isInterim = false

    init(size: PixelSize) {
        surface = Surface(width: size.width, height: size.height, format: .xrgb32)
    }

    var size: PixelSize { PixelSize(width: surface.width, height: surface.height) }
    var end: Double { time + duration }
}
