import CFFmpeg

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open media file: the demuxer (`AVFormatContext`), its video decoder and, when it has sound, its audio
/// decoder. Used by one thread at a time (the decode worker, or a probe).
final class MediaFile {
    let path: String
    let format: UnsafeMutablePointer<AVFormatContext>
    let videoStream: Int32
    let audioStream: Int32?
    let video: VideoDecoder
    let audio: AudioDecoder?
    let info: MediaInfo
    /// Why the file's sound cannot play, when it has sound that cannot be decoded.
    let audioNote: String?
    /// The media time origin: the file's start time, in seconds.
    let startTime: Double

    /// Opens `path` and the decoders of its best video stream and (if any) audio stream.
    ///
    /// - Parameters:
    ///   - preferHardware: try FFmpeg's V4L2 memory-to-memory decoder for the codec first.
    ///   - audioRate: the sample rate sound is resampled to; nil opens no audio decoder.
    /// - Throws: `MediaError` saying what is wrong with the file.
    init(path: String, preferHardware: Bool, audioRate: Int32?) throws(MediaError) {
        try FFmpeg.load()
        self.path = path
        var st = stat()
        if stat(path, &st) != 0 {
            if errno == ENOENT || errno == ENOTDIR { throw MediaError.fileNotFound(path: path) }
            throw MediaError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw MediaError.unreadable(path: path, reason: "it is a folder") }
        if access(path, R_OK) != 0 {
            throw MediaError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        var context: UnsafeMutablePointer<AVFormatContext>?
        let opened = FFmpeg.api.avformat_open_input(&context, path, nil, nil)
        guard opened == 0, let context else {
            throw MediaError.unrecognized(path: path, reason: FFmpeg.describe(opened))
        }
        format = context
        // From here on, a throw must close the input: `deinit` does not run for a half-made object.
        var owned: UnsafeMutablePointer<AVFormatContext>? = context
        let found = FFmpeg.api.avformat_find_stream_info(context, nil)
        if found < 0 {
            FFmpeg.api.avformat_close_input(&owned)
            throw MediaError.unrecognized(path: path, reason: FFmpeg.describe(found))
        }
        let v = FFmpeg.api.av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard v >= 0 else {
            FFmpeg.api.avformat_close_input(&owned)
            throw MediaError.noVideo(path: path)
        }
        videoStream = v
        let stream = context.pointee.streams[Int(v)]!
        let start = context.pointee.start_time
        startTime = start == FFmpeg.noTimestamp ? 0 : Double(start) / Double(AV_TIME_BASE)
        do {
            video = try VideoDecoder(stream: stream, path: path, preferHardware: preferHardware)
        } catch {
            FFmpeg.api.avformat_close_input(&owned)
            throw error
        }
        var audioDecoder: AudioDecoder?
        var note: String?
        var chosenAudio: Int32?
        let a = FFmpeg.api.av_find_best_stream(context, AVMEDIA_TYPE_AUDIO, -1, v, nil, 0)
        let audioCodec =
            a >= 0 ? FFmpeg.codecName(context.pointee.streams[Int(a)]!.pointee.codecpar.pointee.codec_id) : nil
        if let audioRate {
            if a >= 0 {
                do {
                    audioDecoder = try AudioDecoder(
                        stream: context.pointee.streams[Int(a)]!, outputRate: audioRate, startTime: startTime)
                    chosenAudio = a
                } catch {
                    switch error {
                    case .unsupportedCodec(_, let codec): note = "no decoder for its \(codec) sound"
                    case .decoderFailed(_, let codec, let reason): note = "its \(codec) sound decoder failed: \(reason)"
                    default: note = error.description
                    }
                }
            }
        }
        audio = audioDecoder
        audioStream = chosenAudio
        audioNote = note
        // Everything else is thrown away by the demuxer rather than read and dropped.
        for i in 0..<Int(context.pointee.nb_streams) where Int32(i) != v && Int32(i) != chosenAudio {
            context.pointee.streams[i]!.pointee.discard = AVDISCARD_ALL
        }
        let par = stream.pointee.codecpar.pointee
        var duration = context.pointee.duration
        if duration == FFmpeg.noTimestamp || duration <= 0 {
            duration = stream.pointee.duration == FFmpeg.noTimestamp ? 0 : stream.pointee.duration
            duration = FFmpeg.api.av_rescale_q(duration, stream.pointee.time_base, panel_av_time_base_q())
        }
        let rate = stream.pointee.avg_frame_rate.den > 0 ? av_q2d(stream.pointee.avg_frame_rate) : 0
        let sar =
            par.sample_aspect_ratio.num > 0 && par.sample_aspect_ratio.den > 0 ? av_q2d(par.sample_aspect_ratio) : 1
        info = MediaInfo(
            path: path, container: String(cString: context.pointee.iformat.pointee.name),
            duration: max(0, Double(duration) / Double(AV_TIME_BASE)), width: Int(par.width), height: Int(par.height),
            displayAspect: par.height > 0 ? Double(par.width) * sar / Double(par.height) : 16 / 9,
            frameRate: rate.isFinite ? rate : 0, videoCodec: FFmpeg.codecName(par.codec_id),
            decoder: video.name, isHardwareDecoder: video.isHardware, hardwareNote: video.hardwareNote,
            audioCodec: audioCodec)
    }

    deinit {
        var owned: UnsafeMutablePointer<AVFormatContext>? = format
        FFmpeg.api.avformat_close_input(&owned)
    }

    /// The video stream's time base (packet and frame timestamps count in it).
    var videoTimeBase: AVRational { format.pointee.streams[Int(videoStream)]!.pointee.time_base }

    enum ReadResult {
        case video
        case audio
        case other
        case end
    }

    /// Reads the next packet into `packet`. The corresponding C function is `av_read_frame`; a read error
    /// ends the stream as the end of the file does (what was read still plays).
    func read(into packet: Packet) -> ReadResult {
        let r = FFmpeg.api.av_read_frame(format, packet.pointer)
        if r < 0 { return .end }
        let index = packet.pointer.pointee.stream_index
        if index == videoStream { return .video }
        if let audioStream, index == audioStream { return .audio }
        FFmpeg.api.av_packet_unref(packet.pointer)
        return .other
    }

    /// Moves the demuxer to the last keyframe at or before `seconds` (media time).
    /// The corresponding C function is `avformat_seek_file`.
    /// - Returns: false when the file cannot seek there.
    func seek(to seconds: Double) -> Bool {
        let ts = Int64(((seconds + startTime) * Double(AV_TIME_BASE)).rounded(.down))
        return FFmpeg.api.avformat_seek_file(format, -1, Int64.min, ts, ts, 0) >= 0
    }

    /// Media seconds for a timestamp of the video stream.
    func videoSeconds(_ ts: Int64) -> Double {
        FFmpeg.seconds(ts, videoTimeBase) - startTime
    }
}
