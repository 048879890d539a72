import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the kiosk remembers between runs, written by the kiosk itself: the page it showed last.
///
/// Stored as JSON (`{"page": 1}`) in `kiosk-settings.json` in the state folder: `$PANEL_STATE_DIR`, else
/// systemd's `$STATE_DIRECTORY` (a unit's `StateDirectory=`). Keys that are missing take their defaults, so
/// an older file still loads.
public struct KioskSettings: Codable, Equatable, Sendable {
    /// The page shown last (0 Profile, 1 Cards, 2 Player).
    public var page: Int

    public init(page: Int = 0) {
        self.page = page
    }

    enum CodingKeys: String, CodingKey {
        case page
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        page = try c.decodeIfPresent(Int.self, forKey: .page) ?? 0
    }

    /// The settings file's name in the state folder.
    public static let fileName = "kiosk-settings.json"

    /// The settings file named by the environment, or nil when no state folder is set (then nothing is kept).
    public static func path(environment: (String) -> String?) -> String? {
        for name in ["PANEL_STATE_DIR", "STATE_DIRECTORY"] {
            // systemd may list several folders separated by colons: the first is the unit's own.
            if let value = environment(name)?.split(separator: ":").first, !value.isEmpty {
                return String(value) + "/" + fileName
            }
        }
        return nil
    }

    /// The kiosk's settings store in the state folder the environment names, or nil when there is none.
    /// Problems (an unusable file set aside, a failed save) go to `report`, one line each.
    @MainActor
    public static func store(
        environment: (String) -> String? = KioskSettings.processEnvironment, report: @escaping (String) -> Void
    ) -> SettingsStore<KioskSettings>? {
        guard let path = path(environment: environment) else { return nil }
        return SettingsStore(file: StateFile(path: path, maxBytes: 64 << 10), defaults: KioskSettings(), report: report)
    }

    /// Reads the process's environment.
    public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
