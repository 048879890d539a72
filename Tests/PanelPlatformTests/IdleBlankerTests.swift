import PanelGraphics
import PanelPlatform
import Testing

private func touch(_ id: Int, _ phase: TouchPhase, at t: Double) -> [TouchEvent] {
    [TouchEvent(id: id, phase: phase, location: Point(x: 10, y: 20), timestamp: t)]
}

@Suite("Idle blanking on a manual clock")
struct IdleBlankerTests {
    @Test func blanksAfterTheIdleTimeAndNotBefore() {
        let clock = ManualClock(start: 1000)
        let blanker = IdleBlanker(settings: .init(idleTimeout: 30), clock: clock)
        #expect(blanker.update() == nil)
        #expect(blanker.nextDeadline == 1030)
        clock.advance(by: 29.9)
        #expect(blanker.update() == nil)
        #expect(blanker.power == .on)
        clock.set(1030)
        #expect(blanker.update() == .off)
        #expect(blanker.update() == nil, "a change is reported once")
        #expect(blanker.nextDeadline == nil, "dark and no schedule: only a touch changes anything")
    }

    @Test func anAppThatDisablesTheIdleTimerKeepsThePanelLitUntilItStops() {
        let clock = ManualClock()
        let blanker = IdleBlanker(settings: .init(idleTimeout: 10), clock: clock)
        blanker.isIdleTimerDisabled = true
        #expect(blanker.nextDeadline == nil, "nothing to wait for while the app holds the panel lit")
        clock.advance(by: 60)
        #expect(blanker.update() == nil)
        #expect(blanker.power == .on)
        // Idleness counts from the moment the app lets go, not from the last touch.
        blanker.isIdleTimerDisabled = false
        #expect(blanker.nextDeadline == 70)
        clock.set(69.9)
        #expect(blanker.update() == nil)
        clock.set(70)
        #expect(blanker.update() == .off)
    }

    @Test func touchesPostponeBlanking() {
        let clock = ManualClock()
        let blanker = IdleBlanker(settings: .init(idleTimeout: 10), clock: clock)
        clock.advance(by: 8)
        #expect(blanker.filter([touch(1, .began, at: 8)]).count == 1)
        clock.advance(by: 1)
        _ = blanker.filter([touch(1, .ended, at: 9)])
        #expect(blanker.nextDeadline == 19)
        clock.set(18.9)
        #expect(blanker.update() == nil)
        clock.set(19)
        #expect(blanker.update() == .off)
    }

    @Test func theWakingFingerIsSwallowedDownToItsLift() {
        let clock = ManualClock()
        let blanker = IdleBlanker(settings: .init(idleTimeout: 5), clock: clock)
        clock.set(6)
        #expect(blanker.update() == .off)
        // The finger lands on the dark panel: the panel lights, the UI sees nothing of this finger.
        #expect(blanker.filter([touch(3, .began, at: 6)]).isEmpty)
        #expect(blanker.update() == .on)
        #expect(blanker.isSwallowing)
        clock.advance(by: 0.05)
        #expect(blanker.filter([touch(3, .moved, at: 6.05)]).isEmpty)
        #expect(blanker.filter([touch(3, .ended, at: 6.1)]).isEmpty)
        #expect(!blanker.isSwallowing)
        #expect(blanker.swallowedEvents == 3)
        // The next tap is the user's: delivered.
        let next = blanker.filter([touch(4, .began, at: 7) + touch(5, .began, at: 7)])
        #expect(next.count == 1 && next[0].map(\.id) == [4, 5])
        #expect(blanker.update() == nil)
    }

    @Test func aSecondFingerOnALitPanelIsDeliveredWhileTheWakingOneIsHeld() {
        let clock = ManualClock()
        let blanker = IdleBlanker(settings: .init(idleTimeout: 5), clock: clock)
        clock.set(10)
        _ = blanker.update()
        _ = blanker.filter([touch(1, .began, at: 10)])
        _ = blanker.update()
        let frames = blanker.filter([touch(1, .moved, at: 10.1) + touch(2, .began, at: 10.1)])
        #expect(frames.count == 1 && frames[0].map(\.id) == [2])
    }

    @Test func neverBlanksWithoutAnIdleTimeOrSchedule() {
        let clock = ManualClock()
        let blanker = IdleBlanker(settings: .init(), clock: clock)
        clock.advance(by: 86_400 * 3)
        #expect(blanker.update() == nil)
        #expect(blanker.power == .on)
        #expect(blanker.nextDeadline == nil)
    }

    @Test func scheduleSwitchesOffAndOnByTheTimeOfDay() throws {
        let clock = ManualClock()
        // The wall clock: 21:59:00 when the monotonic clock reads 0.
        let start = 21 * 3600 + 59 * 60.0
        let schedule = try #require(BlankingSchedule("07:00-22:00"))
        let blanker = IdleBlanker(
            settings: .init(idleTimeout: nil, schedule: schedule, wakeDuringOffPeriod: 30), clock: clock,
            timeOfDay: { (start + clock.now).truncatingRemainder(dividingBy: 86_400) })
        #expect(blanker.update() == nil)
        #expect(blanker.nextDeadline == 60, "the next switch is 22:00")
        clock.set(60)
        #expect(blanker.update() == .off)
        // A touch at night lights the panel for 30 s, swallowed.
        clock.set(600)
        #expect(blanker.filter([touch(1, .began, at: 600)]).isEmpty)
        #expect(blanker.update() == .on)
        #expect(blanker.nextDeadline == 630)
        clock.set(630)
        #expect(blanker.update() == .off)
        // 07:00 the next morning: on by itself, and it stays on (no idle time).
        let morning = 9 * 3600 + 1 * 60.0
        #expect(blanker.nextDeadline == morning)
        clock.set(morning)
        #expect(blanker.update() == .on)
        clock.advance(by: 3600)
        #expect(blanker.update() == nil)
    }

    @Test func startingInTheOffPeriodStartsDark() throws {
        let clock = ManualClock()
        let night = try #require(BlankingSchedule("22:00-06:00"))
        let blanker = IdleBlanker(
            settings: .init(idleTimeout: 60, schedule: night), clock: clock, timeOfDay: { 12 * 3600 })
        #expect(blanker.update() == .off)
    }

    @Test func scheduleTextParsesOrIsRejected() {
        #expect(BlankingSchedule("07:00-22:00") == BlankingSchedule(onAt: 25_200, offAt: 79_200))
        #expect(BlankingSchedule("7:30 - 23:05")?.description == "07:30-23:05")
        let night = BlankingSchedule("22:00-06:00")
        #expect(night?.isOn(at: 23 * 3600) == true)
        #expect(night?.isOn(at: 5 * 3600) == true)
        #expect(night?.isOn(at: 12 * 3600) == false)
        #expect(night?.secondsUntilChange(from: 5 * 3600) == 3600)
        for bad in [
            "", "07:00", "07:00-07:00", "25:00-06:00", "07:60-08:00", "7-8", "07:00-22:00-23:00", "ab:cd-ef:gh",
        ] {
            #expect(BlankingSchedule(bad) == nil, "'\(bad)'")
        }
    }
}
