import PanelPlatform

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

/// The app's bundle, as Foundation's `Bundle` for code that imports only PanelKitCompat. There is no app
/// bundle on a panel: `Bundle.main`'s resources are the folders of `UIImage.resourceDirectories` (a
/// `Resources` folder beside the executable, the executable's folder, the working directory), searched in
/// order, so `Bundle.main.url(forResource:withExtension:)` finds what `UIImage(named:)` finds.
///
/// Its identity comes from an `Info.plist` among the resources when there is one (XML or binary, as
/// Xcode writes it: `CFBundleIdentifier`, `CFBundleShortVersionString`, ...), else from the executable's
/// name. Strings are localized from `<language>.lproj/<table>.strings` files there; see
/// `localizedString(forKey:value:table:)`.
public final class Bundle: @unchecked Sendable {
    /// The running program's bundle, over the default resource folders
    /// (`UIImage.defaultResourceDirectories()`).
    public static let main = Bundle(directories: Surface.defaultResourceDirectories())

    /// The folders searched for resources, in order.
    public let resourceDirectories: [String]
    /// The keys of the `Info.plist` among the resources, with the executable's name filled in for
    /// `CFBundleExecutable`, `CFBundleName` and `CFBundleIdentifier` when the file does not give them.
    /// Immutable after `init`, which is what makes the class safe to share.
    public let infoDictionary: [String: Any]?
    /// Tables of localized strings already read, by "language/table" (guarded by `cacheLock`).
    private var stringTables: [String: [String: String]] = [:]
    private var cacheLock = pthread_mutex_t()

    /// A bundle whose resources are in `directories`, searched in order.
    public init(directories: [String]) {
        resourceDirectories = directories
        infoDictionary = Self.readInfo(in: directories)
        pthread_mutex_init(&cacheLock, nil)
    }

    /// The bundle whose resources are in `path`, as `Bundle(path:)`; nil when it is not a folder.
    public convenience init?(path: String) {
        guard Self.isDirectory(path) else { return nil }
        self.init(directories: [path])
    }

    /// `Bundle(for: SomeClass.self)`: the main bundle's folders (an app is one bundle on a panel).
    public convenience init(for aClass: AnyClass) { self.init(directories: Bundle.main.resourceDirectories) }

    deinit { pthread_mutex_destroy(&cacheLock) }

    // MARK: Identity

    /// `CFBundleIdentifier`: the Info.plist's, else the executable's name.
    public var bundleIdentifier: String? { infoDictionary?["CFBundleIdentifier"] as? String }
    /// The first resource folder, as the bundle's path.
    public var bundlePath: String { resourceDirectories.first ?? "." }
    /// The first resource folder that exists.
    public var resourcePath: String? { resourceDirectories.first { Self.isDirectory($0) } }
    /// The running executable's path.
    public var executablePath: String? { Self.executablePath() }
    /// `bundlePath` as a file URL.
    public var bundleURL: URL { URL(fileURLWithPath: bundlePath) }
    /// `resourcePath` as a file URL.
    public var resourceURL: URL? { resourcePath.map { URL(fileURLWithPath: $0) } }

    /// A value of the Info.plist (`CFBundleShortVersionString` and the like); nil when it has none.
    public func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }

    // MARK: Resources

    /// The path of the resource `name.ext` in the first resource folder that has it; nil when none has
    /// it. `ext` may be nil or empty when `name` carries its extension; `subpath` is a folder inside the
    /// resource folders.
    public func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String? = nil) -> String? {
        guard let name, !name.isEmpty else { return nil }
        var file = name
        if let ext, !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        if let subpath, !subpath.isEmpty { file = subpath + "/" + file }
        for folder in resourceDirectories {
            let candidate = folder.hasSuffix("/") ? folder + file : folder + "/" + file
            if access(candidate, R_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The resource as a file URL, as `url(forResource:withExtension:)`.
    public func url(forResource name: String?, withExtension ext: String?, subdirectory: String? = nil) -> URL? {
        path(forResource: name, ofType: ext, inDirectory: subdirectory).map { URL(fileURLWithPath: $0) }
    }

    // MARK: Localization

    /// The languages the resources have `.lproj` folders for.
    public var localizations: [String] {
        var found: [String] = []
        for folder in resourceDirectories {
            guard let dir = opendir(folder) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasSuffix(".lproj"), name != ".lproj" {
                    let language = String(name.dropLast(6))
                    if !found.contains(language) { found.append(language) }
                }
            }
        }
        return found
    }

    /// The languages strings are looked up in, best first: those of `LANGUAGE` (colon-separated), then
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` ("de_DE.UTF-8" gives "de_DE" then "de"), then "en" and "Base".
    public var preferredLocalizations: [String] {
        var languages: [String] = []
        for raw in LocaleEnvironment.languageNames() {
            let name = String(raw.prefix { $0 != "." && $0 != "@" })
            guard !name.isEmpty, name != "C", name != "POSIX" else { continue }
            let full = name.replacingOccurrences(of: "_", with: "-")
            for candidate in [full, String(full.prefix { $0 != "-" })] where !languages.contains(candidate) {
                languages.append(candidate)
            }
        }
        for fallback in ["en", "Base"] where !languages.contains(fallback) { languages.append(fallback) }
        return languages
    }

    /// The string for `key` in `table` (`Localizable` when nil or empty), as Foundation's: from the first
    /// of `preferredLocalizations` whose `<language>.lproj/<table>.strings` has it (a language "de-DE"
    /// also tries the folder "de_DE"); else `value` when it is not empty; else `key`. A `.strings` file
    /// that cannot be read is treated as empty.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        let table = tableName.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        for language in preferredLocalizations {
            if let found = strings(language: language, table: table)[key] { return found }
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// The strings table of `language`, read once.
    private func strings(language: String, table: String) -> [String: String] {
        let cacheKey = language + "/" + table
        pthread_mutex_lock(&cacheLock)
        defer { pthread_mutex_unlock(&cacheLock) }
        if let cached = stringTables[cacheKey] { return cached }
        var loaded: [String: String] = [:]
        let folders = [language, language.replacingOccurrences(of: "-", with: "_")]
        for folder in folders {
            if let path = path(forResource: table, ofType: "strings", inDirectory: folder + ".lproj"),
                let bytes = Self.readFile(path)
            {
                loaded = StringsFileParser.parse(bytes)
                break
            }
        }
        stringTables[cacheKey] = loaded
        return loaded
    }

    // MARK: Files

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The whole file at `path`, at most 4 MiB, through the project's `StateFile`; nil when it is missing or
    /// cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        guard case .bytes(let bytes)? = try? StateFile(path: path, maxBytes: 4 << 20).read() else { return nil }
        return bytes
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The Info.plist's keys (its values as Foundation's property list types), with the executable's name
    /// as identifier and name when it has none.
    private static func readInfo(in directories: [String]) -> [String: Any] {
        var info: [String: Any] = [:]
        for folder in directories {
            let path = folder.hasSuffix("/") ? folder + "Info.plist" : folder + "/Info.plist"
            guard let bytes = readFile(path),
                let decoded = try? PropertyListDecoder().decode([String: PropertyListValue].self, from: Data(bytes))
            else { continue }
            info = decoded.mapValues { $0.foundationValue }
            break
        }
        let name = executablePath().map { String($0.split(separator: "/").last ?? "") } ?? "app"
        if info["CFBundleExecutable"] == nil { info["CFBundleExecutable"] = name }
        if info["CFBundleName"] == nil { info["CFBundleName"] = name }
        if info["CFBundleIdentifier"] == nil { info["CFBundleIdentifier"] = name }
        return info
    }
}
