import Foundation
import PanelGraphics
import PanelTestSupport
import Synchronization
import Testing

/// A display list replayed while it is being recorded: a band runs the operations published so far and
/// later ones as they come, and ends with the same pixels as one thread drawing directly.
@Suite("Display list")
struct DisplayListTests {
    /// The list and bands a replaying thread shares with the recording test thread. It only calls
    /// `replayPublished` and `isRecording`, which are made for that; the test touches the bands again only
    /// after the thread has said it is done.
    final class Replayer: @unchecked Sendable {
        let list: DisplayList
        let bands: [DisplayListBand]
        let ran = Atomic<Int>(0)
        let ranWhileRecording = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)

        init(list: DisplayList, bands: [DisplayListBand]) {
            self.list = list
            self.bands = bands
        }

        func run() {
            for b in bands { b.begin() }
            while true {
                let recording = list.isRecording
                var n = 0
                for b in bands { n += list.replayPublished(on: b) }
                ran.wrappingAdd(n, ordering: .relaxed)
                if recording { ranWhileRecording.wrappingAdd(n, ordering: .relaxed) }
                if !recording { break }
                if n == 0 { usleep(20) }
            }
            for b in bands { b.end() }
            done.signal()
        }
    }

    /// Operations of every kind the canvas records: clips, opaque and translucent fills, rounded shapes
    /// (masks), copies; `count` of them or more, from a fixed sequence.
    func draw(_ canvas: Canvas, steps: Range<Int>, image: Surface) {
        let colors = [
            Color(red: 0.3, green: 0.71, blue: 0.05), Color(red: 1, green: 0, blue: 0.5, alpha: 0.4),
            Color(white: 0.999), Color(red: 0.0039, green: 0.5019, blue: 0.996, alpha: 0.7),
        ]
        for i in steps {
            let x = Double((i * 37) % 80) - 8
            let y = Double((i * 53) % 60) - 6
            let rect = Rect(x: x, y: y, width: Double(6 + i % 23), height: Double(4 + i % 17))
            switch i % 7 {
            case 0: canvas.setDeviceClip(IntRect(x: i % 20, y: i % 13, width: 40 + i % 50, height: 30 + i % 30))
            case 1: canvas.fillRoundedRect(rect, radii: CornerRadii(all: Double(2 + i % 5)), color: colors[i % 4])
            case 2: canvas.drawOpaqueImage(image, transform: AffineTransform(translationX: x, y: y))
            default: canvas.fill(rect, color: colors[i % 4])
            }
        }
    }

    @Test func bandsReplayingWhileTheListIsRecordedDrawWhatOneThreadDraws() throws {
        let image = Surface(width: 24, height: 18, format: .argb32)
        Canvas(surface: image).fill(
            Rect(x: 0, y: 0, width: 24, height: 18), color: Color(red: 0.2, green: 0.4, blue: 0.9))
        // 6000 steps record more than 4096 operations: the list's chunk table grows while the band reads it.
        let steps = 6000
        let direct = Surface(width: 96, height: 64)
        draw(Canvas(surface: direct), steps: 0..<steps, image: image)

        let streamed = Surface(width: 96, height: 64)
        let canvas = Canvas(surface: streamed)
        let list = DisplayList()
        canvas.beginRecording(into: list)
        let replayer = Replayer(
            list: list, bands: [0..<29, 29..<64].map { DisplayListBand(surface: streamed, rows: $0) })
        Thread.detachNewThread { replayer.run() }
        draw(canvas, steps: 0..<(steps / 2), image: image)
        // The band thread runs the first half before the second is recorded (bounded: 60 s).
        let deadline = Date().addingTimeInterval(60)
        while replayer.ran.load(ordering: .relaxed) == 0 && Date() < deadline { usleep(100) }
        draw(canvas, steps: (steps / 2)..<steps, image: image)
        canvas.endRecording()
        #expect(replayer.done.wait(timeout: .now() + 60) == .success, "the band thread did not end within 60 s")
        #expect(list.count > 4096)
        #expect(replayer.ranWhileRecording.load(ordering: .relaxed) > 0, "no operation ran before recording ended")
        #expect(replayer.ran.load(ordering: .relaxed) == 2 * list.count)
        #expect(Golden.compare(streamed, direct, tolerance: 0).differingPixels == 0)
    }

    @Test func aListReplayedAfterRecordingDrawsWhatOneThreadDraws() {
        let image = Surface(width: 24, height: 18, format: .xrgb32)
        let direct = Surface(width: 96, height: 64)
        draw(Canvas(surface: direct), steps: 0..<500, image: image)
        let banded = Surface(width: 96, height: 64)
        let canvas = Canvas(surface: banded)
        let list = DisplayList()
        // Two frames into the same list: the second starts from an empty list.
        for _ in 0..<2 {
            banded.clear()
            canvas.beginRecording(into: list)
            draw(canvas, steps: 0..<500, image: image)
            canvas.endRecording()
            #expect(!list.isRecording)
            for rows in [0..<1, 1..<40, 40..<64] { list.replay(on: DisplayListBand(surface: banded, rows: rows)) }
            #expect(Golden.compare(banded, direct, tolerance: 0).differingPixels == 0)
            list.reset()
            #expect(list.isEmpty)
        }
    }
}
