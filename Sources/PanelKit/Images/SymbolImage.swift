#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The symbols `Surface(systemName:)` (`UIImage(systemName:)`) draws, in place of Apple's SF Symbols, which
/// cannot ship on a panel. Each is drawn by PanelKit from a few shapes in a unit square, 16 samples a pixel:
///
/// `chevron.left`, `chevron.right`, `chevron.up`, `chevron.down`, `xmark`, `plus`, `minus`, `checkmark`,
/// `play.fill`, `pause.fill`, `stop.fill`, `heart`, `heart.fill`, `star`, `star.fill`, `circle`,
/// `circle.fill`, and the everyday symbols of `SymbolCatalog` (gear, magnifying glass, trash, house, person,
/// bell, envelope, share, info, warning, arrows, lock, photo, clock…).
public struct SymbolImage: Sendable {
    /// Every name PanelKit draws.
    public static let names =
        [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "xmark", "plus", "minus", "checkmark",
            "play.fill", "pause.fill", "stop.fill", "heart", "heart.fill", "star", "star.fill", "circle",
            "circle.fill",
        ] + SymbolCatalog.names

    /// The side of `Surface(systemName:)`'s square, in pixels: about the height of body text (17 points)
    /// with its line spacing, as UIKit's default symbol configuration.
    public static let defaultSide = Surface.SymbolConfiguration.defaultSide

    /// The symbol's name.
    public let name: String
    private let shapes: [Shape]

    /// The symbol called `name`; nil when it is not one of `names`.
    public init?(name: String) {
        guard let shapes = Self.shapes(for: name) else { return nil }
        self.name = name
        self.shapes = shapes
    }

