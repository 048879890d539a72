#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One-line messages for misuse of UIKit Dynamics that UIKit would raise on (a behavior added to two
/// animators): PanelKit ignores the call and says why on standard error.
enum DynamicsIssueLog {
    static func emit(_ message: String) {
        // write(2) on descriptor 2: the C `stderr` global is off limits under strict concurrency.
        var text = "PanelKit Dynamics: " + message + "\n"
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
