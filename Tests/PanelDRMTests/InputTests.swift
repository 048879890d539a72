import PanelGraphics
import PanelPlatform
import Testing

@testable import PanelDRM

@Suite("Rotation and touches")
struct InputTests {
    @Test(arguments: DisplayRotation.allCases)
    func touchOnAPixelLandsOnThatPixel(rotation: DisplayRotation) {
        // A 720x1280 panel: the UI is 1280x720 when rotated by 90 or 270.
        let (w, h) = rotation.logicalSize(physicalWidth: 720, physicalHeight: 1280)
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (300, 200)] {
            let p = rotation.physicalPixel(x: x, y: y, logicalWidth: w, logicalHeight: h)
            let centre = Point(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)
            let back = rotation.logicalPoint(fromPhysical: centre, logicalWidth: Double(w), logicalHeight: Double(h))
            #expect(back == Point(x: Double(x) + 0.5, y: Double(y) + 0.5), "\(rotation) (\(x), \(y))")
            let forth = rotation.physicalPoint(fromLogical: back, logicalWidth: Double(w), logicalHeight: Double(h))
            #expect(forth == centre)
        }
    }

    @Test func clockwise90PutsTheTopEdgeOnTheRight() {
        // Logical 1280x720 on a 720x1280 panel: the UI's top-left corner is at the panel's top-right.
        let p = DisplayRotation.clockwise90.physicalPixel(x: 0, y: 0, logicalWidth: 1280, logicalHeight: 720)
        #expect(p == (719, 0))
        let q = DisplayRotation.clockwise270.physicalPixel(x: 0, y: 0, logicalWidth: 1280, logicalHeight: 720)
        #expect(q == (0, 1279))
    }

    @Test func touchesAreGroupedByFrameAndRotated() {
        var a = TouchAssembler(physicalWidth: 720, physicalHeight: 1280, rotation: .clockwise90)
        a.handle(.touchDown(slot: 0, x: 700, y: 10, time: 1))
        a.handle(.touchDown(slot: 1, x: 20, y: 1000, time: 1))
        #expect(a.takeFrames().isEmpty)
        a.handle(.touchFrame(time: 1))
        a.handle(.touchMotion(slot: 0, x: 690, y: 30, time: 1.01))
        a.handle(.touchFrame(time: 1.01))
        a.handle(.touchUp(slot: 0, time: 1.02))
        a.handle(.touchCancel(slot: 1, time: 1.02))
        a.handle(.touchFrame(time: 1.02))
        let frames = a.takeFrames()
        #expect(frames.count == 3)
        #expect(frames[0].map(\.id) == [0, 1])
        #expect(frames[0][0].location == Point(x: 10, y: 20))
        #expect(frames[0][1].location == Point(x: 1000, y: 700))
        #expect(frames[1] == [TouchEvent(id: 0, phase: .moved, location: Point(x: 30, y: 30), timestamp: 1.01)])
        // Lifting has no coordinates in libinput: the last position is used.
        #expect(frames[2][0] == TouchEvent(id: 0, phase: .ended, location: Point(x: 30, y: 30), timestamp: 1.02))
        #expect(frames[2][1].phase == .cancelled)
        #expect(a.activeTouchIDs.isEmpty)
        #expect(a.takeFrames().isEmpty)
    }

    @Test func pointerActsAsOneFinger() {
        var a = TouchAssembler(physicalWidth: 800, physicalHeight: 480, rotation: .none)
        a.handle(.pointerAbsolute(x: 100, y: 50, time: 1))
        #expect(a.takeFrames().isEmpty)  // hovering is not touching
        a.handle(.pointerButton(pressed: true, time: 1.1))
        a.handle(.pointerRelative(dx: 10, dy: -100, time: 1.2))
        a.handle(.pointerButton(pressed: false, time: 1.3))
        let frames = a.takeFrames()
        let id = TouchAssembler.pointerID
        #expect(
            frames == [
                [TouchEvent(id: id, phase: .began, location: Point(x: 100, y: 50), timestamp: 1.1)],
                [TouchEvent(id: id, phase: .moved, location: Point(x: 110, y: 0), timestamp: 1.2)],
                [TouchEvent(id: id, phase: .ended, location: Point(x: 110, y: 0), timestamp: 1.3)],
            ])
    }

    @Test func calibrationMatrixParsing() {
        #expect(CalibrationMatrix("1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix("-1,0,1, 0,1,0")?.values == [-1, 0, 1, 0, 1, 0])
        #expect(CalibrationMatrix("1 0 0 0 1") == nil)
        #expect(CalibrationMatrix("1 0 0 0 1 x") == nil)
        #expect(CalibrationMatrix("1 0 0 0 1 nan") == nil)
        let flipX = CalibrationMatrix("-1 0 1 0 1 0")!
        #expect(flipX.apply(x: 0.25, y: 0.5) == (x: 0.75, y: 0.5))
    }
}
