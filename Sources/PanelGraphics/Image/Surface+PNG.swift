import CPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Surface {
    /// Reads a PNG file into a new premultiplied ARGB32 surface.
    ///
    /// The file is read whole (refused first if it is not a regular file or is larger than
    /// `limits.maxFileBytes`), then decoded by `decodePNG(bytes:source:limits:)`.
    /// - Throws: `ImageError` naming the file: missing, not a file, not a PNG, too large, or damaged
    ///   (truncated, bad CRC).
    public static func loadPNG(path: String, limits: ImageLimits = .default) throws(ImageError) -> Surface {
        let bytes = try readFile(path: path, limits: limits)
        return try decodePNG(bytes: bytes, source: path, limits: limits)
    }

    /// Decodes PNG bytes into a new premultiplied ARGB32 surface.
    ///
    /// The header is read first (`png_image_begin_read_from_memory`); an image larger than `limits` allow
    /// is refused before its pixels are allocated. Then `png_image_finish_read` decodes it. libpng's
    /// simplified API reports errors in `png_image.message` instead of longjmp.
    /// - Parameter source: names the image in errors (a path).
    /// - Throws: `ImageError` naming `source`: not a PNG, too large, or damaged.
    public static func decodePNG(bytes: [UInt8], source: String, limits: ImageLimits = .default) throws(ImageError)
        -> Surface
    {
        if bytes.count < 8 || png_sig_cmp(bytes, 0, 8) != 0 { throw .notPNG(path: source) }
        if let reason = limits.refusal(fileBytes: bytes.count) { throw .tooLarge(path: source, reason: reason) }
        let result: Result<Surface, ImageError> = bytes.withUnsafeBytes { raw in
            var img = png_image()
            img.version = UInt32(PNG_IMAGE_VERSION)
            // libpng keeps a pointer to `raw` until the image is finished or freed: both happen in here.
            guard png_image_begin_read_from_memory(&img, raw.baseAddress, raw.count) != 0 else {
                return .failure(.corrupt(path: source, reason: Self.message(of: &img)))
            }
            if let reason = limits.refusal(width: Int(img.width), height: Int(img.height)) {
                png_image_free(&img)
                return .failure(.tooLarge(path: source, reason: reason))
            }
            // libpng sets the alpha flag for an alpha channel and for a tRNS chunk alike.
            let opaque = panel_png_format_has_alpha(img.format) == 0
            img.format = panel_png_format_bgra()  // B,G,R,A bytes: ARGB32 words on little-endian
            let surface = Surface(width: Int(img.width), height: Int(img.height), format: .argb32)
            surface.isOpaque = opaque
            guard png_image_finish_read(&img, nil, surface.pixels, Int32(surface.stride), nil) != 0 else {
                let reason = Self.message(of: &img)
                png_image_free(&img)
                return .failure(.corrupt(path: source, reason: reason))
            }
            return .success(surface)
        }
        let surface = try result.get()
        surface.premultiplyInPlace()
        return surface
    }

    /// The bytes of the file at `path`, refused when it is not a regular file or exceeds the file limit.
    private static func readFile(path: String, limits: ImageLimits) throws(ImageError) -> [UInt8] {
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .fileNotFound(path: path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path: path) }
        let size = Int(info.st_size)
        if let reason = limits.refusal(fileBytes: size) { throw .tooLarge(path: path, reason: reason) }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if n < 0 && errno == EINTR { continue }
            // The file shrank while it was read: decode what is there (libpng reports truncation).
            if n <= 0 { break }
            done += n
        }
        if done < size { bytes.removeLast(size - done) }
        return bytes
    }

    /// Writes the surface as an 8-bit RGBA PNG (un-premultiplying first).
    ///
    /// The corresponding C function is `png_image_write_to_file`.
    /// - Throws: `ImageError.writeFailed` naming the file.
    public func writePNG(path: String) throws(ImageError) {
        let straight = straightRGBA()
        var img = pngImage()
        let ok = png_image_write_to_file(&img, path, 0, straight, Int32(width * 4), nil)
        if ok == 0 {
            let reason = Self.message(of: &img)
            png_image_free(&img)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    /// The surface encoded as an 8-bit RGBA PNG in memory (as `UIImage.pngData()`); nil if libpng fails.
    ///
    /// The corresponding C function is `png_image_write_to_memory`: asked once for the size, then to write.
    public func pngBytes() -> [UInt8]? {
        let straight = straightRGBA()
        var img = pngImage()
        var size = 0
        guard png_image_write_to_memory(&img, nil, &size, 0, straight, Int32(width * 4), nil) != 0, size > 0 else {
            png_image_free(&img)
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&img, buffer.baseAddress, &size, 0, straight, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            png_image_free(&img)
            return nil
        }
        if size < bytes.count { bytes.removeLast(bytes.count - size) }
        return bytes
    }

    /// The header of an 8-bit RGBA PNG of the surface's size.
    private func pngImage() -> png_image {
        var img = png_image()
        img.version = UInt32(PNG_IMAGE_VERSION)
        img.width = UInt32(width)
        img.height = UInt32(height)
        img.format = panel_png_format_rgba()
        return img
    }

    /// The pixels as straight (un-premultiplied) R, G, B, A bytes, row after row.
    private func straightRGBA() -> [UInt8] {
        let rowBytes = width * 4
        var straight = [UInt8](repeating: 0, count: rowBytes * max(height, 1))
        for y in 0..<height {
            let row = (pixels + y * stride)
            for x in 0..<width {
                var a: UInt32
                var p: UInt32
                switch format {
                case .a8:
                    a = UInt32(row.load(fromByteOffset: x, as: UInt8.self))
                    p = a << 24
                case .xrgb32:
                    p = row.load(fromByteOffset: x * 4, as: UInt32.self) | 0xFF00_0000
                    a = 255
                case .argb32:
                    p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    a = p >> 24
                }
                let o = y * rowBytes + x * 4
                if a == 0 {
                    straight[o + 3] = 0
                    continue
                }
                func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                straight[o] = un((p >> 16) & 0xFF)
                straight[o + 1] = un((p >> 8) & 0xFF)
                straight[o + 2] = un(p & 0xFF)
                straight[o + 3] = UInt8(a)
            }
        }
        return straight
    }

    /// Converts straight-alpha ARGB32 to premultiplied, in place.
    func premultiplyInPlace() {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = p >> 24
                if a == 255 { continue }
                if a == 0 {
                    row[x] = 0
                    continue
                }
                func m(_ c: UInt32) -> UInt32 {
                    let t = c * a + 128
                    return (t + (t >> 8)) >> 8
                }
                row[x] = a << 24 | m((p >> 16) & 0xFF) << 16 | m((p >> 8) & 0xFF) << 8 | m(p & 0xFF)
            }
        }
    }

    private static func message(of img: inout png_image) -> String {
        withUnsafeBytes(of: &img.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
