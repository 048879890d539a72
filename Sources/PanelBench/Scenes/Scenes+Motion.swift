import CPixman
@_spi(RawPixman) import PanelGraphics
import PanelKit
import PanelText

/// One frame of motion: a page slide, the MiniToLarge scale, a card drag.
@MainActor
enum MotionScenes {
    /// Two full-screen pages slide left together, as a page container or a push transition moves them.
    static func slide(_ c: SceneContext, rasterize: Bool) throws -> SceneSetup {
        let host = c.app()
        let a = Content.page(size: c.size, library: c.library, seed: 0)
        let b = Content.page(size: c.size, library: c.library, seed: 1)
        a.layer.shouldRasterize = rasterize
        b.layer.shouldRasterize = rasterize
        host.window.addSubview(a)
        host.window.addSubview(b)
        let w = c.size.width
        // Two positions a frame apart (a 0.4 s slide at 60 Hz moves about w / 24 per frame), off the pixel grid.
        let offsets = [w * 0.37 + 0.3, w * 0.37 + 0.3 + w / 24]
        func place(_ i: Int) {
            a.transform = AffineTransform(translationX: -offsets[i % 2], y: 0)
            b.transform = AffineTransform(translationX: w - offsets[i % 2], y: 0)
        }
        place(1)
        let s = SceneSetup(name: rasterize ? "slide" : "slide-uncached", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        s.referenceBytes = { _ in c.frameBytes }
        s.bandwidthGoal = rasterize ? 1.5 : nil
        s.isAnimation = true
        s.rawDescription = "two composites (SRC) of the pages' pictures at their offsets"
        s.mutate = place
        let pages = try [0, 1].map { seed in try pagePicture(c, seed: seed) }
        let target = s.target
        let height = c.height
        let width = c.width
        s.raw = { i in
            let x = Int(offsets[i % 2].rounded())
            target.composite(
                PIXMAN_OP_SRC, pages[0].image, sx: x, to: IntRect(x: 0, y: 0, width: width - x, height: height))
            target.composite(PIXMAN_OP_SRC, pages[1].image, to: IntRect(x: width - x, y: 0, width: x, height: height))
        }
        return s
    }

    /// A page grows from a bottom bar to full screen over another page (seed 000's MiniToLarge), as a
    /// scale transform: one frame halfway.
    static func miniToLarge(_ c: SceneContext) throws -> SceneSetup {
        let host = c.app()
        let under = Content.page(size: c.size, library: c.library, seed: 2)
        let over = Content.page(size: c.size, library: c.library, seed: 3)
        under.layer.shouldRasterize = true
        over.layer.shouldRasterize = true
        host.window.addSubview(under)
        host.window.addSubview(over)
        let size = c.size
        func geometry(_ p: Double) -> (scale: Double, frame: Rect) {
            let s = 0.3 + 0.7 * p
            let h = size.height * s
            let y = (size.height - h) * (1 - p)
            return (s, Rect(x: (size.width - size.width * s) / 2, y: y, width: size.width * s, height: h))
        }
        let progress = [0.5, 0.53]
        func place(_ i: Int) {
            let g = geometry(progress[i % 2])
            over.transform = AffineTransform(scaleX: g.scale, y: g.scale)
            over.center = Point(x: g.frame.midX, y: g.frame.midY)
        }
        place(1)
        let s = SceneSetup(name: "minitolarge", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        s.referenceBytes = { px in px * 4 }
        s.isAnimation = true
        s.rawDescription =
            "SRC of the lower page around the scaled one, one bilinear OVER of the upper page's picture"
        s.mutate = place
        let lower = try pagePicture(c, seed: 2)
        let upper = try pagePicture(c, seed: 3)
        pixman_image_set_filter(upper.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        // Per parity: the strips of the lower page to copy, the scaled page's box and transform.
        var strips: [[IntRect]] = []
        var boxes: [IntRect] = []
        var transforms: [pixman_transform_t] = []
        for k in 0..<2 {
            let new = geometry(progress[k]).frame
            let old = geometry(progress[1 - k]).frame
            let damage = IntRect(covering: new.union(old))
            let inner = IntRect(
                x: Int(new.minX.rounded(.up)), y: Int(new.minY.rounded(.up)),
                width: Int(new.maxX.rounded(.down)) - Int(new.minX.rounded(.up)),
                height: Int(new.maxY.rounded(.down)) - Int(new.minY.rounded(.up)))
            strips.append(Array(Region(damage).subtracting(Region(inner)).rects))
            boxes.append(IntRect(covering: new))
            let scale = geometry(progress[k]).scale
            // Destination → source: undo the placement, then the scale.
            var f = pixman_f_transform()
            f.m = ((1 / scale, 0, -new.minX / scale), (0, 1 / scale, -new.minY / scale), (0, 0, 1))
            var t = pixman_transform_t()
            pixman_transform_from_pixman_f_transform(&t, &f)
            transforms.append(t)
        }
        let target = s.target
        s.raw = { i in
            let k = i % 2
            for r in strips[k] { target.composite(PIXMAN_OP_SRC, lower.image, sx: r.x, sy: r.y, to: r) }
            var t = transforms[k]
            pixman_image_set_transform(upper.image, &t)
            let box = boxes[k]
            target.composite(PIXMAN_OP_OVER, upper.image, sx: box.x, sy: box.y, to: box)
        }
        return s
    }

    /// A card with a soft shadow follows a finger a few points over a page.
    static func drag(_ c: SceneContext) throws -> SceneSetup {
        let host = c.app()
        let page = Content.page(size: c.size, library: c.library, seed: 4)
        page.layer.shouldRasterize = true
        host.window.addSubview(page)
        let card = dragCard(c)
        card.layer.shouldRasterize = true
        host.window.addSubview(card)
        let home = card.center
        let steps = [Point(x: home.x + 3, y: home.y + 2), home]
        let s = SceneSetup(name: "drag", host: host, target: c.rawTarget())
        s.referenceKind = .memcpy
        let extentArea =
            IntRect(covering: shadowExtent(card.frame)).width * IntRect(covering: shadowExtent(card.frame)).height
        // The page is copied over the damage, then the card is blended over its extent.
        s.referenceBytes = { px in (px + extentArea) * 4 }
        s.isDamageScene = true
        s.isAnimation = true
        s.rawDescription = "SRC of the page's picture over the damage, OVER of the card's picture (shadow included)"
        s.mutate = { i in card.center = steps[i % 2] }
        s.invalidateAll = { host.window.setNeedsDisplay() }

        let pagePicture = try pagePicture(c, seed: 4)
        // The card alone on a transparent screen, cut out with its shadow.
        let alone = c.app(background: nil)
        alone.app.backgroundColor = .clear
        let twin = dragCard(c)
        alone.window.addSubview(twin)
        try alone.settle()
        let cardBox = IntRect(covering: shadowExtent(twin.frame))
        let cardPicture = alone.snapshot(cardBox)
        let target = s.target
        var damages: [[IntRect]] = []
        var origins: [IntRect] = []
        for k in 0..<2 {
            let new = IntRect(covering: shadowExtent(frame(card, center: steps[k])))
            let old = IntRect(covering: shadowExtent(frame(card, center: steps[1 - k])))
            damages.append(Array(Region(new).union(Region(old)).rects))
            origins.append(new)
        }
        s.raw = { i in
            let k = i % 2
            for r in damages[k] { target.composite(PIXMAN_OP_SRC, pagePicture.image, sx: r.x, sy: r.y, to: r) }
            target.composite(PIXMAN_OP_OVER, cardPicture.image, to: origins[k])
        }
        return s
    }

    /// A card with a shadow, a rounded clipped picture and a caption.
    static func dragCard(_ c: SceneContext) -> View {
        let w = (c.size.width * 0.15).rounded() * 2
        let h = (w * 0.31).rounded() * 2
        let card = View(
            frame: Rect(
                x: ((c.size.width - w) / 2).rounded(), y: ((c.size.height - h) / 2).rounded(), width: w, height: h))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.shadowOpacity = 0.3
        card.shadowRadius = 12
        card.shadowOffset = Size(width: 0, height: 8)
        let content = View(frame: card.bounds)
        content.cornerRadius = 16
        content.clipsToBounds = true
        let image = ImageView(frame: Rect(x: 0, y: 0, width: w, height: (h * 0.7).rounded()))
        image.image = Content.picture(width: Int(w), height: Int((h * 0.7).rounded()), seed: 7)
        content.addSubview(image)
        let label = Label(
            frame: Rect(x: 14, y: (h * 0.7).rounded() + 6, width: w - 28, height: (h * 0.3).rounded() - 12))
        label.font = c.library.font(size: 17, weight: .bold)
        label.text = "Drag me to the basket"
        content.addSubview(label)
        card.addSubview(content)
        return card
    }

    /// The card's frame centred on `center`.
    static func frame(_ card: View, center: Point) -> Rect {
        let b = card.bounds
        return Rect(x: center.x - b.width / 2, y: center.y - b.height / 2, width: b.width, height: b.height)
    }

    /// What the renderer damages for a view with the drag card's shadow (`View.drawnExtent`).
    static func shadowExtent(_ frame: Rect) -> Rect {
        let reach = (12 * 1.5).rounded(.up) + 2
        return frame.union(frame.offsetBy(dx: 0, dy: 8).insetBy(dx: -reach, dy: -reach))
    }

    /// The page of `seed` rendered alone, for the raw versions: a8r8g8b8 with every pixel opaque, as the
    /// renderer's bitmap of the page is (pixman copies it with SRC, and filters it on its fast paths).
    static func pagePicture(_ c: SceneContext, seed: Int) throws -> Surface {
        let alone = c.app()
        alone.window.addSubview(Content.page(size: c.size, library: c.library, seed: seed))
        try alone.settle()
        return alone.snapshot()
    }
}
