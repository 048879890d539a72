/// Why a media file cannot play, or why sound cannot.
public enum MediaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but cannot be opened (permissions, a folder, an I/O error).
    case unreadable(path: String, reason: String)
    /// FFmpeg does not recognise the file as media it can read (a text file, a truncated container).
    case unrecognized(path: String, reason: String)
    /// The file has no video stream.
    case noVideo(path: String)
    /// The video codec has no decoder in this FFmpeg.
    case unsupportedCodec(path: String, codec: String)
    /// The decoder would not open for this stream.
    case decoderFailed(path: String, codec: String, reason: String)
    /// The file ended before a single frame could be decoded.
    case noFrames(path: String)
    /// The system could not start a thread.
    case threadFailed(reason: String)
    /// The sound device cannot be opened or configured.
    case audioDevice(name: String, reason: String)
    /// FFmpeg's libraries (`libraries`, their sonames) cannot be loaded: not installed, or not the version
    /// the player was built against.
    case ffmpegMissing(libraries: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file; check the file name in content.json"
        case .unreadable(let path, let reason):
            return "\(path): cannot open (\(reason)); check that the file is readable by the kiosk's user"
        case .unrecognized(let path, let reason):
            return "\(path): not a video FFmpeg can read (\(reason)); re-encode it, e.g. as H.264 in MP4"
        case .noVideo(let path):
            return "\(path): has no video stream; give a video file"
        case .unsupportedCodec(let path, let codec):
            return "\(path): no decoder for \(codec) in this FFmpeg; re-encode it as H.264 or HEVC"
        case .decoderFailed(let path, let codec, let reason):
            return "\(path): the \(codec) decoder would not open (\(reason)); re-encode the file as H.264"
        case .noFrames(let path):
            return "\(path): no frame could be decoded (damaged or truncated file); replace the file"
        case .threadFailed(let reason):
            return "cannot start the decoder thread (\(reason)); the system is out of threads or memory"
        case .audioDevice(let name, let reason):
            return "sound device \(name): \(reason)"
        case .ffmpegMissing(let libraries, let reason):
            return "cannot load FFmpeg (\(reason)); install its libraries \(libraries) (board/install does)"
        }
    }

    /// A short line for the player's error state.
    public var summary: String {
        switch self {
        case .fileNotFound: return "The video file is missing."
        case .unreadable: return "The video file cannot be opened."
        case .unrecognized: return "This file is not a video the player can read."
        case .noVideo: return "This file has no video."
        case .unsupportedCodec(_, let codec): return "This video's format (\(codec)) is not supported."
        case .decoderFailed(_, let codec, _): return "The \(codec) decoder failed."
        case .noFrames: return "The video is damaged: nothing could be decoded."
        case .threadFailed: return "The player could not start."
        case .audioDevice: return "No sound."
        case .ffmpegMissing: return "The player's video libraries are not installed."
        }
    }
}
