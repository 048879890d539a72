#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Which way an interface reads, as `UIUserInterfaceLayoutDirection` (UIKit's raw values).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1

    /// The application's direction: set at run time through `Application.userInterfaceLayoutDirection`,
    /// first read from the environment.
    @MainActor static var application = UserInterfaceLayoutDirection.fromEnvironment()

    /// `PANEL_LAYOUT_DIRECTION` (`rightToLeft`/`rtl` or `leftToRight`/`ltr`) when set; else right to left
    /// when the first language of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG` is written right to left
    /// (Arabic, Hebrew, Persian, Urdu and their neighbours), as an iOS app localized in it runs; else left
    /// to right.
    static func fromEnvironment() -> UserInterfaceLayoutDirection {
        func variable(_ name: String) -> String? {
            guard let p = getenv(name), p.pointee != 0 else { return nil }
            return String(cString: p)
        }
        if let forced = variable("PANEL_LAYOUT_DIRECTION")?.lowercased() {
            switch forced {
            case "righttoleft", "rtl": return .rightToLeft
            case "lefttoright", "ltr": return .leftToRight
            default:
                print("PANEL_LAYOUT_DIRECTION=\(forced) is not a direction: use rightToLeft or leftToRight")
            }
        }
        // "ar_EG.UTF-8": the first language's code.
        let language = LocaleEnvironment.languageNames().first ?? ""
        let code = language.split(whereSeparator: { "_.@-".contains($0) }).first.map(String.init) ?? ""
        return rightToLeftLanguages.contains(code.lowercased()) ? .rightToLeft : .leftToRight
    }

    /// Language codes whose script is written right to left.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi",
    ]
}
