import PanelGraphics

/// One kind of particle an `EmitterLayer` sends out, as `CAEmitterCell`: its picture (`contents`), how
/// many are born a second, how long they live, how fast and where they go, how they grow, turn and change
/// colour. Each `…Range` property varies a particle's value at birth by up to that much either way
/// (uniformly, from the layer's seeded generator); each `…Speed` property changes it by that much a second.
///
/// Cells inside cells (`emitterCells` of a cell) are not emitted (see DEVIATIONS.md).
@MainActor
open class EmitterCell {
    /// A name for finding the cell in code.
    public var name: String?
    /// Whether the cell emits; a disabled cell's particles already alive live out their lives.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { owner?.cellDidChange() } }
    }
    /// The picture each particle draws (a `Surface`, `UIImage.cgImage`); nothing is drawn without one.
    public var contents: Any? {
        didSet { owner?.cellDidChange() }
    }
    /// Pixels of `contents` per point: a picture for a scale of 2 draws at half its pixel size.
    public var contentsScale = 1.0
    /// Particles born each second (multiplied by the layer's `birthRate`).
    public var birthRate: Float = 0 {
        didSet { if birthRate != oldValue { owner?.cellDidChange() } }
    }
    /// Seconds each particle lives (multiplied by the layer's `lifetime`).
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0
    /// Points a second a particle moves at birth (multiplied by the layer's `velocity`).
    public var velocity = 0.0
    public var velocityRange = 0.0
    /// The direction of travel in the plane, in radians: 0 is to the right, π/2 is down the screen.
    public var emissionLongitude = 0.0
    /// The angle out of the plane, in radians: the speed on the screen is the velocity times its cosine.
    public var emissionLatitude = 0.0
    /// How far either way of `emissionLongitude` a particle's direction may be, in radians.
    public var emissionRange = 0.0
    /// Points a second squared added to the velocity across and down the screen (gravity is a `yAcceleration`).
    public var xAcceleration = 0.0
    public var yAcceleration = 0.0
    public var zAcceleration = 0.0
    /// The size of the picture drawn (multiplied by the layer's `scale`).
    public var scale = 1.0
    public var scaleRange = 0.0
    public var scaleSpeed = 0.0
    /// Radians a second a particle turns (multiplied by the layer's `spin`).
    public var spin = 0.0
    public var spinRange = 0.0
    /// The colour the picture is multiplied by (white leaves it as it is).
    public var color: Color? = .white
    public var redRange: Float = 0
    public var greenRange: Float = 0
    public var blueRange: Float = 0
    public var alphaRange: Float = 0
    public var redSpeed: Float = 0
    public var greenSpeed: Float = 0
    public var blueSpeed: Float = 0
    public var alphaSpeed: Float = 0
    /// Seconds after the layer starts before this cell emits.
    public var beginTime = 0.0
    /// Seconds the cell emits for once begun; 0 (or less) is for ever.
    public var duration = 0.0
    /// Kept for porting: cells inside this one are not emitted.
    public var emitterCells: [EmitterCell]?

    /// The emitter layer that sends out this cell, told when emission starts again.
    weak var owner: EmitterLayer?

    public init() {}

    /// The picture drawn, if `contents` is one.
    var image: Surface? { contents as? Surface }
}
