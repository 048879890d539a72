import PanelPlatform

/// Touches and keys on their way to the UI pass the panel's power controller: a touch or a key on a dark
/// panel wakes it and never reaches the UI; every touch and key counts as activity for the idle timer.
public final class BlankingInput: InputSource {
    public let base: any InputSource
    public let power: PanelPower

    public init(_ base: any InputSource, power: PanelPower) {
        self.base = base
        self.power = power
    }

    public var pollDescriptor: Int32? { base.pollDescriptor }
    public var nextDeadline: Double? { base.nextDeadline }

    /// Keys reach the UI only while the panel is on: the key that wakes a dark panel is kept from it (down to
    /// its release), since typing on a dark panel would change what nobody saw.
    public func readKeys() -> [KeyEvent] {
        let keys = base.readKeys()
        return keys.isEmpty ? keys : power.keyed(keys)
    }

    public func read(until now: Double) throws -> [[TouchEvent]] {
        let frames = try base.read(until: now)
        guard !frames.isEmpty else { return frames }
        return power.touched(frames)
    }
}
