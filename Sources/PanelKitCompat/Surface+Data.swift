#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// `UIImage`'s PNG data: `let data = image.pngData()` to save or send a drawing, `UIImage(data: data)` to read
// one back. PNG only (no JPEG encoder or decoder is linked): `jpegData(compressionQuality:)` is not offered.
extension Surface {
    /// The image as PNG data (8-bit RGBA, straight alpha), as `UIImage.pngData()`; nil if encoding failed.
    public func pngData() -> Data? {
        pngBytes().map { Data($0) }
    }

    /// An image decoded from PNG `data`, as `UIImage(data:)`; nil for data that is not a PNG, is damaged, or
    /// is larger than `ImageLimits.default` allows.
    public convenience init?(data: Data) {
        guard let decoded = try? Surface.decodePNG(bytes: [UInt8](data), source: "data") else { return nil }
        self.init(width: decoded.width, height: decoded.height, format: decoded.format)
        pixels.copyMemory(from: decoded.pixels, byteCount: stride * max(height, 1))
    }
}
