import Dispatch
import PanelKit
import PanelPlatform
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program's small settings, as Foundation's `UserDefaults`, for code that imports only PanelKitCompat:
/// property list values (`Bool`, `Int`, `Double`, `String`, `Data`, `Date`, arrays and dictionaries of
/// them) by key, kept across restarts.
///
/// Each set of defaults is an XML property list, `<folder>/<name>.plist`, where the name is the suite's or,
/// for `standard`, the bundle identifier (`Bundle.main`). The folder is, in order of preference:
/// `PANEL_DEFAULTS_DIR`, systemd's `STATE_DIRECTORY` (a unit with `StateDirectory=`), `XDG_CONFIG_HOME`,
/// `~/.config`, else `/tmp`. A change is written about 0.1 s later on a background queue (changes in between
/// are written together), through a temporary file renamed over the old one and `fsync`ed, so a power cut
/// leaves the old file or the new one; `synchronize()` writes at once. A file that cannot be read is set
/// aside as `NAME.plist.corrupt-N` with one line on standard error, and the defaults start empty.
public final class UserDefaults: Sendable {
    /// Posted (object: the defaults) after a value of a set of defaults changed in this program, as
    /// Foundation's `UserDefaults.didChangeNotification`: on the main actor at once when the change was
    /// made on the main thread, else on the main queue soon after.
    public static let didChangeNotification = PanelKit.Notification.Name("NSUserDefaultsDidChangeNotification")

    /// The program's own defaults.
    public static let standard = UserDefaults(name: Bundle.main.bundleIdentifier ?? "app")

    /// The file the defaults live in.
    public let path: String
    private struct State: Sendable {
        var values: [String: PropertyListValue] = [:]
        var registered: [String: PropertyListValue] = [:]
        var pendingWrite = false
        var writable = true
    }
    private let state = Mutex(State())
    private let queue: DispatchQueue

    /// The defaults of the suite `suiteName`, as Foundation's: nil for the bundle identifier itself (use
    /// `standard`), and for a name that cannot be a file name (empty, or containing "/"). A nil name gives
    /// the standard defaults' file.
    public convenience init?(suiteName: String?) {
        guard let suiteName else {
            self.init(name: Bundle.main.bundleIdentifier ?? "app")
            return
        }
        guard !suiteName.isEmpty, !suiteName.contains("/"), suiteName != Bundle.main.bundleIdentifier,
            suiteName != "NSGlobalDomain"
        else { return nil }
        self.init(name: suiteName)
    }

    private init(name: String) {
        path = Self.folder() + "/" + name + ".plist"
        queue = DispatchQueue(label: "UserDefaults " + name)
        load()
    }

    // MARK: Reading

    /// The value for `key`: set, else registered; nil when there is neither.
    public func object(forKey key: String) -> Any? { value(forKey: key)?.foundationValue }

    /// A string, or a number's text (as Foundation); nil otherwise.
    public func string(forKey key: String) -> String? {
        switch value(forKey: key) {
        case .string(let s): s
        case .integer(let i): String(i)
        case .real(let d): String(d)
        default: nil
        }
    }

