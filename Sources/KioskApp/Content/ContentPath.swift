#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Checks that a file name from `content.json` stays inside the content folder.
///
/// Refused: absolute paths, any `..` component, control characters, and names that a symlink resolves to a
/// place outside the folder (both sides resolved with `realpath`). Subfolders inside the folder are fine.
enum ContentPath {
    /// The resolved path of `name` inside `directory`, or why it is refused (one clause, no file name).
    static func resolve(_ name: String, in directory: String) -> Result<String, Refusal> {
        if name.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return .failure(.controlCharacters) }
        if name.hasPrefix("/") { return .failure(.absolute) }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return .failure(.parentComponent)
        }
        let joined = directory + "/" + name
        guard let folder = realPath(directory) else { return .success(joined) }
        // A file that does not exist has no real path: the image loader reports it as missing.
        guard let real = realPath(joined) else { return .success(joined) }
        let inside = folder == "/" ? real.hasPrefix("/") : real.hasPrefix(folder + "/")
        return inside ? .success(real) : .failure(.symlinkOutside(target: real))
    }

    /// Why a name is refused.
    enum Refusal: Error, Equatable {
        case controlCharacters
        case absolute
        case parentComponent
        case symlinkOutside(target: String)

        var reason: String {
            switch self {
            case .controlCharacters: return "it contains control characters"
            case .absolute: return "it is an absolute path"
            case .parentComponent: return "it leaves the content folder (\"..\")"
            case .symlinkOutside(let target): return "it is a symlink out of the content folder (to \(target))"
            }
        }
    }

    /// `realpath(3)`: the absolute path with every symlink, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
