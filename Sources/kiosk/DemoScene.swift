import PanelGraphics
import PanelPlatform

// TEMPORARY: this demo scene stands in for the kiosk's screens until KioskApp's real screens land; then
// main.swift runs KioskApp and this file goes away. It draws with PanelGraphics' Canvas only (no PanelText),
// and its state moves only through touches, so the virtual panel test can compare the screen of the real
// kiosk on DRM with the offscreen render of the same touch script.

/// A title panel spelling "PanelKit" in block letters, four tiles that toggle when tapped, and a card that
/// follows a horizontal pan along a track of three slots and snaps to the nearest one when released.
final class DemoScene {
    let width: Int
    let height: Int
    private let layout: Layout
    /// The slot the card rests in (or snaps to).
    private(set) var cardSlot = 0
    private(set) var tileOn: [Bool] = [false, false, false, false]
    /// The card's x (left edge), which follows the finger while dragged and animates while snapping.
    private var cardX: Double
    private var drag: (id: Int, startFinger: Double, startCard: Double)?
    private var pressedTile: (id: Int, index: Int)?
    private var snap: (from: Double, to: Double, start: Double?)?
    private var damage: Region
    private let cache = RasterCache()
    /// Called with `stateDescription` whenever the card settles or a tile toggles.
    var onStateChange: ((String) -> Void)?

