/// What UIKit's own views do for assistive technologies without being told: their values in words, the
/// adjustment of sliders and steppers, and what activating a control does.
extension View: AccessibilityItem {
    /// The value UIKit's controls report: a slider's position as a percentage, a switch's state as 1 or 0.
    var defaultAccessibilityValue: String? {
        if let s = self as? Slider {
            let range = s.maximumValue - s.minimumValue
            let fraction = range > 0 ? (s.value - s.minimumValue) / range : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        if let s = self as? Switch { return s.isOn ? "1" : "0" }
        return nil
    }

    /// Moves a slider by a tenth of its range or a stepper by a step (round the ends when it wraps), sending
    /// `.valueChanged` when the value changed. A disabled control does not move.
    func adjustForAccessibility(up: Bool) {
        if let s = self as? Slider, s.isEnabled {
            let old = s.value
            let step = (s.maximumValue - s.minimumValue) / 10
            s.setValue(old + (up ? step : -step), animated: false)
            if s.value != old { s.sendActions(for: .valueChanged) }
        } else if let s = self as? Stepper, s.isEnabled {
            let old = s.value
            var next = old + (up ? s.stepValue : -s.stepValue)
            if next > s.maximumValue {
                next = s.wraps ? s.minimumValue : s.maximumValue
            } else if next < s.minimumValue {
                next = s.wraps ? s.maximumValue : s.minimumValue
            }
            s.value = next
            if s.value != old { s.sendActions(for: .valueChanged) }
        }
    }

    /// What a tap on the view would do, for an activation the view did not handle: a switch toggles and
    /// sends `.valueChanged`; another enabled control performs its primary action (or opens its menu).
    /// Answers whether anything happened.
    func performDefaultAccessibilityActivation() -> Bool {
        guard let c = self as? Control, c.isEnabled, c.isUserInteractionEnabled else { return false }
        if let s = c as? Switch {
            s.setOn(!s.isOn, animated: true)
            s.sendActions(for: [.valueChanged, .touchUpInside, .primaryActionTriggered])
            return true
        }
        if let menu = c.menuForPrimaryAction(), c.openMenu(menu) { return true }
        c.willPerformPrimaryAction()
        c.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    var accessibilityViewIsModalForTree: Bool { accessibilityViewIsModal }
    var accessibilityParentForTree: AccessibilityItem? { superview }
}

extension View {
    /// The texts of the visible labels inside the view, in subview order, joined with commas: what a table
    /// view cell is called, as UIKit's.
    var combinedAccessibilityLabel: String? {
        var texts: [String] = []
        func visit(_ v: View) {
            for sub in v.subviews where !sub.isHidden && sub.alpha >= 0.01 {
                if let l = sub as? Label, let t = l.text, !t.isEmpty { texts.append(t) } else { visit(sub) }
            }
        }
        visit(self)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}
