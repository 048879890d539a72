/// Everything the decode worker, the audio writer and the UI share for one item, guarded by `lock`. Each side
/// changes it inside `lock.withLock` and `broadcast()`s; each waits on the lock's condition for the other.
///
/// `@unchecked Sendable`: every stored property is read and written only while `lock` is held (the constants
/// are set before the object is shared).
final class PlaybackShared: @unchecked Sendable {
    let lock = ConditionLock()
    /// Frames decoded ahead, at most (memory: this many frames of the output size, plus the one showing).
    let maxVideoFrames: Int
    /// Sound decoded ahead, at most.
    let maxAudioSeconds: Double

    // MARK: UI → worker

    /// The worker (and the audio writer) should finish.
    var stopRequested = false
    /// The user wants playback (the worker fills its queues only then).
    var playing = false
    /// A seek to do, in media seconds.
    var seekTarget: Double?
    /// Bumped by every seek: frames of an older generation are thrown away.
    var generation = 0
    /// The pixel box frames are converted to fit (empty: the video's own size).
    var outputBox = PixelSize.zero
    /// The media time the UI shows now (frames ending before it are late).
    var mediaClock: Double = 0
    /// The gain the writer applies (0 when muted).
    var gain: Double = 1

    // MARK: worker → UI

    /// Converted frames in time order, all of `generation`.
    var video: [VideoFrame] = []
    /// The video stream of this generation has ended (no more frames will come).
    var videoEnded = false
    /// This generation's first frame is queued (or the stream ended without one): the worker may idle while
    /// paused.
    var stillDelivered = false
    /// Events for the UI, oldest first.
    var events: [WorkerEvent] = []
    /// Frames no longer shown, to be written again.
    var freeFrames: [VideoFrame] = []
    var statistics = PlaybackStatistics()

    // MARK: sound

    var audio: AudioQueue
    /// The file's sound of this generation has been decoded to its end.
    var audioEnded = false
    /// An audio writer plays this item's sound (else it plays silent on the display's clock).
    var hasAudioOutput = false
    var clock = AudioClock()
    /// Called (off the lock) after each hand-over to the UI: `MediaPlayback` puts a `DispatchQueue.main.async`
    /// here, so the event loop wakes for the event even when nothing else asks for a frame. Set before sharing.
    var wakeUI: (@Sendable () -> Void)?

    init(maxVideoFrames: Int, maxAudioSeconds: Double, audioRate: Double) {
        self.maxVideoFrames = maxVideoFrames
        self.maxAudioSeconds = maxAudioSeconds
        audio = AudioQueue(rate: audioRate, channels: AudioOutput.channels)
        clock.rate = audioRate
    }

    /// Hands events from the worker threads to the UI, with whatever state goes with them (`body`, under the
    /// lock). This is the one place they reach the UI: the UI's display link picks them up on its next frame,
    /// and `wakeUI` hands a wake-up to the main queue, so an idle event loop runs that frame at once.
    func notifyUI(_ events: WorkerEvent..., with body: (PlaybackShared) -> Void = { _ in }) {
        update { s in
            body(s)
            s.events.append(contentsOf: events)
        }
        wakeUI?()
    }

    /// Runs `body` under the lock and wakes every waiter afterwards.
    func update<T>(_ body: (PlaybackShared) -> T) -> T {
        lock.withLock {
            defer { lock.broadcast() }
            return body(self)
        }
    }

    /// Runs `body` under the lock without waking anyone.
    func read<T>(_ body: (PlaybackShared) -> T) -> T {
        lock.withLock { body(self) }
    }
}
