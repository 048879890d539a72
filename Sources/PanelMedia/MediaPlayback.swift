import Dispatch

/// Plays one media file at a time for a UI: a decode worker thread fills a bounded queue of frames already
/// converted to the view's size, and the UI calls `update(at:)` on every display frame (its display link)
/// to take the frame due at that frame's time. While sound plays, its clock is the master and video follows
/// it (a late frame is passed over, an early one waits); without sound the display's clock is.
///
/// ```swift
/// let playback = MediaPlayback(audio: .systemDefault) { print($0) }
/// playback.outputBox = PixelSize(width: 640, height: 360)
/// playback.load(path: "/srv/clips/intro.mp4")   // opens on the worker; the first frame follows
/// playback.play(at: clock.now)
/// // every display frame, on the main actor:
/// let changes = playback.update(at: link.targetTimestamp)
/// if changes.contains(.frame) { imageView.image = playback.currentFrame?.surface }
/// ```
///
/// Memory stays bounded whatever the file's length: `maxVideoFrames` frames ahead, half a second of sound,
/// a packet budget. Paused, the worker decodes nothing once the frame on screen is there; a seek throws away
/// what was queued and converts nothing before its target.
@MainActor
public final class MediaPlayback {
    /// Where the item is.
    public enum State: Equatable, Sendable {
        /// Nothing loaded.
        case empty
        /// The worker is opening the file.
        case opening
        /// The file is open (`info` says what it holds).
        case ready
        /// The file cannot play.
        case failed(MediaError)
    }

