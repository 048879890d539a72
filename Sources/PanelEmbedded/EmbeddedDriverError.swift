/// Why the embedded driver stopped.
public enum EmbeddedDriverError: Error, CustomStringConvertible, Equatable {
    /// The application was still busy when the time limit ran out.
    case notSettled(seconds: Double, busy: String)
    /// A condition waited for did not hold within the bound.
    case conditionNotMet(what: String, frames: Int, busy: String)

    public var description: String {
        switch self {
        case .notSettled(let seconds, let busy):
            return "the application did not settle within \(seconds) s of clock time (still busy: \(busy))"
        case .conditionNotMet(let what, let frames, let busy):
            return "waited \(frames) frames for \(what), in vain (the application was busy with: \(busy))"
        }
    }
}
