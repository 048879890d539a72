/// The presses of one hardware keyboard event, as `UIPressesEvent`.
@MainActor
public final class PressesEvent {
    /// When the event happened.
    public let timestamp: Double
    /// Every key held down now, including those that did not change.
    public let allPresses: Set<Press>

    init(timestamp: Double, allPresses: Set<Press>) {
        self.timestamp = timestamp
        self.allPresses = allPresses
    }
}
