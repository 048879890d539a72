import CFFmpeg

/// A sound stream's decoder and its resampler (swresample) to interleaved signed 16-bit stereo at the
/// output's rate.
final class AudioDecoder {
    let context: UnsafeMutablePointer<AVCodecContext>
    let outputRate: Int32
    static let outputChannels = 2
    private let timeBase: AVRational
    private let startTime: Double
    private var resampler: OpaquePointer?
    private var resamplerInput: (format: Int32, rate: Int32, layout: AVChannelLayout)?
    private var nextPTS: Double?

    /// Opens a decoder for `stream`.
    /// - Throws: `MediaError.unsupportedCodec` or `.decoderFailed`.
    init(stream: UnsafeMutablePointer<AVStream>, outputRate: Int32, startTime: Double) throws(MediaError) {
        let parameters = stream.pointee.codecpar!
        let id = parameters.pointee.codec_id
        guard let codec = FFmpeg.api.avcodec_find_decoder(id) else {
            throw MediaError.unsupportedCodec(path: "", codec: FFmpeg.codecName(id))
        }
        guard let c = FFmpeg.api.avcodec_alloc_context3(codec) else {
            throw MediaError.decoderFailed(path: "", codec: FFmpeg.codecName(id), reason: "out of memory")
        }
        var owned: UnsafeMutablePointer<AVCodecContext>? = c
        var r = FFmpeg.api.avcodec_parameters_to_context(c, parameters)
        if r >= 0 {
            c.pointee.pkt_timebase = stream.pointee.time_base
            r = FFmpeg.api.avcodec_open2(c, codec, nil)
        }
        if r < 0 {
            FFmpeg.api.avcodec_free_context(&owned)
            throw MediaError.decoderFailed(path: "", codec: FFmpeg.codecName(id), reason: FFmpeg.describe(r))
        }
        context = c
        self.outputRate = outputRate
        self.timeBase = stream.pointee.time_base
        self.startTime = startTime
    }

    deinit {
        FFmpeg.api.swr_free(&resampler)
        if var layout = resamplerInput?.layout { FFmpeg.api.av_channel_layout_uninit(&layout) }
        var c: UnsafeMutablePointer<AVCodecContext>? = context
        FFmpeg.api.avcodec_free_context(&c)
    }

    /// `avcodec_send_packet` (nil: the end of the stream).
    func send(_ packet: Packet?) -> Int32 {
        FFmpeg.api.avcodec_send_packet(context, packet?.pointer)
    }

    /// `avcodec_receive_frame`: 0, `FFmpeg.again` or `FFmpeg.endOfFile`.
    func receive(into frame: DecodedFrame) -> Int32 {
        FFmpeg.api.avcodec_receive_frame(context, frame.pointer)
    }

    /// Forgets what is in flight in the decoder and the resampler (after a seek).
    func flush() {
        FFmpeg.api.avcodec_flush_buffers(context)
        FFmpeg.api.swr_free(&resampler)
        if var layout = resamplerInput?.layout { FFmpeg.api.av_channel_layout_uninit(&layout) }
        resamplerInput = nil
        nextPTS = nil
    }

    /// Resamples a decoded frame.
    /// - Returns: the media time of the first output sample and the interleaved stereo samples, or nil when
    ///   the resampler cannot be set up for the frame's format.
    func convert(_ frame: DecodedFrame) -> (time: Double, samples: [Int16])? {
        let f = frame.pointer
        guard f.pointee.nb_samples > 0, let swr = configure(for: f) else { return nil }
        // Samples still inside the resampler come out first: they started that long before this frame.
        let held = Double(FFmpeg.api.swr_get_delay(swr, Int64(outputRate))) / Double(outputRate)
        let ts = f.pointee.best_effort_timestamp
        let frameTime: Double
        if ts != FFmpeg.noTimestamp {
            frameTime = FFmpeg.seconds(ts, timeBase) - startTime
        } else {
            frameTime = nextPTS ?? 0
        }
        nextPTS = frameTime + Double(f.pointee.nb_samples) / Double(max(f.pointee.sample_rate, 1))
        let capacity = Int(FFmpeg.api.swr_get_out_samples(swr, f.pointee.nb_samples))
        guard capacity > 0 else { return (frameTime - held, []) }
        var out = [Int16](repeating: 0, count: capacity * Self.outputChannels)
        let produced = out.withUnsafeMutableBytes { buffer -> Int32 in
            var planes: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)]
            return planes.withUnsafeMutableBufferPointer { outPlanes in
                let input = UnsafeMutableRawPointer(f.pointee.extended_data).map {
                    $0.assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
                }
                return FFmpeg.api.swr_convert(swr, outPlanes.baseAddress, Int32(capacity), input, f.pointee.nb_samples)
            }
        }
        if produced <= 0 { return (frameTime - held, []) }
        out.removeLast(out.count - Int(produced) * Self.outputChannels)
        return (frameTime - held, out)
    }

    /// A resampler for the frame's format, rate and channel layout (made again when they change).
    private func configure(for f: UnsafeMutablePointer<AVFrame>) -> OpaquePointer? {
        if let input = resamplerInput, let resampler, input.format == f.pointee.format,
            input.rate == f.pointee.sample_rate
        {
            var layout = input.layout
            if FFmpeg.api.av_channel_layout_compare(&layout, &f.pointee.ch_layout) == 0 { return resampler }
        }
        FFmpeg.api.swr_free(&resampler)
        if var layout = resamplerInput?.layout { FFmpeg.api.av_channel_layout_uninit(&layout) }
        resamplerInput = nil
        var inLayout = AVChannelLayout()
        if f.pointee.ch_layout.nb_channels > 0 {
            _ = FFmpeg.api.av_channel_layout_copy(&inLayout, &f.pointee.ch_layout)
        } else {
            FFmpeg.api.av_channel_layout_default(&inLayout, max(1, context.pointee.ch_layout.nb_channels))
        }
        if inLayout.order == AV_CHANNEL_ORDER_UNSPEC {
            let n = inLayout.nb_channels
            FFmpeg.api.av_channel_layout_uninit(&inLayout)
            FFmpeg.api.av_channel_layout_default(&inLayout, n)
        }
        var outLayout = AVChannelLayout()
        FFmpeg.api.av_channel_layout_default(&outLayout, Int32(Self.outputChannels))
        var swr: OpaquePointer?
        let r = FFmpeg.api.swr_alloc_set_opts2(
            &swr, &outLayout, AV_SAMPLE_FMT_S16, outputRate, &inLayout, AVSampleFormat(rawValue: f.pointee.format),
            f.pointee.sample_rate, 0, nil)
        FFmpeg.api.av_channel_layout_uninit(&outLayout)
        if r < 0 || swr == nil || FFmpeg.api.swr_init(swr) < 0 {
            FFmpeg.api.swr_free(&swr)
            FFmpeg.api.av_channel_layout_uninit(&inLayout)
            return nil
        }
        resampler = swr
        resamplerInput = (f.pointee.format, f.pointee.sample_rate, inLayout)
        return swr
    }
}
