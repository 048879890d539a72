import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps frames of an embedded run as numbered PNGs in a folder, and at the end a contact sheet of them:
/// what an app's `--preview` writes (every screen, and frames inside its transitions).
@MainActor
public final class PreviewRecorder {
    /// The run whose frames are kept.
    public let driver: EmbeddedDriver
    public let outputDirectory: String
    /// The PNGs written so far, in order.
    public private(set) var paths: [String] = []
    private var thumbnails: [(caption: String, image: Surface)] = []

    /// A recorder writing into `outputDirectory` (made if missing).
    /// - Throws: `PreviewError.badOutputDirectory` when the folder cannot be made or written.
    public init(driver: EmbeddedDriver, outputDirectory: String) throws(PreviewError) {
        self.driver = driver
        self.outputDirectory = outputDirectory
        try Self.makeDirectory(outputDirectory)
    }

    /// Writes the current frame as `NNN-caption.png`.
    /// - Throws: `PreviewError.writeFailed` naming the file.
    public func capture(_ caption: String) throws(PreviewError) {
        let n = paths.count + 1
        let number = n < 10 ? "00\(n)" : (n < 100 ? "0\(n)" : "\(n)")
        let path = outputDirectory + "/" + number + "-" + Self.slug(caption) + ".png"
        let frame = driver.surface
        do {
            try frame.writePNG(path: path)
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
        paths.append(path)
        thumbnails.append((caption, ContactSheet.thumbnail(of: frame, maxWidth: 360, maxHeight: 300)))
    }

    /// Writes `contact-sheet.png` of every frame kept, titled `title`.
    /// - Returns: every path written, the contact sheet last.
    /// - Throws: `PreviewError.writeFailed` naming the file.
    public func finish(title: String, library: FontLibrary) throws(PreviewError) -> [String] {
        let sheet = ContactSheet.make(frames: thumbnails, title: title, library: library)
        let path = outputDirectory + "/contact-sheet.png"
        do {
            try sheet.writePNG(path: path)
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
        paths.append(path)
        return paths
    }

    /// A caption as a file-name part: lower-case letters and digits, dashes between words.
    public static func slug(_ caption: String) -> String {
        var out = ""
        var dash = false
        for ch in caption.lowercased().unicodeScalars {
            if ("a"..."z").contains(ch) || ("0"..."9").contains(ch) {
                out.unicodeScalars.append(ch)
                dash = false
            } else if !dash && !out.isEmpty {
                out += "-"
                dash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "frame" : out
    }

    static func makeDirectory(_ path: String) throws(PreviewError) {
        guard !path.isEmpty else { throw .badOutputDirectory(path: path, reason: "empty path") }
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw .badOutputDirectory(path: path, reason: String(cString: strerror(errno)))
            }
        }
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw .badOutputDirectory(path: path, reason: "not a folder")
        }
        guard access(path, W_OK) == 0 else {
            throw .badOutputDirectory(path: path, reason: "not writable")
        }
    }
}
