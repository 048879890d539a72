import PanelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A layer that sends out particles, as `CAEmitterLayer`: each of `emitterCells` is born `birthRate`
/// times a second from the shape at `emitterPosition`, moves, turns, fades and dies as the cell says, and
/// is drawn as the cell's picture with the layer's opacity and `transform`.
///
/// The particles move with the frame clock in fixed steps of a 60th of a second from the layer's first
/// frame on screen, with a generator seeded by `seed`: the same seed and the same time give the same
/// particles. The layer redraws its view each frame while particles live or cells emit; with nothing
/// left to draw and a zero birth rate, it stops asking for frames. The layer's own numbers scale every
/// cell's: a `birthRate` of 0 stops all emission.
@MainActor
open class EmitterLayer: Sublayer {
    /// The shape particles are born on or in (`CAEmitterLayerEmitterShape`).
    public enum Shape: String, Sendable {
        case point, line, rectangle, cuboid, circle, sphere
    }

    /// Where on the shape particles are born (`CAEmitterLayerEmitterMode`).
    public enum Mode: String, Sendable {
        /// At the shape's points: the point, a line's two ends, a rectangle's corners, a circle's centre.
        case points
        /// On the shape's edge.
        case outline
        /// Anywhere inside the shape.
        case surface
        /// Anywhere inside the shape (a flat panel has no depth).
        case volume
    }

    /// In which order particles are drawn (`CAEmitterLayerRenderMode`).
    public enum RenderMode: String, Sendable {
        /// Oldest first (behind the younger ones).
        case unordered
        case oldestFirst
        /// Youngest first: the oldest on top.
        case oldestLast
        case backToFront
        /// Drawn as `.unordered` (see DEVIATIONS.md).
        case additive
    }

    /// The kinds of particle sent out.
    public var emitterCells: [EmitterCell]? {
        didSet {
            for cell in emitterCells ?? [] { cell.owner = self }
            cellDidChange()
        }
    }
    /// The centre of the shape, in the layer's coordinates.
    public var emitterPosition = Point.zero
    /// Kept for porting: a panel draws in a plane.
    public var emitterZPosition = 0.0
    /// The size of the shape: a line's length is its width, a circle's diameter its width.
    public var emitterSize = Size.zero
    /// Kept for porting: a panel draws in a plane.
    public var emitterDepth = 0.0
    public var emitterShape = Shape.point
    public var emitterMode = Mode.volume
    public var renderMode = RenderMode.unordered
    /// Kept for porting: particles are drawn flat.
    public var preservesDepth = false
    /// Multiplies each cell's birth rate; 0 stops emission.
    public var birthRate: Float = 1 {
        didSet { if birthRate != oldValue { cellDidChange() } }
    }
    /// Multiplies each cell's lifetime, velocity, scale and spin.
    public var lifetime: Float = 1
    public var velocity: Float = 1
    public var scale: Float = 1
    public var spin: Float = 1
    /// Seeds the generator that varies the particles; the simulation starts again when it changes.
    public var seed: UInt32 = 0 {
        didSet { if seed != oldValue { restart() } }
    }
    /// Seconds after the layer's first frame before particles are born; a negative time starts the layer as
    /// if it had already run that long (at most 10 seconds).
    public var beginTime = 0.0
    /// The particles' transform, about the centre of the bounds; its affine part is used.
    public var transform = Transform3D.identity {
        didSet { if transform != oldValue { setNeedsDisplay() } }
    }

    /// The live particles, oldest first.
    private(set) var particles: [EmitterParticle] = []
    /// Seconds simulated since the layer started, and in how many steps.
    private(set) var simulatedTime = 0.0
    private var stepsDone = 0
    /// The frame time at which the simulation started.
    private var startTime: Double?
    /// Fractions of a particle owed to each cell (by identity), carried from step to step.
    private var owed: [ObjectIdentifier: Double] = [:]
    private var random = EmitterRandom(seed: 0)
    private var link: DisplayLink?
    /// The cells' pictures multiplied by particle colours (5 bits a component), made when first drawn.
    private var tints: [TintKey: Surface] = [:]

    /// A cell's picture in one colour.
    private struct TintKey: Hashable {
        let cell: ObjectIdentifier
        let color: Int
    }

    /// The length of one simulation step.
    static let step = 1.0 / 60
    /// At most this many particles live at once; births beyond it are skipped (a runaway birth rate costs no more).
    static let maximumParticles = 4096
    /// Tinted pictures kept at most; beyond, the cache starts again.
    static let maximumTints = 512
    /// Steps a late frame catches up at most; beyond, the simulation time skips (with no births).
    static let maximumCatchUpSteps = 120

    public override init() {
        super.init()
    }

