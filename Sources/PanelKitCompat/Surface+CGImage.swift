import PanelKit

/// Core Graphics' bitmap image: a `Surface`, as `UIImage` is (an emitter cell's `contents` takes one).
public typealias CGImage = Surface

extension Surface {
    /// The image's bitmap, as `UIImage.cgImage`: the surface itself.
    public var cgImage: CGImage? { self }

    /// An image of `cgImage`'s pixels, as `UIImage(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(width: cgImage.width, height: cgImage.height, format: cgImage.format)
        pixels.copyMemory(from: cgImage.pixels, byteCount: stride * max(height, 1))
        isOpaque = cgImage.isOpaque
    }
}
