import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// The kiosk remembers the page it showed last in its settings file.
@MainActor @Suite struct KioskSettingsTests {
    final class Folder {
        let path = HostileFiles.temporaryDirectory("panelkit-kiosk-state")
        var file: String { path + "/" + KioskSettings.fileName }
        deinit { HostileFiles.removeTree(path) }
    }

    static func store(_ folder: Folder, reports: @escaping (String) -> Void = { _ in }) -> SettingsStore<KioskSettings>
    {
        let environment: (String) -> String? = { $0 == "PANEL_STATE_DIR" ? folder.path : nil }
        guard let store = KioskSettings.store(environment: environment, report: reports) else {
            preconditionFailure("PANEL_STATE_DIR names a folder")
        }
        return store
    }

    static func savedPage(_ folder: Folder) -> Int? {
        guard let bytes = try? HostileFiles.readAll(folder.file) else { return nil }
        return try? SettingsStore<KioskSettings>.decode(bytes).get().page
    }

    @Test func thePageTurnedToIsSavedAndShownAtTheNextStart() {
        let folder = Folder()
        let h = KioskHarness()
        let kiosk = Kiosk(application: h.app, content: defaultContent(), settings: Self.store(folder))
        kiosk.start()
        h.step(2)
        #expect(kiosk.rootViewController.currentPageIndex == 0)
        #expect(Self.savedPage(folder) == nil, "starting writes nothing")
        // A swipe to Cards.
        h.drag(
            from: Point(x: h.width * 0.85, y: h.height * 0.3), to: Point(x: h.width * 0.15, y: h.height * 0.3),
            duration: 0.3)
        h.settle()
        #expect(kiosk.rootViewController.currentPageIndex == 1)
        #expect(Self.savedPage(folder) == 1)
        // The page indicator to Player.
        kiosk.rootViewController.showPage(2, animated: true)
        h.settle()
        #expect(Self.savedPage(folder) == 2)

        let next = KioskHarness()
        let restarted = Kiosk(application: next.app, content: defaultContent(), settings: Self.store(folder))
        restarted.start()
        next.step(2)
        #expect(restarted.rootViewController.currentPageIndex == 2)
    }

    @Test func aCorruptSettingsFileIsSetAsideAndTheKioskStartsOnTheFirstPage() {
        let folder = Folder()
        HostileFiles.write(Array("{\"page\": ".utf8), to: folder.file)
        var reports: [String] = []
        let h = KioskHarness()
        let kiosk = Kiosk(
            application: h.app, content: defaultContent(), settings: Self.store(folder) { reports.append($0) })
        kiosk.start()
        h.step(2)
        #expect(kiosk.rootViewController.currentPageIndex == 0)
        #expect(
            reports == [
                "\(folder.file): unusable settings (not valid JSON); moved aside to \(folder.file).corrupt-1, starting from the defaults"
            ])
        #expect((try? HostileFiles.readAll(folder.file + ".corrupt-1")) == Array("{\"page\": ".utf8))
    }

    @Test func aPageThatNoLongerExistsIsIgnored() {
        let folder = Folder()
        HostileFiles.write(Array("{\"page\": 7}".utf8), to: folder.file)
        let h = KioskHarness()
        let kiosk = Kiosk(application: h.app, content: defaultContent(), settings: Self.store(folder))
        kiosk.start()
        h.step(2)
        #expect(kiosk.rootViewController.currentPageIndex == 0)
    }

    @Test func theStateFolderComesFromTheEnvironment() throws {
        #expect(KioskSettings.path { _ in nil } == nil)
        #expect(
            KioskSettings.path { $0 == "STATE_DIRECTORY" ? "/var/lib/kiosk:/var/lib/other" : nil }
                == "/var/lib/kiosk/kiosk-settings.json")
        #expect(
            KioskSettings.path { $0 == "PANEL_STATE_DIR" ? "/srv/state" : "/var/lib/kiosk" }
                == "/srv/state/kiosk-settings.json")
        #expect(
            try SettingsStore<KioskSettings>.decode(Array("{}".utf8)).get() == KioskSettings(page: 0),
            "missing keys take their defaults")
    }
}
