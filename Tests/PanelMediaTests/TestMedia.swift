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

    /// The folder the clips go to: `/tmp/panelmedia-tests-UID-PID`, this run's own, so that two test runs at
    /// once (two checkouts on one machine) never read each other's half-written clips. Folders of runs that
    /// have ended are removed first, so runs do not pile them up.
    static func directory() throws -> String {
        try folder.withLock { dir in
            if let dir { return dir }
            let prefix = "panelmedia-tests-\(getuid())-"
            removeFoldersOfEndedRuns(prefix: prefix)
            let path = "/tmp/" + prefix + "\(getpid())"
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw Failure(description: "cannot make \(path): \(String(cString: strerror(errno)))")
            }
            var st = stat()
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == getuid() else {
                throw Failure(description: "\(path) is not a folder of this user's; remove it")
            }
            dir = path
            return path
        }
    }

    /// Removes `/tmp/PREFIXPID` folders whose process is gone.
    private static func removeFoldersOfEndedRuns(prefix: String) {
        guard let d = opendir("/tmp") else { return }
        var stale: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append("/tmp/" + name) }
        }
        closedir(d)
        for path in stale { try? run(["rm", "-rf", "--", path], logTo: "/dev/null") }
    }

    /// Runs a program and waits for it; throws with its standard error when it fails.
    static func run(_ arguments: [String]) throws {
        try run(arguments, logTo: try directory() + "/command-\(getpid())-\(arguments.count).log")
    }

    /// Runs a program with its standard error in `log`; throws with that text when it fails.
    private static func run(_ arguments: [String], logTo log: String) throws {
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
        // Held while ffmpeg runs, so a clip is made once even when tests ask for it at the same time.
        try made.withLock { made in
            if made.contains(name) { return }
            try run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments + [path])
            made.insert(name)
        }
        return path
    }

    /// Eight vertical stripes, white where the frame number has a one bit (stripe 0 is bit 0): a frame's
    /// number can be read back from its pixels after any scaling.
    static let numberedFilter =
        "format=yuv420p,geq=lum='if(bitand(N\\,pow(2\\,trunc(X*8/W)))\\,235\\,16)':cb=128:cr=128"

    /// 2 s at 25 fps in `codec` (`h264`, `hevc`) and `container` (`mp4`, `mkv`), each frame showing its
    /// number; a keyframe every 12 frames.
    static func numbered(_ codec: String, in container: String) throws -> String {
        let encoder =
            codec == "h264"
            ? ["-c:v", "libx264", "-g", "12"] : ["-c:v", "libx265", "-x265-params", "log-level=error:keyint=12"]
        return try clip(
            "numbers-\(codec).\(container)",
            ["-f", "lavfi", "-i", "color=black:s=320x180:r=25:d=2," + numberedFilter] + encoder
                + ["-crf", "12", "-pix_fmt", "yuv420p"]
                + (codec == "hevc" && container == "mp4" ? ["-tag:v", "hvc1"] : []))
    }

    /// 2 s at 25 fps, H.264 in MP4, each frame showing its number.
    static func numberedH264() throws -> String {
        try numbered("h264", in: "mp4")
    }

    /// Writes `bytes` to `path`.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        guard let f = fopen(path, "wb") else {
            throw Failure(description: "\(path): cannot write: \(String(cString: strerror(errno)))")
        }
        defer { fclose(f) }
        guard fwrite(bytes, 1, bytes.count, f) == bytes.count else {
            throw Failure(description: "\(path): short write")
        }
    }

    /// The numbered H.264 clip cut in half: its index (the `moov` box, at the end) is gone.
    static func truncatedMP4() throws -> String {
        let whole = TestMedia.readFile(try numberedH264())
        let path = try directory() + "/truncated.mp4"
        try writeFile(path, Array(whole.prefix(whole.count / 2)))
        return path
    }

    /// A text file named like a video.
    static func textNamedMP4() throws -> String {
        let path = try directory() + "/notes.mp4"
        try writeFile(path, Array("These are notes, not a video.\nSecond line.\n".utf8))
        return path
    }

    /// A path where no file is.
    static func missingFile() throws -> String {
        try directory() + "/no-such-clip.mp4"
    }

    /// 40 s of a moving test pattern at 25 fps with a tone, small (memory over a long playback).
    static func longClip() throws -> String {
        try clip(
            "long.mp4",
            [
                "-f", "lavfi", "-i", "testsrc2=s=160x90:r=25:d=40", "-f", "lavfi", "-i", "sine=f=440:d=40", "-c:v",
                "libx264", "-preset", "ultrafast", "-g", "50", "-c:a", "aac", "-b:a", "32k",
            ])
    }

    /// Reads a frame number from the stripes of `surface` along row `y`, over `width` pixels from `x`.
    static func frameNumber(in surface: Surface, x: Int, width: Int, y: Int) -> Int {
        var n = 0
        for bit in 0..<8 {
            let p = surface.pixel(x: x + (width * (2 * bit + 1)) / 16, y: y)
            if (p >> 8) & 0xFF > 128 { n |= 1 << bit }
        }
        return n
    }
}
