import PanelPlatform
import PanelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Settings survive a crash at any step of a save, and an unusable file is set aside, never overwritten.
@Suite struct StateFileTests {
    struct Settings: Codable, Equatable {
        var page: Int
        var volume: Double
    }

    final class Folder {
        let path = HostileFiles.temporaryDirectory("panelkit-state")
        var file: String { path + "/settings.json" }
        deinit { HostileFiles.removeTree(path) }

        func contents(_ name: String = "settings.json") -> String? {
            guard let bytes = try? HostileFiles.readAll(path + "/" + name) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        func write(_ text: String, _ name: String = "settings.json") {
            HostileFiles.write(Array(text.utf8), to: path + "/" + name)
        }

        func names() -> [String] {
            guard let dir = opendir(path) else { return [] }
            defer { closedir(dir) }
            var out: [String] = []
            while let e = readdir(dir) {
                let name = withUnsafeBytes(of: e.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { out.append(name) }
            }
            return out.sorted()
        }
    }

    @Test func aSaveWritesATemporaryFileSyncsItRenamesItAndSyncsTheFolder() throws {
        let folder = Folder()
        let fs = ScriptedFileSystem()
        try StateFile(path: folder.file, system: fs).write(Array("{\"page\": 1}".utf8))
        let dir = folder.path.split(separator: "/").last.map(String.init) ?? ""
        #expect(
            fs.log == [
                "open settings.json.tmp", "write settings.json.tmp", "fsync settings.json.tmp",
                "close settings.json.tmp", "rename settings.json.tmp", "open \(dir)", "fsync \(dir)", "close \(dir)",
            ])
        #expect(folder.contents() == "{\"page\": 1}")
        #expect(folder.names() == ["settings.json"])
    }

    /// A crash before each step in turn (and a torn write): the file is then the old one or the new one,
    /// whole, and the next start loads it without calling it corrupt.
    @Test(arguments: [false, true]) func aCrashAtAnyStepLeavesTheOldFileOrTheNewOne(torn: Bool) throws {
        let old = Settings(page: 1, volume: 0.25)
        let new = Settings(page: 2, volume: 0.75)
        let steps = 8
        var sawOld = false
        var sawNew = false
        for step in 0...steps {
            let folder = Folder()
            folder.write(String(decoding: SettingsStore<Settings>.encode(old), as: UTF8.self))
            let fs = ScriptedFileSystem()
            var reports: [String] = []
            let store = SettingsStore(
                file: StateFile(path: folder.file, system: fs), defaults: Settings(page: 0, volume: 1)
            ) { reports.append($0) }
            #expect(store.value == old)
            // The save's steps count from here: 0..<8.
            fs.arm()
            fs.crashAt = step
            fs.tornWrite = torn
            store.update { $0 = new }
            fs.reap()
            #expect(fs.crashed == (step < steps), "step \(step)")
            // The next start.
            var after: [String] = []
            let next = SettingsStore(file: StateFile(path: folder.file), defaults: Settings(page: 0, volume: 1)) {
                after.append($0)
            }
            #expect(after.isEmpty, "step \(step): \(after)")
            #expect(next.value == old || next.value == new, "step \(step): \(next.value)")
            // Once the rename (step 4) happened, the new settings are what is found.
            #expect((next.value == new) == (step > 4), "step \(step): \(next.value)")
            sawOld = sawOld || next.value == old
            sawNew = sawNew || next.value == new
            // The next save works, and replaces any temporary file the crash left.
            next.update { $0.page = 9 }
            #expect(folder.names() == ["settings.json"], "step \(step)")
            #expect(
                SettingsStore<Settings>.decode(Array((folder.contents() ?? "").utf8))
                    == .success(Settings(page: 9, volume: next.value.volume)))
        }
        #expect(sawOld && sawNew)
    }

