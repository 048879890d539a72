import PanelGraphics
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct PNGTests {
    static func tempPath(_ name: String) -> String { "/tmp/panelkit-pngtests-\(getpid())-\(name)" }

    static func writeBytes(_ bytes: [UInt8], to path: String) {
        let f = fopen(path, "wb")!
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    static func readBytes(_ path: String) -> [UInt8] {
        let f = fopen(path, "rb")!
        defer { fclose(f) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            if n <= 0 { break }
            out += buf[0..<n]
        }
        return out
    }

    @Test func roundTripKeepsPremultipliedPixels() throws {
        let s = Surface(width: 3, height: 2)
        s.setPixel(x: 0, y: 0, Color(red: 1, green: 0.5, blue: 0, alpha: 1).premultipliedARGB32)
        s.setPixel(x: 1, y: 0, Color(red: 0, green: 0, blue: 1, alpha: 0.5).premultipliedARGB32)
        s.setPixel(x: 2, y: 1, Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.25).premultipliedARGB32)
        let path = Self.tempPath("rt.png")
        try s.writePNG(path: path)
        let back = try Surface.loadPNG(path: path)
        #expect(back.width == 3 && back.height == 2)
        for y in 0..<2 {
            for x in 0..<3 {
                let a = s.pixel(x: x, y: y)
                let b = back.pixel(x: x, y: y)
                for shift: UInt32 in [0, 8, 16, 24] {
                    #expect(abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 1)
                }
            }
        }
        unlink(path)
    }

    @Test func missingFileNamesThePath() {
        let path = "/nonexistent/dir/avatar.png"
        #expect(throws: ImageError.fileNotFound(path: path)) { try Surface.loadPNG(path: path) }
        #expect(ImageError.fileNotFound(path: path).description.contains(path))
    }

    @Test func notAPNGNamesTheFile() {
        let path = Self.tempPath("text.png")
        Self.writeBytes(Array("this is a text file, not an image\n".utf8), to: path)
        #expect(throws: ImageError.notPNG(path: path)) { try Surface.loadPNG(path: path) }
        #expect(ImageError.notPNG(path: path).description.contains(path))
        unlink(path)
    }

    @Test func truncatedPNGThrowsCorruptNamingTheFile() throws {
        let full = Self.tempPath("full.png")
        let s = Surface(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 { s.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4)) }
        }
        try s.writePNG(path: full)
        let bytes = Self.readBytes(full)
        let cut = Self.tempPath("cut.png")
        Self.writeBytes(Array(bytes.prefix(bytes.count / 2)), to: cut)
        do {
            _ = try Surface.loadPNG(path: cut)
            Issue.record("a truncated PNG loaded without error")
        } catch {
            guard case .corrupt(let p, let reason) = error else {
                Issue.record("expected .corrupt, got \(error)")
                return
            }
            #expect(p == cut)
            #expect(!reason.isEmpty)
            #expect(error.description.contains(cut))
        }
        unlink(full)
        unlink(cut)
    }

    @Test func unwritablePathThrows() {
        let s = Surface(width: 1, height: 1)
        #expect(throws: ImageError.self) { try s.writePNG(path: "/nonexistent/dir/out.png") }
    }
}
