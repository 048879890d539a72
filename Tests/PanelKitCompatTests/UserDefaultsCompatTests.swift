import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `UserDefaults`, `Bundle` and `NSLocalizedString` as UIKit code uses them: values by key kept across a
/// restart (a second `UserDefaults` reading the file the first wrote), registered defaults, refusal of what
/// a property list cannot hold, a damaged file set aside; a bundle's Info.plist, resources and strings.
@Suite("PanelKitCompat: UserDefaults, Bundle and NSLocalizedString")
struct UserDefaultsCompatTests {
    /// A fresh folder for this test's files; the defaults folder is pointed at it.
    private static let folder: String = {
        var template = Array("/tmp/panelkit-defaults-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let path = made.map { String(cString: $0) } ?? "/tmp"
        setenv("PANEL_DEFAULTS_DIR", path, 1)
        return path
    }()

    private func write(_ text: String, to path: String) {
        let file = fopen(path, "wb")
        #expect(file != nil, "could not create \(path)")
        guard let file else { return }
        _ = text.withCString { fputs($0, file) }
        fclose(file)
    }

    private func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    @Test func valuesSurviveARestartWithTheirTypes() throws {
        _ = Self.folder
        let name = "values-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.set(true, forKey: "onboarded")
        defaults.set(42, forKey: "launches")
        defaults.set(0.75, forKey: "volume")
        defaults.set("Ada", forKey: "name")
        defaults.set(["a", "b"], forKey: "tags")
        defaults.set(["x": 1, "y": 2], forKey: "point")
        defaults.set(Data([1, 2, 3]), forKey: "blob")
        defaults.set(URL(string: "https://example.com/a"), forKey: "link")
        #expect(defaults.synchronize())
        #expect(defaults.path == Self.folder + "/" + name + ".plist")

        let again = try #require(UserDefaults(suiteName: name))
        #expect(again.bool(forKey: "onboarded"))
        #expect(again.integer(forKey: "launches") == 42)
        #expect(again.double(forKey: "volume") == 0.75)
        #expect(again.string(forKey: "name") == "Ada")
        #expect(again.stringArray(forKey: "tags") == ["a", "b"])
        #expect(again.dictionary(forKey: "point")?["y"] as? Int == 2)
        #expect(again.data(forKey: "blob") == Data([1, 2, 3]))
        #expect(again.url(forKey: "link")?.absoluteString == "https://example.com/a")
        #expect(again.object(forKey: "launches") as? Int == 42, "an integer stays an integer")
        #expect(again.object(forKey: "missing") == nil)
        #expect(again.integer(forKey: "missing") == 0 && !again.bool(forKey: "missing"))
        #expect(again.string(forKey: "launches") == "42", "a number's text, as Foundation")
    }

    @Test func registeredDefaultsShowUntilAValueIsSetAndAfterItIsRemoved() throws {
        _ = Self.folder
        let defaults = try #require(UserDefaults(suiteName: "registered-\(UUID().uuidString)"))
        defaults.register(defaults: ["sound": true, "speed": 3])
        #expect(defaults.bool(forKey: "sound") && defaults.integer(forKey: "speed") == 3)
        defaults.set(false, forKey: "sound")
        #expect(!defaults.bool(forKey: "sound"))
        defaults.removeObject(forKey: "sound")
        #expect(defaults.bool(forKey: "sound"))
        defaults.set(nil, forKey: "speed")
        #expect(defaults.integer(forKey: "speed") == 3)
    }

    @Test func whatAPropertyListCannotHoldIsRefusedAndTheOldValueKept() throws {
        _ = Self.folder
        struct Point { var x = 1 }
        let defaults = try #require(UserDefaults(suiteName: "refused-\(UUID().uuidString)"))
        defaults.set("kept", forKey: "value")
        defaults.set(Point(), forKey: "value")
        #expect(defaults.string(forKey: "value") == "kept")
        #expect(UserDefaults(suiteName: "") == nil && UserDefaults(suiteName: "a/b") == nil)
        #expect(UserDefaults(suiteName: Bundle.main.bundleIdentifier) == nil, "the app's own domain is standard")
    }

    @Test func aDamagedFileIsSetAsideAndTheDefaultsStartEmpty() throws {
        let name = "damaged-\(UUID().uuidString)"
        let path = Self.folder + "/" + name + ".plist"
        write("this is not a property list", to: path)
        let defaults = try #require(UserDefaults(suiteName: name))
        #expect(defaults.object(forKey: "anything") == nil)
        #expect(exists(path + ".corrupt-1"), "the damaged file is kept for someone to look at")
        defaults.set(1, forKey: "fresh")
        #expect(defaults.synchronize())
        #expect(try #require(UserDefaults(suiteName: name)).integer(forKey: "fresh") == 1)
    }

    @Test func aBundleReadsItsInfoResourcesAndStrings() throws {
        let root = Self.folder + "/bundle-\(UUID().uuidString)"
        #expect(mkdir(root, 0o755) == 0)
        #expect(mkdir(root + "/Base.lproj", 0o755) == 0)
        write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.panel</string>
            <key>CFBundleShortVersionString</key><string>1.4</string>
            </dict></plist>
            """, to: root + "/Info.plist")
        write(
            """
            /* The greeting on the first screen. */
            "Hello" = "Hallo";
            // A line comment
            "Bye %@" = "Tsch\\U00FCss %@";
            "Quote" = "Say \\"hi\\"\\n";
            """, to: root + "/Base.lproj/Localizable.strings")
        write("\"Title\" = \"Einstellungen\";", to: root + "/Base.lproj/Settings.strings")
        write("{}", to: root + "/cards.json")

        let bundle = try #require(Bundle(path: root))
        #expect(Bundle(path: root + "/missing") == nil)
        #expect(bundle.bundleIdentifier == "com.example.panel")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "1.4")
        #expect(bundle.url(forResource: "cards", withExtension: "json")?.path == root + "/cards.json")
        #expect(bundle.path(forResource: "cards.json", ofType: nil) == root + "/cards.json")
        #expect(bundle.url(forResource: "nothing", withExtension: "json") == nil)
        #expect(bundle.localizations.contains("Base"))

        #expect(NSLocalizedString("Hello", bundle: bundle, comment: "greeting") == "Hallo")
        #expect(NSLocalizedString("Bye %@", bundle: bundle, comment: "") == "Tschüss %@")
        #expect(NSLocalizedString("Quote", bundle: bundle, comment: "") == "Say \"hi\"\n")
        #expect(NSLocalizedString("Title", tableName: "Settings", bundle: bundle, comment: "") == "Einstellungen")
        #expect(NSLocalizedString("Untranslated", bundle: bundle, comment: "") == "Untranslated")
        #expect(NSLocalizedString("Key", bundle: bundle, value: "Fallback", comment: "") == "Fallback")
        #expect(String(format: NSLocalizedString("Bye %@", bundle: bundle, comment: ""), "Ada") == "Tschüss Ada")
        #expect(Bundle.main.bundleIdentifier?.isEmpty == false, "the executable's name without an Info.plist")
    }
}
