import CALSA

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open ALSA playback PCM: interleaved signed 16-bit stereo at `rate`, about `latency` seconds of buffer,
/// non-blocking (the audio writer waits for room with `waitForRoom` so it can notice a pause or a stop).
///
/// `@unchecked Sendable`: ALSA's handle is not thread-safe, and is used by one thread at a time: the player's
/// `AudioOutputSlot` hands it to one audio writer after another under its lock.
final class AudioOutput: @unchecked Sendable {
    private let pcm: OpaquePointer
    private var configuration: OpaquePointer?
    let name: String
    let rate: Int32
    static let channels = 2
    /// The device buffer and period, in frames.
    let bufferFrames: Int
    let periodFrames: Int
    /// Whether the PCM consumes samples as soon as it gets them, with no clock of its own (the null PCM, or
    /// the file plugin that writes to a file): the player then paces it by the display's clock.
    let isPacedByPlayer: Bool
    /// Whether the device can pause with its buffer kept (`snd_pcm_pause`).
    let canPause: Bool
    private var isClosed = false

    /// Opens `device` for playback.
    /// - Throws: `MediaError.audioDevice` with ALSA's reason (no card, busy, no such PCM).
    init(_ device: AudioDevice, rate: Int32, latency: Double = 0.1) throws(MediaError) {
        panel_alsa_silence_errors()
        var handle: OpaquePointer?
        var result: Int32
        var config: OpaquePointer?
        switch device {
        case .none:
            throw MediaError.audioDevice(name: "none", reason: "no sound device chosen")
        case .alsa(let pcmName):
            name = pcmName
            result = snd_pcm_open(&handle, pcmName, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        case .alsaConfiguration(let pcmName, let text):
            name = pcmName
            result = text.withCString { snd_config_load_string(&config, $0, 0) }
            if result < 0 {
                throw MediaError.audioDevice(
                    name: pcmName, reason: "the ALSA configuration does not parse: \(Self.describe(result))")
            }
            result = snd_pcm_open_lconf(&handle, pcmName, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK, config)
        }
        guard result >= 0, let handle else {
            if let config { snd_config_delete(config) }
            throw MediaError.audioDevice(name: name, reason: Self.describe(result))
        }
        result = snd_pcm_set_params(
            handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(Self.channels), UInt32(rate), 1,
            UInt32(latency * 1e6))
        if result < 0 {
            snd_pcm_close(handle)
            if let config { snd_config_delete(config) }
            throw MediaError.audioDevice(
                name: name, reason: "cannot play 16-bit stereo at \(rate) Hz: \(Self.describe(result))")
        }
        var buffer: snd_pcm_uframes_t = 0
        var period: snd_pcm_uframes_t = 0
        snd_pcm_get_params(handle, &buffer, &period)
        var hw: OpaquePointer?
        var pausable = false
        if snd_pcm_hw_params_malloc(&hw) == 0, let hw {
            if snd_pcm_hw_params_current(handle, hw) == 0 { pausable = snd_pcm_hw_params_can_pause(hw) != 0 }
            snd_pcm_hw_params_free(hw)
        }
        let type = snd_pcm_type(handle)
        pcm = handle
        configuration = config
        self.rate = rate
        bufferFrames = max(Int(buffer), 1)
        periodFrames = max(Int(period), 1)
        isPacedByPlayer = type == SND_PCM_TYPE_NULL || type == SND_PCM_TYPE_FILE
        canPause = pausable
    }

    deinit {
        close()
    }

    /// Stops at once and closes the PCM (`snd_pcm_drop`, `snd_pcm_close`).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        snd_pcm_drop(pcm)
        snd_pcm_close(pcm)
        if let configuration { snd_config_delete(configuration) }
        configuration = nil
    }

    static func describe(_ code: Int32) -> String {
        String(cString: snd_strerror(code))
    }

    /// Frames the device can take now, recovering from an underrun (`snd_pcm_avail_update`, `snd_pcm_recover`).
    /// - Throws: `MediaError.audioDevice` when the device is gone.
    func room() throws(MediaError) -> Int {
        var n = snd_pcm_avail_update(pcm)
        if n < 0 {
            try recover(Int32(n))
            n = snd_pcm_avail_update(pcm)
        }
        return max(0, Int(n))
    }

    /// Waits at most `seconds` for room in the buffer (`snd_pcm_wait`).
    func waitForRoom(seconds: Double) {
        let r = snd_pcm_wait(pcm, Int32((seconds * 1000).rounded(.up)))
        if r < 0 { try? recover(r) }
    }

    /// Writes interleaved frames; returns how many the device took (`snd_pcm_writei`).
    /// - Throws: `MediaError.audioDevice` when the device is gone.
    func write(_ samples: UnsafeBufferPointer<Int16>) throws(MediaError) -> Int {
        let frames = samples.count / Self.channels
        guard frames > 0 else { return 0 }
        let n = snd_pcm_writei(pcm, samples.baseAddress, snd_pcm_uframes_t(frames))
        if n == -Int(EAGAIN) { return 0 }
        if n < 0 {
            try recover(Int32(n))
            return 0
        }
        return Int(n)
    }

    /// Frames written but not yet heard (`snd_pcm_delay`); 0 when the device is not running.
    func delay() -> Int {
        var d: snd_pcm_sframes_t = 0
        if snd_pcm_delay(pcm, &d) < 0 { return 0 }
        return max(0, Int(d))
    }

    /// Pauses or resumes with the buffer kept (`snd_pcm_pause`); false when the device cannot.
    func setPaused(_ paused: Bool) -> Bool {
        guard canPause else { return false }
        let state = snd_pcm_state(pcm)
        if paused && state != SND_PCM_STATE_RUNNING { return true }
        if !paused && state != SND_PCM_STATE_PAUSED { return true }
        return snd_pcm_pause(pcm, paused ? 1 : 0) >= 0
    }

    /// Starts a stream that waits for a full buffer (`snd_pcm_start`): the end of a sound shorter than the
    /// buffer must still play.
    func startIfWaiting() {
        if snd_pcm_state(pcm) == SND_PCM_STATE_PREPARED { snd_pcm_start(pcm) }
    }

    /// Throws away what the buffer holds and gets ready for new samples (`snd_pcm_drop`, `snd_pcm_prepare`).
    func discard() {
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
    }

    private func recover(_ code: Int32) throws(MediaError) {
        if snd_pcm_recover(pcm, code, 1) < 0 {
            throw MediaError.audioDevice(name: name, reason: Self.describe(code))
        }
    }
}
