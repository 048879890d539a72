/// When a panel should be on by the time of day: on from `onAt` until `offAt` (seconds after local midnight),
/// across midnight when `offAt` comes before `onAt` ("22:00-06:00" is on at night).
public struct BlankingSchedule: Hashable, Sendable, CustomStringConvertible {
    public static let day = 86_400.0
    /// Seconds after midnight when the panel turns on.
    public var onAt: Double
    /// Seconds after midnight when the panel turns off.
    public var offAt: Double

    public init(onAt: Double, offAt: Double) {
        self.onAt = onAt
        self.offAt = offAt
    }

    /// Parses "HH:MM-HH:MM" (24-hour, the on time first); nil for anything else or equal times.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let on = Self.parseTime(parts[0]), let off = Self.parseTime(parts[1]), on != off
        else { return nil }
        self.init(onAt: on, offAt: off)
    }

    /// Whether the panel should be on at `timeOfDay` seconds after midnight.
    public func isOn(at timeOfDay: Double) -> Bool {
        let t = Self.wrap(timeOfDay)
        return onAt < offAt ? (t >= onAt && t < offAt) : (t >= onAt || t < offAt)
    }

    /// Seconds from `timeOfDay` until the next switch (on or off), always more than 0.
    public func secondsUntilChange(from timeOfDay: Double) -> Double {
        let t = Self.wrap(timeOfDay)
        let next = isOn(at: t) ? offAt : onAt
        let d = Self.wrap(next - t)
        return d > 0 ? d : Self.day
    }

    /// "07:00-22:00".
    public var description: String { "\(Self.format(onAt))-\(Self.format(offAt))" }

    static func wrap(_ t: Double) -> Double {
        let r = t.truncatingRemainder(dividingBy: day)
        return r < 0 ? r + day : r
    }

    private static func parseTime(_ text: Substring) -> Double? {
        let hm = text.trimmingSpaces.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, hm[0].count <= 2, hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
            (0...23).contains(h), (0...59).contains(m)
        else { return nil }
        return Double(h * 3600 + m * 60)
    }

    private static func format(_ t: Double) -> String {
        let minutes = Int(t) / 60
        let h = minutes / 60
        let m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
