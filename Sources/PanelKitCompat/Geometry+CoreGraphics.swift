// Core Graphics' geometry spellings PanelKit's own types lack: the integer initializers, so that
// `CGRect(x: col * w, y: row * h, width: w, height: h)` with `Int` variables compiles (literals already
// did), and `CGRect.infinite`.

extension Point {
    public init(x: Int, y: Int) {
        self.init(x: Double(x), y: Double(y))
    }
}

extension Size {
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }
}

extension Rect {
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// The rectangle that holds every point, as `CGRect.infinite`: union with it gives it back and
    /// intersection with it gives the other rectangle.
    public static let infinite = Rect(
        x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Whether this is `CGRect.infinite`.
    public var isInfinite: Bool { self == Rect.infinite }
}

extension Vector {
    public init(dx: Int, dy: Int) {
        self.init(dx: Double(dx), dy: Double(dy))
    }
}
