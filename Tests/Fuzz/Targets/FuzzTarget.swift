import KioskApp
import PanelDRM
import PanelGraphics
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// The parsers fuzzed with libFuzzer, each a thin call into the code the programs use on untrusted input.
///
/// `Tests/Fuzz/run` picks one with `PANEL_FUZZ_TARGET`; each call must return (a thrown error is the right
/// answer to bad input): a trap, a sanitizer report, a timeout or running out of memory is a finding.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// `Surface.decodePNG(bytes:source:limits:)`: libpng's simplified API behind PanelKit's size limits.
    case png
    /// `ContentLoader.decode(json:path:directory:limits:)`: the kiosk's content.json, images named in it
    /// resolved in a small folder holding one valid PNG.
    case content
    /// `ScriptedInput.parse(json:source:)`: touch scripts.
    case touchScript = "touch-script"
    /// `PanelOptions.parse(_:)`: the panel flags; the input is the arguments separated by NUL bytes.
    case flags
    /// `SettingsStore<KioskSettings>.decode`: the kiosk's own settings file, as found after a crash or an edit.
    case settings

    /// The target `PANEL_FUZZ_TARGET` names.
    static func fromEnvironment() -> FuzzTarget {
        let name = getenv("PANEL_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            let message = "panel-fuzz: set PANEL_FUZZ_TARGET to one of: \(names) (got '\(name)')\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(2)
        }
        return target
    }

    /// Runs one input through the target.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .png:
            _ = try? Surface.decodePNG(bytes: bytes, source: "fuzz.png")
        case .content:
            let content = ContentLoader.decode(
                json: bytes, path: "content.json", directory: FuzzTarget.contentDirectory)
            // Every issue is one line, whatever the input.
            if let bad = content.issues.first(where: { $0.contains("\n") }) {
                preconditionFailure("a content issue spans lines: \(bad)")
            }
        case .touchScript:
            _ = try? ScriptedInput.parse(json: bytes, source: "fuzz.json")
        case .flags:
            let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            FuzzTarget.parseFlags(arguments)
        case .settings:
            FuzzTarget.decodeSettings(bytes)
        }
    }

    /// The kiosk's settings decoder, as `SettingsStore` runs it on the file it finds at start.
    static func decodeSettings(_ bytes: [UInt8]) {
        _ = SettingsStore<KioskSettings>.decode(bytes)
    }

    /// The panel flags through the shared `FlagParser` and `PanelOptions`, as every program parses them.
    static func parseFlags(_ arguments: [String]) {
        guard let flags = try? FlagParser(specs: PanelOptions.flags, positionals: "ARG").parse(arguments) else {
            return
        }
        _ = try? PanelOptions(flags: flags)
    }

    /// A folder with `a.png` (4x4) and `sub/b.png`, for image names in fuzzed content; made once.
    static let contentDirectory: String = {
        var template = Array("/tmp/panelkit-fuzz-content-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("panel-fuzz: mkdtemp failed") }
        let dir = String(cString: made)
        mkdir(dir + "/sub", 0o755)
        do {
            try Surface(width: 4, height: 4).writePNG(path: dir + "/a.png")
            try Surface(width: 2, height: 2).writePNG(path: dir + "/sub/b.png")
        } catch {
            fatalError("panel-fuzz: \(error)")
        }
        symlink("/etc/hostname", dir + "/out.png")
        // The folder goes when the fuzzer exits (each smoke run makes one).
        atexit {
            let dir = FuzzTarget.contentDirectory
            for file in ["/a.png", "/sub/b.png", "/out.png"] { unlink(dir + file) }
            rmdir(dir + "/sub")
            rmdir(dir)
        }
        return dir
    }()
}
