/// Why an image could not be read or written. Each case names the file and says what to do.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case notPNG(path: String)
    case corrupt(path: String, reason: String)
    case writeFailed(path: String, reason: String)

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
        }
    }
}
