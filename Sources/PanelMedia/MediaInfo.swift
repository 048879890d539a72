/// What a media file holds and how it is decoded, as found when it was opened.
public struct MediaInfo: Sendable, Equatable {
    /// The file.
    public var path: String
    /// FFmpeg's name for the container (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`).
    public var container: String
    /// The length in seconds (0 when the file does not say).
    public var duration: Double
    /// The video's size in pixels (before the sample aspect ratio).
    public var width: Int
    public var height: Int
    /// The width over the height as shown (the sample aspect ratio applied).
    public var displayAspect: Double
    /// Frames per second (the stream's average; 0 when unknown).
    public var frameRate: Double
    /// The video codec (`h264`, `hevc`).
    public var videoCodec: String
    /// The decoder that runs (`h264_v4l2m2m` on a Pi's hardware, `h264` in software).
    public var decoder: String
    /// Whether `decoder` is a hardware decoder.
    public var isHardwareDecoder: Bool
    /// Why the hardware decoder is not used, when it is not.
    public var hardwareNote: String?
    /// The audio codec, when the file has sound (played or not).
    public var audioCodec: String?
}
