import PanelGraphics
import PanelPlatform
import Testing

@Suite struct PlatformTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let c = ManualClock(start: 5)
        #expect(c.now == 5)
        c.advance(by: 0.25)
        #expect(c.now == 5.25)
    }

    @Test func monotonicClockDoesNotGoBack() {
        let c = MonotonicClock()
        let a = c.now
        let b = c.now
        #expect(b >= a && a > 0)
    }

    @Test func scriptedInputReleasesEventsByTimeGroupedByFrame() {
        let input = ScriptedInput(
            events: ScriptedInput.drag(from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), duration: 0.1, step: 0.05)
                + [TouchEvent(id: 1, phase: .began, location: Point(x: 5, y: 5), timestamp: 0.05)])
        input.start(at: 10)
        #expect(input.read(until: 9.99).isEmpty)
        let first = input.read(until: 10.0)
        #expect(first.count == 1 && first[0].map(\.phase) == [.began])
        #expect(first[0][0].timestamp == 10)
        let second = input.read(until: 10.06)
        #expect(second.count == 1, "two fingers at the same time arrive as one frame")
        #expect(second[0].count == 2)
        let rest = input.read(until: 11)
        #expect(rest.flatMap { $0 }.map(\.phase) == [.moved, .ended])
        #expect(input.isFinished)
    }

    @Test func jsonScriptRoundTrips() throws {
        let original = ScriptedInput(events: ScriptedInput.tap(at: Point(x: 12.5, y: 40), time: 0.5))
        let parsed = try ScriptedInput.parse(json: Array(original.jsonString().utf8), source: "inline")
        #expect(parsed.events == original.events)
    }

    @Test func malformedScriptsNameTheProblem() {
        let cases: [(String, String)] = [
            ("{", "not valid JSON"),
            ("{\"events\": [{\"t\": 0, \"id\": 0, \"phase\": \"began\", \"x\": 1}]}", "missing \"y\""),
            ("{\"events\": [{\"t\": 0, \"id\": 0, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]}", "before it began"),
            ("{\"events\": [{\"t\": 0, \"id\": 0, \"phase\": \"wiggle\", \"x\": 1, \"y\": 1}]}", "bad value"),
        ]
        for (json, expected) in cases {
            do {
                _ = try ScriptedInput.parse(json: Array(json.utf8), source: "script.json")
                Issue.record("\(json) parsed")
            } catch {
                #expect(error.description.contains("script.json"))
                #expect(error.description.contains(expected), "\(error.description)")
            }
        }
        #expect(throws: TouchScriptError.self) { try ScriptedInput.load(path: "/nonexistent/touches.json") }
    }

    @Test func offscreenDisplayCountsFramesAndKeepsDamage() {
        let d = OffscreenDisplay(width: 80, height: 48)
        var seen: [Int] = []
        d.onPresent = { n, _ in seen.append(n) }
        d.present(damage: Region(IntRect(x: 1, y: 2, width: 3, height: 4)))
        d.present(damage: Region())
        #expect(d.frameCount == 2 && seen == [1, 2])
        #expect(d.lastDamage.isEmpty)
        #expect(d.framebuffer.width == 80 && d.framebuffer.height == 48)
    }
}

@Suite struct ScriptedInputAppendTests {
    @Test func appendStartingAtShiftsTheScriptToThatTime() {
        let input = ScriptedInput()
        input.append(ScriptedInput.tap(at: Point(x: 1, y: 2), time: 0.1), startingAt: 5)
        #expect(input.read(until: 5.09).isEmpty)
        let frames = input.read(until: 5.1)
        #expect(frames.flatMap { $0 }.map(\.timestamp) == [5.1])
        #expect(input.read(until: 6).flatMap { $0 }.map(\.phase) == [.ended])
    }
}
