import PanelKit
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Qt Quick's software renderer drawing the same scenes (bench/peers/qt_peer.py over PySide6), one frame
/// per request, between PanelKit's frames of the same scene.
@MainActor
final class QtQuickPeer {
    private let process: PeerProcess
    private let assets: String
    /// The peer's toolkit and version, as it reports them.
    let version: String
    /// The scenes the peer draws at the current size.
    private(set) var scenes: Set<String> = []

    /// Starts the peer script in `directory` with `python`.
    /// - Throws: `PeerError` when the script is missing or does not start.
    init(directory: String, python: String, warm: Bool) throws {
        let script = directory.hasSuffix("/") ? directory + "qt_peer.py" : directory + "/qt_peer.py"
        guard access(script, R_OK) == 0 else { throw PeerError.missing(script) }
        var template = Array("/tmp/panel-bench-peer-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw PeerError.missing("/tmp (cannot make a folder for the scenes' pictures)")
        }
        assets = String(cString: made)
        process = try PeerProcess(
            name: "Qt Quick", arguments: [python, "-u", script] + (warm ? ["--warm"] : []))
        version = try process.request("version")
    }

    deinit {
        // The pictures are the peer's copies of the scenes' images: remove them with their folder.
        if let dir = opendir(assets) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { unlink(assets + "/" + name) }
            }
            closedir(dir)
        }
        rmdir(assets)
    }

    /// Writes the scenes' pictures for `c`'s size and has the peer build its scenes.
    /// - Throws: `PeerError` or `ImageError` when the peer or the files fail.
    func prepare(_ c: SceneContext) throws {
        for (name, surface) in try QtQuickPeer.pictures(c) {
            try surface.writePNG(path: "\(assets)/\(name).png")
        }
        let answer = try process.request("size \(c.width) \(c.height) \(assets)")
        scenes = Set(answer.split(separator: " ").dropFirst().map(String.init))
    }

    /// Changes `scene` and times one frame of it, in milliseconds.
    func frame(_ scene: String) throws -> Double {
        let answer = try process.request("frame \(scene)")
        guard let ms = Double(answer) else { throw PeerError.failed("Qt Quick", "not a time: \(answer)") }
        return ms
    }

    /// Saves the peer's last frame of `scene` (to look at it beside PanelKit's).
    func writePNG(_ scene: String, to path: String) throws {
        _ = try process.request("png \(scene) \(path)")
    }

    /// The pictures the scenes show, made exactly as PanelKit's scenes make them.
    static func pictures(_ c: SceneContext) throws -> [(String, Surface)] {
        var out: [(String, Surface)] = [("wallpaper", c.wallpaper)]
        let grid = Content.grid(size: c.size)
        for seed in 0..<7 {
            out.append(
                (
                    "card-\(seed)",
                    Content.picture(width: Int(grid.cardWidth), height: Int(grid.pictureHeight), seed: seed)
                ))
        }
        let card = MotionScenes.dragCard(c)
        let w = card.bounds.width
        let h = card.bounds.height
        out.append(("drag-picture", Content.picture(width: Int(w), height: Int((h * 0.7).rounded()), seed: 7)))
        // The card's shadow alone (a shadow-casting view with nothing else), cut to where it reaches.
        let alone = c.app(background: nil)
        alone.app.backgroundColor = .clear
        let shadow = View(frame: card.frame)
        shadow.cornerRadius = card.cornerRadius
        shadow.shadowOpacity = card.shadowOpacity
        shadow.shadowRadius = card.shadowRadius
        shadow.shadowOffset = card.shadowOffset
        alone.window.addSubview(shadow)
        try alone.settle()
        out.append(("drag-shadow", alone.snapshot(IntRect(covering: MotionScenes.shadowExtent(card.frame)))))
        return out
    }
}
