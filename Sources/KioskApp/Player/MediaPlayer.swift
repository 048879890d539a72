import PanelKit
import PanelText

/// Receives a media player's events.
@MainActor
public protocol MediaPlayerDelegate: AnyObject {
    /// The playback position moved (every frame while playing, and after a seek).
    func mediaPlayerTimeDidChange(_ player: any MediaPlayer)
    /// `currentFrame` changed: a new decoded frame, or a new item's poster.
    func mediaPlayerFrameDidChange(_ player: any MediaPlayer)
    /// Playing started or stopped.
    func mediaPlayerPlaybackStateDidChange(_ player: any MediaPlayer)
    /// Playback reached the end of the item.
    func mediaPlayerDidReachEnd(_ player: any MediaPlayer)
}

/// Where video comes from: play, pause, seek and the frame to show.
///
/// The seam for a real decoder: `PosterFramePlayer` keeps time with the application's frames and
/// shows the item's poster; an FFmpeg-backed player would decode on its own thread, hand finished
/// frames to the main actor and report them through the same delegate calls, and nothing above this
/// protocol changes.
@MainActor
public protocol MediaPlayer: AnyObject {
    var delegate: (any MediaPlayerDelegate)? { get set }
    /// The item loaded, if any.
    var media: Content.Media? { get }
    var isPlaying: Bool { get }
    /// The playback position in seconds.
    var currentTime: Double { get }
    /// The item's length in seconds (0 with nothing loaded).
    var duration: Double { get }
    /// The picture to show now.
    var currentFrame: Surface? { get }
    /// Loads an item, paused at its start.
    func load(_ media: Content.Media)
    func play()
    func pause()
    /// Moves to `time` (clamped to the item).
    func seek(to time: Double)
}

/// A player that shows the item's poster frame and keeps time with the application's display link, so
/// a `ManualClock` makes playback deterministic. It reaches the end when the time reaches the item's
/// duration.
@MainActor
public final class PosterFramePlayer: MediaPlayer {
    public weak var delegate: (any MediaPlayerDelegate)?
    public private(set) var media: Content.Media?
    public private(set) var isPlaying = false
    public private(set) var currentTime: Double = 0
    public var duration: Double { media?.duration ?? 0 }
    public var currentFrame: Surface? { media?.poster }
    /// Playback speed (1 is real time).
    public var rate: Double = 1

    private weak var application: Application?
    private var link: DisplayLink?
    private var lastTick: Double?

    /// A player timed by `application`'s frames.
    public init(application: Application?) {
        self.application = application
    }

    /// Attaches the player to an application (when it was made before the view was on screen).
    func attach(to application: Application?) {
        if self.application == nil { self.application = application }
        if isPlaying { startLink() }
    }

    public func load(_ media: Content.Media) {
        pause()
        self.media = media
        currentTime = 0
        delegate?.mediaPlayerFrameDidChange(self)
        delegate?.mediaPlayerTimeDidChange(self)
    }

    public func play() {
        guard media != nil, !isPlaying else { return }
        if currentTime >= duration { currentTime = 0 }
        isPlaying = true
        startLink()
        delegate?.mediaPlayerPlaybackStateDidChange(self)
    }

    public func pause() {
        guard isPlaying else { return }
        isPlaying = false
        link?.invalidate()
        link = nil
        lastTick = nil
        delegate?.mediaPlayerPlaybackStateDidChange(self)
    }

    public func seek(to time: Double) {
        guard media != nil else { return }
        currentTime = min(max(0, time), duration)
        delegate?.mediaPlayerTimeDidChange(self)
    }

    private func startLink() {
        guard link == nil, let app = application else { return }
        lastTick = app.clock.now
        let l = DisplayLink(target: self, action: PosterFramePlayer.tick)
        link = l
        l.add(to: app)
    }

    private func tick(_ link: DisplayLink) {
        guard isPlaying else { return }
        let now = link.targetTimestamp
        let dt = max(0, now - (lastTick ?? now))
        lastTick = now
        currentTime = min(duration, currentTime + dt * rate)
        delegate?.mediaPlayerTimeDidChange(self)
        if currentTime >= duration {
            pause()
            delegate?.mediaPlayerDidReachEnd(self)
        }
    }
}
