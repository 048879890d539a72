import CPixman
@_spi(RawPixman) import PanelGraphics
import PanelKit
import PanelText

/// Scenes that redraw what stands still: a fill, a wallpaper, a translucent card, a page of text, a button.
@MainActor
enum StaticScenes {
    /// The window's background colour changes: one full-screen fill.
    static func fill(_ c: SceneContext) -> SceneSetup {
        let colors = [Color(hex: 0x203040), Color(hex: 0x2C3E50)]
        let host = c.app(background: colors[1])
        let s = SceneSetup(name: "fill", host: host, target: c.rawTarget())
        s.referenceKind = .memset
        s.referenceBytes = { _ in c.frameBytes }
        s.bandwidthGoal = 1.2
        s.rawDescription = "pixman_image_fill_boxes (SRC) of the screen"
        s.mutate = { i in host.window.backgroundColor = colors[i % 2] }
        let pixman = colors.map(\.pixmanColor)
        let full = IntRect(x: 0, y: 0, width: c.width, height: c.height)
        let target = s.target
        s.raw = { i in target.fill(full, pixman[i % 2], opaque: true) }
        return s
    }

    /// A full-screen opaque picture is redrawn: one full-screen copy.
    static func blit(_ c: SceneContext) -> SceneSetup {
        let host = c.app()
        let wallpaper = ImageView(frame: host.bounds)
        wallpaper.image = c.wallpaper
        wallpaper.layer.isOpaque = true
        host.window.addSubview(wallpaper)
        let s = SceneSetup(name: "blit", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        s.referenceBytes = { _ in c.frameBytes }
        s.bandwidthGoal = 1.3
        s.rawDescription = "pixman_image_composite32 (SRC) of the opaque picture"
        s.mutate = { _ in wallpaper.setNeedsDisplay() }
        let full = IntRect(x: 0, y: 0, width: c.width, height: c.height)
        let target = s.target
        let image = c.wallpaper.image
        s.raw = { _ in target.composite(PIXMAN_OP_SRC, image, to: full) }
        return s
    }

    /// A translucent rounded card with a paragraph over the wallpaper changes its tint: the card's
    /// rectangle is redrawn, picture and card.
    static func card(_ c: SceneContext) -> SceneSetup {
        let host = c.app()
        let wallpaper = ImageView(frame: host.bounds)
        wallpaper.image = c.wallpaper
        wallpaper.layer.isOpaque = true
        host.window.addSubview(wallpaper)
        let w = (c.size.width * 0.6).rounded()
        let h = (c.size.height * 0.5).rounded()
        let frame = Rect(
            x: ((c.size.width - w) / 2).rounded(), y: ((c.size.height - h) / 2).rounded(), width: w, height: h)
        let tints = [Color(white: 1, alpha: 0.55), Color(white: 1, alpha: 0.62)]
        let card = View(frame: frame)
        card.backgroundColor = tints[1]
        card.cornerRadius = 24
        let label = Label(frame: card.bounds.insetBy(dx: 24, dy: 24))
        label.font = c.library.font(size: 20)
        label.numberOfLines = 0
        label.textColor = Color(white: 0.08)
        label.text = Content.words
        card.addSubview(label)
        host.window.addSubview(card)

        let s = SceneSetup(name: "card", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        // The picture is copied under the card, then the card is blended over it.
        s.referenceBytes = { px in 2 * px * 4 }
        s.isDamageScene = true
        s.rawDescription = "picture SRC under the card, tint OVER through a cached rounded a8 mask, one OVER per glyph"
        s.mutate = { i in card.backgroundColor = tints[i % 2] }
        s.invalidateAll = { host.window.setNeedsDisplay() }
        let target = s.target
        let box = IntRect(covering: frame)
        let mask = roundedMask(width: box.width, height: box.height, radius: 24)
        let solids = tints.map { target.solid($0) }
        let image = c.wallpaper.image
        var run: RawGlyphRun?
        s.raw = { i in
            if run == nil { run = Content.rawRun(of: label, atlas: c.atlas, target: target) }
            target.composite(PIXMAN_OP_SRC, image, sx: box.x, sy: box.y, to: box)
            target.composite(PIXMAN_OP_OVER, solids[i % 2], mask: mask.image, to: box)
            run?.draw(on: target)
        }
        return s
    }

    /// A page of paragraphs is redrawn (its background changes), with the glyph cache emptied before each
    /// frame (cold) or kept (warm).
    static func text(_ c: SceneContext, cold: Bool) throws -> SceneSetup {
        // A cold frame empties its library's cache: give it a library of its own.
        let library = cold ? try FontLibrary() : c.library
        let host = c.app(library: library)
        let (page, labels) = Content.textPage(size: c.size, library: library)
        let colors = [Color(hex: 0xFBFAF7), Color(hex: 0xF7F6F2)]
        page.backgroundColor = colors[1]
        host.window.addSubview(page)
        let s = SceneSetup(name: cold ? "text-cold" : "text-warm", host: host, target: c.rawTarget())
        s.referenceKind = .memset
        s.referenceBytes = { _ in c.frameBytes }
        s.sampleFraction = cold ? 0.25 : 1
        s.rawDescription =
            cold
            ? "as text-warm: the raw version has no glyph rasterization, so the ratio is FreeType's share"
            : "fill_boxes of the page, one OVER per glyph through its a8 mask"
        s.mutate = { i in
            if cold { library.removeCachedGlyphs() }
            page.backgroundColor = colors[i % 2]
        }
        let target = s.target
        let full = IntRect(x: 0, y: 0, width: c.width, height: c.height)
        let pixman = colors.map(\.pixmanColor)
        let atlas = cold ? GlyphAtlas(library: library) : c.atlas
        var runs: [RawGlyphRun]?
        s.raw = { i in
            if runs == nil { runs = labels.map { Content.rawRun(of: $0, atlas: atlas, target: target) } }
            target.fill(full, pixman[i % 2], opaque: true)
            for r in runs! { r.draw(on: target) }
        }
        return s
    }

    /// A page of one-line labels in Arabic, Hindi, Chinese, Thai, Korean, Hebrew and Latin with colour
    /// emoji is redrawn (its background changes), glyph cache and shaped runs warm.
    static func mixedText(_ c: SceneContext) -> SceneSetup {
        let host = c.app()
        let (page, labels) = Content.mixedPage(size: c.size, library: c.library)
        let colors = [Color(hex: 0xFBFAF7), Color(hex: 0xF7F6F2)]
        page.backgroundColor = colors[1]
        host.window.addSubview(page)
        let s = SceneSetup(name: "text-mixed", host: host, target: c.rawTarget())
        s.referenceKind = .memset
        s.referenceBytes = { _ in c.frameBytes }
        s.rawDescription = "fill_boxes of the page, one OVER per glyph: a8 masks in the text colour, emoji bitmaps"
        s.mutate = { i in page.backgroundColor = colors[i % 2] }
        let target = s.target
        let full = IntRect(x: 0, y: 0, width: c.width, height: c.height)
        let pixman = colors.map(\.pixmanColor)
        var runs: [RawGlyphRun]?
        s.raw = { i in
            if runs == nil { runs = labels.map { Content.rawRun(of: $0, atlas: c.atlas, target: target) } }
            target.fill(full, pixman[i % 2], opaque: true)
            for r in runs! { r.draw(on: target) }
        }
        return s
    }

    /// A button changes state (highlighted and back): its background colour and title change.
    static func button(_ c: SceneContext) -> SceneSetup {
        let host = c.app()
        let page = View(frame: host.bounds)
        page.backgroundColor = Color(hex: 0xF2F2F7)
        let header = Label(frame: Rect(x: 24, y: 24, width: c.size.width - 48, height: 40))
        header.font = c.library.font(size: 28, weight: .bold)
        header.text = "Ready when you are"
        page.addSubview(header)
        let frame = Rect(
            x: ((c.size.width - 200) / 2).rounded(), y: ((c.size.height - 56) / 2).rounded(), width: 200, height: 56)
        let button = Button(frame: frame)
        button.setTitle("Continue", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel.font = c.library.font(size: 20, weight: .bold)
        let fills = [Color(hex: 0x0A84FF), Color(hex: 0x0060DF)]
        button.backgroundColor = fills[1]
        button.cornerRadius = 12
        page.addSubview(button)
        host.window.addSubview(page)

        let s = SceneSetup(name: "button", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        s.referenceBytes = { px in px * 4 }
        s.isDamageScene = true
        s.rawDescription = "fill_boxes of the page under the button, fill OVER a cached rounded mask, glyph OVERs"
        s.mutate = { i in
            button.isHighlighted = i % 2 == 1
            button.backgroundColor = fills[i % 2]
        }
        s.invalidateAll = { host.window.setNeedsDisplay() }
        let target = s.target
        let box = IntRect(covering: frame)
        let mask = roundedMask(width: box.width, height: box.height, radius: 12)
        let solids = fills.map { target.solid($0) }
        let pageColor = page.backgroundColor!.pixmanColor
        var runs: [RawGlyphRun]?
        s.raw = { i in
            if runs == nil {
                runs = [
                    Content.rawRun(of: button.titleLabel, atlas: c.atlas, target: target, color: .white),
                    Content.rawRun(
                        of: button.titleLabel, atlas: c.atlas, target: target, color: Color(white: 1, alpha: 0.3)),
                ]
            }
            target.fill(box, pageColor, opaque: true)
            target.composite(PIXMAN_OP_OVER, solids[i % 2], mask: mask.image, to: box)
            runs![i % 2].draw(on: target)
        }
        return s
    }

    /// An a8 mask of a rounded rectangle, rasterized once (what a hand-written renderer would keep).
    static func roundedMask(width: Int, height: Int, radius: Double) -> Surface {
        let mask = Surface(width: width, height: height, format: .a8)
        Canvas(surface: mask).fillRoundedRect(
            mask.bounds, radii: CornerRadii(all: radius), color: .white)
        return mask
    }
}
