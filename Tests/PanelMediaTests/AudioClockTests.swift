import Testing

@testable import PanelMedia

/// The sound clock's arithmetic: what has been heard by a display time, on a paced device (no clock of its
/// own) and on a device that reports its delay.
@Suite("The sound clock")
struct AudioClockTests {
    @Test func pacedDeviceIsHeardAtTheDisplaysPace() {
        var c = AudioClock()
        c.rate = 48000
        c.paced = true
        c.restart(at: 3)
        c.written = 48000
        #expect(c.mediaTime(at: 10) == 3, "not started: the stream's start")
        c.pacedStart = 10
        #expect(abs(c.mediaTime(at: 10.5) - 3.5) < 1e-9)
        #expect(c.mediaTime(at: 12) == 4, "never past what was written")
        c.heldFrames = c.heardFrames(at: 10.25)
        c.pacedStart = nil
        #expect(abs(c.mediaTime(at: 99) - 3.25) < 1e-9, "paused: held")
        c.drained = true
        #expect(!c.isFinished(at: 99))
        c.pacedStart = 20 - c.heldFrames / c.rate
        #expect(abs(c.mediaTime(at: 20.5) - 3.75) < 1e-9, "resumed where it stopped")
        #expect(c.isFinished(at: 21))
    }

    @Test func deviceDelaySetsTheClockBetweenReports() {
        var c = AudioClock()
        c.rate = 48000
        c.restart(at: 0)
        c.written = 9600
        c.heard = 4800
        c.heardAt = 100
        #expect(abs(c.mediaTime(at: 100) - 0.1) < 1e-9, "written minus the device's delay")
        #expect(abs(c.mediaTime(at: 100.05) - 0.15) < 1e-9, "runs on between reports")
        #expect(abs(c.mediaTime(at: 101) - 0.2) < 1e-9, "stops at what was written (an underrun)")
        c.heardAt = nil
        #expect(abs(c.mediaTime(at: 200) - 0.1) < 1e-9, "paused: no running on")
        c.restart(at: 7)
        #expect(c.mediaTime(at: 300) == 7 && c.flushDevice && c.written == 0, "a seek starts over at its target")
    }
}
