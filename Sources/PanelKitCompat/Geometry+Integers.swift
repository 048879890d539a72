// Core Graphics' integer initializers: `CGRect(x: col * w, y: row * h, width: w, height: h)` with `Int`
// variables compiles as it does against CoreGraphics (literals already did).

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
}

extension Vector {
    public init(dx: Int, dy: Int) {
        self.init(dx: Double(dx), dy: Double(dy))
    }
}
