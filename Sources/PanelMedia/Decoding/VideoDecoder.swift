import CFFmpeg

/// A video stream's decoder: FFmpeg's V4L2 memory-to-memory wrapper for the codec where one opens (the
/// Pi's hardware decoders, `h264_v4l2m2m`), else the software decoder with frame and slice threads.
final class VideoDecoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    /// The decoder's FFmpeg name.
    let name: String
    let isHardware: Bool
    /// Why the hardware decoder is not used, when it is not.
    let hardwareNote: String?

    /// Opens a decoder for `stream`.
    /// - Throws: `MediaError.unsupportedCodec` or `.decoderFailed`.
    init(stream: UnsafeMutablePointer<AVStream>, path: String, preferHardware: Bool) throws(MediaError) {
        let parameters = stream.pointee.codecpar!
        let id = parameters.pointee.codec_id
        let codecName = FFmpeg.codecName(id)
        var note: String?
        if preferHardware {
            let hardwareName = VideoDecoder.hardwareDecoderName(for: codecName)
            if let codec = FFmpeg.api.avcodec_find_decoder_by_name(hardwareName) {
                switch VideoDecoder.open(codec, parameters: parameters, stream: stream, threads: 1) {
                case .success(let c):
                    context = c
                    name = hardwareName
                    isHardware = true
                    hardwareNote = nil
                    return
                case .failure(let reason):
                    note = "\(hardwareName) did not open: \(reason)"
                }
            } else {
                note = "this FFmpeg has no \(hardwareName)"
            }
        } else {
            note = "hardware decoding is turned off"
        }
        guard let codec = FFmpeg.api.avcodec_find_decoder(id) else {
            throw MediaError.unsupportedCodec(path: path, codec: codecName)
        }
        switch VideoDecoder.open(codec, parameters: parameters, stream: stream, threads: 0) {
        case .success(let c):
            context = c
            name = String(cString: codec.pointee.name)
            isHardware = false
            hardwareNote = note
        case .failure(let reason):
            throw MediaError.decoderFailed(path: path, codec: codecName, reason: reason)
        }
    }

    deinit {
        var c: UnsafeMutablePointer<AVCodecContext>? = context
        FFmpeg.api.avcodec_free_context(&c)
    }

    /// FFmpeg's V4L2 M2M wrapper name for a codec (`h264` → `h264_v4l2m2m`).
    static func hardwareDecoderName(for codec: String) -> String {
        switch codec {
        case "mpeg1video": return "mpeg1_v4l2m2m"
        case "mpeg2video": return "mpeg2_v4l2m2m"
        default: return codec + "_v4l2m2m"
        }
    }

    private enum Opened {
        case success(UnsafeMutablePointer<AVCodecContext>)
        case failure(String)
    }

    /// `avcodec_alloc_context3`, `avcodec_parameters_to_context`, `avcodec_open2`; `threads` 0 lets FFmpeg
    /// pick one per core.
    private static func open(
        _ codec: UnsafePointer<AVCodec>, parameters: UnsafePointer<AVCodecParameters>,
        stream: UnsafeMutablePointer<AVStream>, threads: Int32
    ) -> Opened {
        guard let c = FFmpeg.api.avcodec_alloc_context3(codec) else { return .failure("out of memory") }
        var owned: UnsafeMutablePointer<AVCodecContext>? = c
        var r = FFmpeg.api.avcodec_parameters_to_context(c, parameters)
        if r < 0 {
            FFmpeg.api.avcodec_free_context(&owned)
            return .failure(FFmpeg.describe(r))
        }
        c.pointee.pkt_timebase = stream.pointee.time_base
        c.pointee.thread_count = threads
        c.pointee.thread_type = FF_THREAD_FRAME | FF_THREAD_SLICE
        r = FFmpeg.api.avcodec_open2(c, codec, nil)
        if r < 0 {
            FFmpeg.api.avcodec_free_context(&owned)
            return .failure(FFmpeg.describe(r))
        }
        return .success(c)
    }

    /// Sends a packet (nil: the end of the stream, so the decoder gives out what it holds).
    /// The corresponding C function is `avcodec_send_packet`.
    func send(_ packet: Packet?) -> Int32 {
        FFmpeg.api.avcodec_send_packet(context, packet?.pointer)
    }

    /// Takes the next decoded frame into `frame`: 0, `FFmpeg.again` (send more) or `FFmpeg.endOfFile`.
    /// The corresponding C function is `avcodec_receive_frame`.
    func receive(into frame: DecodedFrame) -> Int32 {
        FFmpeg.api.avcodec_receive_frame(context, frame.pointer)
    }

    /// Forgets everything in flight (after a seek). The corresponding C function is `avcodec_flush_buffers`.
    func flush() {
        FFmpeg.api.avcodec_flush_buffers(context)
    }

    /// Whether frames that no other frame refers to are skipped without decoding (while running up to a
    /// seek's target, where they would be thrown away).
    var skipsNonReferenceFrames: Bool {
        get { context.pointee.skip_frame == AVDISCARD_NONREF }
        set { context.pointee.skip_frame = newValue ? AVDISCARD_NONREF : AVDISCARD_DEFAULT }
    }
}
