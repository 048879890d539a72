#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A POSIX thread running one closure: the decode worker and the audio writer.
///
/// `@unchecked Sendable`: `thread` is written once in `init`, before any other thread can see the object,
/// and only read after that.
final class WorkerThread: @unchecked Sendable {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    private var thread = pthread_t()
    private let joined = ConditionLock()
    private var isJoined = false

    /// Starts a thread running `body`; `name` says what it is (for error messages).
    /// - Throws: `MediaError.threadFailed` when the system cannot make a thread.
    init(name: String, body: @escaping @Sendable () -> Void) throws(MediaError) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        let result = pthread_create(
            &thread, nil,
            { raw in
                let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
                body.run()
                return nil
            }, box)
        if result != 0 {
            Unmanaged<Body>.fromOpaque(box).release()
            throw MediaError.threadFailed(reason: "\(name): " + String(cString: strerror(result)))
        }
    }

    /// Waits for the thread to finish (once; later calls return at once).
    func join() {
        let first = joined.withLock { () -> Bool in
            defer { isJoined = true }
            return !isJoined
        }
        if first { pthread_join(thread, nil) } else { return }
    }

    /// Lets the thread finish on its own (its resources go when it ends).
    func detach() {
        let first = joined.withLock { () -> Bool in
            defer { isJoined = true }
            return !isJoined
        }
        if first { pthread_detach(thread) }
    }
}
