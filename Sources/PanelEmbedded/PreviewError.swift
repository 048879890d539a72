/// Why a preview could not be made.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
    /// The size is not a usable screen size.
    case badSize(width: Int, height: Int)
    /// The output folder cannot be made or written.
    case badOutputDirectory(path: String, reason: String)
    /// A frame could not be written.
    case writeFailed(path: String, reason: String)
    /// The fonts are missing.
    case fontsMissing(reason: String)

    public var description: String {
        switch self {
        case .badSize(let w, let h):
            return "--size \(w)x\(h) is not a usable size; give WxH between 200x200 and 4096x4096 (e.g. 800x480)"
        case .badOutputDirectory(let path, let reason):
            return "\(path): cannot use as the preview folder (\(reason)); give a writable folder"
        case .writeFailed(let path, let reason):
            return "\(path): cannot write the frame (\(reason))"
        case .fontsMissing(let reason):
            return "cannot load the fonts (\(reason)); install fonts-dejavu-core or set PANEL_FONT_DIR"
        }
    }
}
