import CFFmpeg
import PanelGraphics

/// The decode worker: one thread per item that opens the file, reads packets, decodes video and sound as
/// far ahead as `PlaybackShared`'s bounds allow, converts each frame that will be shown once (swscale, to
/// the player's size), and waits on the condition variable when there is nothing to do: paused with the
/// still frame delivered, queues full, or the streams ended. It never touches the UI.
///
/// All its state belongs to its thread; it meets the UI and the audio writer only in `PlaybackShared`.
final class DecodeWorker {
    struct Options: Sendable {
        var preferHardware: Bool
        var audio: AudioOutputSlot?
        /// Packets held ahead in the demuxer's queues, at most (bytes).
        var packetBudget = 64 << 20
    }

    private let path: String
    private let shared: PlaybackShared
    private let options: Options
    private var file: MediaFile!
    private let scaler = FrameScaler()
    private let frame = DecodedFrame()
    private let audioFrame = DecodedFrame()
    private let packet = Packet()
    private var videoPackets: [Packet] = []
    private var audioPackets: [Packet] = []
    private var packetBytes = 0
    private var demuxEnded = false
    private var videoDrainSent = false
    private var audioDrainSent = false
    private var videoEnded = false
    private var audioEnded = false
    private var generation = 0
    /// The seek being run up to (frames ending before it are not converted).
    private var target: Double?
    /// The latest frame thrown away before the target, kept to show if the file ends before the target.
    private let lastSkipped = DecodedFrame()
    private var hasLastSkipped = false
    private var lastSkippedTiming = (time: 0.0, duration: 0.0)
    private var lastFrameTime: Double?
    private var lastFrameDuration = 0.0
    private var framesEverDecoded = 0
    /// When the current run-up to a target started, and when a frame was last delivered (monotonic seconds).
    private var runUpStarted = 0.0
    private var lastDelivery = 0.0
    private var writer: AudioWriter?
    private var writerThread: WorkerThread?
    private var reportedPacketDrop = false

    /// Starts the worker for `path` on its own thread.
    /// - Throws: `MediaError.ffmpegMissing` (the worker's packets and frames are FFmpeg's), `.threadFailed`.
    static func start(path: String, shared: PlaybackShared, options: Options) throws(MediaError) -> WorkerThread {
        try FFmpeg.load()
        return try WorkerThread(name: "panel-decode") {
            let worker = DecodeWorker(path: path, shared: shared, options: options)
            worker.run()
        }
    }

    private init(path: String, shared: PlaybackShared, options: Options) {
        self.path = path
        self.shared = shared
        self.options = options
    }

    /// Hands an event to the UI (`PlaybackShared.notifyUI`).
    private func notifyUI(_ event: WorkerEvent) {
        shared.notifyUI(event)
    }

    private func run() {
        defer { finish() }
        let audioRate = options.audio.map { Int32($0.rate) }
        do {
            file = try MediaFile(path: path, preferHardware: options.preferHardware, audioRate: audioRate)
        } catch {
            shared.notifyUI(.failed(error)) { s in
                s.videoEnded = true
                s.stillDelivered = true
            }
            return
        }
        notifyUI(.opened(file.info))
        startAudio()
        loop()
    }

    /// Opens the sound device (once per player; "no device" is said once) and starts the audio writer.
    private func startAudio() {
        guard let slot = options.audio else { return }
        if file.audio == nil {
            if let note = file.audioNote { notifyUI(.log("\(path): plays silent: \(note)")) }
            return
        }
        switch slot.acquire(timeout: 2) {
        case .success(let output):
            let writer = AudioWriter(output: output, shared: shared, slot: slot)
            do {
                writerThread = try writer.start()
                self.writer = writer
                shared.update { s in
                    s.hasAudioOutput = true
                    s.clock.paced = output.isPacedByPlayer
                    s.clock.rate = Double(output.rate)
                }
            } catch {
                slot.release(output)
                notifyUI(.log("\(path): plays silent: \(error)"))
            }
        case .failure(let error, let firstTime):
            if firstTime { notifyUI(.log("\(error.description); playing silent")) }
        }
    }

