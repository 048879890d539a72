import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Files made to attack a loader, for tests of its limits.
public enum HostileFiles {
    /// A small valid PNG whose header is rewritten to claim `width`x`height` pixels (with a correct CRC, so
    /// libpng accepts the header); its pixel data stays that of a 4x4 image.
    public static func png(claimingWidth width: UInt32, height: UInt32) throws -> [UInt8] {
        let path = "/tmp/panelkit-hostile-\(getpid())-\(width)x\(height).png"
        defer { unlink(path) }
        try Surface(width: 4, height: 4).writePNG(path: path)
        var bytes = try readAll(path)
        // Signature (8), IHDR length (4), "IHDR" (4), then width and height, big-endian, then the CRC of
        // the type and data (17 bytes).
        precondition(Array(bytes[12..<16]) == Array("IHDR".utf8), "libpng writes IHDR first")
        for (i, v) in [width, height].enumerated() {
            for k in 0..<4 { bytes[16 + i * 4 + k] = UInt8((v >> (24 - 8 * UInt32(k))) & 0xFF) }
        }
        let crc = crc32(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8((crc >> (24 - 8 * UInt32(k))) & 0xFF) }
        return bytes
    }

    /// CRC-32 (ISO 3309, as PNG chunks use it).
    public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The whole file at `path`.
    /// - Throws: `ImageError.fileNotFound` when it cannot be opened.
    public static func readAll(_ path: String) throws -> [UInt8] {
        guard let f = fopen(path, "rb") else { throw ImageError.fileNotFound(path: path) }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            if n <= 0 { break }
            out += buf[0..<n]
        }
        return out
    }

    /// Writes `bytes` to `path` (replacing it).
    public static func write(_ bytes: [UInt8], to path: String) {
        guard let f = fopen(path, "wb") else { preconditionFailure("\(path): cannot write the test file") }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    /// A new empty folder under /tmp.
    public static func temporaryDirectory(_ prefix: String) -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { preconditionFailure("mkdtemp failed: errno \(errno)") }
        return String(cString: made)
    }

    /// Removes a folder made by `temporaryDirectory` and everything in it (symlinks are removed, not followed).
    public static func removeTree(_ path: String) {
        guard let dir = opendir(path) else {
            unlink(path)
            return
        }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(dir)
        for name in names {
            let child = path + "/" + name
            var info = stat()
            if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                removeTree(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }
}
