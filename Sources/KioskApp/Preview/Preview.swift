import PanelEmbedded
import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
        let library: FontLibrary
        do {
            library = try FontLibrary()
        } catch {
            throw PreviewError.fontsMissing(reason: "\(error)")
        }
        let content = ContentLoader.load(directory: contentDirectory)
        let tour = TourDriver(width: width, height: height, content: content, fontLibrary: library)
        tour.worldContent = worldContent(contentDirectory)
        let recorder = try PreviewRecorder(driver: tour.driver, outputDirectory: outputDirectory)
        return try record(tour, into: recorder, library: library)
    }

    /// The content folder's `world/` (a profile in several scripts) the tour ends with, if it has one.
    static func worldContent(_ contentDirectory: String) -> Content? {
        let world = contentDirectory + "/world"
        return access(world + "/content.json", F_OK) == 0 ? ContentLoader.load(directory: world) : nil
    }

    /// Runs the tour over `tour`'s kiosk, keeping frames in `recorder`, and writes the contact sheet.
    /// - Returns: the paths written, the contact sheet last.
    @MainActor
    static func record(_ tour: TourDriver, into recorder: PreviewRecorder, library: FontLibrary) throws -> [String] {
        tour.onCapture = { caption in try recorder.capture(caption) }
        try KioskTour.run(tour)
        let display = tour.display
        return try recorder.finish(
            title: "PanelKit kiosk · \(display.width)x\(display.height) · \(recorder.paths.count) frames",
            library: library)
    }
}
