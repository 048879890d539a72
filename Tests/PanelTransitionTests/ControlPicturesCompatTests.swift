import PanelKitCompat
import Testing

/// Controls' pictures and backgrounds as UIKit documents them: `UIPageControl.backgroundStyle` and
/// indicator images, `UISlider`'s value images and thumb image, and a text field's
/// `inputAccessoryView` above the on-screen keyboard.
@Suite("PanelKitCompat: page control styles, slider images, input accessory view")
@MainActor
struct ControlPicturesCompatTests {
    private let white: UInt32 = 0xFFFF_FFFF

    private func square(_ color: UIColor, side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func aProminentPageControlHasAPlatterAndIndicatorImagesReplaceDots() {
        let h = TransitionHarness(width: 240, height: 160)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        pages.numberOfPages = 3
        #expect(pages.backgroundStyle == .automatic)
        h.window.addSubview(pages)
        h.step()
        // Between the first two dots (centres at 104 and 120, y = 35).
        #expect(h.surface.pixel(x: 112, y: 35) == white, "no platter while untouched")
        pages.backgroundStyle = .prominent
        h.step()
        #expect(h.surface.pixel(x: 112, y: 35) != white, "a platter behind the dots")
        #expect(h.surface.pixel(x: 60, y: 35) == white, "only around the dots")
        pages.backgroundStyle = .minimal
        h.step()
        #expect(h.surface.pixel(x: 112, y: 35) == white)
        // A dot is 7 points round: 4 points off its centre diagonally is background.
        #expect(h.surface.pixel(x: 108, y: 39) == white)
        let star = square(.black, side: 10)
        pages.preferredIndicatorImage = star
        pages.setIndicatorImage(square(.black, side: 4), forPage: 2)
        pages.setIndicatorImage(star, forPage: 9)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/page-control.png")
        }
        #expect(pages.indicatorImage(forPage: 0) === star && pages.indicatorImage(forPage: 9) === star)
        #expect(h.surface.pixel(x: 108, y: 39) != white, "a 10-point square indicator")
        #expect(h.surface.pixel(x: 140, y: 39) == white, "page 2's 4-point square")
        #expect(h.surface.pixel(x: 136, y: 35) != white)
    }

    @Test func aSliderMakesRoomForItsValueImagesAndShowsItsThumbImage() {
        let h = TransitionHarness(width: 240, height: 160)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        slider.minimumValueImage = square(.red, side: 20)
        slider.maximumValueImage = square(.blue, side: 20)
        let thumb = square(.green, side: 20)
        slider.setThumbImage(thumb, for: .normal)
        slider.minimumTrackTintColor = .black
        slider.value = 0.5
        h.window.addSubview(slider)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/slider-images.png")
        }
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 28 && track.maxX == 172, "8 points beside each image, got \(track)")
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.thumbImage(for: .highlighted) === thumb && slider.currentThumbImage === thumb)
        let thumbFrame = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        #expect(thumbFrame.size == CGSize(width: 20, height: 20) && thumbFrame.midX == 100)
        let s = h.surface
        #expect(s.pixel(x: 30, y: 35) == 0xFFFF_0000, "the minimum image at the left end")
        #expect(s.pixel(x: 210, y: 35) == 0xFF00_00FF, "the maximum image at the right end")
        #expect(s.pixel(x: 120, y: 35) == 0xFF00_FF00, "the thumb image at the middle")
        #expect(s.pixel(x: 60, y: 35) == 0xFF00_0000, "the minimum track, left of the thumb")
        // Dragging the thumb picture still moves the value.
        h.drag(from: CGPoint(x: 120, y: 35), to: CGPoint(x: 182, y: 35), duration: 0.2)
        h.step()
        #expect(slider.value > 0.9, "got \(slider.value)")
    }

    @Test func theInputAccessoryViewRidesAboveTheKeyboard() {
        let root = UIViewController()
        let h = TransitionHarness(width: 320, height: 480, root: root)
        root.view.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        accessory.backgroundColor = .red
        field.inputAccessoryView = accessory
        #expect(field.inputAccessoryView === accessory)
        root.view.addSubview(field)
        h.step()
        field.becomeFirstResponder()
        try? h.driver.advance(by: 0.5)
        h.step()
        let keyboard = root.view.keyboardLayoutGuide.layoutFrame
        #expect(keyboard.height > 44, "the keyboard is up")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/input-accessory.png")
        }
        // The accessory is the keyboard's top 44 points.
        #expect(h.surface.pixel(x: 10, y: Int(keyboard.minY) + 20) == 0xFFFF_0000, "keyboard from \(keyboard)")
        #expect(h.surface.pixel(x: 300, y: Int(keyboard.minY) + 2) == 0xFFFF_0000)
        #expect(h.surface.pixel(x: 10, y: Int(keyboard.minY) + 50) != 0xFFFF_0000, "the keys under it")
        #expect(h.surface.pixel(x: 10, y: Int(keyboard.minY) - 2) == white)
        field.resignFirstResponder()
        try? h.driver.advance(by: 0.5)
        h.step()
        #expect(h.surface.pixel(x: 10, y: Int(keyboard.minY) + 20) != 0xFFFF_0000, "gone with the keyboard")
    }
}
