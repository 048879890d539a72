/// Where the sound is: which of the frames handed to the device has been heard, and so the media time the
/// listener hears. While sound plays this is the master clock: video follows it.
///
/// The stream starts at media time `origin` (a load or a seek): the audio writer lines every chunk up to
/// `origin + written / rate`, padding gaps with silence and trimming overlaps, so frame n of the stream is
/// media time `origin + n / rate`.
struct AudioClock {
    /// Bumped by every seek: the writer drops a chunk it took before.
    var generation = 0
    /// Media time of the stream's first frame.
    var origin: Double = 0
    /// Frames handed to the device since the stream started.
    var written = 0
    var rate: Double = 48000
    /// The device has no clock of its own (null or file PCM): frame n is heard at display time
    /// `pacedStart + n / rate`, and the writer stays at most `lead` ahead of the display's clock.
    var paced = false
    var pacedStart: Double?
    /// Paced: frames heard when the stream stopped (pause), from which it goes on.
    var heldFrames: Double = 0
    /// Paced: the display time of the UI's latest frame (the writer writes up to it plus `lead`).
    var displayTime: Double = 0
    /// A device with a clock: frames heard at monotonic time `heardAt` (`written - snd_pcm_delay`).
    var heard: Double = 0
    var heardAt: Double?
    /// The device must throw away its buffer (a seek).
    var flushDevice = false
    /// The clock runs: the UI has shown the first frame and plays; the writer writes only then.
    var running = false
    /// The writer has no more sound for this stream (the file's sound ended and every frame was written).
    var drained = false

    /// How far ahead of the listener a paced writer writes.
    static let lead = 0.1

    /// Frames heard at display time `t` (never more than were written).
    func heardFrames(at t: Double) -> Double {
        if paced {
            guard let start = pacedStart else { return min(heldFrames, Double(written)) }
            return min(Double(written), max(0, (t - start) * rate))
        }
        guard let at = heardAt else { return min(heard, Double(written)) }
        return min(Double(written), max(0, heard + max(0, t - at) * rate))
    }

    /// The media time heard at display time `t`.
    func mediaTime(at t: Double) -> Double {
        origin + heardFrames(at: t) / rate
    }

    /// Whether every frame of a finished stream has been heard by `t`.
    func isFinished(at t: Double) -> Bool {
        drained && heardFrames(at: t) >= Double(written) - 1
    }

    /// Starts over at `origin` (load or seek).
    mutating func restart(at origin: Double) {
        generation += 1
        self.origin = origin
        written = 0
        pacedStart = nil
        heldFrames = 0
        heard = 0
        heardAt = nil
        flushDevice = true
        running = false
        drained = false
    }
}
