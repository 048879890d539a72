#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The languages the environment names, in the order gettext reads them: each of `LANGUAGE`'s
/// colon-separated entries, then `LC_ALL`, `LC_MESSAGES` and `LANG`, unset and empty ones left out, each as
/// written ("de_DE.UTF-8", "C"). `Bundle` picks its localizations from them and the application its layout
/// direction.
public enum LocaleEnvironment {
    public static func languageNames() -> [String] {
        func variable(_ name: String) -> String? {
            guard let p = getenv(name), p.pointee != 0 else { return nil }
            return String(cString: p)
        }
        var names: [String] = []
        if let list = variable("LANGUAGE") { names += list.split(separator: ":").map(String.init) }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(key) { names.append(value) }
        }
        return names
    }
}