    /// An array; nil when the value is not one.
    public func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }

    /// A dictionary; nil when the value is not one.
    public func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }

    /// An array of strings; nil when the value is not an array of strings only.
    public func stringArray(forKey key: String) -> [String]? {
        guard case .array(let items) = value(forKey: key) else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let s) = item else { return nil }
            strings.append(s)
        }
        return strings
    }

    /// Data; nil when the value is not data.
    public func data(forKey key: String) -> Data? {
        if case .data(let d) = value(forKey: key) { return d }
        return nil
    }

    /// An integer: a number (a real one truncated), a Boolean as 0 or 1, or a string's number; else 0.
    public func integer(forKey key: String) -> Int {
        switch value(forKey: key) {
        case .integer(let i): i
        case .real(let d): d.isFinite && abs(d) < 9.2e18 ? Int(d) : 0
        case .bool(let b): b ? 1 : 0
        case .string(let s): Int(s.trimmingCharacters(in: .whitespaces)) ?? Int(Double(s) ?? 0)
        default: 0
        }
    }

    /// A number as a `Double` (integers, Booleans and numeric strings too); else 0.
    public func double(forKey key: String) -> Double {
        switch value(forKey: key) {
        case .integer(let i): Double(i)
        case .real(let d): d
        case .bool(let b): b ? 1 : 0
        case .string(let s): Double(s.trimmingCharacters(in: .whitespaces)) ?? 0
        default: 0
        }
    }

    /// `double(forKey:)` as a `Float`.
    public func float(forKey key: String) -> Float { Float(double(forKey: key)) }

    /// A Boolean: a number other than 0, or a string "YES", "true" or a non-zero number (any case); else
    /// false.
    public func bool(forKey key: String) -> Bool {
        switch value(forKey: key) {
        case .bool(let b): b
        case .integer(let i): i != 0
        case .real(let d): d != 0
        case .string(let s):
            ["yes", "true"].contains(s.lowercased()) || (Int(s).map { $0 != 0 } ?? false)
        default: false
        }
    }

    /// A URL stored by `set(_:forKey:)` (as its text), or a path string as a file URL.
    public func url(forKey key: String) -> URL? {
        guard let s = string(forKey: key) else { return nil }
        if s.hasPrefix("/") || s.hasPrefix("~") { return URL(fileURLWithPath: s) }
        return URL(string: s)
    }

    /// Every key with its value, registered ones included (set ones win).
    public func dictionaryRepresentation() -> [String: Any] {
        state.withLock { s in s.registered.merging(s.values) { _, set in set } }.mapValues(\.foundationValue)
    }

    // MARK: Writing

    /// Stores `value` for `key`, or removes it when nil. A value a property list cannot hold is refused
    /// with one line on standard error, and the key keeps what it had (Foundation raises instead).
    public func set(_ value: Any?, forKey key: String) {
        guard let value else {
            removeObject(forKey: key)
            return
        }
        if let url = value as? URL {
            store(.string(url.isFileURL ? url.path : url.absoluteString), forKey: key)
            return
        }
        guard let converted = PropertyListValue(value) else {
            StandardError.writeLine(
                "UserDefaults: cannot store a \(type(of: value)) for \"\(key)\"; store Bool, Int, Double, String, "
                    + "Data, Date, or arrays and dictionaries of them (encode other types to Data first)")
            return
        }
        store(converted, forKey: key)
    }

    /// Stores a URL (as its text; a file URL as its path).
    public func set(_ url: URL?, forKey key: String) { set(url as Any?, forKey: key) }

    /// Removes the value set for `key` (a registered default shows again).
    public func removeObject(forKey key: String) {
        let changed = state.withLock { s in s.values.removeValue(forKey: key) != nil }
        if changed {
            scheduleWrite()
            postDidChange()
        }
    }

    /// Values used for keys that have none set; they are not written to the file.
    public func register(defaults: [String: Any]) {
        var converted: [String: PropertyListValue] = [:]
        for (key, value) in defaults {
            if let v = PropertyListValue(value) { converted[key] = v }
        }
        state.withLock { s in s.registered.merge(converted) { _, new in new } }
    }

    /// Removes every value of the suite `domainName` (this file's when it is this suite or the bundle
    /// identifier).
    public func removePersistentDomain(forName domainName: String) {
        guard path.hasSuffix("/" + domainName + ".plist") else { return }
        let changed = state.withLock { s in
            defer { s.values = [:] }
            return !s.values.isEmpty
        }
        scheduleWrite()
        if changed { postDidChange() }
    }

    /// Writes pending changes now and waits for the write; false when it failed.
    @discardableResult
    public func synchronize() -> Bool {
        queue.sync { writeNow() }
    }

    // MARK: Storage

    private func value(forKey key: String) -> PropertyListValue? {
        state.withLock { s in s.values[key] ?? s.registered[key] }
    }

    private func store(_ value: PropertyListValue, forKey key: String) {
        let changed = state.withLock { s in
            guard s.values[key] != value else { return false }
            s.values[key] = value
            return true
        }
        if changed {
            scheduleWrite()
            postDidChange()
        }
    }

    /// Posts `didChangeNotification`: at once on the main thread (where the main actor runs), else from the
    /// main queue.
    private func postDidChange() {
        let post: @MainActor @Sendable () -> Void = { [self] in
            PanelKit.NotificationCenter.default.post(
                PanelKit.Notification(name: Self.didChangeNotification, object: self))
        }
        if Self.onMainThread() {
            MainActor.assumeIsolated { post() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { post() } }
        }
    }

    /// Marks the main queue, so that a block it runs can tell (after `dispatch_main()` the main queue runs on
    /// a thread other than the process's first).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the main actor runs here: on the main queue, or on the process's first thread (a panel's
    /// event loop runs there and drains the main queue itself). On Linux the first thread's id is the
    /// process id, and `/proc/thread-self` names "PID/task/TID".
    private static func onMainThread() -> Bool {
        if DispatchQueue.getSpecific(key: mainQueueKey) == true { return true }
        var buffer = [CChar](repeating: 0, count: 64)
        let n = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard n > 0 else { return false }
        let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let pid = String(getpid())
        return link == "\(pid)/task/\(pid)"
    }

    /// Writes 0.1 s from now unless a write is already waiting (it will carry this change too).
    private func scheduleWrite() {
        let first = state.withLock { s in
            defer { s.pendingWrite = true }
            return !s.pendingWrite
        }
        guard first else { return }
        queue.asyncAfter(deadline: .now() + 0.1) { [self] in _ = writeNow() }
    }

    /// Writes the values if a write is pending (on `queue`).
    private func writeNow() -> Bool {
        let (values, pending, writable) = state.withLock { s in
            defer { s.pendingWrite = false }
            return (s.values, s.pendingWrite, s.writable)
        }
        guard pending else { return true }
        guard writable else { return false }
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            let bytes = [UInt8](try encoder.encode(values))
            try StateFile(path: path).write(bytes)
            return true
        } catch let error as StateFileError {
            StandardError.writeLine("UserDefaults: \(error.description); the change holds until the program stops")
        } catch {
            StandardError.writeLine("UserDefaults: cannot encode the defaults for \(path): \(error)")
        }
        return false
    }

    /// Reads the file; sets it aside when it cannot be used.
    private func load() {
        let file = StateFile(path: path)
        var reason = ""
        do {
            guard case .bytes(let bytes) = try file.read() else { return }
            if bytes.isEmpty { return }
            if let decoded = try? PropertyListDecoder().decode([String: PropertyListValue].self, from: Data(bytes)) {
                state.withLock { s in s.values = decoded }
                return
            }
            reason = "not a property list of defaults"
        } catch {
            reason = error.detail.isEmpty ? error.description : error.detail
        }
        do {
            let aside = try file.setAside()
            StandardError.writeLine("UserDefaults: \(path): \(reason); moved to \(aside), starting empty")
        } catch {
            state.withLock { s in s.writable = false }
            StandardError.writeLine(
                "UserDefaults: \(path): \(reason) and it cannot be moved aside (\(error.description)); "
                    + "changes are kept in memory only")
        }
    }

    /// The folder the defaults files live in (created when missing).
    private static func folder() -> String {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let dir = env["PANEL_DEFAULTS_DIR"], !dir.isEmpty { candidates.append(dir) }
        if let dirs = env["STATE_DIRECTORY"], let first = dirs.split(separator: ":").first {
            candidates.append(String(first))
        }
        if let dir = env["XDG_CONFIG_HOME"], dir.hasPrefix("/") { candidates.append(dir) }
        if let home = env["HOME"], home.hasPrefix("/") { candidates.append(home + "/.config") }
        for dir in candidates {
            if mkdir(dir, 0o755) == 0 || errno == EEXIST { return dir }
        }
        return "/tmp"
    }
}
