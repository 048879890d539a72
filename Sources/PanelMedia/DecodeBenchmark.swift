import CFFmpeg

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How fast a file decodes and converts to a pixel size, as fast as it can (for the benchmark).
public struct DecodeSpeed: Sendable, Codable, Equatable {
    /// Frames decoded and converted.
    public var frames: Int
    /// The media time they cover, in seconds.
    public var mediaSeconds: Double
    /// The real time it took.
    public var wallSeconds: Double
    /// The process's CPU time meanwhile (the decoder's own threads included).
    public var cpuSeconds: Double
    /// The decoder that ran.
    public var decoder: String
    /// The output size.
    public var output: String

    /// Media seconds per real second: above 1 is faster than real time.
    public var realTimeMultiple: Double { wallSeconds > 0 ? mediaSeconds / wallSeconds : 0 }
}

/// Decodes a whole file on the calling thread, converting every frame to a size with the player's scaler.
public enum DecodeBenchmark {
    /// Decodes and converts every frame of `path` to `output`.
    /// - Throws: `MediaError` when the file cannot be opened.
    public static func measure(path: String, output: PixelSize, preferHardware: Bool = true) throws(MediaError)
        -> DecodeSpeed
    {
        let file = try MediaFile(path: path, preferHardware: preferHardware, audioRate: nil)
        let packet = Packet()
        let frame = DecodedFrame()
        let scaler = FrameScaler()
        let target = VideoFrame(size: output)
        var frames = 0
        var first: Double?
        var last = 0.0
        let interval = file.info.frameRate > 0 ? 1 / file.info.frameRate : 1.0 / 25
        let cpu0 = cpuSeconds()
        let t0 = ConditionLock.now()
        func drain() {
            while file.video.receive(into: frame) == 0 {
                let ts = frame.pointer.pointee.best_effort_timestamp
                let t = ts == FFmpeg.noTimestamp ? last + interval : file.videoSeconds(ts)
                if first == nil { first = t }
                last = max(last, t)
                _ = scaler.convert(frame, into: target.surface)
                frames += 1
                FFmpeg.api.av_frame_unref(frame.pointer)
            }
        }
        reading: while true {
            switch file.read(into: packet) {
            case .video:
                _ = file.video.send(packet)
                FFmpeg.api.av_packet_unref(packet.pointer)
                drain()
            case .audio, .other:
                FFmpeg.api.av_packet_unref(packet.pointer)
            case .end:
                break reading
            }
        }
        _ = file.video.send(nil)
        drain()
        let wall = ConditionLock.now() - t0
        return DecodeSpeed(
            frames: frames, mediaSeconds: frames > 0 ? last - (first ?? 0) + interval : 0, wallSeconds: wall,
            cpuSeconds: cpuSeconds() - cpu0, decoder: file.info.decoder, output: output.description)
    }

    /// The process's user and system CPU time (`getrusage`).
    public static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
    }
}
