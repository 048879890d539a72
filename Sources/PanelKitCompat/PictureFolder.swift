import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The folder an `ImagePickerController` shows: `PANEL_PICTURES_DIR`, else `XDG_PICTURES_DIR`, else
/// `~/Pictures` (a panel has no photo library). Its PNG and JPEG files are the pictures, by name.
struct PictureFolder {
    /// The folder's path.
    let path: String

    /// At most this many pictures are listed (each costs a decode for its thumbnail).
    static let maximumPictures = 500

    /// The folder the environment names.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> PictureFolder {
        if let dir = environment["PANEL_PICTURES_DIR"], !dir.isEmpty { return PictureFolder(path: dir) }
        if let dir = environment["XDG_PICTURES_DIR"], !dir.isEmpty { return PictureFolder(path: dir) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/root"
        return PictureFolder(path: home + "/Pictures")
    }

    /// Whether a file name ends as a PNG or JPEG does.
    static func isPicture(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !name.hasPrefix(".") && [".png", ".jpg", ".jpeg"].contains { lower.hasSuffix($0) }
    }

    /// The paths of the folder's pictures, sorted by name; empty when the folder is missing or unreadable.
    func picturePaths() -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        let base = path.hasSuffix("/") ? path : path + "/"
        return names.filter(Self.isPicture).sorted().prefix(Self.maximumPictures).map { base + $0 }
    }

    /// The picture at `path` decoded, or nil (with one line on standard error) when it cannot be read.
    static func decode(_ path: String) -> Surface? {
        guard let data = FileManager.default.contents(atPath: path) else {
            StandardError.writeLine("ImagePickerController: skipped \(path): cannot be read")
            return nil
        }
        guard let image = Surface(data: data) else {
            StandardError.writeLine("ImagePickerController: skipped \(path): not a PNG or JPEG that decodes")
            return nil
        }
        return image
    }

    /// `image` scaled to fill a square `side` pixels wide, centred (a thumbnail).
    static func thumbnail(of image: Surface, side: Int) -> Surface {
        let out = Surface(width: side, height: side)
        let s = Double(side)
        let scale = max(s / Double(max(1, image.width)), s / Double(max(1, image.height)))
        let w = Double(image.width) * scale
        let h = Double(image.height) * scale
        Canvas(surface: out).drawImage(image, in: Rect(x: (s - w) / 2, y: (s - h) / 2, width: w, height: h))
        return out
    }

    /// The largest centred square of `image` (the edited image when editing is allowed), and where it is.
    static func squareCrop(of image: Surface) -> (image: Surface, rect: Rect) {
        let side = min(image.width, image.height)
        let rect = Rect(
            x: Double((image.width - side) / 2), y: Double((image.height - side) / 2), width: Double(side),
            height: Double(side))
        let out = Surface(width: max(1, side), height: max(1, side))
        Canvas(surface: out).drawImage(
            image, in: Rect(x: -rect.minX, y: -rect.minY, width: Double(image.width), height: Double(image.height)))
        return (out, rect)
    }
}
