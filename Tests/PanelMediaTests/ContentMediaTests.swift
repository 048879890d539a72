import PanelGraphics
import PanelMedia
import Testing

@testable import KioskApp

#if canImport(Glibc)
    import Glibc
#endif

/// Playlist items with video files in content.json: `file`, `loop`, and the duration read from the file.
@Suite("Content: video files")
@MainActor
struct ContentMediaTests {
    @Test func fileLoopAndProbedDuration() throws {
        let dir = try TestMedia.directory() + "/content-\(getpid())"
        mkdir(dir, 0o755)
        try TestMedia.writeFile(dir + "/clip.mp4", TestMedia.readFile(try TestMedia.numberedH264()))
        try TestMedia.writeFile(
            dir + "/content.json",
            Array(
                """
                {"playlist": [
                  {"title": "Probed", "file": "clip.mp4"},
                  {"title": "Looping", "file": "later.mp4", "duration": 30, "loop": true},
                  {"title": "Escaping", "file": "../clip.mp4", "duration": 5},
                  {"title": "Nothing"}
                ]}
                """.utf8))
        let content = ContentLoader.load(directory: dir)
        #expect(content.playlist.map(\.title) == ["Probed", "Looping", "Escaping"])
        let probed = content.playlist[0]
        #expect(probed.file == dir + "/clip.mp4")
        #expect(abs(probed.duration - 2) < 0.05, "the duration comes from the file: \(probed.duration)")
        #expect(!probed.loops)
        #expect(content.playlist[1].loops && content.playlist[1].duration == 30)
        #expect(
            content.playlist[1].file == dir + "/later.mp4", "a missing file still makes an item (the player says why)")
        #expect(content.playlist[2].file == nil)
        #expect(
            content.issues.contains {
                $0.contains("file \"../clip.mp4\" refused: it leaves the content folder")
            })
        #expect(content.issues.contains { $0.contains("playlist[3] skipped: duration must be a positive number") })
    }

    @Test func theDefaultPlaylistHasClipsWithMotionAndSound() throws {
        let dir = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let content = ContentLoader.load(directory: "/" + dir + "/Sources/KioskApp/DefaultContent")
        #expect(content.issues.isEmpty, "\(content.issues)")
        #expect(content.playlist.count == 5)
        for item in content.playlist {
            let file = try #require(item.file, "\(item.title) has a clip")
            #expect(access(file, R_OK) == 0, "\(file) is there")
            #expect(abs(item.duration - 5) < 0.1, "\(item.title): \(item.duration) s")
            // Sound, and motion: the picture at 4 s is not the picture at the start.
            let p = MediaPlayback(audio: .none) { _ in }
            defer { p.close() }
            p.outputBox = PixelSize(width: 160, height: 90)
            p.load(path: file)
            try #require(p.waitUntilBuffered(at: 0, timeout: 10))
            p.update(at: 0)
            #expect(p.info?.audioCodec != nil, "\(file) has sound")
            let first = try #require(p.currentFrame).surface.copy()
            p.seek(to: 4)
            try #require(p.waitUntilBuffered(at: 0, timeout: 10))
            p.update(at: 0)
            let later = try #require(p.currentFrame).surface
            var changed = 0
            for y in stride(from: 0, to: 90, by: 3) {
                for x in stride(from: 0, to: 160, by: 3) where first.pixel(x: x, y: y) != later.pixel(x: x, y: y) {
                    changed += 1
                }
            }
            #expect(changed > 300, "\(file) moves: \(changed) of 1590 sampled pixels changed")
        }
        #expect(Set(content.playlist.compactMap { $0.file?.split(separator: ".").last }) == ["mp4", "mkv"])
    }
}
