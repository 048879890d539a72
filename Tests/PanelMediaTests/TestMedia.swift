import PanelGraphics
import Synchronization
import Testing

@testable import PanelMedia

#if canImport(Glibc)
    import Glibc
#endif

/// Clips made at test time with the `ffmpeg` command (Debian's ffmpeg, installed by `make test`): nothing is
/// downloaded and nothing large is checked in. Each is made once per test run, in a fresh temporary folder.
enum TestMedia {
    /// Why a clip could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let folder: Mutex<String?> = Mutex(nil)
    private static let made: Mutex<Set<String>> = Mutex([])

    /// The folder the clips go to (made on first use).
    static func directory() throws -> String {
        try folder.withLock { dir in
            if let dir { return dir }
            var template = Array("/tmp/panelmedia-tests-XXXXXX".utf8CString)
            guard let p = mkdtemp(&template) else {
                throw Failure(
                    description: "cannot make a temporary folder in /tmp: \(String(cString: strerror(errno)))")
            }
            let path = String(cString: p)
            dir = path
            return path
        }
    }

    /// Runs a program and waits for it; throws with its standard error when it fails.
    static func run(_ arguments: [String]) throws {
        let log = try directory() + "/command-\(getpid())-\(arguments.count).log"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw Failure(
                description: "cannot run \(arguments[0]) (\(String(cString: strerror(spawned)))); "
                    + "install Debian's ffmpeg (make test does)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status != 0 {
            let text = String(decoding: readFile(log), as: UTF8.self)
            throw Failure(description: "\(arguments.joined(separator: " ")) failed: \(text.suffix(600))")
        }
    }

    /// A file's bytes (empty when it cannot be read).
    static func readFile(_ path: String) -> [UInt8] {
        guard let f = fopen(path, "rb") else { return [] }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[..<n])
        }
        return bytes
    }

    /// The clip `name`, made by `arguments` (ffmpeg's, after `-y`, with the output path last) unless it exists.
    static func clip(_ name: String, _ arguments: [String]) throws -> String {
        let path = try directory() + "/" + name
        let already = made.withLock { $0.contains(name) }
        if already { return path }
        try run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments + [path])
        made.withLock { _ = $0.insert(name) }
        return path
    }

    /// Eight vertical stripes, white where the frame number has a one bit (stripe 0 is bit 0): a frame's
    /// number can be read back from its pixels after any scaling.
    static let numberedFilter =
        "format=yuv420p,geq=lum='if(bitand(N\\,pow(2\\,trunc(X*8/W)))\\,235\\,16)':cb=128:cr=128"

    /// 2 s at 25 fps, H.264 in MP4, each frame showing its number; a keyframe every 12 frames.
    static func numberedH264() throws -> String {
        try clip(
            "numbers-h264.mp4",
            [
                "-f", "lavfi", "-i", "color=black:s=320x180:r=25:d=2," + numberedFilter, "-c:v", "libx264", "-g", "12",
                "-crf", "12", "-pix_fmt", "yuv420p",
            ])
    }

    /// The same in HEVC, in Matroska.
    static func numberedHEVC() throws -> String {
        try clip(
            "numbers-hevc.mkv",
            [
                "-f", "lavfi", "-i", "color=black:s=320x180:r=25:d=2," + numberedFilter, "-c:v", "libx265",
                "-x265-params",
                "log-level=error:keyint=12", "-crf", "12", "-pix_fmt", "yuv420p",
            ])
    }

    /// Reads a frame number from the stripes of `surface` inside `rect` (pixels).
    static func frameNumber(in surface: Surface, rect: (x: Int, y: Int, width: Int, height: Int)) -> Int {
        var n = 0
        let y = rect.y + rect.height / 2
        for bit in 0..<8 {
            let x = rect.x + (rect.width * (2 * bit + 1)) / 16
            let p = surface.pixel(x: x, y: y)
            let green = Int((p >> 8) & 0xFF)
            if green > 128 { n |= 1 << bit }
        }
        return n
    }
}
