import CFFmpeg

/// Quick facts about a media file without decoding it.
public enum MediaProbe {
    /// The file's length in seconds from its container's header, or nil when it cannot be opened or does not
    /// say. The corresponding C functions are `avformat_open_input` and `avformat_find_stream_info` (only when
    /// the header has no duration).
    public static func duration(path: String) -> Double? {
        guard (try? FFmpeg.load()) != nil else { return nil }
        var context: UnsafeMutablePointer<AVFormatContext>?
        guard FFmpeg.api.avformat_open_input(&context, path, nil, nil) == 0, let c = context else { return nil }
        defer { FFmpeg.api.avformat_close_input(&context) }
        if c.pointee.duration == FFmpeg.noTimestamp || c.pointee.duration <= 0 {
            guard FFmpeg.api.avformat_find_stream_info(c, nil) >= 0 else { return nil }
        }
        let d = c.pointee.duration
        guard d != FFmpeg.noTimestamp, d > 0 else { return nil }
        return Double(d) / Double(AV_TIME_BASE)
    }
}
