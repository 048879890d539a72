import PanelKit
import PanelMedia
import PanelText

/// The kiosk's media player: the item's file decoded by FFmpeg on a worker thread (`MediaPlayback`), each
/// frame taken on the application's frames by a display link, sound through ALSA.
///
/// The display link runs only while there is something to take (playing, opening, a seek's frame on the
/// way); paused and idle it stops, and so does the worker, so an idle kiosk uses no CPU.
@MainActor
public final class FilePlayer: MediaPlayer {
    public weak var delegate: (any MediaPlayerDelegate)?
    public private(set) var media: Content.Media?
    public private(set) var error: String?
    /// The decoder and clocks.
    public let playback: MediaPlayback
    /// Whether each frame waits (at most `decoderWait` seconds) for the decoder to have what the frame needs.
    /// Offscreen renders on a manual clock do this, so the frames they show never depend on how fast the
    /// worker thread ran; on a panel a late frame is simply dropped.
    public let waitsForDecoder: Bool
    public var decoderWait = 10.0
    /// Where the first item opens (paused), instead of its start: an offscreen render and the real panel show
    /// the same decoded frame for the same time (`$PANEL_MEDIA_START`, see `Kiosk`).
    public var firstItemStartTime: Double?
    private weak var application: Application?
    private var link: DisplayLink?
    private var loadPending = false
    private var endReached = false
    private var reportedSlowDecoder = false
    private let log: (String) -> Void

    /// A player timed by `application`'s frames, playing sound on `audio`, logging with `log`.
    public init(
        application: Application?, audio: AudioDevice, waitsForDecoder: Bool, log: @escaping (String) -> Void
    ) {
        self.application = application
        self.waitsForDecoder = waitsForDecoder
        self.log = log
        playback = MediaPlayback(audio: audio, log: log)
        // The worker's hand-overs come through the main queue: a paused link starts again for them.
        playback.onWorkerEvent = { [weak self] in
            guard let self, self.playback.needsUpdates else { return }
            self.runLink()
        }
    }

    isolated deinit {
        link?.invalidate()
    }

    public var isPlaying: Bool { playback.isPlaying }
    public var currentTime: Double { playback.position }
    public var duration: Double { playback.duration > 0 ? playback.duration : (media?.duration ?? 0) }
    public var currentFrame: Surface? { playback.currentFrame?.surface ?? media?.poster }
    public var isShowingVideo: Bool { playback.currentFrame != nil }

    public var volume: Double {
        get { playback.volume }
        set { playback.volume = max(0, min(1, newValue)) }
    }

    public var isMuted: Bool {
        get { playback.isMuted }
        set { playback.isMuted = newValue }
    }

    public var videoSize: Size = .zero {
        didSet {
            playback.outputBox = PixelSize(
                width: max(0, Int(videoSize.width.rounded())), height: max(0, Int(videoSize.height.rounded())))
            if isVisible && !playback.outputBox.isEmpty { openIfPending() }
        }
    }

    public var isVisible = false {
        didSet {
            guard isVisible != oldValue else { return }
            if isVisible {
                // Opened once the video area has its size, so the first frame is converted once, to it.
                if !playback.outputBox.isEmpty { openIfPending() }
            } else {
                pause()
            }
        }
    }

    public func attach(to application: Application?) {
        if self.application == nil { self.application = application }
        if playback.needsUpdates { runLink() }
    }

    private var now: Double { application?.clock.now ?? 0 }

    // MARK: Items

    public func load(_ media: Content.Media) {
        pause()
        self.media = media
        error = nil
        endReached = false
        reportedSlowDecoder = false
        playback.unload()
        loadPending = false
        if media.file == nil {
            error = "This item has no video file."
            delegate?.mediaPlayerFrameDidChange(self)
            delegate?.mediaPlayerTimeDidChange(self)
            delegate?.mediaPlayerDidFail(self)
            return
        }
        loadPending = true
        if isVisible && !playback.outputBox.isEmpty { openIfPending() }
        delegate?.mediaPlayerFrameDidChange(self)
        delegate?.mediaPlayerTimeDidChange(self)
    }

    public func setDuration(_ seconds: Double, ofFile file: String) {
        guard media?.file == file, media?.durationPending == true else { return }
        media?.setDuration(seconds)
        delegate?.mediaPlayerTimeDidChange(self)
    }

    private func openIfPending() {
        guard loadPending, let file = media?.file else { return }
        loadPending = false
        playback.load(path: file)
        if let t = firstItemStartTime {
            firstItemStartTime = nil
            // Sought before the worker decodes its first frame: only the frame at t is converted.
            playback.seek(to: t)
            delegate?.mediaPlayerTimeDidChange(self)
        }
        runLink()
    }

    // MARK: Controls

    public func play() {
        guard media != nil, error == nil else { return }
        openIfPending()
        if endReached {
            endReached = false
            playback.seek(to: 0)
        }
        guard !playback.isPlaying else { return }
        playback.play(at: now)
        runLink()
        delegate?.mediaPlayerPlaybackStateDidChange(self)
    }

    public func pause() {
        guard playback.isPlaying else { return }
        playback.pause(at: now)
        delegate?.mediaPlayerPlaybackStateDidChange(self)
    }

    public func seek(to time: Double) {
        guard media != nil, error == nil else { return }
        openIfPending()
        endReached = false
        playback.seek(to: time)
        runLink()
        delegate?.mediaPlayerTimeDidChange(self)
    }

    // MARK: Frames

    private func runLink() {
        if let link {
            link.isPaused = false
            return
        }
        guard let application else { return }
        let l = DisplayLink(target: self, action: FilePlayer.tick)
        link = l
        l.add(to: application)
    }

    private func tick(_ link: DisplayLink) {
        let t = link.targetTimestamp
        if waitsForDecoder && !reportedSlowDecoder && !playback.waitUntilBuffered(at: t, timeout: decoderWait) {
            // Said once; the rest of this item goes on without waiting, so a stuck decoder cannot hang a render.
            reportedSlowDecoder = true
            log("media: the decoder did not deliver within \(decoderWait) s; frames may be missing")
        }
        let changes = playback.update(at: t)
        if changes.contains(.state), case .failed(let e) = playback.state {
            error = e.summary
            delegate?.mediaPlayerPlaybackStateDidChange(self)
            delegate?.mediaPlayerDidFail(self)
        }
        if changes.contains(.frame) { delegate?.mediaPlayerFrameDidChange(self) }
        if changes.contains(.time) { delegate?.mediaPlayerTimeDidChange(self) }
        if changes.contains(.ended) {
            if media?.loops == true {
                playback.seek(to: 0)
                playback.play(at: t)
            } else {
                endReached = true
                delegate?.mediaPlayerTimeDidChange(self)
                delegate?.mediaPlayerPlaybackStateDidChange(self)
                delegate?.mediaPlayerDidReachEnd(self)
            }
        }
        if !playback.needsUpdates { link.isPaused = true }
    }
}
