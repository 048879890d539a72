import Foundation
import PanelGraphics
import PanelTestSupport
import Testing

/// The kiosk does not link FFmpeg: it loads it when the player first opens a file (CFFmpeg.h). Without it the
/// kiosk still starts and its player says why it cannot play. Run as the kiosk binary beside the tests, with
/// `LD_LIBRARY_PATH` leading the loader to broken copies of FFmpeg's libraries (a library that is there but
/// cannot load, as after a half-finished upgrade), since the test process itself has FFmpeg loaded.
@Suite("The kiosk without FFmpeg")
struct PlayerWithoutFFmpegTests {
    /// The sonames in the kiosk's `.note.dlopen` (systemd's ELF dlopen metadata: a JSON array whose objects
    /// list `soname`s).
    static func dlopenSonames(of binary: URL) throws -> [String] {
        let bytes = try Data(contentsOf: binary)
        let key = Data("\"soname\":[".utf8)
        var names: [String] = []
        var from = bytes.startIndex
        while let found = bytes.range(of: key, in: from..<bytes.endIndex) {
            guard let end = bytes.range(of: Data("]".utf8), in: found.upperBound..<bytes.endIndex) else { break }
            let list = String(decoding: bytes[found.upperBound..<end.lowerBound], as: UTF8.self)
            names += list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
            from = end.upperBound
        }
        return names
    }

    @Test func theKioskStartsAndItsPlayerSaysTheLibrariesAreMissing() throws {
        let kiosk = try ChildProcess.builtProduct("kiosk")
        let sonames = try Self.dlopenSonames(of: URL(fileURLWithPath: kiosk))
        #expect(
            Set(sonames.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
                == ["libavformat", "libavcodec", "libswscale", "libswresample", "libavutil"],
            "the kiosk's .note.dlopen names FFmpeg's five libraries: \(sonames)")

        let dir = HostileFiles.temporaryDirectory("panelkit-no-ffmpeg")
        defer { HostileFiles.removeTree(dir) }
        for name in sonames {
            try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        // Two swipes from the profile to the player, whose first item loads as the page appears.
        var events: [String] = []
        for (n, start) in [0.5, 2.5].enumerated() {
            events.append(#"{"t": \#(start), "id": \#(n), "phase": "began", "x": 680, "y": 144}"#)
            for i in 1...24 {
                let t = start + Double(i) / 60
                events.append(#"{"t": \#(t), "id": \#(n), "phase": "moved", "x": \#(680 - i * 23), "y": 144}"#)
            }
            events.append(#"{"t": \#(start + 0.45), "id": \#(n), "phase": "ended", "x": 128, "y": 144}"#)
        }
        let script = dir + "/swipes.json"
        try Data((#"{"events": ["# + events.joined(separator: ",\n") + "]}").utf8).write(
            to: URL(fileURLWithPath: script))
        let png = dir + "/player.png"

        // Bounded: the snapshot takes about a second; 120 s covers a very busy machine.
        let run = try ChildProcess.run(
            kiosk, ["--snapshot", png, "--size", "800x480", "--script", script],
            environment: ["LD_LIBRARY_PATH": dir], timeout: 120)
        let said = run.output
        let complained = run.errors

        #expect(!run.timedOut, "kiosk --snapshot was still running after 120 s")
        #expect(run.status == 0 && !run.signalled, "the kiosk ran without FFmpeg: \(complained)")
        #expect(said.contains("page=2"), "the swipes reached the player: \(said)")
        let lines = complained.split(separator: "\n").filter { $0.contains("FFmpeg") }
        #expect(lines.count == 1, "one line says FFmpeg is missing: \(complained)")
        if let line = lines.first {
            #expect(line.hasPrefix("kiosk: cannot load FFmpeg (\(dir)/lib"), "it names the library: \(line)")
            #expect(line.contains("install its libraries"), "it says what to do: \(line)")
            for name in sonames { #expect(line.contains(name), "it names \(name): \(line)") }
        }
        let screen = try Surface.loadPNG(path: png)
        #expect(screen.width == 800 && screen.height == 480)
    }
}
