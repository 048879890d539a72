/// A `--mode` value: "WxH" or "WxH@Hz".
public struct ModeRequest: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// nil: any refresh (the preferred mode of that size, else the fastest).
    public var refresh: Double?

    public init(width: Int, height: Int, refresh: Double? = nil) {
        self.width = width
        self.height = height
        self.refresh = refresh
    }

    /// Parses "800x480" or "800x480@60"; nil when malformed.
    public init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let size = Self.size(parts[0]) else { return nil }
        var hz: Double?
        if parts.count == 2 {
            guard let v = Double(parts[1]), v > 0, v < 1000 else { return nil }
            hz = v
        }
        self.init(width: size.0, height: size.1, refresh: hz)
    }

    /// Parses "WxH" with positive sizes up to 16384.
    static func size(_ text: Substring) -> (Int, Int)? {
        let wh = text.split(separator: "x", omittingEmptySubsequences: false)
        guard wh.count == 2, let w = Int(wh[0]), let h = Int(wh[1]), (1...16384).contains(w), (1...16384).contains(h)
        else { return nil }
        return (w, h)
    }

    public var description: String {
        refresh.map { "\(width)x\(height)@\(formatHz($0))" } ?? "\(width)x\(height)"
    }

    /// The offered mode that fits best: same size, refresh within 0.5 Hz when asked; the preferred one first.
    public func bestMatch(in modes: [DisplayMode]) -> DisplayMode? {
        let sized = modes.filter { $0.width == width && $0.height == height }
        if let hz = refresh {
            return
                sized
                .filter { abs($0.refresh - hz) < 0.5 }
                .min { abs($0.refresh - hz) < abs($1.refresh - hz) }
        }
        return sized.first { $0.isPreferred } ?? sized.max { $0.refresh < $1.refresh }
    }
}
