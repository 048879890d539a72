import Foundation
import PanelGraphics
import PanelTestSupport
import Testing

@testable import PanelKit

/// A frame's bands replayed by the band pool while the list is still being recorded (`BandStream`): a
/// worker starts on the first operations before recording ends, every band is drawn once, and the pixels
/// are those of one thread drawing directly.
@Suite("Band stream")
@MainActor
struct BandStreamTests {
    func draw(_ canvas: Canvas, steps: Range<Int>) {
        for i in steps {
            let rect = Rect(
                x: Double((i * 37) % 150) - 10, y: Double((i * 53) % 110) - 10, width: Double(8 + i % 41),
                height: Double(6 + i % 29))
            // Translucent fills: a band replayed twice (or not at all) would not blend to the same pixels.
            let color = Color(red: Double(i % 5) / 4, green: Double(i % 3) / 2, blue: 0.5, alpha: i % 4 == 0 ? 1 : 0.35)
            if i % 6 == 0 {
                canvas.fillRoundedRect(rect, radii: CornerRadii(all: 5), color: color)
            } else {
                canvas.fill(rect, color: color)
            }
        }
    }

    @Test(arguments: [2, 3])
    func workersStartOnTheFirstOperationsAndEveryBandIsDrawnOnce(threads: Int) throws {
        let direct = Surface(width: 160, height: 120)
        draw(Canvas(surface: direct), steps: 0..<800)

        let surface = Surface(width: 160, height: 120)
        let canvas = Canvas(surface: surface)
        let list = DisplayList()
        let pool = try #require(BandPool(threadCount: threads))
        let stream = BandStream(list: list)
        let bands = (0..<(4 * threads)).map { k in
            DisplayListBand(surface: surface, rows: (120 * k / (4 * threads))..<(120 * (k + 1) / (4 * threads)))
        }
        for frame in 0..<3 {
            surface.clear()
            pool.wake()
            canvas.beginRecording(into: list)
            stream.prepare(bands, count: bands.count, threads: threads)
            pool.start(
                threads, context: Unmanaged.passUnretained(stream).toOpaque(),
                function: { context, _ in Unmanaged<BandStream>.fromOpaque(context!).takeUnretainedValue().run() })
            let before = stream.operationsRunWhileRecording.load(ordering: .relaxed)
            draw(canvas, steps: 0..<400)
            // A worker runs what is recorded so far before the rest is (bounded: 60 s).
            let deadline = Date().addingTimeInterval(60)
            while stream.operationsRunWhileRecording.load(ordering: .relaxed) == before && Date() < deadline {
                usleep(100)
            }
            #expect(
                stream.operationsRunWhileRecording.load(ordering: .relaxed) > before,
                "frame \(frame): no band ran an operation within 60 s while the list was recorded")
            draw(canvas, steps: 400..<800)
            canvas.endRecording()
            pool.finish()
            stream.clear()
            list.reset()
            pool.rest()
            #expect(
                Golden.compare(surface, direct, tolerance: 0).differingPixels == 0,
                "frame \(frame): the bands' pixels differ from one thread's")
        }
    }
}