    @Test func aFailedFsyncKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
        let folder = Folder()
        folder.write("old")
        let fs = ScriptedFileSystem()
        fs.failAt = (step: 2, code: EIO)
        #expect(throws: StateFileError(operation: "fsync", path: folder.file + ".tmp", code: EIO)) {
            try StateFile(path: folder.file, system: fs).write(Array("new".utf8))
        }
        #expect(fs.log.last == "unlink settings.json.tmp")
        #expect(folder.contents() == "old")
        #expect(folder.names() == ["settings.json"])
    }

    @Test func aFailedRenameKeepsTheOldFile() throws {
        let folder = Folder()
        folder.write("old")
        let fs = ScriptedFileSystem()
        fs.failAt = (step: 4, code: EXDEV)
        #expect(throws: StateFileError.self) { try StateFile(path: folder.file, system: fs).write(Array("new".utf8)) }
        #expect(folder.contents() == "old")
        #expect(folder.names() == ["settings.json"])
    }

    @Test func noFileMeansTheDefaultsAndTheFirstChangeCreatesIt() {
        let folder = Folder()
        var reports: [String] = []
        let store = SettingsStore(file: StateFile(path: folder.file), defaults: Settings(page: 0, volume: 1)) {
            reports.append($0)
        }
        #expect(store.value == Settings(page: 0, volume: 1) && reports.isEmpty)
        #expect(folder.names().isEmpty, "loading writes nothing")
        store.update { $0.volume = 0.5 }
        let again = SettingsStore(file: StateFile(path: folder.file), defaults: Settings(page: 0, volume: 1)) {
            reports.append($0)
        }
        #expect(again.value == Settings(page: 0, volume: 0.5))
        #expect(reports.isEmpty)
    }

    @Test func anUnchangedValueIsNotWrittenAgain() {
        let folder = Folder()
        let fs = ScriptedFileSystem()
        let store = SettingsStore(
            file: StateFile(path: folder.file, system: fs), defaults: Settings(page: 0, volume: 1)
        ) {
            _ in
        }
        fs.arm()
        store.update { $0.page = 3 }
        let steps = fs.log.count
        store.update { $0.page = 3 }
        #expect(fs.log.count == steps)
        #expect(fs.log.filter { $0.hasPrefix("rename") }.count == 1)
    }

    @Test(arguments: [
        ("garbage", "not valid JSON"), ("", "the file is empty"), ("{\"page\": \"two\", \"volume\": 1}", "wrong type"),
        ("{\"page\": 1}", "missing \"volume\""), ("{\"page\": 1, \"volume\": 0.5", "not valid JSON"),
    ])
    func aCorruptFileIsReportedAndSetAsideNotOverwritten(text: String, reason: String) {
        let folder = Folder()
        folder.write(text)
        var reports: [String] = []
        let store = SettingsStore(file: StateFile(path: folder.file), defaults: Settings(page: 0, volume: 1)) {
            reports.append($0)
        }
        #expect(store.value == Settings(page: 0, volume: 1))
        #expect(reports.count == 1)
        #expect(reports.first?.contains("unusable settings (\(reason)") == true, "\(reports)")
        #expect(reports.first?.contains("moved aside to \(folder.file).corrupt-1") == true, "\(reports)")
        #expect(folder.contents("settings.json.corrupt-1") == text, "the bad file is kept as it was")
        store.update { $0.page = 2 }
        #expect(folder.names() == ["settings.json", "settings.json.corrupt-1"])
        // A second bad file goes beside the first.
        folder.write("{{")
        _ = SettingsStore(file: StateFile(path: folder.file), defaults: Settings(page: 0, volume: 1)) {
            reports.append($0)
        }
        #expect(folder.names() == ["settings.json.corrupt-1", "settings.json.corrupt-2"])
        #expect(folder.contents("settings.json.corrupt-1") == text)
    }

    @Test func anOversizedFileIsSetAside() {
        let folder = Folder()
        folder.write(String(repeating: " ", count: 5000) + "{\"page\": 1, \"volume\": 1}")
        var reports: [String] = []
        _ = SettingsStore(file: StateFile(path: folder.file, maxBytes: 4096), defaults: Settings(page: 0, volume: 1)) {
            reports.append($0)
        }
        #expect(reports.count == 1 && reports[0].contains("more than the 4096 allowed"), "\(reports)")
        #expect(folder.names() == ["settings.json.corrupt-1"])
    }

    @Test func aFileThatCannotBeSetAsideIsNeverWrittenOver() {
        let folder = Folder()
        folder.write("garbage")
        let fs = ScriptedFileSystem()
        // Loading: open (step 0) and close (1) to read, then the rename that would set it aside (2).
        fs.failAt = (step: 2, code: EACCES)
        var reports: [String] = []
        let store = SettingsStore(
            file: StateFile(path: folder.file, system: fs), defaults: Settings(page: 0, volume: 1)
        ) {
            reports.append($0)
        }
        #expect(!store.isWritable)
        #expect(reports.count == 1 && reports[0].contains("not moved aside"), "\(reports)")
        store.update { $0.page = 4 }
        #expect(store.value.page == 4, "the change holds in memory")
        #expect(folder.contents() == "garbage")
    }

    @Test func aFailedSaveIsReportedAndTheValueKept() {
        let folder = Folder()
        let fs = ScriptedFileSystem()
        var reports: [String] = []
        let store = SettingsStore(
            file: StateFile(path: folder.file, system: fs), defaults: Settings(page: 0, volume: 1)
        ) {
            reports.append($0)
        }
        fs.arm()
        fs.failAt = (step: 0, code: ENOSPC)
        store.update { $0.page = 5 }
        #expect(store.value.page == 5)
        #expect(reports.count == 1 && reports[0].contains("No space left on device"), "\(reports)")
        #expect(!reports[0].contains("\n"))
    }
}