    private func finish() {
        shared.update { $0.stopRequested = true }
        writerThread?.join()
        file = nil
    }

    // MARK: The loop

    private enum Work {
        case stop
        case seek(Double)
        case decode(video: Bool, audio: Bool, box: PixelSize, clock: Double, playing: Bool)
        /// A new target just ahead of what is decoded: decode on to it instead of seeking (scrubbing forward).
        case retarget(Double, box: PixelSize)
    }

    /// How far ahead of the last decoded frame a new target is reached by decoding on rather than seeking.
    private var reach: Double {
        min(2, 60 / max(file.info.frameRate, 1))
    }

    private func nextWork() -> Work {
        shared.lock.withLock {
            while true {
                let s = shared
                if s.stopRequested { return .stop }
                if let t = s.seekTarget {
                    let end = lastFrameTime.map { $0 + lastFrameDuration }
                    if !videoEnded, let end, t >= end - 1e-6, t - end <= reach {
                        s.seekTarget = nil
                        generation = s.generation
                        return .retarget(t, box: s.outputBox)
                    }
                    // A run-up in progress finishes first (its frame shows while scrubbing), unless it is slow.
                    if target == nil || videoEnded || ConditionLock.now() - runUpStarted > 0.25 {
                        s.seekTarget = nil
                        generation = s.generation
                        return .seek(t)
                    }
                }
                let wantVideo = !videoEnded && (!s.stillDelivered || (s.playing && s.video.count < s.maxVideoFrames))
                let wantAudio =
                    writer != nil && file.audio != nil && !audioEnded && s.playing && s.stillDelivered
                    && s.audio.seconds < s.maxAudioSeconds
                if wantVideo || wantAudio {
                    // The emptier queue goes first, so neither starves the other.
                    let audioFirst =
                        wantAudio
                        && (!wantVideo
                            || s.audio.seconds / s.maxAudioSeconds
                                < Double(s.video.count) / Double(s.maxVideoFrames))
                    return .decode(
                        video: wantVideo && !audioFirst, audio: audioFirst, box: s.outputBox, clock: s.mediaClock,
                        playing: s.playing && s.stillDelivered)
                }
                s.lock.wait()
            }
        }
    }

    private func loop() {
        while true {
            switch nextWork() {
            case .stop:
                return
            case .seek(let t):
                seek(to: t)
            case .retarget(let t, let box):
                if target != nil, hasLastSkipped, ConditionLock.now() - lastDelivery > 0.1 {
                    // Scrubbing on through a long run-up: show where the decoder is.
                    deliver(
                        lastSkipped, time: lastSkippedTiming.time, duration: lastSkippedTiming.duration, box: box,
                        interim: true)
                }
                target = t
                runUpStarted = ConditionLock.now()
                file.video.skipsNonReferenceFrames = true
            case .decode(let video, let audio, let box, let clock, let playing):
                if video {
                    stepVideo(box: box, clock: clock, playing: playing)
                } else if audio {
                    stepAudio()
                }
            }
        }
    }

    // MARK: Seeking

    private func seek(to t: Double) {
        if !file.seek(to: t) {
            notifyUI(.log("\(path): cannot seek to \(t) s; playing on from where it is"))
        }
        file.video.flush()
        file.audio?.flush()
        videoPackets = []
        audioPackets = []
        packetBytes = 0
        demuxEnded = false
        videoDrainSent = false
        audioDrainSent = false
        videoEnded = false
        audioEnded = false
        target = t
        runUpStarted = ConditionLock.now()
        hasLastSkipped = false
        lastFrameTime = nil
        file.video.skipsNonReferenceFrames = t > 0
    }

    // MARK: Demuxing

