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
    /// The picture multiplied by the particle's colour, and the colour it was made for (made when drawn).
    var tinted: Surface?
    var tintKey: Int = -1

    /// Moves the particle `dt` seconds on.
    mutating func advance(by dt: Double) {
        vx += cell.xAcceleration * dt
        vy += cell.yAcceleration * dt
        x += vx * dt
        y += vy * dt
        scale = max(0, scale + scaleSpeed * dt)
        angle += spin * dt
        red = min(1, max(0, red + Double(cell.redSpeed) * dt))
        green = min(1, max(0, green + Double(cell.greenSpeed) * dt))
        blue = min(1, max(0, blue + Double(cell.blueSpeed) * dt))
        alpha = min(1, max(0, alpha + Double(cell.alphaSpeed) * dt))
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
