/// The audio writer: one thread per item with sound, feeding the ALSA device from `PlaybackShared.audio`.
///
/// It lines chunks up with the stream's clock (silence for gaps, trimming overlaps), applies the volume, and
/// reports what has been heard, which is the player's master clock. A device with a clock paces it by
/// blocking (it waits for room); a device without one (null, file) is paced by the display's clock, at most
/// `AudioClock.lead` ahead. Paused, it pauses the device (or drops the buffer and keeps what was not heard,
/// to play it again on resume) and waits on the condition variable.
final class AudioWriter: Sendable {
    let output: AudioOutput
    let shared: PlaybackShared
    let slot: AudioOutputSlot

    init(output: AudioOutput, shared: PlaybackShared, slot: AudioOutputSlot) {
        self.output = output
        self.shared = shared
        self.slot = slot
    }

    /// Starts the writer's thread.
    func start() throws(MediaError) -> WorkerThread {
        try WorkerThread(name: "panel-audio") { [self] in run() }
    }

    private enum Step {
        case stop
        case flush
        case pause(generation: Int)
        case resume
        /// Everything is written: a device still waiting for a full buffer must start, or the end never plays.
        case drained
        case write(allowed: Int)
    }

    /// How far a chunk's time may differ from where the stream is before silence or trimming lines it up.
    private static let tolerance = 0.002

    private func run() {
        var paused = false
        var started = false
        var replay: [Int16] = []
        var recent: [Int16] = []
        var lost = false
        defer {
            slot.release(output, broken: lost)
        }
        let rate = Double(output.rate)
        let channels = AudioOutput.channels
        while true {
            let step: Step = shared.lock.withLock {
                while true {
                    let s = shared
                    if s.stopRequested { return .stop }
                    if s.clock.flushDevice {
                        s.clock.flushDevice = false
                        return .flush
                    }
                    if !s.clock.running {
                        if started && !paused { return .pause(generation: s.clock.generation) }
                        s.lock.wait()
                        continue
                    }
                    if paused { return .resume }
                    var allowed = Int.max
                    if s.clock.paced {
                        guard let start = s.clock.pacedStart else {
                            s.lock.wait()
                            continue
                        }
                        allowed =
                            Int(((s.clock.displayTime - start + AudioClock.lead) * rate).rounded(.down))
                            - s.clock.written
                        if allowed <= 0 {
                            s.lock.wait()
                            continue
                        }
                    }
                    if replay.isEmpty && s.audio.isEmpty {
                        if s.audioEnded && !s.clock.drained {
                            s.clock.drained = true
                            s.lock.broadcast()
                            return .drained
                        }
                        s.lock.wait()
                        continue
                    }
                    return .write(allowed: allowed)
                }
            }
            switch step {
            case .stop:
                return
            case .flush:
                output.discard()
                paused = false
                started = false
                replay = []
                recent = []
            case .pause(let generation):
                if output.isPacedByPlayer {
                    paused = true
                } else if output.setPaused(true) {
                    let d = output.delay()
                    shared.update { s in
                        guard s.clock.generation == generation else { return }
                        s.clock.heard = Double(max(0, s.clock.written - d))
                        s.clock.heardAt = nil
                    }
                    paused = true
                } else {
                    // The device cannot pause: drop its buffer and keep what was not heard, to play it again.
                    let d = min(output.delay(), recent.count / channels)
                    output.discard()
                    replay = Array(recent.suffix(d * channels))
                    recent = []
                    shared.update { s in
                        guard s.clock.generation == generation else { return }
                        s.clock.written -= d
                        s.clock.heard = Double(s.clock.written)
                        s.clock.heardAt = nil
                    }
                    paused = true
                    started = false
                }
            case .resume:
                if !output.isPacedByPlayer && started { _ = output.setPaused(false) }
                paused = false
            case .drained:
                if !output.isPacedByPlayer && started { output.startIfWaiting() }
            case .write(let allowed):
                do {
                    try write(
                        allowed: allowed, rate: rate, replay: &replay, recent: &recent, started: &started)
                } catch {
                    lost = true
                    shared.notifyUI(.log("\(error.description); playing on silent"), .audioLost) { s in
                        s.hasAudioOutput = false
                    }
                    return
                }
            }
        }
    }

    /// Writes what the device has room for (and the pacing allows): replayed frames first, then silence or
    /// the queue's frames lined up with the clock.
    private func write(
        allowed: Int, rate: Double, replay: inout [Int16], recent: inout [Int16], started: inout Bool
    ) throws(MediaError) {
        let channels = AudioOutput.channels
        var room = min(allowed, output.bufferFrames)
        if !output.isPacedByPlayer {
            room = min(room, try output.room())
            if room == 0 {
                output.waitForRoom(seconds: 0.05)
                return
            }
        }
        var samples: [Int16]
        var generation = 0
        if !replay.isEmpty {
            let n = min(room, replay.count / channels)
            samples = Array(replay.prefix(n * channels))
            replay.removeFirst(n * channels)
            generation = shared.read { $0.clock.generation }
        } else {
            let taken: (samples: [Int16], generation: Int, gain: Double)? = shared.update { s in
                let expected = s.clock.origin + Double(s.clock.written) / rate
                while let front = s.audio.frontTime, front < expected - Self.tolerance {
                    // Sound from before the stream's position (a seek's run-up, an overlap): trimmed.
                    let n = max(1, Int(((expected - front) * rate).rounded()))
                    _ = s.audio.take(maxFrames: n)
                }
                guard let front = s.audio.frontTime else { return nil }
                if front > expected + Self.tolerance {
                    // A gap before the next sound (the sound starts later than the picture): silence.
                    let n = min(room, Int(((front - expected) * rate).rounded()))
                    return ([Int16](repeating: 0, count: n * channels), s.clock.generation, 1)
                }
                guard let chunk = s.audio.take(maxFrames: room) else { return nil }
                return (chunk.samples, s.clock.generation, s.gain)
            }
            guard let taken else { return }
            samples = taken.samples
            generation = taken.generation
            if taken.gain < 0.999 {
                let g = max(0, taken.gain)
                for i in samples.indices { samples[i] = Int16(clamping: Int((Double(samples[i]) * g).rounded())) }
            }
        }
        var offset = 0
        while offset < samples.count {
            let n = try samples.withUnsafeBufferPointer { buffer throws(MediaError) -> Int in
                try output.write(UnsafeBufferPointer(rebasing: buffer[offset...]))
            }
            if n == 0 {
                if shared.read({ $0.stopRequested || $0.clock.generation != generation }) { return }
                output.waitForRoom(seconds: 0.05)
                continue
            }
            offset += n * channels
            started = true
            let d = output.isPacedByPlayer ? 0 : output.delay()
            let now = ConditionLock.now()
            shared.update { s in
                guard s.clock.generation == generation else { return }
                s.clock.written += n
                s.statistics.audioFramesWritten += n
                if !output.isPacedByPlayer {
                    s.clock.heard = Double(max(0, s.clock.written - d))
                    s.clock.heardAt = now
                }
            }
        }
        if !output.isPacedByPlayer {
            recent.append(contentsOf: samples)
            let keep = output.bufferFrames * channels
            if recent.count > keep { recent.removeFirst(recent.count - keep) }
        }
    }
}