    static let snapDuration = 0.25

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        layout = Layout(width: Double(width), height: Double(height))
        cardX = layout.slots[0].minX
        damage = Region(IntRect(x: 0, y: 0, width: width, height: height))
    }

    /// "card=0 tiles=0000": what the user has changed, for logs and tests.
    var stateDescription: String {
        "card=\(cardSlot) tiles=" + tileOn.map { $0 ? "1" : "0" }.joined()
    }

    var needsDisplay: Bool { !damage.isEmpty }
    var isAnimating: Bool { snap != nil }

    // MARK: Touches

    func handle(_ frames: [[TouchEvent]]) {
        for frame in frames {
            for touch in frame { handle(touch) }
        }
    }

    private func handle(_ t: TouchEvent) {
        switch t.phase {
        case .began:
            if drag == nil, snap == nil, cardRect.contains(t.location) {
                drag = (t.id, t.location.x, cardX)
            } else if pressedTile == nil, let i = layout.tiles.firstIndex(where: { $0.contains(t.location) }) {
                pressedTile = (t.id, i)
            }
        case .moved, .stationary:
            if let d = drag, d.id == t.id {
                moveCard(to: d.startCard + (t.location.x - d.startFinger))
            }
        case .ended:
            if let d = drag, d.id == t.id {
                moveCard(to: d.startCard + (t.location.x - d.startFinger))
                drag = nil
                let centre = cardX + layout.slots[0].width / 2
                let nearest = layout.slots.indices.min {
                    abs(layout.slots[$0].midX - centre) < abs(layout.slots[$1].midX - centre)
                }!
                cardSlot = nearest
                snap = (cardX, layout.slots[nearest].minX, nil)
            }
            if let p = pressedTile, p.id == t.id {
                pressedTile = nil
                if layout.tiles[p.index].contains(t.location) {
                    tileOn[p.index].toggle()
                    damage.formUnion(IntRect(covering: layout.tiles[p.index]))
                    onStateChange?(stateDescription)
                }
            }
        case .cancelled:
            if let d = drag, d.id == t.id {
                drag = nil
                snap = (cardX, layout.slots[cardSlot].minX, nil)
            }
            if let p = pressedTile, p.id == t.id { pressedTile = nil }
        }
    }

    /// Steps the snap animation to `time`.
    func advance(to time: Double) {
        guard var s = snap else { return }
        let start = s.start ?? time
        s.start = start
        let f = min(1, max(0, (time - start) / Self.snapDuration))
        let eased = 1 - (1 - f) * (1 - f) * (1 - f)
        moveCard(to: s.from + (s.to - s.from) * eased)
        if f >= 1 {
            snap = nil
            onStateChange?(stateDescription)
        } else {
            snap = s
        }
    }

    private func moveCard(to x: Double) {
        let track = layout.track
        let clamped = min(max(x, track.minX), track.maxX - layout.slots[0].width)
        if clamped == cardX { return }
        damage.formUnion(IntRect(covering: cardPaintRect))
        cardX = clamped
        damage.formUnion(IntRect(covering: cardPaintRect))
    }

    // MARK: Drawing

    private var cardRect: Rect {
        Rect(x: cardX, y: layout.slots[0].minY, width: layout.slots[0].width, height: layout.slots[0].height)
    }

    /// The card with its shadow.
    private var cardPaintRect: Rect {
        cardRect.insetBy(dx: -layout.shadowBlur * 2, dy: -layout.shadowBlur * 2).offsetBy(
            dx: 0, dy: layout.shadowOffset)
    }

    /// Redraws the damaged area into `surface` and returns it (then forgets it).
    func render(into surface: Surface) -> Region {
        let drawn = damage.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        damage = Region()
        let canvas = Canvas(surface: surface, cache: cache)
        for r in drawn.rects {
            canvas.setDeviceClip(r)
            draw(canvas)
        }
        return drawn
    }

    private func draw(_ c: Canvas) {
        let l = layout
        c.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: Color(hex: 0x14161C))
        c.fillRoundedRect(l.title, radii: CornerRadii(all: l.radius), color: Color(hex: 0x1F4FD1))
        drawWordmark(c, in: l.title)
        let colours: [UInt32] = [0xE8614F, 0xF2B33D, 0x2BB5A0, 0x8A5CF6]
        for (i, tile) in l.tiles.enumerated() {
            let on = tileOn[i]
            c.fillRoundedRect(tile, radii: CornerRadii(all: l.radius), color: Color(hex: colours[i]))
            if on {
                c.fillRoundedRect(
                    tile.insetBy(dx: l.inset * 2, dy: l.inset * 2), radii: CornerRadii(all: l.radius / 2),
                    color: Color(white: 1, alpha: 0.85))
                c.fillEllipse(
                    in: Self.square(centre: tile.center, side: min(tile.width, tile.height) * 0.3),
                    color: Color(hex: colours[i]))
            }
            c.strokeRoundedRect(
                tile, radii: CornerRadii(all: l.radius), lineWidth: l.inset / 2,
                color: Color(white: 1, alpha: on ? 0.9 : 0.25))
        }
        c.fillRoundedRect(l.track, radii: CornerRadii(all: l.radius), color: Color(hex: 0x262A35))
        for slot in l.slots {
            c.strokeRoundedRect(
                slot, radii: CornerRadii(all: l.radius), lineWidth: max(2, l.inset / 2), color: Color(hex: 0x4A5163))
        }
        let card = cardRect
        c.drawShadow(
            for: card, radii: CornerRadii(all: l.radius),
            shadow: Shadow(
                color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: l.shadowOffset), blur: l.shadowBlur))
        c.fillRoundedRect(card, radii: CornerRadii(all: l.radius), color: Color(hex: 0xF4F5F8))
        let stripe = Rect(x: card.minX, y: card.minY, width: card.width, height: card.height * 0.28)
        c.fillRoundedRect(
            stripe, radii: CornerRadii(topLeft: l.radius, topRight: l.radius, bottomRight: 0, bottomLeft: 0),
            color: Color(hex: 0x1F4FD1))
        let dot = min(card.width, card.height) * 0.12
        for k in 0..<3 {
            let x = card.midX + (Double(k) - 1) * dot * 1.8 - dot / 2
            c.fillEllipse(
                in: Rect(x: x, y: card.minY + card.height * 0.6, width: dot, height: dot), color: Color(hex: 0x9AA3B5))
        }
    }

    private static func square(centre: Point, side: Double) -> Rect {
        Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
    }

    /// "PanelKit" in 5x7 block letters, centred in `rect`.
    private func drawWordmark(_ c: Canvas, in rect: Rect) {
        let word = ["P", "a", "n", "e", "l", "K", "i", "t"]
        let columns = Double(word.count * 6 - 1)
        let cell = (min(rect.height * 0.55 / 7, rect.width * 0.8 / columns)).rounded(.down)
        guard cell >= 1 else { return }
        let x0 = (rect.midX - columns * cell / 2).rounded()
        let y0 = (rect.midY - 3.5 * cell).rounded()
        for (i, letter) in word.enumerated() {
            guard let rows = Self.glyphs[letter] else { continue }
            for (r, row) in rows.enumerated() {
                for (k, bit) in row.enumerated() where bit == "1" {
                    let x = x0 + Double(i * 6 + k) * cell
                    let y = y0 + Double(r) * cell
                    c.fillRoundedRect(
                        Rect(x: x, y: y, width: cell - 1, height: cell - 1), radii: CornerRadii(all: cell * 0.25),
                        color: .white)
                }
            }
        }
    }

    private static let glyphs: [String: [String]] = [
        "P": ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
        "a": ["00000", "00000", "01110", "00001", "01111", "10001", "01111"],
        "n": ["00000", "00000", "10110", "11001", "10001", "10001", "10001"],
        "e": ["00000", "00000", "01110", "10001", "11111", "10000", "01110"],
        "l": ["01100", "00100", "00100", "00100", "00100", "00100", "01110"],
        "K": ["10001", "10010", "10100", "11000", "10100", "10010", "10001"],
        "i": ["00100", "00000", "01100", "00100", "00100", "00100", "01110"],
        "t": ["01000", "01000", "11100", "01000", "01000", "01001", "00110"],
    ]

    // MARK: Layout

    /// Where everything goes for a given size (landscape or portrait).
    struct Layout {
        var title: Rect
        var tiles: [Rect]
        var track: Rect
        var slots: [Rect]
        var radius: Double
        var inset: Double
        var shadowBlur: Double
        var shadowOffset: Double

        init(width w: Double, height h: Double) {
            let m = (min(w, h) * 0.04).rounded()
            radius = (min(w, h) * 0.03).rounded()
            inset = max(2, (min(w, h) * 0.01).rounded())
            shadowBlur = (min(w, h) * 0.02).rounded()
            shadowOffset = (shadowBlur / 2).rounded()
            let titleH = (h * 0.22).rounded()
            title = Rect(x: m, y: m, width: w - 2 * m, height: titleH)
            let tileY = m + titleH + m
            let tileH = (h * 0.2).rounded()
            let tileW = ((w - 5 * m) / 4).rounded(.down)
            tiles = (0..<4).map { Rect(x: m + Double($0) * (tileW + m), y: tileY, width: tileW, height: tileH) }
            let trackY = tileY + tileH + m
            let track = Rect(x: m, y: trackY, width: w - 2 * m, height: h - m - trackY)
            self.track = track
            let pad = m / 2
            let slotW = ((track.width - 4 * pad) / 3).rounded(.down)
            let slotH = track.height - 2 * pad
            slots = (0..<3).map {
                Rect(x: track.minX + pad + Double($0) * (slotW + pad), y: track.minY + pad, width: slotW, height: slotH)
            }
        }
    }

    // MARK: Demo script

    /// The touches the virtual panel test replays, in the UI's coordinates: a tap on the second tile, then a
    /// pan that drags the card from the first slot to the third, lifted near its slot so it snaps there.
    static func demoScript(width: Int, height: Int) -> ScriptedInput {
        let l = Layout(width: Double(width), height: Double(height))
        let tile = l.tiles[1].center
        var events = ScriptedInput.tap(at: Point(x: tile.x.rounded(), y: tile.y.rounded()), time: 0.2, hold: 0.1)
        let from = Point(x: l.slots[0].midX.rounded(), y: l.slots[0].midY.rounded())
        let to = Point(x: (l.slots[2].midX - l.slots[0].width * 0.1).rounded(), y: from.y + 6)
        events += ScriptedInput.drag(from: from, to: to, duration: 0.8, time: 0.8, step: 1.0 / 20, hold: 0.1)
        return ScriptedInput(events: events)
    }
}