    /// One piece of a symbol, in unit-square coordinates (y down).
    indirect enum Shape: Sendable {
        /// A stroke along the points, `width` wide with round ends and joins.
        case stroke([Point], width: Double)
        /// A filled polygon (non-zero winding).
        case polygon([Point])
        /// A filled rectangle.
        case box(Rect)
        /// A filled disk.
        case disk(center: Point, radius: Double)
        /// A hole: what the shape covers is left clear, whatever else covers it (a cross cut out of a disc).
        case cut(Shape)

        /// The shape with its stroke widths multiplied by `factor` (a symbol weight's `strokeScale`).
        func strokesScaled(by factor: Double) -> Shape {
            switch self {
            case .stroke(let points, let width): .stroke(points, width: width * factor)
            case .cut(let shape): .cut(shape.strokesScaled(by: factor))
            case .polygon, .box, .disk: self
            }
        }

        var isCut: Bool {
            if case .cut = self { return true }
            return false
        }

        func contains(_ p: Point) -> Bool {
            switch self {
            case .stroke(let points, let width):
                let r2 = width * width / 4
                for i in 1..<points.count where Shape.distanceSquared(p, points[i - 1], points[i]) <= r2 {
                    return true
                }
                return false
            case .polygon(let points):
                var winding = 0
                for i in 0..<points.count {
                    let a = points[i]
                    let b = points[(i + 1) % points.count]
                    let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                    if a.y <= p.y {
                        if b.y > p.y && side > 0 { winding += 1 }
                    } else if b.y <= p.y && side < 0 {
                        winding -= 1
                    }
                }
                return winding != 0
            case .box(let rect):
                return p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY
            case .disk(let center, let radius):
                let dx = p.x - center.x
                let dy = p.y - center.y
                return dx * dx + dy * dy <= radius * radius
            case .cut(let shape):
                return shape.contains(p)
            }
        }

        /// The squared distance from `p` to the segment from `a` to `b`.
        static func distanceSquared(_ p: Point, _ a: Point, _ b: Point) -> Double {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length2 = dx * dx + dy * dy
            let t = length2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2))
            let ex = p.x - (a.x + t * dx)
            let ey = p.y - (a.y + t * dy)
            return ex * ex + ey * ey
        }
    }

    /// Draws the symbol over the whole of `surface` (stretched to its width and height) in `color`,
    /// replacing its pixels: covered pixels get `color`, partly covered ones a fraction of it, the rest
    /// transparent. The strokes are `weight`'s `strokeScale` times their regular width; filled shapes do
    /// not change with the weight.
    public func draw(into surface: Surface, color: Color, weight: Surface.SymbolWeight = .regular) {
        let factor = weight.strokeScale
        let shapes = factor == 1 ? shapes : shapes.map { $0.strokesScaled(by: factor) }
        let samples = 4
        let w = Double(surface.width)
        let h = Double(surface.height)
        guard w > 0, h > 0 else { return }
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let p = Point(
                            x: (Double(x) + (Double(sx) + 0.5) / Double(samples)) / w,
                            y: (Double(y) + (Double(sy) + 0.5) / Double(samples)) / h)
                        if shapes.contains(where: { !$0.isCut && $0.contains(p) })
                            && !shapes.contains(where: { $0.isCut && $0.contains(p) })
                        {
                            hits += 1
                        }
                    }
                }
                let coverage = Double(hits) / Double(samples * samples)
                surface.setPixel(x: x, y: y, Self.premultiplied(color, coverage: coverage))
            }
        }
    }

    /// `color` at `coverage` as a premultiplied ARGB32 word.
    private static func premultiplied(_ color: Color, coverage: Double) -> UInt32 {
        let a = max(0, min(1, color.alpha)) * coverage
        func channel(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8
            | channel(color.blue)
    }

    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A closed outline: the polygon's edges as a stroke.
    private static func outline(_ points: [Point], width: Double) -> Shape {
        .stroke(points + [points[0]], width: width)
    }

    /// A heart filling most of the square, from the classic parametric curve.
    private static let heart: [Point] = (0..<48).map { i in
        let t = Double(i) / 48 * 2 * Double.pi
        let x = 16 * pow(sin(t), 3)
        let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
        // The curve spans x -16...16 and y -17...12 (y up): map into 0.1...0.9 with y down.
        return p(0.5 + x / 40, 0.47 - y / 36)
    }

    /// A five-pointed star, point up.
    private static let star: [Point] = (0..<10).map { i in
        let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
        let radius = i % 2 == 0 ? 0.46 : 0.19
        return p(0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
    }

    private static func shapes(for name: String) -> [Shape]? {
        let line = 0.12
        switch name {
        case "chevron.left": return [.stroke([p(0.62, 0.14), p(0.3, 0.5), p(0.62, 0.86)], width: line)]
        case "chevron.right": return [.stroke([p(0.38, 0.14), p(0.7, 0.5), p(0.38, 0.86)], width: line)]
        case "chevron.up": return [.stroke([p(0.14, 0.62), p(0.5, 0.3), p(0.86, 0.62)], width: line)]
        case "chevron.down": return [.stroke([p(0.14, 0.38), p(0.5, 0.7), p(0.86, 0.38)], width: line)]
        case "xmark":
            return [
                .stroke([p(0.18, 0.18), p(0.82, 0.82)], width: line),
                .stroke([p(0.82, 0.18), p(0.18, 0.82)], width: line),
            ]
        case "plus":
            return [
                .stroke([p(0.5, 0.12), p(0.5, 0.88)], width: line), .stroke([p(0.12, 0.5), p(0.88, 0.5)], width: line),
            ]
        case "minus": return [.stroke([p(0.12, 0.5), p(0.88, 0.5)], width: line)]
        case "checkmark": return [.stroke([p(0.14, 0.54), p(0.4, 0.8), p(0.86, 0.2)], width: line)]
        case "play.fill": return [.polygon([p(0.24, 0.1), p(0.88, 0.5), p(0.24, 0.9)])]
        case "pause.fill":
            return [
                .box(Rect(x: 0.2, y: 0.12, width: 0.2, height: 0.76)),
                .box(Rect(x: 0.6, y: 0.12, width: 0.2, height: 0.76)),
            ]
        case "stop.fill": return [.box(Rect(x: 0.15, y: 0.15, width: 0.7, height: 0.7))]
        case "heart": return [outline(heart, width: 0.09)]
        case "heart.fill": return [.polygon(heart)]
        case "star": return [outline(star, width: 0.08)]
        case "star.fill": return [.polygon(star)]
        case "circle": return [outline(circle, width: 0.09)]
        case "circle.fill": return [.disk(center: p(0.5, 0.5), radius: 0.44)]
        default: return SymbolCatalog.shapes(for: name)
        }
    }

    /// A circle of radius 0.4 as a polygon, for the outlined circle.
    private static let circle: [Point] = (0..<48).map { i in
        let angle = Double(i) / 48 * 2 * Double.pi
        return p(0.5 + 0.4 * cos(angle), 0.5 + 0.4 * sin(angle))
    }
}
