import Testing

@testable import PanelKit

@Suite("Rendering and damage")
@MainActor
struct RenderingTests {
    @Test func drawsBackgroundsBackToFront() {
        let h = Harness()
        let a = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        a.backgroundColor = .red
        let b = View(frame: Rect(x: 30, y: 30, width: 40, height: 40))
        b.backgroundColor = .blue
        h.window.addSubview(a)
        h.window.addSubview(b)
        h.step()
        #expect(h.display.frameCount == 1)
        #expect(close(h.color(5, 5), .white))
        #expect(close(h.color(15, 15), .red))
        #expect(close(h.color(35, 35), .blue))
        #expect(close(h.color(65, 65), .blue))
    }

    @Test func changingOneSmallViewDamagesOnlyItsOldAndNewRectangles() {
        let h = Harness()
        let other = View(frame: Rect(x: 150, y: 10, width: 30, height: 30))
        other.backgroundColor = .green
        let v = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        h.window.addSubview(other)
        h.window.addSubview(v)
        h.step()
        let frames = h.display.frameCount

        // Nothing changed: no frame is drawn or presented.
        h.step(3)
        #expect(h.display.frameCount == frames)

        v.frame.origin = Point(x: 100, y: 50)
        h.step()
        var expected = Region(IntRect(x: 10, y: 10, width: 20, height: 20))
        expected.formUnion(IntRect(x: 100, y: 50, width: 20, height: 20))
        #expect(h.display.frameCount == frames + 1)
        #expect(h.display.lastDamage == expected)
        #expect(h.display.lastDamage.area == 800)
        #expect(h.app.lastDrawnViewCount <= 3)
        #expect(close(h.color(15, 15), .white))
        #expect(close(h.color(105, 55), .red))
        #expect(close(h.color(160, 20), .green))

        // A colour change damages the view's rectangle only.
        v.backgroundColor = .blue
        h.step()
        #expect(h.display.lastDamage == Region(IntRect(x: 100, y: 50, width: 20, height: 20)))
        #expect(close(h.color(105, 55), .blue))
    }

    @Test func removingAViewDamagesWhereItWas() {
        let h = Harness()
        let v = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        v.backgroundColor = .red
        h.window.addSubview(v)
        h.step()
        v.removeFromSuperview()
        h.step()
        #expect(h.display.lastDamage == Region(IntRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(close(h.color(15, 15), .white))
    }

    @Test func movingAParentDamagesItsSubtree() {
        let h = Harness()
        let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: Rect(x: 60, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        parent.addSubview(child)
        h.window.addSubview(parent)
        h.step()
        parent.center.x += 10
        h.step()
        var expected = Region(IntRect(x: 0, y: 0, width: 50, height: 50))
        expected.formUnion(IntRect(x: 10, y: 0, width: 50, height: 50))
        expected.formUnion(IntRect(x: 60, y: 0, width: 20, height: 10))
        #expect(h.display.lastDamage == expected)
        #expect(close(h.color(75, 5), .red))
        #expect(close(h.color(65, 5), .white))
    }

    @Test func clipsToBoundsClipsSubviews() {
        let h = Harness()
        let parent = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        parent.clipsToBounds = true
        let child = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        child.backgroundColor = .red
        parent.addSubview(child)
        h.window.addSubview(parent)
        h.step()
        #expect(close(h.color(45, 45), .red))
        #expect(close(h.color(55, 55), .white))
        parent.clipsToBounds = false
        h.step()
        #expect(close(h.color(55, 55), .red))
    }

    @Test func roundedCornersAndBorder() {
        let h = Harness()
        let v = View(frame: Rect(x: 10, y: 10, width: 60, height: 60))
        v.backgroundColor = .red
        v.cornerRadius = 20
        v.borderWidth = 4
        v.borderColor = .blue
        h.window.addSubview(v)
        h.step()
        #expect(close(h.color(11, 11), .white))
        #expect(close(h.color(40, 40), .red))
        #expect(close(h.color(40, 11), .blue))
        #expect(close(h.color(40, 15), .red))
    }

    @Test func roundedClipAppliesToSubviews() {
        let h = Harness()
        let card = View(frame: Rect(x: 10, y: 10, width: 60, height: 60))
        card.cornerRadius = 20
        card.clipsToBounds = true
        let fill = View(frame: card.bounds)
        fill.backgroundColor = .red
        card.addSubview(fill)
        h.window.addSubview(card)
        h.step()
        #expect(close(h.color(11, 11), .white))
        #expect(close(h.color(40, 40), .red))
        #expect(close(h.color(40, 11), .red))
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() {
        let h = Harness()
        let parent = View(frame: Rect(x: 10, y: 10, width: 60, height: 60))
        parent.backgroundColor = .red
        parent.alpha = 0.5
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        parent.addSubview(child)
        h.window.addSubview(parent)
        h.step()
        // Inside the child: blue at 50% over white, not blue over half-red over white.
        #expect(close(h.color(25, 25), Color(red: 0.5, green: 0.5, blue: 1), 0.02))
        #expect(close(h.color(55, 55), Color(red: 1, green: 0.5, blue: 0.5), 0.02))
    }

    @Test func shadowExtendsDamageAndDraws() {
        let h = Harness()
        let v = View(frame: Rect(x: 50, y: 30, width: 40, height: 40))
        v.backgroundColor = .white
        v.shadowOpacity = 1
        v.shadowRadius = 6
        v.shadowOffset = Size(width: 0, height: 6)
        h.window.backgroundColor = Color(white: 0.9)
        h.window.addSubview(v)
        h.step()
        #expect(h.color(70, 74).red < 0.85)
        v.center.x += 40
        h.step()
        let box = h.display.lastDamage.bounds
        #expect(box.y + box.height > 70 + 6)
        #expect(box.x < 50)
    }

    @Test func customDrawingIsInTheViewsCoordinates() {
        final class Dot: View {
            override func draw(_ rect: Rect, in canvas: Canvas) {
                canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .red)
            }
        }
        let h = Harness()
        let v = Dot(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        h.window.addSubview(v)
        h.step()
        #expect(close(h.color(42, 42), .red))
        #expect(close(h.color(50, 50), .white))
    }
}
