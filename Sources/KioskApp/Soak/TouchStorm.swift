import PanelKit

/// Random touch gestures for a soak: taps on what can be tapped, pans along what can be dragged, page swipes,
/// flicks, drags reversed past half-way, and storms of up to ten fingers; each gesture's touches all end.
struct TouchStorm {
    /// Something on screen that reacts to touches, in screen coordinates.
    struct Target {
        var frame: Rect
        /// It has a pan recognizer (a scrubber, a card, a list): drags along it make sense.
        var pans: Bool
    }

    /// The kinds of gesture, for the report.
    enum Kind: String, CaseIterable {
        case tapTarget = "tap"
        case tapAnywhere = "tap anywhere"
        case panTarget = "pan"
        case pageSwipe = "page swipe"
        case flick
        case reversed = "reversed half-way"
        case verticalDrag = "vertical drag"
        case fingers = "multitouch"
        case navigation = "navigation"
    }

    /// One gesture: its events (times from 0) and how long it lasts.
    struct Gesture {
        var kind: Kind
        var events: [TouchEvent]
        var duration: Double
    }

    let width: Double
    let height: Double
    /// The next touch id (every finger gets its own).
    private var nextID = 1

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The next gesture over `targets`.
    mutating func next(targets: [Target], random: inout SoakRandom) -> Gesture {
        let roll = random.uniform(0...1)
        let panTargets = targets.filter(\.pans)
        switch roll {
        case ..<0.25 where !targets.isEmpty:
            let t = targets[Int.random(in: 0..<targets.count, using: &random)]
            return tap(at: point(in: t.frame, &random), kind: .tapTarget, &random)
        case ..<0.33:
            return tap(at: anywhere(&random), kind: .tapAnywhere, &random)
        case ..<0.48 where !panTargets.isEmpty:
            let t = panTargets[Int.random(in: 0..<panTargets.count, using: &random)]
            let horizontal = t.frame.width >= t.frame.height
            let a = point(in: t.frame, &random)
            var b = a
            let reach = random.uniform(0.2...1.0)
            if horizontal {
                b.x = t.frame.minX + (t.frame.maxX - t.frame.minX) * random.uniform(0...1)
                b.y += random.uniform(-8...8)
            } else {
                b.y = a.y + (random.chance(0.5) ? 1 : -1) * t.frame.height * reach
                b.x += random.uniform(-8...8)
            }
            return drag([a, b], duration: random.uniform(0.15...0.9), kind: .panTarget, &random)
        case ..<0.60:
            let y = height * random.uniform(0.15...0.8)
            let leftwards = random.chance(0.5)
            let from = Point(x: width * (leftwards ? 0.85 : 0.15), y: y)
            let to = Point(x: width * (leftwards ? 0.15 : 0.85), y: y + random.uniform(-20...20))
            return drag([from, to], duration: random.uniform(0.15...0.6), kind: .pageSwipe, &random)
        case ..<0.70:
            let a = anywhere(&random)
            let angle = random.uniform(0...(2 * Double.pi))
            let length = random.uniform(0.3...0.9) * max(width, height)
            let b = Point(x: a.x + cos(angle) * length, y: a.y + sin(angle) * length)
            return drag([a, clamp(b)], duration: random.uniform(0.04...0.12), kind: .flick, &random)
        case ..<0.82:
            // Past half-way, then most of the way back before lifting: the transition must cancel.
            let vertical = random.chance(0.4)
            let a =
                vertical
                ? Point(x: width * random.uniform(0.2...0.8), y: height * random.uniform(0.6...0.95))
                : Point(x: width * 0.9, y: height * random.uniform(0.15...0.8))
            let far =
                vertical
                ? Point(x: a.x, y: height * random.uniform(0.05...0.3))
                : Point(x: width * random.uniform(0.1...0.35), y: a.y)
            let back = Point(
                x: a.x + (far.x - a.x) * random.uniform(0...0.3), y: a.y + (far.y - a.y) * random.uniform(0...0.3))
            return drag([a, far, back], duration: random.uniform(0.4...1.2), kind: .reversed, &random)
        case ..<0.88:
            let x = width * random.uniform(0.2...0.8)
            let up = random.chance(0.5)
            let a = Point(x: x, y: height * (up ? random.uniform(0.7...0.97) : random.uniform(0.05...0.3)))
            let b = Point(x: x + random.uniform(-30...30), y: height * (up ? random.uniform(0.05...0.3) : 0.9))
            return drag([a, b], duration: random.uniform(0.2...0.8), kind: .verticalDrag, &random)
        default:
            return fingers(Int.random(in: 2...10, using: &random), &random)
        }
    }

