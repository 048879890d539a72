import PanelKitCompat
import Testing

/// `UIStepper` steps when the finger comes down on + or −, as UIKit's does: the value changes and a
/// continuous stepper sends `.valueChanged` before the finger lifts; a stepper that is not continuous steps
/// as well but sends once when the touch ends ("after user interaction ends"). Lifting, dragging off and a
/// cancelled touch keep the steps taken; the limits and `wraps` hold at touch-down and through a hold.
@Suite("PanelKitCompat: UIStepper at touch-down")
@MainActor
struct StepperTouchDownCompatTests {
    /// The control events the stepper sent, in order, with the value at each `.valueChanged`.
    final class Log {
        var events: [String] = []
        var values: [Double] = []
    }

    /// A stepper at (20, 20) in a window, logging `.touchDown`, `.touchUpInside`, `.touchUpOutside`,
    /// `.touchCancel` and `.valueChanged`.
    private func setUp(maximum: Double = 100) -> (TransitionHarness, UIStepper, Log) {
        let h = TransitionHarness(width: 300, height: 200)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
        stepper.maximumValue = maximum
        let log = Log()
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchUpInside, "up"), (.touchUpOutside, "upOutside"),
            (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            stepper.addAction(UIAction { _ in log.events.append(name) }, for: event)
        }
        stepper.addAction(
            UIAction { _ in
                log.events.append("changed")
                log.values.append(stepper.value)
            }, for: .valueChanged)
        h.window.addSubview(stepper)
        h.step()
        return (h, stepper, log)
    }

    private let plus = CGPoint(x: 20 + 70, y: 36)
    private let minus = CGPoint(x: 20 + 24, y: 36)
    /// Far outside the stepper (more than 70 points from it).
    private let away = CGPoint(x: 280, y: 190)

    @Test func theFingerComingDownStepsAndSendsBeforeItLifts() {
        let (h, stepper, log) = setUp()
        h.press(from: plus, to: plus, duration: 0.05)
        #expect(stepper.value == 1, "stepped while the finger is still down")
        #expect(log.events == ["down", "changed"], "touch-down, then the value change: \(log.events)")
        h.lift(at: plus)
        #expect(stepper.value == 1, "the lift does not step again")
        #expect(log.events == ["down", "changed", "up"])
        h.press(from: minus, to: minus, duration: 0.05)
        #expect(stepper.value == 0 && log.values == [1, 0], "minus steps down at touch-down")
        h.lift(at: minus)
        #expect(log.values == [1, 0])
    }

    @Test func draggingOffAndLiftingOutsideKeepsTheStepAndPausesTheRepeats() {
        let (h, stepper, log) = setUp()
        h.press(from: plus, to: away, duration: 0.1)
        #expect(stepper.value == 1 && log.values == [1])
        h.wait(2)
        #expect(stepper.value == 1, "no repeats while the finger is off the stepper, got \(stepper.value)")
        h.lift(at: away)
        #expect(stepper.value == 1 && log.values == [1], "the step at touch-down stands")
        #expect(log.events.last == "upOutside")
    }

    @Test func aCancelledTouchKeepsWhatWasStepped() {
        let (h, stepper, log) = setUp()
        h.press(from: plus, to: plus, duration: 1.2)
        let held = stepper.value
        #expect(held >= 2, "touch-down and at least one repeat, got \(held)")
        h.touch([TouchEvent(id: 0, phase: .cancelled, location: plus, timestamp: 0)])
        h.step()
        #expect(log.events.last == "cancel")
        h.wait(1)
        #expect(stepper.value == held, "cancelling neither undoes nor goes on stepping")
        #expect(log.values == (1...Int(held)).map(Double.init))
    }

    @Test func aStepperThatIsNotContinuousStepsAtTouchDownAndSendsWhenTheFingerLifts() {
        let (h, stepper, log) = setUp()
        stepper.isContinuous = false
        h.press(from: plus, to: plus, duration: 0.05)
        #expect(stepper.value == 1, "the value changes at touch-down")
        #expect(log.values.isEmpty, "nothing sent while the finger is down")
        h.lift(at: plus)
        #expect(log.values == [1] && log.events == ["down", "up", "changed"], "\(log.events)")
        // A cancelled touch ends the interaction as well: its one change is sent then.
        h.press(from: plus, to: plus, duration: 0.05)
        #expect(stepper.value == 2 && log.values == [1])
        h.touch([TouchEvent(id: 0, phase: .cancelled, location: plus, timestamp: 0)])
        h.step()
        #expect(stepper.value == 2 && log.values == [1, 2])
        // A touch that changed nothing (minus at the minimum) sends nothing.
        stepper.value = 0
        h.tap(at: minus)
        #expect(stepper.value == 0 && log.values == [1, 2])
    }

    @Test func atALimitTheFingerComingDownChangesNothingAndSendsNothing() {
        let (h, stepper, log) = setUp(maximum: 3)
        h.press(from: minus, to: minus, duration: 0.05)
        #expect(stepper.value == 0 && log.values.isEmpty, "minus at the minimum")
        h.lift(at: minus)
        stepper.value = 3
        h.press(from: plus, to: plus, duration: 0.05)
        #expect(stepper.value == 3 && log.values.isEmpty, "plus at the maximum")
        h.lift(at: plus)
        // Held, plus climbs to the maximum and stays there.
        stepper.value = 0
        h.drag(from: plus, to: plus, duration: 0.05, hold: 2.5)
        h.step()
        #expect(stepper.value == 3 && log.values == [1, 2, 3], "\(log.values)")
    }

    @Test func withWrapsTouchDownAndTheRepeatsGoRoundTheEnds() {
        let (h, stepper, log) = setUp(maximum: 3)
        stepper.wraps = true
        h.press(from: minus, to: minus, duration: 0.05)
        #expect(stepper.value == 3, "below the minimum, round to the maximum at touch-down")
        h.lift(at: minus)
        h.press(from: plus, to: plus, duration: 0.05)
        #expect(stepper.value == 0, "above the maximum, round to the minimum")
        h.lift(at: plus)
        #expect(log.values == [3, 0])
        // Held, plus keeps going round: 1, 2, 3, 0, 1...
        h.drag(from: plus, to: plus, duration: 0.05, hold: 2.5)
        h.step()
        let held = Array(log.values.dropFirst(2))
        #expect(held.count > 4, "repeated past the maximum: \(held)")
        #expect(held == (1...held.count).map { Double($0 % 4) }, "\(held)")
    }

    @Test func aDisabledStepperDoesNotStep() {
        let (h, stepper, log) = setUp()
        stepper.isEnabled = false
        h.drag(from: plus, to: plus, duration: 0.05, hold: 1)
        h.step()
        #expect(stepper.value == 0 && log.events.isEmpty)
    }
}
