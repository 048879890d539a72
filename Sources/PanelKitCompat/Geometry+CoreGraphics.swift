// Core Graphics' geometry spellings PanelKit's own types lack: the integer initializers, so that
// `CGRect(x: col * w, y: row * h, width: w, height: h)` with `Int` variables compiles (literals already
// did), and `CGRect.infinite`. The integer initializers are disfavoured so that literals still pick the
// `Double` ones, as before they existed (a file that also imports Foundation, whose Core Graphics types
// have the same initializers, would otherwise find `CGRect(x: 0, y: 0, width: 1, height: 1)` ambiguous).

extension Point {
    @_disfavoredOverload
    public init(x: Int, y: Int) {
        self.init(x: Double(x), y: Double(y))
    }
}

extension Size {
    @_disfavoredOverload
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }
}

extension Rect {
    @_disfavoredOverload
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
    @_disfavoredOverload
    public init(dx: Int, dy: Int) {
        self.init(dx: Double(dx), dy: Double(dy))
    }
}
