import PanelDRM
import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A scanout-like buffer: a memfd mapped shared, of a panel's physical size and a dumb buffer's pitch (rows
/// aligned to 64 bytes), standing in for the dumb buffer `DRMDisplay` copies frames into.
final class ScanoutTarget {
    let buffer: ScanoutBuffer
    private let fd: Int32

    /// A `width` x `height` XRGB8888 buffer.
    /// - Throws: `PresentPathError` when the memfd cannot be made or mapped.
    init(width: Int, height: Int) throws {
        let pitch = (width * 4 + 63) & ~63
        let bytes = pitch * height
        fd = ScanoutTarget.memfdCreate("panel-bench-scanout")
        guard fd >= 0 else { throw PresentPathError(what: "memfd_create", errno: errno) }
        guard ftruncate(fd, off_t(bytes)) == 0,
            let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), p != MAP_FAILED
        else {
            let e = errno
            close(fd)
            throw PresentPathError(what: "mapping \(bytes) bytes of a memfd", errno: e)
        }
        // Touch every page once so that samples do not pay for the first faults.
        memset(p, 0, bytes)
        buffer = ScanoutBuffer(
            framebufferID: 0, handle: 0, width: width, height: height, pitch: pitch, pixels: p, byteCount: bytes)
    }

    /// glibc's `memfd_create` (which Swift's Glibc module does not declare), found with dlsym.
    private static func memfdCreate(_ name: String) -> Int32 {
        typealias MemfdCreate = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else {
            errno = ENOSYS
            return -1
        }
        return unsafeBitCast(symbol, to: MemfdCreate.self)(name, 0)
    }

    deinit {
        munmap(buffer.pixels, buffer.byteCount)
        close(fd)
    }
}

/// The present path of one framebuffer: PanelDRM's `ScanoutCopy` (what `DRMDisplay.present` runs) of the
/// frame's damage into scanout-like buffers, unrotated and rotated by 90 degrees.
final class PresentPath {
    private let copies: [(ScanoutCopy, ScanoutTarget)]

    /// Copiers from `framebuffer` into `upright` (its size) and `quarter` (its size turned).
    init(framebuffer: Surface, upright: ScanoutTarget, quarter: ScanoutTarget) {
        copies = [
            (ScanoutCopy(framebuffer: framebuffer, rotation: .none), upright),
            (ScanoutCopy(framebuffer: framebuffer, rotation: .clockwise90), quarter),
        ]
    }

    /// Times copying `damage` with the copier of `rotation` (0: none, 1: 90 degrees), in milliseconds.
    func time(_ damage: Region, rotation: Int) -> Double {
        let (copier, target) = copies[rotation]
        return Stopwatch.milliseconds { copier.copy(damage, into: target.buffer) }
    }

    /// Copies `damage` unrotated (the latency drag's present).
    func copy(_ damage: Region) {
        copies[0].0.copy(damage, into: copies[0].1.buffer)
    }
}

/// Scanout-like buffers of one frame size, shared by the scenes of that size.
struct ScanoutTargets {
    let upright: ScanoutTarget
    let quarter: ScanoutTarget

    init(width: Int, height: Int) throws {
        upright = try ScanoutTarget(width: width, height: height)
        quarter = try ScanoutTarget(width: height, height: width)
    }
}

/// A scanout-like buffer that could not be made.
struct PresentPathError: Error, CustomStringConvertible {
    let what: String
    let errno: Int32
    var description: String { "present path: \(what) failed (errno \(errno)); is /dev/shm or memory short?" }
}