    // MARK: Shapes

    mutating func tap(at p: Point, kind: Kind, _ random: inout SoakRandom) -> Gesture {
        let id = takeID()
        let hold = random.uniform(0.02...0.25)
        return Gesture(
            kind: kind,
            events: [
                TouchEvent(id: id, phase: .began, location: p, timestamp: 0),
                TouchEvent(id: id, phase: .ended, location: p, timestamp: hold),
            ], duration: hold)
    }

    /// A drag through `points` (straight between them) over `duration`, moves at 60 to 120 Hz.
    mutating func drag(_ points: [Point], duration: Double, kind: Kind, _ random: inout SoakRandom)
        -> Gesture
    {
        let id = takeID()
        let step = 1 / random.uniform(60...120)
        var events = [TouchEvent(id: id, phase: .began, location: points[0], timestamp: 0)]
        let legs = points.count - 1
        let n = max(2, Int(duration / step))
        for i in 1...n {
            let f = Double(i) / Double(n) * Double(legs)
            let leg = min(Int(f), legs - 1)
            let along = f - Double(leg)
            let a = points[leg]
            let b = points[leg + 1]
            let p = Point(x: a.x + (b.x - a.x) * along, y: a.y + (b.y - a.y) * along)
            // The last move lands exactly on `duration` (duration * n / n can round past it, after the lift).
            let t = i == n ? duration : duration * Double(i) / Double(n)
            events.append(TouchEvent(id: id, phase: .moved, location: p, timestamp: t))
        }
        let hold = random.chance(0.2) ? random.uniform(0.05...0.4) : 0
        let end: TouchPhase = random.chance(0.03) ? .cancelled : .ended
        events.append(TouchEvent(id: id, phase: end, location: points[points.count - 1], timestamp: duration + hold))
        return Gesture(kind: kind, events: events, duration: duration + hold)
    }

    /// `count` fingers landing within 0.3 s of each other, wandering, lifting (a few cancelled) at random.
    private mutating func fingers(_ count: Int, _ random: inout SoakRandom) -> Gesture {
        var events: [TouchEvent] = []
        var end = 0.0
        for _ in 0..<count {
            let id = takeID()
            let start = random.uniform(0...0.3)
            let life = random.uniform(0.05...1.2)
            var p = anywhere(&random)
            let v = Point(x: random.uniform(-900...900), y: random.uniform(-900...900))
            events.append(TouchEvent(id: id, phase: .began, location: p, timestamp: start))
            var t = start
            while t + 1.0 / 90 < start + life {
                t += 1.0 / 90
                p = clamp(Point(x: p.x + v.x / 90 + random.uniform(-3...3), y: p.y + v.y / 90 + random.uniform(-3...3)))
                events.append(TouchEvent(id: id, phase: .moved, location: p, timestamp: t))
            }
            let phase: TouchPhase = random.chance(0.05) ? .cancelled : .ended
            events.append(TouchEvent(id: id, phase: phase, location: p, timestamp: start + life))
            end = max(end, start + life)
        }
        return Gesture(kind: .fingers, events: events.sorted { $0.timestamp < $1.timestamp }, duration: end)
    }

    // MARK: Points

    private mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private func point(in frame: Rect, _ random: inout SoakRandom) -> Point {
        let f = frame.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard f.width > 0, f.height > 0 else { return Point(x: width / 2, y: height / 2) }
        return Point(x: f.minX + f.width * random.uniform(0.1...0.9), y: f.minY + f.height * random.uniform(0.1...0.9))
    }

    /// Anywhere on the screen, and now and then a little beyond its edge (miscalibrated panels report that).
    private func anywhere(_ random: inout SoakRandom) -> Point {
        if random.chance(0.02) {
            return Point(x: random.uniform(-6...(width + 6)), y: random.uniform(-6...(height + 6)))
        }
        return Point(x: random.uniform(0...(width - 1)), y: random.uniform(0...(height - 1)))
    }

    private func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, 0), width - 1), y: min(max(p.y, 0), height - 1))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
