#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// `UIImage`'s PNG and JPEG data: `let data = image.pngData()` or `image.jpegData(compressionQuality: 0.8)`
// to save or send a drawing, `UIImage(data: data)` to read either back.
extension Surface {
    /// The image as PNG data (8-bit RGBA, straight alpha), as `UIImage.pngData()`; nil if encoding failed.
    public func pngData() -> Data? {
        pngBytes().map { Data($0) }
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest, 1 best), as
    /// `UIImage.jpegData(compressionQuality:)`; nil if encoding failed. JPEG keeps no alpha: translucent
    /// pixels come out darkened towards black.
    public func jpegData(compressionQuality: Double) -> Data? {
        jpegBytes(quality: compressionQuality).map { Data($0) }
    }

    /// An image decoded from PNG or JPEG `data`, as `UIImage(data:)`; nil for data that is neither, is
    /// damaged, or is larger than `ImageLimits.default` allows.
    public convenience init?(data: Data) {
        let bytes = [UInt8](data)
        let decoded: Surface
        if Surface.isJPEG(bytes) {
            guard let jpeg = Surface.decodeJPEG(bytes: bytes) else { return nil }
            decoded = jpeg
        } else {
            guard let png = try? Surface.decodePNG(bytes: bytes, source: "data") else { return nil }
            decoded = png
        }
        self.init(width: decoded.width, height: decoded.height, format: decoded.format)
        pixels.copyMemory(from: decoded.pixels, byteCount: stride * max(height, 1))
        isOpaque = decoded.isOpaque
    }

    /// An image decoded from PNG or JPEG `data` drawn for `scale` (a 2 or 3 for `@2x`/`@3x` pictures), as
    /// `UIImage(data:scale:)`. PanelKit draws one pixel a point, so a picture for a larger scale is scaled
    /// down to its size in points, as `UIImage(named:)` does with `@2x` files; a scale of 1 or less (or not a
    /// number) keeps the pixels as they are.
    public convenience init?(data: Data, scale: Double) {
        guard let decoded = Surface(data: data) else { return nil }
        guard scale.isFinite, scale > 1 else {
            self.init(width: decoded.width, height: decoded.height, format: decoded.format)
            pixels.copyMemory(from: decoded.pixels, byteCount: stride * max(height, 1))
            isOpaque = decoded.isOpaque
            return
        }
        let width = max(1, Int((Double(decoded.width) / scale).rounded(.up)))
        let height = max(1, Int((Double(decoded.height) / scale).rounded(.up)))
        self.init(width: width, height: height, format: decoded.format)
        Canvas(surface: self).drawImage(
            decoded, in: Rect(x: 0, y: 0, width: Double(decoded.width) / scale, height: Double(decoded.height) / scale))
        isOpaque = decoded.isOpaque
    }
}
