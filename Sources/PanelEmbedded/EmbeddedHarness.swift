import PanelKit

/// What a test harness built on an `EmbeddedDriver` gets for free: the driver's parts under short names, and
/// stepping that stops the test at the first error (a frame that throws is a broken test, not a case to
/// handle). A harness adds only what is its own (its window, its controllers, its gestures).
@MainActor
public protocol EmbeddedHarness {
    /// The embedded panel the harness runs.
    var driver: EmbeddedDriver { get }
}

extension EmbeddedHarness {
    public var display: OffscreenDisplay { driver.display }
    public var input: ScriptedInput { driver.input }
    public var clock: ManualClock { driver.clock }
    public var app: Application { driver.application }

    /// Runs `n` frames, one refresh interval apart.
    public func step(_ n: Int = 1) {
        do { try driver.step(frames: n) } catch { preconditionFailure("a frame threw: \(error)") }
    }

    /// Moves time by `seconds`, frame by frame.
    public func wait(_ seconds: Double) {
        do { try driver.advance(by: seconds) } catch { preconditionFailure("a frame threw: \(error)") }
    }

    /// Schedules touch events at times counted from now.
    public func touch(_ events: [TouchEvent]) {
        driver.play(events)
    }
}
