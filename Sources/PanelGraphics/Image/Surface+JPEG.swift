import CJPEG

// JPEG through libjpeg-turbo, for `UIImage.jpegData(compressionQuality:)` and `UIImage(data:)` of a JPEG.
extension Surface {
    /// The picture as JPEG bytes at `quality` (0 smallest, 1 best, clamped), nil if encoding failed. JPEG
    /// has no alpha: translucent pixels come out as their colour over black, as the premultiplied pixels
    /// hold them.
    public func jpegBytes(quality: Double) -> [UInt8]? {
        guard width > 0, height > 0, format != .a8 else { return nil }
        let q = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var buffer: UnsafeMutablePointer<UInt8>?
        let count = panel_jpeg_encode_bgrx(
            pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(stride), q, &buffer)
        guard count > 0, let buffer else { return nil }
        defer { panel_jpeg_free(buffer) }
        return [UInt8](UnsafeBufferPointer(start: buffer, count: Int(count)))
    }

    /// Whether `bytes` start as a JPEG does (the SOI marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// A picture decoded from JPEG `bytes` (opaque), nil for bytes that are not a JPEG, are damaged, or
    /// are larger than `limits` allow.
    public static func decodeJPEG(bytes: [UInt8], limits: ImageLimits = .default) -> Surface? {
        guard isJPEG(bytes), limits.refusal(fileBytes: bytes.count) == nil else { return nil }
        return bytes.withUnsafeBufferPointer { raw -> Surface? in
            guard let base = raw.baseAddress else { return nil }
            var w: Int32 = 0
            var h: Int32 = 0
            guard panel_jpeg_read_size(base, UInt(raw.count), &w, &h) != 0, w > 0, h > 0,
                limits.refusal(width: Int(w), height: Int(h)) == nil
            else { return nil }
            let surface = Surface(width: Int(w), height: Int(h), format: .argb32)
            guard
                panel_jpeg_decode_bgra(
                    base, UInt(raw.count), surface.pixels.assumingMemoryBound(to: UInt8.self), w, h,
                    Int32(surface.stride)) != 0
            else { return nil }
            surface.isOpaque = true
            return surface
        }
    }
}
