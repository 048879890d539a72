import PanelGraphics

/// One live particle of an `EmitterLayer`: where it is, how it moves, and how it looks now.
@MainActor
struct EmitterParticle {
    /// Which of the layer's cells it came from.
    let cell: EmitterCell
    /// When it was born, in seconds of the layer's simulation, and how long it lives.
    let birth: Double
    let lifetime: Double
    var x: Double
    var y: Double
    var vx: Double
    var vy: Double
    var scale: Double
    let scaleSpeed: Double
    var angle: Double
    let spin: Double
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Moves the particle `dt` seconds on.
    mutating func advance(by dt: Double) {
        vx += cell.xAcceleration * dt
        vy += cell.yAcceleration * dt
        x += vx * dt
        y += vy * dt
        scale = max(0, scale + scaleSpeed * dt)
        angle += spin * dt
        red = Self.unit(red + Double(cell.redSpeed) * dt)
        green = Self.unit(green + Double(cell.greenSpeed) * dt)
        blue = Self.unit(blue + Double(cell.blueSpeed) * dt)
        alpha = Self.unit(alpha + Double(cell.alphaSpeed) * dt)
    }

    /// `value` kept within 0...1 (a colour component); not a number is 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// Whether the particle can be placed on screen (bad numbers given to the cell make it invisible).
    var isDrawable: Bool {
        x.isFinite && y.isFinite && angle.isFinite && scale.isFinite && scale > 0 && alpha > 0
    }

    /// Its colour in 5 bits a component: particles with the same key share a tinted picture.
    var tintKey: Int {
        Int(red * 31) << 10 | Int(green * 31) << 5 | Int(blue * 31)
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same particles on every run.
struct EmitterRandom {
    private var state: UInt64

    init(seed: UInt32) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    }

    /// The next value in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(UInt64(1) << 53)
    }

    /// `base` varied by up to `range` either way.
    mutating func vary(_ base: Double, by range: Double) -> Double {
        range == 0 ? base : base + range * (unit() * 2 - 1)
    }
}
