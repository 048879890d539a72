import Testing

@testable import PanelKit

@MainActor
final class ButtonTarget {
    var taps = 0
    func buttonTapped(_ sender: Button) { taps += 1 }
}

@Suite("Controls, labels, images, screens")
@MainActor
struct ControlTests {
    @Test func buttonSendsTouchUpInsideAndHighlights() {
        let h = Harness()
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        button.setTitle("Go", for: .normal)
        h.window.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchUpInside) { _ in events.append("upInside") }
        button.addAction(for: .touchCancel) { _ in events.append("cancel") }
        let target = ButtonTarget()
        button.addTarget(target, action: ButtonTarget.buttonTapped, for: .touchUpInside)
        var primary = 0
        button.addAction(
            Action(title: "x") { a in if a.sender === button { primary += 1 } }, for: .primaryActionTriggered)
        h.step()
        h.touch([TouchEvent(id: 0, phase: .began, location: Point(x: 50, y: 40), timestamp: 0)])
        h.step()
        #expect(button.isHighlighted)
        #expect(button.state == .highlighted)
        h.touch([TouchEvent(id: 0, phase: .ended, location: Point(x: 50, y: 40), timestamp: 0)])
        h.step()
        #expect(!button.isHighlighted)
        #expect(events == ["down", "upInside"])
        #expect(target.taps == 1)
        #expect(primary == 1)
        #expect(button.currentTitle == "Go")
    }

    @Test func buttonInAScrollViewIsCancelledByScrolling() {
        let h = Harness()
        // UIKit's `touchesShouldCancel(in:)` is false for a control, so a plain scroll view leaves a tracking
        // button its touch; a subclass returning true lets the scroll take it back.
        let scroll = CancellingScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        scroll.contentSize = Size(width: 200, height: 500)
        // The button has the touch at once (no touch-down delay), so the scroll has a touch to take back.
        scroll.delaysContentTouches = false
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        scroll.addSubview(button)
        h.window.addSubview(scroll)
        var events: [String] = []
        button.addAction(for: .allTouchEvents) { b in events.append((b as! Button).isHighlighted ? "h" : "-") }
        var ups = 0
        button.addAction(for: .touchUpInside) { _ in ups += 1 }
        var cancels = 0
        button.addAction(for: .touchCancel) { _ in cancels += 1 }
        h.step()
        h.drag(from: Point(x: 50, y: 70), to: Point(x: 50, y: 10), duration: 0.3, hold: 0.2)
        #expect(ups == 0)
        #expect(cancels == 1)
        #expect(scroll.contentOffset.y > 40)
    }

    @Test func disabledButtonIgnoresTouches() {
        let h = Harness()
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        button.isEnabled = false
        h.window.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        h.tap(at: Point(x: 50, y: 40))
        #expect(taps == 0)
        #expect(button.state == .disabled)
    }

    @Test func labelDrawsAndMeasuresText() throws {
        let h = Harness()
        try #require(h.app.fontLibrary != nil, "DejaVu fonts are needed (fonts-dejavu-core)")
        let label = Label(frame: Rect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello"
        label.fontSize = 24
        label.textColor = .black
        h.window.addSubview(label)
        h.step()
        let size = label.intrinsicContentSize
        #expect(size.width > 40 && size.width < 120)
        #expect(size.height > 20 && size.height < 40)
        var dark = 0
        for y in 10..<50 {
            for x in 10..<190 where h.color(x, y).red < 0.5 { dark += 1 }
        }
        #expect(dark > 50)
        // Changing the text damages the label only.
        label.text = "Bye"
        h.step()
        #expect(h.display.lastDamage == Region(IntRect(x: 10, y: 10, width: 180, height: 40)))
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
    }

    @Test func imageViewContentModes() {
        let h = Harness()
        let img = Surface(width: 20, height: 10)
        img.clear(to: .red)
        let iv = ImageView(image: img)
        #expect(iv.frame.size == Size(width: 20, height: 10))
        iv.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        iv.contentMode = .scaleAspectFit
        h.window.addSubview(iv)
        h.step()
        #expect(
            ContentMode.scaleAspectFit.rect(for: img.size, in: iv.bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            ContentMode.scaleAspectFill.rect(for: img.size, in: iv.bounds)
                == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(ContentMode.center.rect(for: img.size, in: iv.bounds) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(close(h.color(50, 50), .red))
        #expect(close(h.color(50, 10), .white))
        iv.contentMode = .scaleAspectFill
        iv.clipsToBounds = true
        h.step()
        #expect(close(h.color(50, 10), .red))
        #expect(close(h.color(150, 50), .white))
    }

    @Test(arguments: [
        (Size(width: 800, height: 480), DeviceClass.panel800x480),
        (Size(width: 1024, height: 600), .panel1024x600),
        (Size(width: 1280, height: 800), .panel1280x800),
        (Size(width: 1920, height: 1080), .panel1920x1080),
        (Size(width: 720, height: 1280), .portrait720x1280),
        (Size(width: 800, height: 600), .panel800x480),
        (Size(width: 1366, height: 768), .panel1280x800),
        (Size(width: 2560, height: 1440), .panel1920x1080),
        (Size(width: 480, height: 800), .portrait720x1280),
    ])
    func deviceClassFromSize(size: Size, expected: DeviceClass) {
        #expect(DeviceClass(size: size) == expected)
    }

    @Test func deviceValuePicksPerScreen() {
        let h = Harness(width: 1024, height: 600)
        let inset = DeviceValue(
            panel800x480: 8, panel1024x600: 12, panel1280x800: 16, panel1920x1080: 24, portrait720x1280: 10)
        #expect(h.app.screen.deviceClass == .panel1024x600)
        #expect(inset.value(for: h.app.screen) == 12)
        let v = View()
        #expect(inset.value(in: v) == 8)
        h.window.addSubview(v)
        #expect(inset.definedValue(in: v) == 12)
        let mostly = DeviceValue(20.0, portrait720x1280: 30)
        #expect(mostly.value(for: .panel1920x1080) == 20)
        #expect(mostly.value(for: .portrait720x1280) == 30)
        #expect(h.window.screen.bounds == Rect(x: 0, y: 0, width: 1024, height: 600))
    }
}
