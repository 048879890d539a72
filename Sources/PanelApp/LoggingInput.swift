import PanelKit

/// `--log-touches`: prints every touch in UI coordinates on standard error, then hands it on (to check
/// rotation and calibration on a panel).
final class LoggingInput: InputSource {
    let base: any InputSource
    let programName: String

    init(_ base: any InputSource, programName: String) {
        self.base = base
        self.programName = programName
    }

    var pollDescriptor: Int32? { base.pollDescriptor }
    var nextDeadline: Double? { base.nextDeadline }

    func readKeys() -> [KeyEvent] {
        let keys = base.readKeys()
        for k in keys where k.isDown && !k.isRepeat {
            Console.error("\(programName): key \(k.code) \"\(k.characters)\"")
        }
        return keys
    }

    func read(until now: Double) throws -> [[TouchEvent]] {
        let frames = try base.read(until: now)
        for frame in frames {
            let text = frame.map { "\($0.id) \($0.phase.rawValue) (\($0.location.x), \($0.location.y))" }
            Console.error("\(programName): touch " + text.joined(separator: "; "))
        }
        return frames
    }
}
