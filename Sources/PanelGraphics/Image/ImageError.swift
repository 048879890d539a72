/// Why an image could not be read or written. Each case names the file and says what to do.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case notPNG(path: String)
    case corrupt(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    /// Refused by `ImageLimits` (dimensions, decoded bytes or file size) before its pixels were allocated.
    case tooLarge(path: String, reason: String)
    /// Not a regular file (a folder, a device, a pipe).
    case notAFile(path: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such image file; check the path or the content folder"
        case .notPNG(let path):
            return "\(path): not a PNG file (bad signature); re-export it as PNG"
        case .corrupt(let path, let reason):
            return "\(path): damaged PNG (\(reason)); re-export or replace the file"
        case .writeFailed(let path, let reason):
            return "\(path): could not write PNG (\(reason)); check the folder exists and is writable"
        case .tooLarge(let path, let reason):
            return "\(path): image refused, too large (\(reason)); scale it down to the panel's size"
        case .notAFile(let path):
            return "\(path): not a regular file; name a PNG file"
        }
    }
}
