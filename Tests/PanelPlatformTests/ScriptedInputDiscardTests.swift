import PanelGraphics
import PanelPlatform
import Testing

@Suite struct ScriptedInputDiscardTests {
    @Test func discardingReadEventsKeepsWhatIsStillToCome() {
        let input = ScriptedInput(
            events: ScriptedInput.tap(at: Point(x: 1, y: 1), time: 0, hold: 0.1)
                + ScriptedInput.tap(at: Point(x: 2, y: 2), time: 1, hold: 0.1, id: 1))
        #expect(input.read(until: 0.5).flatMap { $0 }.map(\.phase) == [.began, .ended])
        input.discardReadEvents()
        #expect(input.events.count == 2)
        #expect(input.events.allSatisfy { $0.id == 1 })
        input.append([TouchEvent(id: 2, phase: .began, location: Point(x: 3, y: 3), timestamp: 0.9)])
        #expect(input.read(until: 1.05).flatMap { $0 }.map(\.id) == [2, 1], "later appends still play in time order")
        input.discardReadEvents()
        #expect(input.events.map(\.phase) == [.ended])
        #expect(!input.isFinished)
    }
}
