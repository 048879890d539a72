import Foundation
import PanelKit
import PanelTestSupport
import Testing

@testable import PanelBench

/// What the renderer's speed work promises, as counts and pixels (never times): steady frames allocate
/// nothing, a page drawn from its view tree has the pixels of its rasterized bitmap, and bands drawn on
/// several threads leave the pixels one thread leaves.
@Suite("Rendering cost: allocations and pixel identity")
@MainActor
struct RenderingCostTests {
    /// The scenes whose steady frames must not allocate: all but text-cold (it empties the glyph cache on
    /// purpose) and button (its layout measures the title again every frame; Label's measurement cache, on
    /// the text branch, removes those allocations).
    nonisolated static let steadyScenes = PanelBenchmark.sceneNames.filter { $0 != "text-cold" && $0 != "button" }

    /// A sanitizer brings its own malloc, so the allocation counter steps aside in the builds of
    /// `make sanitize` (which sets `PANEL_SANITIZER`); everywhere else it must be there.
    nonisolated static let sanitizerRun = ProcessInfo.processInfo.environment["PANEL_SANITIZER"] != nil

    @Test(.disabled(if: sanitizerRun, "a sanitizer replaces malloc: nothing to count"), arguments: steadyScenes)
    func steadyFramesAllocateNothing(scene name: String) throws {
        try #require(AllocationCounter.isAvailable, "the CAllocCount interposer is linked into the tests")
        let context = try SceneContext.make(width: 320, height: 200)
        let scene = try #require(try PanelBenchmark.makeScenes(context).first { $0.name == name })
        try scene.host.settle()
        // Warm-up: caches, bitmaps and scratch storage reach their steady size.
        for i in 0..<4 { #expect(try scene.step(i)) }
        var counts: [Int] = []
        for i in 4..<10 {
            scene.mutate(i)
            let before = AllocationCounter.count
            let drew = try scene.host.app.runFrame()
            counts.append(AllocationCounter.count - before)
            #expect(drew)
        }
        #if DEBUG
            // Unoptimized code allocates for closures and generics the optimizer removes: here a steady frame
            // must allocate the same as the frame two before it (the scenes alternate two states), so nothing
            // grows from frame to frame. `swift test -c release` (and panel-bench's goal) checks for zero.
            #expect(zip(counts, counts.dropFirst(2)).allSatisfy { $0 == $1 }, "\(name): allocations \(counts)")
        #else
            #expect(counts.allSatisfy { $0 == 0 }, "\(name): heap allocations per frame \(counts)")
        #endif
    }

    @Test func aSlidingPageDrawnFromItsViewsHasItsBitmapsPixels() throws {
        // Pages moved off the pixel grid land on whole pixels drawn or composited from their bitmaps.
        let context = try SceneContext.make(width: 320, height: 200)
        let cached = try MotionScenes.slide(context, rasterize: true)
        let drawn = try MotionScenes.slide(context, rasterize: false)
        for s in [cached, drawn] {
            try s.host.settle()
            for i in 0..<3 { #expect(try s.step(i)) }
        }
        let a = cached.host.snapshot()
        let b = drawn.host.snapshot()
        #expect(Golden.compare(a, b, tolerance: 0).differingPixels == 0)
        #expect(cached.rasterizedLayerRenders > 0 && drawn.rasterizedLayerRenders == 0)
    }

    @Test(arguments: PanelBenchmark.sceneNames)
    func bandsOnSeveralThreadsDrawTheSamePixelsAsOne(scene name: String) throws {
        // The same scene twice: one draws every frame on one thread, the other every frame in three bands
        // (uneven rows, whatever the damage); after each of the same frames their pixels are the same.
        let one = try #require(
            try PanelBenchmark.makeScenes(try SceneContext.make(width: 320, height: 200)).first { $0.name == name })
        let bands = try #require(
            try PanelBenchmark.makeScenes(try SceneContext.make(width: 320, height: 200)).first { $0.name == name })
        one.host.app.renderThreadCount = 1
        bands.host.app.renderThreadCount = 3
        bands.host.app.parallelRenderingMinimumArea = 0
        try one.host.settle()
        try bands.host.settle()
        for i in 0..<4 {
            #expect(try one.step(i) && bands.step(i))
            #expect(
                Golden.compare(one.host.snapshot(), bands.host.snapshot(), tolerance: 0).differingPixels == 0,
                "\(name) frame \(i)")
        }
        #expect(bands.host.app.parallelFrameCount >= 4)
        #expect(one.host.app.parallelFrameCount == 0)
    }
}
