#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where PanelKit's one-line messages about misuse go when no handler takes them (Auto Layout's
/// unsatisfiable constraints, a dynamic behavior added twice, a value `UserDefaults` cannot store):
/// standard error, as UIKit logs to the console.
public enum StandardError {
    /// Writes `line` and a new line to descriptor 2, all of it (write(2) may take part of it at a time).
    /// The C `stderr` global is off limits under strict concurrency.
    public static func writeLine(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { buf in
            var offset = 0
            while offset < buf.count {
                let n = write(2, buf.baseAddress! + offset, buf.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
