import PanelPlatform

/// The embedded driver's scripted touches together with another input source (a fake device behind the
/// real input stack), read as one: frames in time order.
final class MergedInput: InputSource {
    let script: ScriptedInput
    let other: any InputSource

    init(script: ScriptedInput, other: any InputSource) {
        self.script = script
        self.other = other
    }

    var pollDescriptor: Int32? { other.pollDescriptor }

    var nextDeadline: Double? {
        switch (script.nextDeadline, other.nextDeadline) {
        case (let a?, let b?): return min(a, b)
        case (let a, let b): return a ?? b
        }
    }

    func readKeys() -> [KeyEvent] { other.readKeys() }

    func read(until now: Double) throws -> [[TouchEvent]] {
        let frames = script.read(until: now) + (try other.read(until: now))
        return frames.enumerated().sorted {
            let (a, b) = ($0.element.first?.timestamp ?? 0, $1.element.first?.timestamp ?? 0)
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }
}
