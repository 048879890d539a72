import CFFmpeg

/// The one place PanelMedia's FFmpeg calls turn C results into Swift: error codes into text, and the
/// library's process-wide set-up.
enum FFmpeg {
    /// `AVERROR(EAGAIN)`: the decoder wants input (or has no output yet).
    static let again = panel_averror_eagain()
    /// `AVERROR_EOF`: the end of the stream.
    static let endOfFile = panel_averror_eof()
    /// `AV_NOPTS_VALUE`: no timestamp.
    static let noTimestamp = panel_av_nopts_value()

    /// FFmpeg's text for an error code. The corresponding C function is `av_strerror`.
    static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        if av_strerror(code, &buffer, buffer.count) < 0 { return "error \(code)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Library set-up, once per process: FFmpeg's own log is limited to fatal errors, since every problem
    /// the player meets is reported once, in its own words, through its log. The corresponding C function
    /// is `av_log_set_level`.
    static let configured: Bool = {
        av_log_set_level(AV_LOG_FATAL)
        return true
    }()

    /// A codec's short name (`h264`, `hevc`, `aac`).
    static func codecName(_ id: AVCodecID) -> String {
        String(cString: avcodec_get_name(id))
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
        guard let p = av_packet_alloc() else { fatalError("av_packet_alloc: out of memory") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&p)
    }

    /// Moves this packet's data into a new packet and leaves this one empty (`av_packet_move_ref`).
    func take() -> Packet {
        let moved = Packet()
        av_packet_move_ref(moved.pointer, pointer)
        return moved
    }
}

/// An `AVFrame` owned by Swift (`av_frame_alloc` / `av_frame_free`).
final class DecodedFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    init() {
        guard let f = av_frame_alloc() else { fatalError("av_frame_alloc: out of memory") }
        pointer = f
    }

    deinit {
        var f: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&f)
    }
}
