import CPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Surface {
    /// Reads a PNG file into a new premultiplied ARGB32 surface.
    ///
    /// Uses libpng's simplified API (`png_image_begin_read_from_file`, `png_image_finish_read`),
    /// which reports errors in `png_image.message` instead of longjmp.
    /// - Throws: `ImageError` naming the file: missing, not a PNG, or damaged (truncated, bad CRC).
    public static func loadPNG(path: String) throws(ImageError) -> Surface {
        guard let f = fopen(path, "rb") else { throw .fileNotFound(path: path) }
        var signature = [UInt8](repeating: 0, count: 8)
        let n = fread(&signature, 1, 8, f)
        fclose(f)
        if n < 8 || png_sig_cmp(signature, 0, 8) != 0 { throw .notPNG(path: path) }

        var img = png_image()
        img.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&img, path) != 0 else {
            throw .corrupt(path: path, reason: Self.message(of: &img))
        }
        img.format = panel_png_format_bgra()  // B,G,R,A bytes: ARGB32 words on little-endian
        let surface = Surface(width: Int(img.width), height: Int(img.height), format: .argb32)
        let ok = png_image_finish_read(&img, nil, surface.pixels, Int32(surface.stride), nil)
        if ok == 0 {
            let reason = Self.message(of: &img)
            png_image_free(&img)
            throw .corrupt(path: path, reason: reason)
        }
        surface.premultiplyInPlace()
        return surface
    }

    /// Writes the surface as an 8-bit RGBA PNG (un-premultiplying first).
    ///
    /// The corresponding C function is `png_image_write_to_file`.
    /// - Throws: `ImageError.writeFailed` naming the file.
    public func writePNG(path: String) throws(ImageError) {
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
        var img = png_image()
        img.version = UInt32(PNG_IMAGE_VERSION)
        img.width = UInt32(width)
        img.height = UInt32(height)
        img.format = panel_png_format_rgba()
        let ok = png_image_write_to_file(&img, path, 0, straight, Int32(rowBytes), nil)
        if ok == 0 {
            let reason = Self.message(of: &img)
            png_image_free(&img)
            throw .writeFailed(path: path, reason: reason)
        }
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
