#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Finds the kiosk's content folder: `--content DIR`, else `$PANEL_CONTENT_DIR`, else the installed
/// `/usr/share/panelkit/content`, else the repository's `Sources/KioskApp/DefaultContent` found from
/// the executable's folder or the current directory (walking up).
public enum ContentDirectory {
    /// The command-line flag.
    public static let flag = "--content"
    /// The environment variable.
    public static let environmentVariable = "PANEL_CONTENT_DIR"
    /// Where a package installs the content.
    public static let installedPath = "/usr/share/panelkit/content"
    /// The default content inside the repository.
    public static let repositoryPath = "Sources/KioskApp/DefaultContent"

    /// Where a content folder came from.
    public enum Source: Equatable, Sendable {
        case flag
        case environment
        case installed
        case repository
        /// Nothing was found; `path` is the installed path, and loading it reports the problem.
        case notFound
    }

    /// The chosen folder and why.
    public struct Resolution: Equatable, Sendable {
        public var path: String
        public var source: Source
    }

    /// The value of `--content DIR` (or `--content=DIR`) in `arguments`, if present.
    public static func flagValue(in arguments: [String]) -> String? {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == flag { return i + 1 < arguments.count ? arguments[i + 1] : "" }
            if a.hasPrefix(flag + "=") { return String(a.dropFirst(flag.count + 1)) }
            i += 1
        }
        return nil
    }

    /// Resolves the folder. The parameters default to the process's own (tests pass their own).
    ///
    /// - Parameters:
    ///   - arguments: the command line (without the program name, or with it: only `--content` is read).
    ///   - environment: reads an environment variable.
    ///   - executablePath: the running program, for the repository search.
    ///   - currentDirectory: the working directory, for the repository search.
    ///   - isDirectoryWithContent: whether a folder holds a `content.json`.
    public static func resolve(
        arguments: [String] = CommandLine.arguments,
        environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } },
        executablePath: String? = ContentDirectory.currentExecutablePath(),
        currentDirectory: String? = ContentDirectory.currentWorkingDirectory(),
        isDirectoryWithContent: (String) -> Bool = ContentDirectory.hasContentFile
    ) -> Resolution {
        if let value = flagValue(in: arguments) { return Resolution(path: value, source: .flag) }
        if let value = environment(environmentVariable), !value.isEmpty {
            return Resolution(path: value, source: .environment)
        }
        if isDirectoryWithContent(installedPath) { return Resolution(path: installedPath, source: .installed) }
        for start in [executablePath.map(parent), currentDirectory].compactMap({ $0 }) {
            var dir = start
            while true {
                let candidate = dir == "/" ? "/" + repositoryPath : dir + "/" + repositoryPath
                if isDirectoryWithContent(candidate) { return Resolution(path: candidate, source: .repository) }
                let up = parent(dir)
                if up == dir { break }
                dir = up
            }
        }
        return Resolution(path: installedPath, source: .notFound)
    }

    /// Whether `directory/content.json` can be read.
    public static func hasContentFile(_ directory: String) -> Bool {
        access(directory + "/content.json", R_OK) == 0
    }

    /// The running program's path (`/proc/self/exe`).
    public static func currentExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The working directory.
    public static func currentWorkingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder a path is in ("/" stays "/").
    static func parent(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        if slash == p.startIndex { return "/" }
        return String(p[..<slash])
    }
}