    /// Reads one packet into the queue of its stream.
    private func demuxOne() {
        switch file.read(into: packet) {
        case .video:
            let p = packet.take()
            packetBytes += Int(p.pointer.pointee.size)
            videoPackets.append(p)
        case .audio:
            if writer != nil {
                let p = packet.take()
                packetBytes += Int(p.pointer.pointee.size)
                audioPackets.append(p)
            } else {
                FFmpeg.api.av_packet_unref(packet.pointer)
            }
        case .other:
            break
        case .end:
            demuxEnded = true
        }
        if packetBytes > options.packetBudget {
            // A badly interleaved file: drop the sound queued ahead first, then the oldest video.
            let victim = audioPackets.isEmpty ? 0 : 1
            if victim == 1 {
                packetBytes -= Int(audioPackets.removeFirst().pointer.pointee.size)
            } else if !videoPackets.isEmpty {
                packetBytes -= Int(videoPackets.removeFirst().pointer.pointee.size)
            }
            shared.update { $0.statistics.packetsDropped += 1 }
            if !reportedPacketDrop {
                reportedPacketDrop = true
                notifyUI(.log("\(path): the file's streams are badly interleaved; dropping packets"))
            }
        }
    }

    /// The media time at which a packet's frame stops showing.
    private func packetEnd(_ p: Packet) -> Double {
        let pk = p.pointer.pointee
        let ts = pk.pts != FFmpeg.noTimestamp ? pk.pts : pk.dts
        guard ts != FFmpeg.noTimestamp else { return .infinity }
        return file.videoSeconds(ts + max(pk.duration, 0))
    }

    // MARK: Video

    private func stepVideo(box: PixelSize, clock: Double, playing: Bool) {
        let r = file.video.receive(into: frame)
        if r == 0 {
            framesEverDecoded += 1
            handleVideoFrame(box: box, clock: clock, playing: playing)
            FFmpeg.api.av_frame_unref(frame.pointer)
            return
        }
        if r == FFmpeg.again {
            if !videoPackets.isEmpty {
                let p = videoPackets.removeFirst()
                packetBytes -= Int(p.pointer.pointee.size)
                if let target, file.video.skipsNonReferenceFrames, packetEnd(p) > target + 1e-6 {
                    // From here on every frame may be shown: decode them all.
                    file.video.skipsNonReferenceFrames = false
                }
                _ = file.video.send(p)  // a damaged packet is skipped; the stream goes on
            } else if demuxEnded {
                if !videoDrainSent {
                    videoDrainSent = true
                    file.video.skipsNonReferenceFrames = false
                    _ = file.video.send(nil)
                } else {
                    videoStreamEnded(box: box)
                }
            } else {
                demuxOne()
            }
            return
        }
        // The end of the stream, or an error the decoder cannot go past.
        videoStreamEnded(box: box)
    }

    private func videoStreamEnded(box: PixelSize) {
        videoEnded = true
        defer { target = nil }
        if framesEverDecoded == 0 {
            shared.notifyUI(.failed(.noFrames(path: path))) { s in
                s.videoEnded = true
                s.stillDelivered = true
            }
            return
        }
        // A seek past the last frame shows the last frame.
        if target != nil, hasLastSkipped {
            target = nil
            deliver(lastSkipped, time: lastSkippedTiming.time, duration: lastSkippedTiming.duration, box: box)
        }
        let g = generation
        shared.update { s in
            guard s.generation == g else { return }
            s.videoEnded = true
            s.stillDelivered = true
        }
    }

    private func frameTiming(_ f: DecodedFrame) -> (time: Double, duration: Double) {
        let info = file.info
        let interval = info.frameRate > 0 ? 1 / info.frameRate : 1.0 / 25
        let ts = f.pointer.pointee.best_effort_timestamp
        var time: Double
        if ts != FFmpeg.noTimestamp {
            time = file.videoSeconds(ts)
        } else {
            time = (lastFrameTime ?? (target ?? 0) - interval) + interval
        }
        if !time.isFinite { time = 0 }
        let d = panel_frame_duration(f.pointer)
        let duration = d > 0 ? FFmpeg.seconds(d, file.videoTimeBase) : interval
        return (time, duration)
    }

