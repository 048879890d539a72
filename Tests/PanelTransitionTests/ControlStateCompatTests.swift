import PanelKitCompat
import Testing

/// Per-state titles, colours and pictures as Apple's documentation gives them: "if a property is not
/// specified for a state, the default is to use the normal value". A combined state such as
/// `[.selected, .highlighted]` is a state of its own, so a selected button being pressed shows the normal
/// title unless the combination has one (the reason UIKit code sets it).
@Suite("PanelKitCompat: per-state button and slider values")
@MainActor
struct ControlStateCompatTests {
    @Test("a state without its own title uses the normal state's; combined states are looked up whole")
    func combinedStates() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.currentTitle == "Follow")
        #expect(button.title(for: .highlighted) == "Follow")

        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")

        // Pressed while selected: [.selected, .highlighted] has no title, so the normal one shows.
        button.isHighlighted = true
        #expect(button.state == [.selected, .highlighted])
        #expect(button.currentTitle == "Follow")

        button.setTitle("Unfollow?", for: [.selected, .highlighted])
        #expect(button.currentTitle == "Unfollow?")
        #expect(button.titleLabel?.text == "Unfollow?")

        button.isHighlighted = false
        #expect(button.currentTitle == "Following")

        // Setting nil removes a state's value and brings back the fallback.
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Follow")
    }

    @Test("title colours and images follow the same rule, and a disabled button looks up .disabled")
    func coloursAndImages() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        let play = UIImage(systemName: "play.fill")
        let pause = UIImage(systemName: "pause.fill")
        button.setImage(play, for: .normal)
        button.setImage(pause, for: .selected)

        #expect(button.titleColor(for: .highlighted) == .red)
        button.isEnabled = false
        #expect(button.titleLabel?.textColor == .gray)
        button.isEnabled = true
        #expect(button.titleLabel?.textColor == .red)

        button.isSelected = true
        #expect(button.currentImage === pause)
        button.isEnabled = false
        // [.selected, .disabled] has no image of its own: the normal image, as UIKit shows.
        #expect(button.currentImage === play)
    }

    @Test("a slider's thumb picture for .highlighted shows while it is dragged, else the normal one")
    func sliderThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let normal = UIImage(systemName: "circle.fill")
        let pressed = UIImage(systemName: "circle")
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.currentThumbImage === normal)
        #expect(slider.thumbImage(for: .disabled) === normal)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.currentThumbImage === normal)
    }
}