    /// A layer with `layer`'s properties (and, for an emitter, its cells and emitter settings).
    public override init(layer: Sublayer) {
        super.init(layer: layer)
        if let e = layer as? EmitterLayer {
            emitterCells = e.emitterCells
            emitterPosition = e.emitterPosition
            emitterSize = e.emitterSize
            emitterShape = e.emitterShape
            emitterMode = e.emitterMode
            renderMode = e.renderMode
            birthRate = e.birthRate
            lifetime = e.lifetime
            velocity = e.velocity
            scale = e.scale
            spin = e.spin
            seed = e.seed
            beginTime = e.beginTime
        }
    }

    /// Whether any cell is emitting now (for the layer's rate).
    var isEmitting: Bool {
        birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 }
    }

    /// A cell or the birth rate changed: frames run again if anything is to be born.
    func cellDidChange() {
        tints = [:]
        setNeedsDisplay()
        resume()
    }

    /// Forgets every particle and starts again at the next frame.
    private func restart() {
        particles = []
        simulatedTime = 0
        stepsDone = 0
        startTime = nil
        owed = [:]
        random = EmitterRandom(seed: seed)
        setNeedsDisplay()
        resume()
    }

    /// Starts the frame ticks when the layer has something to do and is on screen (or the loop runs).
    private func resume() {
        guard link == nil, isEmitting || !particles.isEmpty,
            let application = owningView?.window?.application ?? Application.current
        else { return }
        let link = DisplayLink { [weak self] link in self?.tick(at: link.targetTimestamp) }
        link.add(to: application)
        self.link = link
    }

    private func stopTicking() {
        link?.invalidate()
        link = nil
    }

    /// Moves the simulation to the frame time `now` and redraws.
    private func tick(at now: Double) {
        guard owningView?.window != nil else { return stopTicking() }
        // A negative begin time runs that many seconds at once, before the first frame shows.
        let prewarm = beginTime < 0 ? Int((min(10, -beginTime) / Self.step).rounded()) : 0
        if startTime == nil {
            startTime = now
            // `emitter.beginTime = CACurrentMediaTime()`: the delay from this first frame.
            if beginTime >= MediaTime.epoch { beginTime = MediaTime.delay(beginTime, after: now) }
            random = EmitterRandom(seed: seed)
        }
        let target = prewarm + Int(((now - (startTime ?? now)) / Self.step + 1e-6).rounded(.down))
        var steps = target - stepsDone
        if steps > Self.maximumCatchUpSteps + prewarm {
            // A long pause: the particles age past it without the layer spending seconds catching up.
            let skipped = steps - Self.maximumCatchUpSteps
            simulatedTime += Double(skipped) * Self.step
            stepsDone += skipped
            steps = Self.maximumCatchUpSteps
        }
        if steps > 0 { advance(steps: steps) }
        setNeedsDisplay()
        if !isEmitting && particles.isEmpty { stopTicking() }
    }

    /// Runs the simulation `steps` steps on: particles age, move and die; cells give birth.
    func advance(steps: Int) {
        let dt = Self.step
        for _ in 0..<max(0, steps) {
            for i in particles.indices { particles[i].advance(by: dt) }
            simulatedTime += dt
            stepsDone += 1
            let now = simulatedTime
            particles.removeAll { now - $0.birth >= $0.lifetime - 1e-9 }
            guard now >= beginTime, birthRate > 0 else { continue }
            for cell in emitterCells ?? [] where cell.isEnabled && cell.birthRate > 0 {
                let local = now - max(0, beginTime)
                if local < cell.beginTime || (cell.duration > 0 && local > cell.beginTime + cell.duration) { continue }
                let key = ObjectIdentifier(cell)
                // A huge (or endless) rate is born at most `maximumParticles` a step.
                var due = (owed[key] ?? 0) + Double(birthRate) * Double(cell.birthRate) * dt
                let births = Int(min(due + 1e-9, Double(Self.maximumParticles)).rounded(.down))
                due = min(max(0, due - Double(births)), 1)
                for _ in 0..<births where particles.count < Self.maximumParticles {
                    particles.append(born(cell, at: now))
                }
                owed[key] = due
            }
        }
    }

    /// A new particle of `cell` on the emitter's shape.
    private func born(_ cell: EmitterCell, at now: Double) -> EmitterParticle {
        let place = birthPlace()
        let varied = random.vary(Double(cell.lifetime), by: Double(cell.lifetimeRange)) * Double(lifetime)
        // A lifetime that is not a number dies at once; an endless one lives until the layer starts again.
        let life = varied.isNaN ? 0 : max(0, varied)
        let speed = random.vary(cell.velocity, by: cell.velocityRange) * Double(velocity) * cos(cell.emissionLatitude)
        let direction = random.vary(cell.emissionLongitude, by: cell.emissionRange)
        let base = cell.color ?? .white
        return EmitterParticle(
            cell: cell, birth: now, lifetime: life, x: place.x, y: place.y, vx: speed * cos(direction),
            vy: speed * sin(direction), scale: max(0, random.vary(cell.scale, by: cell.scaleRange) * Double(scale)),
            scaleSpeed: cell.scaleSpeed, angle: 0, spin: random.vary(cell.spin, by: cell.spinRange) * Double(spin),
            red: EmitterParticle.unit(random.vary(base.red, by: Double(cell.redRange))),
            green: EmitterParticle.unit(random.vary(base.green, by: Double(cell.greenRange))),
            blue: EmitterParticle.unit(random.vary(base.blue, by: Double(cell.blueRange))),
            alpha: EmitterParticle.unit(random.vary(base.alpha, by: Double(cell.alphaRange))))
    }

    /// Where a particle is born: on or in the shape, as `emitterMode` says.
    private func birthPlace() -> Point {
        let c = emitterPosition
        let w = emitterSize.width.isFinite ? emitterSize.width : 0
        let h = emitterSize.height.isFinite ? emitterSize.height : 0
        switch emitterShape {
        case .point:
            return c
        case .line:
            let x: Double
            if emitterMode == .points {
                x = random.unit() < 0.5 ? -w / 2 : w / 2
            } else {
                x = (random.unit() - 0.5) * w
            }
            return Point(x: c.x + x, y: c.y)
        case .rectangle, .cuboid:
            switch emitterMode {
            case .points:
                let corner = Int(random.unit() * 4)
                return Point(x: c.x + (corner % 2 == 0 ? -w : w) / 2, y: c.y + (corner < 2 ? -h : h) / 2)
            case .outline:
                // A point along the perimeter, walked from the top left corner clockwise.
                var d = random.unit() * 2 * (w + h)
                if d < w { return Point(x: c.x - w / 2 + d, y: c.y - h / 2) }
                d -= w
                if d < h { return Point(x: c.x + w / 2, y: c.y - h / 2 + d) }
                d -= h
                if d < w { return Point(x: c.x + w / 2 - d, y: c.y + h / 2) }
                return Point(x: c.x - w / 2, y: c.y + h / 2 - (d - w))
            case .surface, .volume:
                let x = (random.unit() - 0.5) * w
                let y = (random.unit() - 0.5) * h
                return Point(x: c.x + x, y: c.y + y)
            }
        case .circle, .sphere:
            let radius = w / 2
            let angle = random.unit() * 2 * Double.pi
            let r: Double
            switch emitterMode {
            case .points: r = 0
            case .outline: r = radius
            case .surface, .volume: r = radius * random.unit().squareRoot()
            }
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        resume()
        guard !particles.isEmpty else { return }
        guard alpha < 1, particles.count > 1 else { return drawParticles(in: canvas, alpha: alpha) }
        // The layer's opacity applies to the particles together, as Core Animation composites a layer:
        // overlapping particles are drawn into a bitmap of the pixels being drawn, then that at the opacity.
        let t = canvas.transform
        let box = canvas.clipBounds
        guard !box.isEmpty else { return }
        let group = Surface(width: box.width, height: box.height, format: .argb32)
        let groupCanvas = Canvas(surface: group, cache: canvas.cache)
        groupCanvas.appearance = canvas.appearance
        groupCanvas.concatenate(t.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y))))
        drawParticles(in: groupCanvas, alpha: 1)
        canvas.drawImage(
            group,
            transform: AffineTransform(translationX: Double(box.x), y: Double(box.y)).concatenating(t.inverted()),
            alpha: alpha)
    }

    /// Draws the particles in `renderMode`'s order, each at `alpha` times its own, through `transform`.
    private func drawParticles(in canvas: Canvas, alpha: Double) {
        canvas.saveState()
        if transform != .identity {
            let b = bounds
            canvas.concatenate(
                AffineTransform(translationX: -b.midX, y: -b.midY).concatenating(transform.affineTransform)
                    .concatenating(AffineTransform(translationX: b.midX, y: b.midY)))
        }
        let order = renderMode == .oldestLast ? Array(particles.indices.reversed()) : Array(particles.indices)
        for i in order { draw(particles[i], in: canvas, alpha: alpha) }
        canvas.restoreState()
    }

    /// Draws one particle's picture, tinted by its colour, centred on it, scaled and turned.
    private func draw(_ p: EmitterParticle, in canvas: Canvas, alpha: Double) {
        guard let image = p.cell.image, p.isDrawable else { return }
        let key = p.tintKey
        var picture = image
        if key != 32767 {
            let tint = TintKey(cell: ObjectIdentifier(p.cell), color: key)
            if let made = tints[tint] {
                picture = made
            } else {
                if tints.count >= Self.maximumTints { tints = [:] }
                picture = image.multiplied(by: Color(red: p.red, green: p.green, blue: p.blue, alpha: 1))
                tints[tint] = picture
            }
        }
        let s = p.scale / max(0.01, p.cell.contentsScale.isFinite ? p.cell.contentsScale : 1)
        let t = AffineTransform(translationX: -Double(image.width) / 2, y: -Double(image.height) / 2)
            .concatenating(AffineTransform(scaleX: s, y: s))
            .concatenating(AffineTransform(rotationAngle: p.angle))
            .concatenating(AffineTransform(translationX: p.x, y: p.y))
        canvas.drawImage(picture, transform: t, alpha: alpha * p.alpha)
    }
}