    private func handleVideoFrame(box: PixelSize, clock: Double, playing: Bool) {
        let (time, duration) = frameTiming(frame)
        lastFrameTime = time
        lastFrameDuration = duration
        shared.update { $0.statistics.framesDecoded += 1 }
        if let t = target, time + duration <= t + 1e-6 {
            // On the way to the seek's target: never converted.
            FFmpeg.api.av_frame_unref(lastSkipped.pointer)
            _ = FFmpeg.api.av_frame_ref(lastSkipped.pointer, frame.pointer)
            hasLastSkipped = true
            lastSkippedTiming = (time, duration)
            shared.update { $0.statistics.framesBeforeSeekTarget += 1 }
            return
        }
        target = nil
        if playing && time + duration < clock - 1e-6 {
            // Already late for the display: not worth converting.
            shared.update { $0.statistics.framesLateAtDecode += 1 }
            return
        }
        deliver(frame, time: time, duration: duration, box: box)
    }

    /// Converts `decoded` into a frame of the output size and queues it. An `interim` frame shows while a seek
    /// is still on its way (scrubbing); so does a finished run-up's frame when a newer seek is already waiting.
    private func deliver(
        _ decoded: DecodedFrame, time: Double, duration: Double, box: PixelSize, interim: Bool = false
    ) {
        let info = file.info
        let source = PixelSize(width: Int(decoded.pointer.pointee.width), height: Int(decoded.pointer.pointee.height))
        let wanted =
            box.isEmpty
            ? PixelSize(width: Int((Double(source.height) * info.displayAspect).rounded()), height: source.height) : box
        let size = FrameScaler.fittedSize(aspect: info.displayAspect, box: wanted)
        let g = generation
        let reused: VideoFrame? = shared.lock.withLock {
            guard let i = shared.freeFrames.firstIndex(where: { $0.size == size }) else {
                // Frames of another size are of no more use.
                shared.freeFrames.removeAll()
                return nil
            }
            return shared.freeFrames.remove(at: i)
        }
        let out = reused ?? VideoFrame(size: size)
        guard scaler.convert(decoded, into: out.surface) else {
            notifyUI(.log("\(path): swscale cannot convert this video's pixel format"))
            return
        }
        out.time = time
        out.duration = duration
        out.generation = g
        out.isInterim = interim
        lastDelivery = ConditionLock.now()
        let first = shared.update { s -> Bool in
            guard s.generation == g else {
                if s.seekTarget != nil && !s.stillDelivered && s.video.isEmpty {
                    // A newer seek waits: this frame shows meanwhile.
                    out.generation = s.generation
                    out.isInterim = true
                    s.statistics.framesConverted += 1
                    s.video.append(out)
                } else {
                    s.freeFrames.append(out)
                }
                return false
            }
            s.statistics.framesConverted += 1
            s.video.append(out)
            if interim { return false }
            defer { s.stillDelivered = true }
            return !s.stillDelivered
        }
        if first { notifyUI(.stillFrameReady) }
    }

    // MARK: Sound

    private func stepAudio() {
        guard let decoder = file.audio else { return }
        let r = decoder.receive(into: audioFrame)
        if r == 0 {
            if let (time, samples) = decoder.convert(audioFrame) {
                let g = generation
                let end = time + Double(samples.count / AudioOutput.channels) / Double(decoder.outputRate)
                shared.update { s in
                    guard s.generation == g, end > s.clock.origin else { return }
                    s.audio.append(time: time, samples: samples)
                }
            }
            FFmpeg.api.av_frame_unref(audioFrame.pointer)
            return
        }
        if r == FFmpeg.again {
            if !audioPackets.isEmpty {
                let p = audioPackets.removeFirst()
                packetBytes -= Int(p.pointer.pointee.size)
                _ = decoder.send(p)
            } else if demuxEnded {
                if !audioDrainSent {
                    audioDrainSent = true
                    _ = decoder.send(nil)
                } else {
                    audioStreamEnded()
                }
            } else {
                demuxOne()
            }
            return
        }
        audioStreamEnded()
    }

    private func audioStreamEnded() {
        audioEnded = true
        let g = generation
        shared.update { s in
            if s.generation == g { s.audioEnded = true }
        }
    }
}
