import PanelKitCompat
import Testing

/// `UIStepper.autorepeat` and `isContinuous`, as Apple documents them: holding + or − repeatedly alters the
/// value; a continuous stepper sends `.valueChanged` at each step, one that is not sends it once when the
/// finger lifts. Time runs on the harness's frame clock.
@Suite("PanelKitCompat: UIStepper autorepeat")
@MainActor
struct StepperAutorepeatCompatTests {
    /// A stepper at (20, 20) in a window, and the values its `.valueChanged` actions saw.
    private func setUp() -> (TransitionHarness, UIStepper, Box) {
        let h = TransitionHarness(width: 200, height: 100)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
        stepper.maximumValue = 100
        let box = Box()
        stepper.addAction(UIAction { _ in box.values.append(stepper.value) }, for: .valueChanged)
        h.window.addSubview(stepper)
        h.step()
        return (h, stepper, box)
    }

    final class Box {
        var values: [Double] = []
    }

    private let plus = CGPoint(x: 20 + 70, y: 36)
    private let minus = CGPoint(x: 20 + 24, y: 36)

    @Test func holdingPlusForTwoSecondsStepsMoreThanOnceAndSendsEachStep() {
        let (h, stepper, box) = setUp()
        #expect(stepper.autorepeat && stepper.isContinuous, "UIKit's defaults")
        h.drag(from: plus, to: plus, duration: 0.05, hold: 0.3)
        h.step()
        #expect(stepper.value == 1, "released before 0.5 s: one step")
        h.drag(from: plus, to: plus, duration: 0.05, hold: 2)
        h.step()
        #expect(stepper.value > 3, "held 2 s: repeated, got \(stepper.value)")
        #expect(stepper.value < 20, "repeats a few times a second, got \(stepper.value)")
        #expect(box.values == (1...Int(stepper.value)).map(Double.init), "a .valueChanged per step: \(box.values)")
        let held = stepper.value
        h.step(30)
        #expect(stepper.value == held, "no step after the finger lifted")
        // Holding minus goes down as well.
        h.drag(from: minus, to: minus, duration: 0.05, hold: 1.2)
        h.step()
        #expect(stepper.value < held - 1)
    }

    @Test func aSteppperThatIsNotContinuousSendsOnceWhenTheFingerLifts() {
        let (h, stepper, box) = setUp()
        stepper.isContinuous = false
        h.press(from: plus, to: plus, duration: 1.5)
        h.step()
        #expect(stepper.value > 2, "the value changes while held, got \(stepper.value)")
        #expect(box.values.isEmpty, "nothing sent while the finger is down")
        h.lift(at: plus)
        #expect(box.values == [stepper.value], "one .valueChanged at the lift: \(box.values)")
    }

    @Test func withoutAutorepeatAHoldStepsOnce() {
        let (h, stepper, box) = setUp()
        stepper.autorepeat = false
        h.drag(from: plus, to: plus, duration: 0.05, hold: 2)
        h.step()
        #expect(stepper.value == 1 && box.values == [1])
    }
}