    /// What an `update(at:)` changed.
    public struct Changes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `currentFrame` is a new frame.
        public static let frame = Changes(rawValue: 1)
        /// `position` moved.
        public static let time = Changes(rawValue: 2)
        /// `state` changed (opened, or failed).
        public static let state = Changes(rawValue: 4)
        /// Playback reached the end of the item (and stopped).
        public static let ended = Changes(rawValue: 8)
    }

    /// A frame put on screen: at which display time, which media time it shows, and the clock's media time.
    public struct Presentation: Sendable, Equatable {
        public var displayTime: Double
        public var frameTime: Double
        public var clockTime: Double
    }

    /// When the sound stream's first frame is heard, for a device paced by the display (null or file PCM).
    public struct AudioTimeline: Sendable, Equatable {
        /// The media time of the stream's first frame.
        public var origin: Double
        /// The display time at which it is heard.
        public var startDisplayTime: Double
        /// Frames per second.
        public var rate: Double
    }

    /// The sound output (`.none`: silent, on the display's clock).
    public let audioDevice: AudioDevice
    /// Whether FFmpeg's V4L2 memory-to-memory decoders are tried before software.
    public let preferHardwareDecoding: Bool
    /// Frames decoded ahead, at most.
    public var maxVideoFrames = 6
    /// The item's file.
    public private(set) var path: String?
    public private(set) var state = State.empty
    /// What the file holds, once open.
    public private(set) var info: MediaInfo?
    /// The frame on screen.
    public private(set) var currentFrame: VideoFrame?
    /// The media time shown (and heard), in seconds.
    public private(set) var position: Double = 0
    /// Whether the user wants playback (the clock runs once the first frame is there).
    public private(set) var isPlaying = false
    /// The item's length in seconds (0 until it is open, or when the file does not say).
    public var duration: Double { info?.duration ?? 0 }
    /// Loudness, 0...1, applied to the samples before the device.
    public var volume: Double = 1 {
        didSet { pushGain() }
    }
    public var isMuted = false {
        didSet { pushGain() }
    }
    /// The pixel box frames are scaled into (keeping their shape); set it from the video view's size. Paused,
    /// the frame on screen is decoded again at the new size; playing, the next frames come at it.
    public var outputBox = PixelSize.zero {
        didSet {
            guard outputBox != oldValue, let s = shared else { return }
            s.update { [outputBox] in $0.outputBox = outputBox }
            if !isPlaying, currentFrame != nil, state == .ready { seek(to: position) }
        }
    }
    /// Whether `presentations` is kept (tests).
    public var recordsPresentations = false
    /// Every frame put on screen, when `recordsPresentations` (at most the latest 100 000).
    public private(set) var presentations: [Presentation] = []

    private let log: (String) -> Void
    /// Called on the main actor after the worker hands something over (the file opened or failed, a log
    /// line): the owner restarts its display link if it had paused it.
    public var onWorkerEvent: (() -> Void)?
    private let slot: AudioOutputSlot?
    private var shared: PlaybackShared?
    private var thread: WorkerThread?
    private var awaitingFrame = false
    private var clockRunning = false
    private var anchor = (display: 0.0, media: 0.0)
    private var soundDone = false
    private var retired: [VideoFrame] = []
    private nonisolated static let epsilon = 1e-6

    /// A player sending its sound to `audio` and its log lines (the decoder chosen, no sound device) to `log`.
    ///
    /// A device with its own clock is read on the monotonic clock, so the display's clock must be
    /// `CLOCK_MONOTONIC` then (the kiosk's `MonotonicClock`); with a manual clock use `.none`, or a null or
    /// file PCM, which the display's clock paces.
    public init(
        audio: AudioDevice = .none, preferHardwareDecoding: Bool = true, log: @escaping (String) -> Void
    ) {
        self.audioDevice = audio
        self.preferHardwareDecoding = preferHardwareDecoding
        self.log = log
        slot = audio == .none ? nil : AudioOutputSlot(device: audio, rate: 48000)
    }

    isolated deinit {
        stopWorker(join: false)
        slot?.close()
    }

    // MARK: Loading

    /// Loads `path`, paused at its start: the worker opens it and decodes the first frame.
    public func load(path: String) {
        stopWorker(join: false)
        self.path = path
        state = .opening
        info = nil
        position = 0
        isPlaying = false
        clockRunning = false
        soundDone = false
        currentFrame = nil
        retired = []
        presentations = []
        let s = PlaybackShared(maxVideoFrames: max(2, maxVideoFrames), maxAudioSeconds: 0.5, audioRate: 48000)
        s.outputBox = outputBox
        s.gain = gain
        s.clock.flushDevice = false
        s.wakeUI = { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.onWorkerEvent?() } }
        }
        shared = s
        awaitingFrame = true
        do {
            thread = try DecodeWorker.start(
                path: path, shared: s,
                options: DecodeWorker.Options(preferHardware: preferHardwareDecoding, audio: slot))
        } catch {
            // Reported as a worker's failure is (the next update says it once and ends the wait for a frame),
            // so a player that never started looks to its owner like one whose file would not open.
            s.notifyUI(.failed(error)) { s in
                s.videoEnded = true
                s.stillDelivered = true
            }
        }
    }

    /// Stops the worker and forgets the item.
    public func unload() {
        stopWorker(join: false)
        path = nil
        state = .empty
        info = nil
        currentFrame = nil
        retired = []
        isPlaying = false
        clockRunning = false
        awaitingFrame = false
        position = 0
    }

    /// Stops the worker and the audio writer and waits for their threads to end; the sound device closes.
    public func close() {
        stopWorker(join: true)
        slot?.close()
        unload()
    }

    private func stopWorker(join: Bool) {
        guard let s = shared else { return }
        s.update { $0.stopRequested = true }
        if join { thread?.join() } else { thread?.detach() }
        thread = nil
        shared = nil
    }

    // MARK: Controls

    /// Starts (or resumes) playback; the clock runs from `displayTime` once the first frame is there.
    public func play(at displayTime: Double) {
        guard !isPlaying, let s = shared else { return }
        if case .failed = state { return }
        isPlaying = true
        s.update { $0.playing = true }
        if !awaitingFrame { startClock(at: displayTime) }
    }

    /// Pauses at the media time showing at `displayTime`; the worker stops decoding.
    public func pause(at displayTime: Double) {
        guard isPlaying, let s = shared else { return }
        if clockRunning { position = mediaTime(at: displayTime) }
        isPlaying = false
        clockRunning = false
        s.update { s in
            s.playing = false
            if s.clock.paced && s.clock.running {
                s.clock.heldFrames = s.clock.heardFrames(at: displayTime)
                s.clock.pacedStart = nil
            }
            s.clock.running = false
        }
    }

    /// Moves to `time` (clamped to the item): the queues are emptied and the worker runs up to the target
    /// without converting anything before it. The frame on screen stays until the target's frame is there.
    public func seek(to time: Double) {
        guard let s = shared else { return }
        if case .failed = state { return }
        let t = max(0, duration > 0 ? min(time, duration) : time)
        position = t
        awaitingFrame = true
        clockRunning = false
        soundDone = false
        s.update { s in
            s.generation += 1
            s.seekTarget = t
            s.freeFrames.append(contentsOf: s.video)
            s.video = []
            s.videoEnded = false
            s.stillDelivered = false
            s.audio.removeAll()
            s.audioEnded = false
            s.clock.restart(at: t)
            s.mediaClock = t
        }
    }

    private var gain: Double { isMuted ? 0 : max(0, min(1, volume)) }

    private func pushGain() {
        shared?.update { [gain] in $0.gain = gain }
    }

    private func startClock(at displayTime: Double) {
        clockRunning = true
        anchor = (displayTime, position)
        shared?.update { s in
            s.clock.running = true
            s.clock.displayTime = displayTime
            if s.clock.paced { s.clock.pacedStart = displayTime - s.clock.heldFrames / s.clock.rate }
        }
    }

    // MARK: Frames

    /// Whether `update(at:)` has work each display frame: playing, opening, or waiting for a seek's frame.
    public var needsUpdates: Bool {
        if case .opening = state { return true }
        return shared != nil && (isPlaying || awaitingFrame)
    }

    /// Whether sound plays (a device is open for this item's sound and has not failed).
    public var isPlayingSound: Bool { shared?.read { $0.hasAudioOutput } ?? false }

    /// Counters of the current item.
    public var statistics: PlaybackStatistics { shared?.read { $0.statistics } ?? PlaybackStatistics() }

    /// The sound's timeline when a paced device (null or file PCM) plays it and its clock runs.
    public var audioTimeline: AudioTimeline? {
        shared?.read { s in
            guard s.hasAudioOutput, s.clock.paced, let start = s.clock.pacedStart else { return nil }
            return AudioTimeline(origin: s.clock.origin, startDisplayTime: start, rate: s.clock.rate)
        }
    }

    /// The media time at `displayTime`: the sound's clock while sound plays, else the display's.
    public func mediaTime(at displayTime: Double) -> Double {
        guard isPlaying, clockRunning else { return position }
        if !soundDone, let s = shared, let t = s.read({ $0.hasAudioOutput ? $0.clock.mediaTime(at: displayTime) : nil })
        {
            return t
        }
        return anchor.media + (displayTime - anchor.display)
    }

    /// Takes the worker's news and the frame due at `displayTime` (the target time of the display frame being
    /// prepared). Call it on every display frame while `needsUpdates`.
    @discardableResult
    public func update(at displayTime: Double) -> Changes {
        guard let s = shared else { return [] }
        var changes: Changes = []
        let events = s.update { [retired] s -> [WorkerEvent] in
            defer { s.events = [] }
            // Frames replaced at the previous display frame are off screen now: they can be written again.
            s.freeFrames.append(contentsOf: retired)
            return s.events
        }
        retired = []
        for event in events {
            switch event {
            case .opened(let info):
                self.info = info
                state = .ready
                changes.insert(.state)
                log(Self.describe(info, silent: audioDevice == .none))
            case .failed(let error):
                state = .failed(error)
                isPlaying = false
                clockRunning = false
                awaitingFrame = false
                changes.insert(.state)
                log(error.description)
            case .log(let line):
                log(line)
            case .stillFrameReady:
                break
            case .audioLost:
                if clockRunning && !soundDone {
                    soundDone = true
                    anchor = (displayTime, position)
                }
            }
        }
        if case .failed = state { return changes }

        // The clock: the sound's while it plays, else the display's.
        var m = position
        if isPlaying && clockRunning {
            if !soundDone, let reading = s.update({ Self.readSound($0, at: displayTime) }) {
                m = reading.time
                if reading.finished {
                    soundDone = true
                    anchor = (displayTime, m)
                }
            } else {
                m = anchor.media + (displayTime - anchor.display)
            }
        }

        // The frame due at m.
        let playing = isPlaying && clockRunning
        let waiting = awaitingFrame
        let (picked, reached, videoOver) = s.update { s -> (VideoFrame?, Bool, Bool) in
            s.mediaClock = m
            s.clock.displayTime = displayTime
            var picked: VideoFrame?
            var reached = false
            if waiting {
                // Frames shown on the way (scrubbing), then the seek's own frame.
                while let f = s.video.first, f.isInterim {
                    if let skipped = picked { s.freeFrames.append(skipped) }
                    picked = s.video.removeFirst()
                }
                if let f = s.video.first, !f.isInterim {
                    if let skipped = picked { s.freeFrames.append(skipped) }
                    picked = f
                    s.video.removeFirst()
                    reached = true
                }
            } else if playing {
                while s.video.count >= 2 && s.video[1].time <= m + Self.epsilon {
                    s.freeFrames.append(s.video.removeFirst())
                    s.statistics.framesSkippedAtDisplay += 1
                }
                if let f = s.video.first, f.time <= m + Self.epsilon { picked = s.video.removeFirst() }
            }
            if picked != nil { s.statistics.framesPresented += 1 }
            return (picked, reached, s.videoEnded && s.video.isEmpty)
        }
        if let picked {
            if let old = currentFrame { retired.append(old) }
            currentFrame = picked
            changes.insert(.frame)
            if recordsPresentations {
                if presentations.count >= 100_000 { presentations.removeFirst(presentations.count / 2) }
                presentations.append(Presentation(displayTime: displayTime, frameTime: picked.time, clockTime: m))
            }
        }
        if waiting && (reached || videoOver) {
            awaitingFrame = false
            if isPlaying { startClock(at: displayTime) }
        } else if playing {
            position = m
            changes.insert(.time)
        }

        // The end: no more frames, the last one has had its time, and the sound (if any) is all heard.
        if isPlaying && clockRunning && videoOver && (soundDone || !s.read({ $0.hasAudioOutput }))
            && m >= (currentFrame?.end ?? 0) - Self.epsilon
        {
            isPlaying = false
            clockRunning = false
            if duration > 0 { position = min(position, duration) }
            s.update { s in
                s.playing = false
                s.clock.running = false
            }
            changes.insert(.ended)
        }
        return changes
    }

    /// The sound clock at `displayTime` (under the lock); nil when no sound plays. A paced stream whose
    /// writer fell behind stalls, as a device that runs dry does.
    private static func readSound(_ s: PlaybackShared, at displayTime: Double) -> (time: Double, finished: Bool)? {
        guard s.hasAudioOutput else { return nil }
        if s.clock.paced, let start = s.clock.pacedStart, !s.clock.drained,
            (displayTime - start) * s.clock.rate > Double(s.clock.written)
        {
            s.clock.pacedStart = displayTime - Double(s.clock.written) / s.clock.rate
        }
        return (s.clock.mediaTime(at: displayTime), s.clock.isFinished(at: displayTime))
    }

    static func describe(_ info: MediaInfo, silent: Bool) -> String {
        let name = info.path.split(separator: "/").last.map(String.init) ?? info.path
        let rate = info.frameRate > 0 ? " \(Int(info.frameRate.rounded())) fps" : ""
        var decoder = info.isHardwareDecoder ? "hardware decoder \(info.decoder)" : "software decoder \(info.decoder)"
        if let note = info.hardwareNote, !info.isHardwareDecoder { decoder += " (\(note))" }
        let sound =
            info.audioCodec.map { ", \($0) sound" + (silent ? " (not played: no sound device chosen)" : "") }
            ?? ", no sound"
        return "media: \(name): \(info.videoCodec) \(info.width)x\(info.height)\(rate)\(sound); \(decoder)"
    }

    // MARK: Waiting (tests, offscreen renders)

    /// Blocks until the worker has what `update(at: displayTime)` needs, so a manual clock gives the same
    /// result however fast the threads run: the file opened (or failed), the first frame after a load or seek,
    /// and while playing, the frame after the one due at `displayTime` (or the end of the video) and the
    /// sound through it.
    ///
    /// - Returns: false when `timeout` seconds of real time passed first.
    public func waitUntilBuffered(at displayTime: Double, timeout: Double) -> Bool {
        guard let s = shared else { return true }
        if case .failed = state { return true }
        let m = mediaTime(at: displayTime)
        let playing = isPlaying && clockRunning
        let waiting = awaitingFrame
        let opening = state == .opening
        let soundDone = soundDone
        let deadline = ConditionLock.now() + timeout
        return s.lock.withLock {
            func ready() -> Bool {
                if s.stopRequested || s.events.contains(where: { if case .failed = $0 { true } else { false } }) {
                    return true
                }
                if opening && !s.events.contains(where: { if case .opened = $0 { true } else { false } }) {
                    return false
                }
                if waiting { return s.video.contains { !$0.isInterim } || s.videoEnded }
                guard playing else { return true }
                let videoReady = s.videoEnded || (s.video.last.map { $0.time > m + Self.epsilon } ?? false)
                var soundReady = true
                if s.hasAudioOutput && !soundDone && s.clock.paced && !s.clock.drained, let start = s.clock.pacedStart {
                    soundReady = Double(s.clock.written) >= ((displayTime - start) * s.clock.rate).rounded(.down)
                }
                return videoReady && soundReady
            }
            while !ready() {
                if !s.lock.wait(until: deadline) && !ready() { return false }
            }
            return true
        }
    }
}
