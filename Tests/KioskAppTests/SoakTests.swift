import Testing

@testable import KioskApp
@testable import PanelKit

/// The soak's parts: gestures that always end their touches, percentiles within their bucket, a short run.
@MainActor @Suite struct SoakTests {
    @Test func everyStormGestureEndsEachTouchItBegins() {
        var random = SoakRandom(seed: 7)
        var storm = TouchStorm(width: 800, height: 480)
        let targets = [
            TouchStorm.Target(frame: Rect(x: 10, y: 400, width: 600, height: 20), pans: true),
            TouchStorm.Target(frame: Rect(x: 700, y: 10, width: 44, height: 44), pans: false),
        ]
        var kinds: Set<String> = []
        var ids: Set<Int> = []
        for _ in 0..<500 {
            let g = storm.next(targets: targets, random: &random)
            kinds.insert(g.kind.rawValue)
            var open: Set<Int> = []
            var last = 0.0
            for e in g.events {
                #expect(
                    e.timestamp >= last && e.timestamp <= g.duration + 1e-9, "\(g.kind.rawValue): \(e) after \(last)")
                last = e.timestamp
                switch e.phase {
                case .began:
                    #expect(!ids.contains(e.id), "touch ids are never reused")
                    ids.insert(e.id)
                    open.insert(e.id)
                case .moved, .stationary: #expect(open.contains(e.id))
                case .ended, .cancelled: #expect(open.remove(e.id) != nil)
                }
            }
            #expect(open.isEmpty, "\(g.kind.rawValue) left fingers down")
            let fingers = Set(g.events.map(\.id)).count
            #expect(fingers >= 1 && fingers <= 10)
        }
        #expect(kinds.count == TouchStorm.Kind.allCases.count - 1, "every kind but navigation: \(kinds)")
    }

    @Test func theSameSeedMakesTheSameStorm() {
        func run(_ seed: UInt64) -> [TouchEvent] {
            var random = SoakRandom(seed: seed)
            var storm = TouchStorm(width: 1024, height: 600)
            return (0..<50).flatMap { _ in storm.next(targets: [], random: &random).events }
        }
        #expect(run(3) == run(3))
        #expect(run(3) != run(4))
    }

    @Test func percentilesFallWithinTheirOnePercentBucket() {
        var h = FrameTimeHistogram()
        for i in 1...1000 { h.add(Double(i) / 1000) }  // 1 ms ... 1 s
        #expect(abs(h.percentile(0.5) - 0.5) <= 0.5 * 0.011)
        #expect(abs(h.percentile(0.99) - 0.99) <= 0.99 * 0.011)
        #expect(h.percentile(1) == 1 && h.maximum == 1 && h.count == 1000)
        #expect(FrameTimeHistogram().percentile(0.5) == 0)
    }

    @Test func aShortSoakVisitsScreensAndPasses() throws {
        let soak = Soak(
            options: Soak.Options(duration: 4, seed: 14, warmUp: 1), content: defaultContent(),
            fontLibrary: SharedFonts.library)
        let report = try soak.run()
        #expect(report.gestures > 0 && report.framesDrawn > 0)
        #expect(report.settled, "\(report.busyReason)")
        // Descriptors are the whole process's, shared with tests running beside this one: the leak check is
        // the report's own (descriptorsLeakFails) and `make soak-smoke`, a process of its own.
        #expect(report.descriptorsAfterWarmUp > 0 && report.descriptorsEnd > 0)
        #expect(report.screenSeconds.keys.allSatisfy { Soak.screens.contains($0) })
        #expect(report.lines.last?.hasPrefix("soak: ") == true)
    }

    @Test func descriptorsLeakFails() throws {
        let soak = Soak(
            options: Soak.Options(duration: 1, seed: 3, warmUp: 0), content: defaultContent(),
            fontLibrary: SharedFonts.library)
        var report = try soak.run()
        report.descriptorsStart = 5
        report.descriptorsAfterWarmUp = 9
        report.descriptorsEnd = 9
        #expect(!report.failures.contains { $0.contains("descriptors") })
        report.descriptorsEnd = 10
        #expect(report.failures.contains { $0 == "open descriptors went from 9 after warm-up to 10" })
    }
}
