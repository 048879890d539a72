import PanelKitCompat
import Testing

@testable import PanelKit

/// `CAEmitterLayer` and `CAEmitterCell`: particles are born at the cell's rate times the layer's, live their
/// lifetime, move at their velocity, stay where the emitter's shape and their pictures put them, and stop
/// costing frames once the birth rate is zero and the last one died; the same seed gives the same particles.
@Suite("PanelKitCompat: CAEmitterLayer")
@MainActor
struct EmitterLayerCompatTests {
    /// A `side`-point square picture of `color`, as an app would draw a particle's image.
    private func square(_ side: Int, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// A view filling the harness window with an emitter layer covering it.
    private func emitterView(in h: TransitionHarness) -> (UIView, CAEmitterLayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(view)
        let emitter = CAEmitterLayer()
        emitter.frame = view.bounds
        view.layer.addSublayer(emitter)
        return (view, emitter)
    }

    @Test func theParticleCountFollowsBirthRateTimesLifetime() {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 160, y: 120)
        let cell = CAEmitterCell()
        cell.contents = square(4, .red).cgImage
        cell.birthRate = 10
        cell.lifetime = 2
        emitter.emitterCells = [cell]
        h.step()
        h.wait(1)
        #expect(abs(emitter.particles.count - 10) <= 1, "one second at 10 a second: \(emitter.particles.count)")
        h.wait(2)
        // Past the lifetime, births and deaths balance at birthRate × lifetime.
        #expect(abs(emitter.particles.count - 20) <= 1, "got \(emitter.particles.count)")
        emitter.birthRate = 0.5
        h.wait(3)
        #expect(
            abs(emitter.particles.count - 10) <= 1, "the layer's rate multiplies the cell's: \(emitter.particles.count)"
        )
    }

    @Test func particlesMoveAtTheirVelocityAndAreDrawnWhereTheyAre() {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 40, y: 120)
        let cell = CAEmitterCell()
        cell.contents = square(6, .blue).cgImage
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 120
        cell.emissionLongitude = 0
        emitter.emitterCells = [cell]
        h.step()
        h.wait(1.5)
        let first = emitter.particles[0]
        let age = emitter.simulatedTime - first.birth
        #expect(age > 0.4, "born about a second ago: \(age)")
        #expect(abs(first.x - (40 + 120 * age)) < 1e-6, "x moved 120 points a second: \(first.x), age \(age)")
        #expect(first.y == 120, "straight along the longitude")
        // Its picture is blue at its place, and the place it left is white again.
        let px = Int(first.x.rounded()), py = 120
        #expect(h.surface.pixel(x: px, y: py) == 0xFF00_00FF, "blue at the particle")
        #expect(h.surface.pixel(x: 20, y: 120) == 0xFFFF_FFFF, "nothing behind the emitter")
        let before = first.x
        h.wait(0.5)
        #expect(abs(emitter.particles[0].x - before - 60) < 1e-6, "half a second later, 60 points on")
        #expect(h.surface.pixel(x: px, y: py) == 0xFFFF_FFFF, "the place it left is white again")
        #expect(h.surface.pixel(x: Int(emitter.particles[0].x.rounded()), y: py) == 0xFF00_00FF)
    }

    @Test func aZeroBirthRateStopsEmissionAndTheFrames() {
        let h = TransitionHarness(width: 320, height: 240)
        let (view, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 160, y: 120)
        let cell = CAEmitterCell()
        cell.contents = square(4, .green).cgImage
        cell.birthRate = 20
        cell.lifetime = 0.5
        cell.velocity = 50
        cell.emissionRange = .pi
        emitter.emitterCells = [cell]
        h.step()
        h.wait(1)
        #expect(emitter.particles.count >= 9, "alive: \(emitter.particles.count)")
        #expect(h.app.needsFrame, "a live emitter asks for frames")
        emitter.birthRate = 0
        h.wait(0.2)
        let left = emitter.particles.count
        #expect(left > 0 && left <= 7, "no new births, the old still live: \(left)")
        h.wait(0.5)
        #expect(emitter.particles.isEmpty, "all died")
        h.step(2)
        #expect(!h.app.needsFrame, "nothing to draw: no more frames, \(h.app.pendingWork)")
        // Drawing the view again does not bring frames back while there is nothing to emit.
        view.setNeedsDisplay()
        h.step(2)
        #expect(!h.app.needsFrame)
        // A cell's rate set again starts the frames again.
        emitter.birthRate = 1
        #expect(h.app.needsFrame)
        h.wait(0.5)
        #expect(!emitter.particles.isEmpty)
    }

    @Test func pixelsAppearWithinTheEmitterAreaOnly() {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 160, y: 120)
        emitter.emitterSize = CGSize(width: 100, height: 60)
        emitter.emitterShape = .rectangle
        emitter.emitterMode = .surface
        let cell = CAEmitterCell()
        cell.contents = square(2, .black).cgImage
        cell.birthRate = 400
        cell.lifetime = 5
        emitter.emitterCells = [cell]
        h.step()
        h.wait(1)
        #expect(emitter.particles.count > 300)
        // The rectangle is 110...210 × 90...150; a 2-point picture reaches 1 point beyond it.
        var inside = 0
        var outside = 0
        let s = h.surface
        for y in 0..<240 {
            for x in 0..<320 where s.pixel(x: x, y: y) != 0xFFFF_FFFF {
                if x >= 109 && x <= 211 && y >= 89 && y <= 151 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500, "the area is speckled: \(inside)")
        #expect(outside == 0, "nothing outside the emitter's rectangle: \(outside)")
        // An outline puts them on the edge only: the middle stays white.
        emitter.emitterMode = .outline
        emitter.seed = 7
        h.step()
        h.wait(0.5)
        #expect(
            emitter.particles.allSatisfy { p in
                abs(p.x - 110) < 1e-6 || abs(p.x - 210) < 1e-6 || abs(p.y - 90) < 1e-6 || abs(p.y - 150) < 1e-6
            })
        #expect(h.surface.pixel(x: 160, y: 120) == 0xFFFF_FFFF)
    }

    @Test func eachFrameDamagesOnlyTheViewHoldingTheEmitter() {
        let h = TransitionHarness(width: 320, height: 240)
        let holder = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 100))
        h.window.addSubview(holder)
        let emitter = CAEmitterLayer()
        emitter.frame = holder.bounds
        emitter.emitterPosition = CGPoint(x: 60, y: 50)
        let cell = CAEmitterCell()
        cell.contents = square(4, .purple).cgImage
        cell.birthRate = 30
        cell.lifetime = 1
        cell.velocity = 30
        cell.emissionRange = .pi
        emitter.emitterCells = [cell]
        holder.layer.addSublayer(emitter)
        h.wait(0.5)
        let before = h.app.presentedFrameCount
        h.step()
        #expect(h.app.presentedFrameCount == before + 1, "a frame for the moving particles")
        let damage = h.app.lastDamage.bounds
        #expect(
            damage.x >= 40 && damage.y >= 30 && damage.x + damage.width <= 160 && damage.y + damage.height <= 130,
            "only the holder's pixels: \(damage)")
        #expect(!h.app.lastDamage.isEmpty)
    }

    @Test func theSameSeedGivesTheSameParticles() {
        func run(seed: UInt32) -> [CGPoint] {
            let h = TransitionHarness(width: 320, height: 240)
            let (_, emitter) = emitterView(in: h)
            emitter.seed = seed
            emitter.emitterPosition = CGPoint(x: 160, y: 20)
            emitter.emitterShape = .line
            emitter.emitterSize = CGSize(width: 300, height: 1)
            let cell = CAEmitterCell()
            cell.contents = square(4, .orange).cgImage
            cell.birthRate = 30
            cell.lifetime = 3
            cell.velocity = 80
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 50
            cell.spin = 2
            cell.spinRange = 3
            emitter.emitterCells = [cell]
            h.step()
            h.wait(1.5)
            return emitter.particles.map { CGPoint(x: $0.x, y: $0.y) }
        }
        let a = run(seed: 42)
        let b = run(seed: 42)
        let c = run(seed: 43)
        #expect(a.count >= 44 && a == b, "same seed, same particles")
        #expect(a != c, "another seed, other particles")
        #expect(a.allSatisfy { $0.y >= 20 }, "born on the line, falling")
    }

    @Test func confettiLooksLikeConfetti() {
        let h = TransitionHarness(width: 320, height: 240)
        let (view, emitter) = emitterView(in: h)
        view.backgroundColor = .systemBackground
        emitter.emitterPosition = CGPoint(x: 160, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 320, height: 1)
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemYellow, .systemPurple]
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.contents = square(8, .white).cgImage
            cell.color = color.cgColor
            cell.birthRate = 12
            cell.lifetime = 6
            cell.velocity = 120
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 6
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 0.8
            cell.scaleRange = 0.4
            cell.yAcceleration = 30
            return cell
        }
        emitter.opacity = 0.9
        h.step()
        h.wait(2)
        var tinted = Set<UInt32>()
        let s = h.surface
        for y in stride(from: 0, to: 240, by: 1) {
            for x in stride(from: 0, to: 320, by: 1) {
                let p = s.pixel(x: x, y: y)
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if max(r, g, b) - min(r, g, b) > 120 { tinted.insert(p & 0xC0C0C0) }
            }
        }
        #expect(tinted.count >= 4, "several confetti colours on screen: \(tinted.count)")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/confetti.png")
        }
    }

    @Test func badNumbersNeverTrap() {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 160, y: 120)
        emitter.emitterSize = CGSize(width: CGFloat.nan, height: .infinity)
        emitter.emitterShape = .circle
        let flood = CAEmitterCell()
        flood.contents = square(2, .red).cgImage
        flood.birthRate = .greatestFiniteMagnitude
        flood.lifetime = .infinity
        let broken = CAEmitterCell()
        broken.contents = square(2, .blue).cgImage
        broken.birthRate = 10
        broken.lifetime = .nan
        broken.velocity = .nan
        broken.redRange = .nan
        broken.scale = -3
        broken.contentsScale = 0
        let odd = CAEmitterCell()
        odd.contents = "not a picture"
        odd.birthRate = 5
        odd.lifetime = 1
        emitter.emitterCells = [flood, broken, odd]
        h.step()
        h.wait(0.5)
        #expect(emitter.particles.count == 4096, "a flood stops at the cap: \(emitter.particles.count)")
        emitter.birthRate = .nan
        emitter.seed = 1
        h.wait(0.5)
        #expect(emitter.particles.isEmpty, "not a number emits nothing")
    }

    @Test func particlesAreDrawnWithTheLayersOpacityAndTransform() {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, emitter) = emitterView(in: h)
        emitter.emitterPosition = CGPoint(x: 100, y: 120)
        let cell = CAEmitterCell()
        cell.contents = square(10, .black).cgImage
        cell.birthRate = 2
        cell.lifetime = 100
        emitter.emitterCells = [cell]
        h.step()
        h.wait(1)
        #expect(h.surface.pixel(x: 100, y: 120) == 0xFF00_0000, "black where they are born")
        emitter.opacity = 0.5
        h.step()
        let half = h.surface.pixel(x: 100, y: 120) & 0xFF
        #expect(half > 0x70 && half < 0x90, "two particles overlap; together at half opacity, mid grey: \(half)")
        emitter.opacity = 1
        emitter.transform = CATransform3DMakeTranslation(60, 0, 0)
        h.step()
        #expect(h.surface.pixel(x: 100, y: 120) == 0xFFFF_FFFF, "moved away")
        #expect(h.surface.pixel(x: 160, y: 120) == 0xFF00_0000, "drawn 60 points to the right")
    }
}
