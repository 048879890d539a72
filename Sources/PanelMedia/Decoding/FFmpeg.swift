import CFFmpeg

/// The one place PanelMedia's FFmpeg calls turn C results into Swift: loading the libraries, error codes into
/// text, and the library's process-wide set-up.
enum FFmpeg {
    /// FFmpeg's functions, looked up once per process at the first use (CFFmpeg.h says why it is not linked),
    /// with FFmpeg's own log limited to fatal errors: every problem the player meets is reported once, in its
    /// own words, through its log. Or why the libraries cannot be loaded. The corresponding C functions are
    /// `dlopen`, `dlsym` and `av_log_set_level`.
    static let loaded: Result<panel_ffmpeg, MediaError> = {
        var error = [CChar](repeating: 0, count: 512)
        guard let table = panel_ffmpeg_load(&error, error.count) else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.ffmpegMissing(libraries: String(cString: panel_ffmpeg_sonames()), reason: reason))
        }
        table.pointee.av_log_set_level(AV_LOG_FATAL)
        return .success(table.pointee)
    }()

    /// Loads FFmpeg unless it is loaded.
    /// - Throws: `MediaError.ffmpegMissing` when a library or function is missing.
    static func load() throws(MediaError) {
        _ = try loaded.get()
    }

    /// FFmpeg's functions, by their C names. Only once `load()` has succeeded: every FFmpeg object PanelMedia
    /// makes belongs to a file opened after it did.
    static var api: panel_ffmpeg {
        switch loaded {
        case .success(let table): return table
        case .failure(let error): preconditionFailure("FFmpeg called before it was loaded: \(error)")
        }
    }

    /// `AVERROR(EAGAIN)`: the decoder wants input (or has no output yet).
    static let again = panel_averror_eagain()
    /// `AVERROR_EOF`: the end of the stream.
    static let endOfFile = panel_averror_eof()
    /// `AV_NOPTS_VALUE`: no timestamp.
    static let noTimestamp = panel_av_nopts_value()

    /// FFmpeg's text for an error code. The corresponding C function is `av_strerror`.
    static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        if FFmpeg.api.av_strerror(code, &buffer, buffer.count) < 0 { return "error \(code)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A codec's short name (`h264`, `hevc`, `aac`).
    static func codecName(_ id: AVCodecID) -> String {
        FFmpeg.api.avcodec_get_name(id).map { String(cString: $0) } ?? "unknown"
    }

    /// Seconds for `value` in `timeBase`.
    static func seconds(_ value: Int64, _ timeBase: AVRational) -> Double {
        Double(value) * Double(timeBase.num) / Double(max(timeBase.den, 1))
    }
}

/// An `AVPacket` owned by Swift (`av_packet_alloc` / `av_packet_free`).
final class Packet {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() {
        guard let p = FFmpeg.api.av_packet_alloc() else { fatalError("av_packet_alloc: out of memory") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = pointer
        FFmpeg.api.av_packet_free(&p)
    }

    /// Moves this packet's data into a new packet and leaves this one empty (`av_packet_move_ref`).
    func take() -> Packet {
        let moved = Packet()
        FFmpeg.api.av_packet_move_ref(moved.pointer, pointer)
        return moved
    }
}

/// An `AVFrame` owned by Swift (`av_frame_alloc` / `av_frame_free`).
final class DecodedFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    init() {
        guard let f = FFmpeg.api.av_frame_alloc() else { fatalError("av_frame_alloc: out of memory") }
        pointer = f
    }

    deinit {
        var f: UnsafeMutablePointer<AVFrame>? = pointer
        FFmpeg.api.av_frame_free(&f)
    }
}
