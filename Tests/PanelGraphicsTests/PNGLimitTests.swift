import PanelGraphics
import PanelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile images: headers claiming huge sizes, oversized files, things that are not files.
@Suite struct PNGLimitTests {
    static func tempPath(_ name: String) -> String { "/tmp/panelkit-pnglimits-\(getpid())-\(name)" }

    static func forgedPNG(width: UInt32, height: UInt32) throws -> [UInt8] {
        try HostileFiles.png(claimingWidth: width, height: height)
    }

    static func readAll(_ path: String) throws -> [UInt8] { try HostileFiles.readAll(path) }

    static func write(_ bytes: [UInt8], to path: String) {
        let f = fopen(path, "wb")!
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    @Test func a60000x60000HeaderIsRefusedBeforeAllocating() throws {
        let path = Self.tempPath("huge.png")
        defer { unlink(path) }
        Self.write(try Self.forgedPNG(width: 60000, height: 60000), to: path)
        // Were the 13.4 GiB allocated and zeroed, this test would be killed for memory, not fail politely.
        do {
            _ = try Surface.loadPNG(path: path)
            Issue.record("a PNG claiming 60000x60000 pixels was decoded")
        } catch {
            guard case .tooLarge(let p, let reason) = error else {
                Issue.record("expected .tooLarge, got \(error)")
                return
            }
            #expect(p == path)
            #expect(reason.contains("60000x60000"), "\(reason)")
            #expect(reason.contains("8192x8192"), "the limit is named: \(reason)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theLargestHeaderLibpngAcceptsIsRefusedToo() throws {
        // libpng's own default limit is 1000000 pixels a side: 4 TB decoded.
        let bytes = try Self.forgedPNG(width: 1_000_000, height: 1_000_000)
        #expect {
            try Surface.decodePNG(bytes: bytes, source: "forged")
        } throws: { error in
            guard case ImageError.tooLarge = error else { return false }
            return true
        }
    }

    @Test func dimensionsAndDecodedBytesAreEachLimited() throws {
        let path = Self.tempPath("100x50.png")
        defer { unlink(path) }
        try Surface(width: 100, height: 50).writePNG(path: path)
        let exact = ImageLimits(maxWidth: 100, maxHeight: 50, maxDecodedBytes: 100 * 50 * 4)
        let loaded = try Surface.loadPNG(path: path, limits: exact)
        #expect(loaded.width == 100 && loaded.height == 50)
        for limits in [
            ImageLimits(maxWidth: 99, maxHeight: 50), ImageLimits(maxWidth: 100, maxHeight: 49),
            ImageLimits(maxDecodedBytes: 100 * 50 * 4 - 1),
        ] {
            #expect(throws: ImageError.self, "\(limits)") { try Surface.loadPNG(path: path, limits: limits) }
        }
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
        let path = Self.tempPath("big-file.png")
        defer { unlink(path) }
        try Surface(width: 64, height: 64).writePNG(path: path)
        let size = try Self.readAll(path).count
        #expect(throws: ImageError.tooLarge(path: path, reason: "the file is 0.0 MB; the limit is 0.0 MB")) {
            try Surface.loadPNG(path: path, limits: ImageLimits(maxFileBytes: size - 1))
        }
        #expect(try Surface.loadPNG(path: path, limits: ImageLimits(maxFileBytes: size)).width == 64)
    }

    @Test func aFolderIsNotAnImage() {
        #expect(throws: ImageError.notAFile(path: "/tmp")) { try Surface.loadPNG(path: "/tmp") }
    }

    @Test func decodingFromMemoryMatchesLoadingTheFile() throws {
        let path = Self.tempPath("memory.png")
        defer { unlink(path) }
        let s = Surface(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 { s.setPixel(x: x, y: y, 0x8000_0000 | UInt32(x * 20) << 16 | UInt32(y * 40)) }
        }
        try s.writePNG(path: path)
        let fromFile = try Surface.loadPNG(path: path)
        let fromMemory = try Surface.decodePNG(bytes: try Self.readAll(path), source: path)
        for y in 0..<3 {
            for x in 0..<5 { #expect(fromFile.pixel(x: x, y: y) == fromMemory.pixel(x: x, y: y)) }
        }
        #expect(throws: ImageError.notPNG(path: "short")) {
            try Surface.decodePNG(bytes: [0x89, 0x50], source: "short")
        }
    }
}
