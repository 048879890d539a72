#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard output and error written with `write(2)` (the C `stdout`/`stderr` globals are off limits under
/// strict concurrency), one whole line per call.
public enum Console {
    /// Writes `line` and a newline to standard error.
    public static func error(_ line: String) {
        write(line, to: 2)
    }

    /// Writes `line` and a newline to standard output.
    public static func output(_ line: String) {
        write(line, to: 1)
    }

    private static func write(_ line: String, to fd: Int32) {
        var text = line
        if !text.hasSuffix("\n") { text += "\n" }
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}
