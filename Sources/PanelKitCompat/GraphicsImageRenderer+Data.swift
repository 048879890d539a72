#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// `UIGraphicsImageRenderer`'s encoded pictures: `renderer.pngData { ctx in ... }` and
// `renderer.jpegData(withCompressionQuality: 0.8) { ctx in ... }` draw as `image(actions:)` does and encode.
extension GraphicsImageRenderer {
    /// The picture `actions` draw, as PNG data, as `UIGraphicsImageRenderer.pngData(actions:)`.
    public func pngData(actions: (GraphicsImageRenderer.Context) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The picture `actions` draw, as JPEG data at `compressionQuality`, as
    /// `UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)`.
    public func jpegData(
        withCompressionQuality compressionQuality: Double, actions: (GraphicsImageRenderer.Context) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
