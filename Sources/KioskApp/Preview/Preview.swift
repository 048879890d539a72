import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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

/// `kiosk --preview OUT_DIR --size WxH`: runs the scripted tour offscreen and writes numbered PNGs of
/// every screen and of frames inside each interactive transition, plus `contact-sheet.png`.
public enum Preview {
    /// Runs the tour at `width` x `height` with the content in `contentDirectory` and writes the frames
    /// to `outputDirectory` (made if missing).
    ///
    /// - Returns: the paths written, the contact sheet last.
    /// - Throws: `PreviewError` for a bad size or folder, or when a frame cannot be written.
    @MainActor
    public static func run(outputDirectory: String, width: Int, height: Int, contentDirectory: String) throws
        -> [String]
    {
        guard (200...4096).contains(width), (200...4096).contains(height) else {
            throw PreviewError.badSize(width: width, height: height)
        }
        try makeDirectory(outputDirectory)
        let library: FontLibrary
        do {
            library = try FontLibrary()
        } catch {
            throw PreviewError.fontsMissing(reason: "\(error)")
        }
        let content = ContentLoader.load(directory: contentDirectory)
        let driver = TourDriver(width: width, height: height, content: content, fontLibrary: library)
        let world = contentDirectory + "/world"
        if access(world + "/content.json", F_OK) == 0 {
            driver.worldContent = ContentLoader.load(directory: world)
        }
        var paths: [String] = []
        var frames: [(caption: String, image: Surface)] = []
        driver.onCapture = { caption in
            let n = paths.count + 1
            let number = n < 10 ? "00\(n)" : (n < 100 ? "0\(n)" : "\(n)")
            let path = outputDirectory + "/" + number + "-" + slug(caption) + ".png"
            let frame = driver.display.framebuffer
            do {
                try frame.writePNG(path: path)
            } catch {
                throw PreviewError.writeFailed(path: path, reason: "\(error)")
            }
            paths.append(path)
            frames.append((caption, ContactSheet.thumbnail(of: frame, maxWidth: 360, maxHeight: 300)))
        }
        try KioskTour.run(driver)
        let sheet = ContactSheet.make(
            frames: frames, title: "PanelKit kiosk · \(width)x\(height) · \(frames.count) frames", library: library)
        let sheetPath = outputDirectory + "/contact-sheet.png"
        do {
            try sheet.writePNG(path: sheetPath)
        } catch {
            throw PreviewError.writeFailed(path: sheetPath, reason: "\(error)")
        }
        paths.append(sheetPath)
        return paths
    }

    /// Parses `WxH`.
    public static func parseSize(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        return (w, h)
    }

    static func slug(_ caption: String) -> String {
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

    static func makeDirectory(_ path: String) throws {
        guard !path.isEmpty else { throw PreviewError.badOutputDirectory(path: path, reason: "empty path") }
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw PreviewError.badOutputDirectory(path: path, reason: String(cString: strerror(errno)))
            }
        }
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw PreviewError.badOutputDirectory(path: path, reason: "not a folder")
        }
        guard access(path, W_OK) == 0 else {
            throw PreviewError.badOutputDirectory(path: path, reason: "not writable")
        }
    }
}
