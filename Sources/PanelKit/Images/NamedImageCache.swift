#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The images `Surface(named:)` has decoded, by name and search list: UIKit's "system caches" for
/// `UIImage(named:)`. A name is looked up on disk and decoded once; a missing or undecodable file is not
/// remembered, so a file added later is found.
@MainActor
enum NamedImageCache {
    /// Decoded images by `key(name, directories)`.
    private static var images: [String: Surface] = [:]
    /// Files read and decoded so far (for tests: a cached name reads nothing).
    private(set) static var decodeCount = 0

    /// The image called `name` in the first of `directories` that has a file for it, decoded on first use.
    ///
    /// Files are tried per directory as UIKit does for PNGs on a 1x screen: `name` (when it already ends in
    /// `.png`) or `name.png`, then `name@2x.png` and `name@3x.png`, whose pixels are scaled down by 2 or 3
    /// so the image has the same size in points. The first file that exists decides: when it is not a
    /// decodable PNG the answer is nil.
    static func image(named name: String, in directories: [String]) -> Surface? {
        guard !name.isEmpty else { return nil }
        let key = directories.joined(separator: "\u{0}") + "\u{1}" + name
        if let image = images[key] { return image }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for directory in directories {
            for scale in 1...3 {
                let file = base + (scale == 1 ? "" : "@\(scale)x") + ".png"
                let path =
                    directory.isEmpty ? file : directory.hasSuffix("/") ? directory + file : directory + "/" + file
                guard access(path, F_OK) == 0 else { continue }
                decodeCount += 1
                guard let decoded = try? Surface.loadPNG(path: path) else { return nil }
                let image = scale == 1 ? decoded : scaledDown(decoded, by: scale)
                images[key] = image
                return image
            }
        }
        return nil
    }

    /// Forgets every cached image (the next `Surface(named:)` of each name reads its file again).
    static func removeAll() {
        images.removeAll()
    }

    /// `image` at 1/`factor` of its pixel size, filtered: an @2x or @3x file's size in points.
    private static func scaledDown(_ image: Surface, by factor: Int) -> Surface {
        let width = max(1, image.width / factor)
        let height = max(1, image.height / factor)
        let out = Surface(width: width, height: height)
        Canvas(surface: out).drawImage(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return out
    }
}
