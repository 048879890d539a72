import Testing

@testable import PanelKit

/// A button that counts its layout passes.
@MainActor
final class CountingButton: Button {
    var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A highlight that only recolours a button costs no layout pass; one that changes what it shows (a
/// title for the highlighted state) lays the title out again, as UIButton does.
@Suite("Button layout on state changes")
@MainActor
struct ButtonLayoutTests {
    @Test func aHighlightThatOnlyRecoloursDoesNotLayOut() {
        let h = Harness()
        let button = CountingButton(frame: Rect(x: 20, y: 20, width: 120, height: 40))
        button.setTitle("Continue", for: .normal)
        h.window.addSubview(button)
        h.step()
        let settled = button.layouts
        #expect(settled >= 1)
        let titleFrame = button.titleLabel.frame
        button.isHighlighted = true
        h.step()
        #expect(button.layouts == settled)
        #expect(button.titleLabel.alpha < 1, "the title dims while highlighted")
        button.isHighlighted = false
        h.step()
        #expect(button.layouts == settled)
        #expect(button.titleLabel.frame == titleFrame)
    }

    @Test func aTitleForTheHighlightedStateIsLaidOut() {
        let h = Harness()
        let button = CountingButton(frame: Rect(x: 20, y: 20, width: 160, height: 40))
        button.setTitle("Go", for: .normal)
        button.setTitle("Going somewhere", for: .highlighted)
        h.window.addSubview(button)
        h.step()
        let settled = button.layouts
        let narrow = button.titleLabel.frame.width
        button.isHighlighted = true
        h.step()
        #expect(button.layouts > settled)
        #expect(button.titleLabel.text == "Going somewhere")
        #expect(button.titleLabel.frame.width > narrow)
    }

    @Test func anImageForTheSelectedStateIsLaidOut() {
        let h = Harness()
        let button = CountingButton(frame: Rect(x: 20, y: 20, width: 160, height: 40))
        button.setTitle("Like", for: .normal)
        button.setImage(Surface(width: 16, height: 16), for: .selected)
        h.window.addSubview(button)
        h.step()
        let settled = button.layouts
        button.isSelected = true
        h.step()
        #expect(button.layouts > settled)
        #expect(button.imageView.frame.width > 0)
    }
}
