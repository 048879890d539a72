import PanelKit
import PanelText

/// One benchmark scene, ready to run: a PanelKit application showing it, what changes before each frame,
/// and the raw pixman version that draws the same frame.
@MainActor
final class SceneSetup {
    /// The scene's name in the table and the JSON.
    let name: String
    /// The application whose frames are timed.
    let host: BenchApp
    /// Where the raw version draws.
    let target: RawTarget
    /// The bandwidth yardstick: a fill compares with `memset`, anything that reads pixels with `memcpy`.
    var referenceKind: ReferenceKind = .memset
    /// The bytes a frame must touch, given the pixels it damaged.
    var referenceBytes: (Int) -> Int = { $0 * 4 }
    /// Scenes that redraw part of the screen: their cost is also compared with a full redraw.
    var isDamageScene = false
    /// Scenes that are one frame of steady animation (the no-FreeType, few-allocations goal applies).
    var isAnimation = false
    /// The fraction of the run's frame count this scene takes (cold text is slow).
    var sampleFraction = 1.0
    /// The goal for the bandwidth ratio, when the issue sets one.
    var bandwidthGoal: Double?
    /// What the raw version does, for the README.
    var rawDescription = ""
    /// Changes the scene before PanelKit frame `i` (not timed).
    var mutate: (Int) -> Void = { _ in }
    /// Draws raw frame `i` (timed).
    var raw: (Int) -> Void = { _ in }
    /// Damages the whole screen without changing it (the full-frame reference of a damage scene).
    var invalidateAll: () -> Void = {}
    /// The font library whose FreeType calls are counted.
    var library: FontLibrary { host.library }

    init(name: String, host: BenchApp, target: RawTarget) {
        self.name = name
        self.host = host
        self.target = target
    }

    /// Changes the scene to state `i` and runs a frame; returns whether it drew (for tests).
    func step(_ i: Int) throws -> Bool {
        mutate(i)
        return try host.app.runFrame()
    }

    /// How many rasterized bitmaps the scene's application has rendered.
    var rasterizedLayerRenders: Int { host.app.rasterizedLayerRenderCount }
}

/// What every scene of one size is made from.
@MainActor
struct SceneContext {
    let width: Int
    let height: Int
    let library: FontLibrary
    let atlas: GlyphAtlas
    /// An opaque full-screen picture.
    let wallpaper: Surface

    /// A context with a library of its own (for tests).
    static func make(width: Int, height: Int) throws -> SceneContext {
        let library = try FontLibrary()
        return SceneContext(
            width: width, height: height, library: library, atlas: GlyphAtlas(library: library),
            wallpaper: Content.picture(width: width, height: height, seed: 5))
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }
    var frameBytes: Int { width * height * 4 }

    func app(library: FontLibrary? = nil, background: Color? = .black) -> BenchApp {
        BenchApp(width: width, height: height, library: library ?? self.library, background: background)
    }

    func rawTarget() -> RawTarget {
        RawTarget(width: width, height: height)
    }
}
