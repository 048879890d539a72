/// Decoded sound waiting for the audio writer: interleaved stereo chunks, each with the media time of its
/// first sample.
struct AudioQueue {
    private var chunks: [(time: Double, samples: [Int16])] = []
    private var head = 0
    /// Frames queued (a frame is one sample per channel).
    private(set) var frames = 0
    let rate: Double
    let channels: Int

    init(rate: Double, channels: Int) {
        self.rate = rate
        self.channels = channels
    }

    var isEmpty: Bool { frames == 0 }
    /// The media time of the first queued frame.
    var frontTime: Double? { head < chunks.count ? chunks[head].time : nil }
    var seconds: Double { Double(frames) / rate }

    mutating func append(time: Double, samples: [Int16]) {
        guard !samples.isEmpty else { return }
        chunks.append((time, samples))
        frames += samples.count / channels
    }

    /// Takes at most `maxFrames` frames from the front (part of a chunk when it is longer).
    mutating func take(maxFrames: Int) -> (time: Double, samples: [Int16])? {
        guard head < chunks.count, maxFrames > 0 else { return nil }
        let chunk = chunks[head]
        let n = chunk.samples.count / channels
        if n <= maxFrames {
            head += 1
            frames -= n
            if head > 32 {
                chunks.removeFirst(head)
                head = 0
            }
            return chunk
        }
        let cut = maxFrames * channels
        chunks[head] = (chunk.time + Double(maxFrames) / rate, Array(chunk.samples[cut...]))
        frames -= maxFrames
        return (chunk.time, Array(chunk.samples[..<cut]))
    }

    mutating func removeAll() {
        chunks = []
        head = 0
        frames = 0
    }
}
