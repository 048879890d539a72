#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The everyday symbols beyond the arrows and play controls: what app code most often asks
/// `UIImage(systemName:)` for (settings, search, delete, home, profile, share, notifications, mail, info,
/// warnings, menus, locks, photos, time, documents), drawn from a few shapes each in a unit square (y down).
/// `.fill` variants are solid; their inner lines are cut out of the fill.
enum SymbolCatalog {
    typealias Shape = SymbolImage.Shape

    static let names = [
        "magnifyingglass", "gear", "gearshape", "gearshape.fill", "trash", "trash.fill", "house", "house.fill",
        "person", "person.fill", "person.circle", "person.circle.fill", "bell", "bell.fill", "envelope",
        "envelope.fill", "square.and.arrow.up", "info.circle", "info.circle.fill", "exclamationmark.triangle",
        "exclamationmark.triangle.fill", "xmark.circle", "xmark.circle.fill", "checkmark.circle",
        "checkmark.circle.fill", "plus.circle", "plus.circle.fill", "minus.circle", "minus.circle.fill", "ellipsis",
        "line.3.horizontal", "line.horizontal.3", "arrow.left", "arrow.right", "arrow.up", "arrow.down",
        "arrow.clockwise", "pencil", "lock", "lock.fill", "music.note", "photo", "clock", "calendar", "globe",
        "folder", "folder.fill", "doc", "doc.text", "bookmark", "bookmark.fill", "paperplane", "paperplane.fill",
        "square", "square.fill", "speaker.wave.2", "speaker.wave.2.fill", "wifi", "camera", "camera.fill",
    ]

    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Points along a circle's arc from `from` to `to` (radians, clockwise on screen).
    private static func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double, steps: Int = 24)
        -> [Point]
    {
        (0...steps).map { i in
            let a = from + (to - from) * Double(i) / Double(steps)
            return p(cx + r * cos(a), cy + r * sin(a))
        }
    }

    /// An outlined circle.
    private static func ring(_ cx: Double, _ cy: Double, _ r: Double, width: Double = 0.08) -> Shape {
        .stroke(arc(cx, cy, r, from: 0, to: 2 * Double.pi, steps: 48), width: width)
    }

    /// A closed outline of a polygon.
    private static func outline(_ points: [Point], width: Double = 0.08) -> Shape {
        .stroke(points + [points[0]], width: width)
    }

    private static func disk(_ cx: Double, _ cy: Double, _ r: Double) -> Shape {
        .disk(center: p(cx, cy), radius: r)
    }

    /// A symbol drawn as an outline when plain and solid with its inner marks cut out when `.fill`.
    private static func variant(
        filled: Bool, outline body: [Point], marks: [Shape], width: Double = 0.08
    ) -> [Shape] {
        filled ? [.polygon(body)] + marks.map { .cut($0) } : [outline(body, width: width)] + marks
    }

    /// A circle with marks inside: a ring and the marks, or a disc with the marks cut out.
    private static func circled(filled: Bool, _ marks: [Shape]) -> [Shape] {
        filled ? [disk(0.5, 0.5, 0.46)] + marks.map { .cut($0) } : [ring(0.5, 0.5, 0.42)] + marks
    }

    static func shapes(for name: String) -> [Shape]? {
        guard names.contains(name) else { return nil }
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        switch base {
        case "magnifyingglass":
            return [ring(0.42, 0.42, 0.27, width: 0.09), .stroke([p(0.62, 0.62), p(0.86, 0.86)], width: 0.12)]
        case "gear", "gearshape":
            let teeth = (0..<32).map { i -> Point in
                let a = Double(i) * 2 * Double.pi / 32 + Double.pi / 32
                let r = i % 4 < 2 ? 0.46 : 0.36
                return p(0.5 + r * cos(a), 0.5 + r * sin(a))
            }
            return [.polygon(teeth), .cut(disk(0.5, 0.5, 0.15))]
        case "trash":
            let body = [p(0.24, 0.3), p(0.76, 0.3), p(0.7, 0.9), p(0.3, 0.9)]
            return variant(filled: filled, outline: body, marks: [])
                + [
                    .stroke([p(0.12, 0.22), p(0.88, 0.22)], width: 0.08),
                    .stroke([p(0.38, 0.22), p(0.4, 0.1), p(0.6, 0.1), p(0.62, 0.22)], width: 0.07),
                ]
        case "house":
            let body = [
                p(0.5, 0.1), p(0.9, 0.46), p(0.78, 0.46), p(0.78, 0.88), p(0.22, 0.88), p(0.22, 0.46), p(0.1, 0.46),
            ]
            return variant(
                filled: filled, outline: body, marks: [.box(Rect(x: 0.42, y: 0.62, width: 0.16, height: 0.3))])
        case "person":
            let shoulders = arc(0.5, 0.92, 0.36, from: Double.pi, to: 2 * Double.pi)
            if filled { return [disk(0.5, 0.28, 0.18), .polygon(shoulders)] }
            return [ring(0.5, 0.28, 0.16), .stroke(shoulders + [shoulders[0]], width: 0.08)]
        case "person.circle":
            let shoulders = arc(0.5, 0.86, 0.27, from: Double.pi, to: 2 * Double.pi)
            return circled(filled: filled, [disk(0.5, 0.38, 0.14), .polygon(shoulders)])
        case "bell":
            let body = [
                p(0.5, 0.12), p(0.68, 0.2), p(0.74, 0.4), p(0.76, 0.64), p(0.88, 0.76), p(0.12, 0.76), p(0.24, 0.64),
                p(0.26, 0.4), p(0.32, 0.2),
            ]
            return variant(filled: filled, outline: body, marks: []) + [disk(0.5, 0.86, 0.08)]
        case "envelope":
            let body = [p(0.08, 0.22), p(0.92, 0.22), p(0.92, 0.8), p(0.08, 0.8)]
            return variant(
                filled: filled, outline: body,
                marks: [.stroke([p(0.1, 0.26), p(0.5, 0.56), p(0.9, 0.26)], width: 0.07)])
        case "square.and.arrow.up":
            return [
                .stroke(
                    [p(0.34, 0.42), p(0.2, 0.42), p(0.2, 0.9), p(0.8, 0.9), p(0.8, 0.42), p(0.66, 0.42)], width: 0.08),
                .stroke([p(0.5, 0.1), p(0.5, 0.64)], width: 0.08),
                .stroke([p(0.33, 0.27), p(0.5, 0.1), p(0.67, 0.27)], width: 0.08),
            ]
        case "info.circle":
            return circled(filled: filled, [disk(0.5, 0.3, 0.065), .stroke([p(0.5, 0.46), p(0.5, 0.74)], width: 0.1)])
        case "exclamationmark.triangle":
            let body = [p(0.5, 0.08), p(0.94, 0.88), p(0.06, 0.88)]
            return variant(
                filled: filled, outline: body,
                marks: [.stroke([p(0.5, 0.38), p(0.5, 0.62)], width: 0.09), disk(0.5, 0.75, 0.055)])
        case "xmark.circle":
            return circled(
                filled: filled,
                [
                    .stroke([p(0.34, 0.34), p(0.66, 0.66)], width: 0.09),
                    .stroke([p(0.66, 0.34), p(0.34, 0.66)], width: 0.09),
                ])
        case "checkmark.circle":
            return circled(filled: filled, [.stroke([p(0.3, 0.52), p(0.44, 0.66), p(0.7, 0.36)], width: 0.09)])
        case "plus.circle":
            return circled(
                filled: filled,
                [
                    .stroke([p(0.5, 0.28), p(0.5, 0.72)], width: 0.09),
                    .stroke([p(0.28, 0.5), p(0.72, 0.5)], width: 0.09),
                ])
        case "minus.circle":
            return circled(filled: filled, [.stroke([p(0.28, 0.5), p(0.72, 0.5)], width: 0.09)])
        case "ellipsis":
            return [disk(0.18, 0.5, 0.08), disk(0.5, 0.5, 0.08), disk(0.82, 0.5, 0.08)]
        case "line.3.horizontal", "line.horizontal.3":
            return [0.24, 0.5, 0.76].map { y in .stroke([p(0.14, y), p(0.86, y)], width: 0.09) }
        case "arrow.left":
            return [
                .stroke([p(0.86, 0.5), p(0.16, 0.5)], width: 0.09),
                .stroke([p(0.44, 0.22), p(0.16, 0.5), p(0.44, 0.78)], width: 0.09),
            ]
        case "arrow.right":
            return [
                .stroke([p(0.14, 0.5), p(0.84, 0.5)], width: 0.09),
                .stroke([p(0.56, 0.22), p(0.84, 0.5), p(0.56, 0.78)], width: 0.09),
            ]
        case "arrow.up":
            return [
                .stroke([p(0.5, 0.86), p(0.5, 0.16)], width: 0.09),
                .stroke([p(0.22, 0.44), p(0.5, 0.16), p(0.78, 0.44)], width: 0.09),
            ]
        case "arrow.down":
            return [
                .stroke([p(0.5, 0.14), p(0.5, 0.84)], width: 0.09),
                .stroke([p(0.22, 0.56), p(0.5, 0.84), p(0.78, 0.56)], width: 0.09),
            ]
        case "arrow.clockwise":
            // An arc round from the upper right to the top, its head at the top pointing right.
            let a = arc(0.5, 0.54, 0.34, from: -Double.pi / 3, to: 1.5 * Double.pi)
            return [.stroke(a, width: 0.09), .polygon([p(0.46, 0.06), p(0.66, 0.2), p(0.46, 0.34)])]
        case "pencil":
            return [
                .stroke([p(0.3, 0.7), p(0.8, 0.2)], width: 0.16),
                .polygon([p(0.2, 0.64), p(0.36, 0.8), p(0.12, 0.88)]),
            ]
        case "lock":
            let shackle = [p(0.3, 0.46)] + arc(0.5, 0.32, 0.2, from: Double.pi, to: 2 * Double.pi) + [p(0.7, 0.46)]
            let body = [p(0.2, 0.44), p(0.8, 0.44), p(0.8, 0.9), p(0.2, 0.9)]
            return variant(filled: filled, outline: body, marks: []) + [.stroke(shackle, width: 0.08)]
        case "music.note":
            return [disk(0.34, 0.76, 0.13), .stroke([p(0.45, 0.76), p(0.45, 0.12), p(0.76, 0.22)], width: 0.08)]
        case "photo":
            return [
                outline([p(0.08, 0.18), p(0.92, 0.18), p(0.92, 0.84), p(0.08, 0.84)], width: 0.07),
                .polygon([p(0.14, 0.78), p(0.38, 0.46), p(0.56, 0.66), p(0.66, 0.54), p(0.86, 0.78)]),
                disk(0.7, 0.36, 0.07),
            ]
        case "clock":
            return [ring(0.5, 0.5, 0.42), .stroke([p(0.5, 0.24), p(0.5, 0.5), p(0.7, 0.62)], width: 0.08)]
        case "calendar":
            return [
                outline([p(0.12, 0.18), p(0.88, 0.18), p(0.88, 0.88), p(0.12, 0.88)], width: 0.07),
                .box(Rect(x: 0.12, y: 0.18, width: 0.76, height: 0.16)),
                .stroke([p(0.32, 0.08), p(0.32, 0.24)], width: 0.07),
                .stroke([p(0.68, 0.08), p(0.68, 0.24)], width: 0.07),
            ]
        case "globe":
            let meridian = (0...48).map { i -> Point in
                let a = Double(i) * 2 * Double.pi / 48
                return p(0.5 + 0.18 * cos(a), 0.5 + 0.42 * sin(a))
            }
            return [
                ring(0.5, 0.5, 0.42), .stroke(meridian, width: 0.06),
                .stroke([p(0.08, 0.5), p(0.92, 0.5)], width: 0.06),
            ]
        case "folder":
            let body = [p(0.08, 0.2), p(0.38, 0.2), p(0.46, 0.3), p(0.92, 0.3), p(0.92, 0.84), p(0.08, 0.84)]
            return variant(filled: filled, outline: body, marks: [])
        case "doc", "doc.text":
            let body = [p(0.2, 0.08), p(0.6, 0.08), p(0.82, 0.3), p(0.82, 0.92), p(0.2, 0.92)]
            var shapes = [outline(body), .stroke([p(0.6, 0.08), p(0.6, 0.3), p(0.82, 0.3)], width: 0.07)]
            if base == "doc.text" {
                shapes += [0.5, 0.64, 0.78].map { y in .stroke([p(0.32, y), p(0.7, y)], width: 0.06) }
            }
            return shapes
        case "bookmark":
            let body = [p(0.26, 0.08), p(0.74, 0.08), p(0.74, 0.92), p(0.5, 0.72), p(0.26, 0.92)]
            return variant(filled: filled, outline: body, marks: [])
        case "paperplane":
            let body = [p(0.08, 0.46), p(0.92, 0.1), p(0.62, 0.92), p(0.48, 0.56)]
            return variant(filled: filled, outline: body, marks: [.stroke([p(0.48, 0.56), p(0.92, 0.1)], width: 0.05)])
        case "square":
            return variant(
                filled: filled, outline: [p(0.12, 0.12), p(0.88, 0.12), p(0.88, 0.88), p(0.12, 0.88)], marks: [])
        case "speaker.wave.2":
            let speaker = [p(0.06, 0.38), p(0.22, 0.38), p(0.44, 0.18), p(0.44, 0.82), p(0.22, 0.62), p(0.06, 0.62)]
            return variant(filled: filled, outline: speaker, marks: [])
                + [
                    .stroke(arc(0.44, 0.5, 0.2, from: -0.8, to: 0.8, steps: 12), width: 0.07),
                    .stroke(arc(0.44, 0.5, 0.36, from: -0.8, to: 0.8, steps: 16), width: 0.07),
                ]
        case "wifi":
            return [0.18, 0.38, 0.58].map { r in
                .stroke(arc(0.5, 0.84, r, from: 1.25 * Double.pi, to: 1.75 * Double.pi, steps: 16), width: 0.08)
            } + [disk(0.5, 0.84, 0.07)]
        case "camera":
            let body = [
                p(0.08, 0.3), p(0.32, 0.3), p(0.38, 0.18), p(0.62, 0.18), p(0.68, 0.3), p(0.92, 0.3), p(0.92, 0.84),
                p(0.08, 0.84),
            ]
            return variant(filled: filled, outline: body, marks: [ring(0.5, 0.56, 0.15)])
        default:
            return nil
        }
    }
}
