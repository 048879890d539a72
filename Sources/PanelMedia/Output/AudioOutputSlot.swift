/// The player's sound device, kept open from one item to the next and lent to one audio writer at a time
/// (an exclusive ALSA device cannot be opened twice, and reopening costs a click).
///
/// `@unchecked Sendable`: `output`, `inUse`, `failureReported` and `closeOnRelease` are only touched under
/// `lock`.
final class AudioOutputSlot: @unchecked Sendable {
    let device: AudioDevice
    let rate: Int
    private let lock = ConditionLock()
    private var output: AudioOutput?
    private var inUse = false
    private var failureReported = false
    private var closeOnRelease = false

    init(device: AudioDevice, rate: Int) {
        self.device = device
        self.rate = rate
    }

    enum Acquired {
        case success(AudioOutput)
        /// No device; `firstTime` is true once per player, so "no sound" is said once.
        case failure(MediaError, firstTime: Bool)
    }

    /// Lends the device, opening it if needed; waits at most `timeout` seconds for the previous item's writer
    /// to give it back.
    func acquire(timeout: Double) -> Acquired {
        lock.withLock {
            let deadline = ConditionLock.now() + timeout
            while inUse {
                if !lock.wait(until: deadline) && inUse {
                    return .failure(
                        MediaError.audioDevice(name: "\(device)", reason: "still in use by the previous item"),
                        firstTime: false)
                }
            }
            if output == nil {
                do throws(MediaError) {
                    output = try AudioOutput(device, rate: Int32(rate))
                } catch {
                    let first = !failureReported
                    failureReported = true
                    return .failure(error, firstTime: first)
                }
            }
            inUse = true
            return .success(output!)
        }
    }

    /// Takes the device back; a broken one is closed (the next item opens it again).
    func release(_ returned: AudioOutput, broken: Bool = false) {
        lock.withLock {
            returned.discard()
            if broken || closeOnRelease {
                returned.close()
                if output === returned { output = nil }
                closeOnRelease = false
            }
            inUse = false
            lock.broadcast()
        }
    }

    /// Closes the device (the player goes away); one lent to a writer closes when the writer gives it back.
    func close() {
        lock.withLock {
            if inUse {
                closeOnRelease = true
                return
            }
            output?.close()
            output = nil
        }
    }
}
