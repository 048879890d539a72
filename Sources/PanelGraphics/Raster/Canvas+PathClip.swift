import CPixman

extension Canvas {
    /// Drawing clipped to a path (`UIBezierPath.addClip()`, `CGContext.clip()`): what is drawn goes into a
    /// transparent layer over the clip's device bounds, which `end()` composites OVER the canvas through
    /// the path's antialiased a8 coverage mask. Clips nest (a clip inside one is a layer on its layer, so
    /// the masks intersect), and the rectangular clip and every drawing path of the canvas stay as they
    /// are. Drawing that only composites OVER (fills, strokes, images, text, gradients) looks as it would
    /// drawn in place; `clear` clears the layer, not what is under it.
    public final class PathClip {
        /// The canvas to draw into while the clip holds: the current transform and appearance, clipped to
        /// the path's bounds.
        public let canvas: Canvas
        /// The canvas the clip was made on, drawn into by `end()`.
        public let parent: Canvas
        private let layer: Surface
        private let mask: Surface?
        private let box: IntRect
        private var ended = false

        init(parent: Canvas, path: Path, rule: FillRule) {
            self.parent = parent
            let device = parent.isClipEmpty ? Path() : path.applying(parent.transform)
            var polygons = device.flattened(tolerance: 0.2).map(\.points)
            var box = Coverage.bounds(polygons.flatMap { $0 }).intersection(parent.clipBounds)
            // pixman's fixed-point coordinates end at 32768: a path reaching beyond clips to its bounds.
            let b = device.bounds
            if !box.isEmpty && !(b.minX > -30000 && b.minY > -30000 && b.maxX < 30000 && b.maxY < 30000) {
                polygons = [box.rect.corners]
            }
            // Layers no bigger than pixman's coordinates allow; a clip beyond them draws nothing.
            if box.width > 16384 || box.height > 16384 { box = IntRect(x: 0, y: 0, width: 0, height: 0) }
            self.box = box
            if box.isEmpty {
                layer = Surface(width: 1, height: 1)
                mask = nil
                canvas = Canvas(surface: layer, cache: parent.cache)
                canvas.setDeviceClip(IntRect(x: 0, y: 0, width: 0, height: 0))
                return
            }
            let m = Surface(width: box.width, height: box.height, format: .a8)
            PathRasterizer.add(polygons, rule: rule, to: m, ox: box.x, oy: box.y)
            mask = m
            layer = Surface(width: box.width, height: box.height)
            canvas = Canvas(surface: layer, cache: parent.cache)
            canvas.appearance = parent.appearance
            canvas.translateBy(x: Double(-box.x), y: Double(-box.y))
            canvas.concatenate(parent.transform)
        }

        /// Composites what was drawn into the parent canvas through the clip's mask (once).
        public func end() {
            guard !ended else { return }
            ended = true
            guard let mask else { return }
            parent.emitComposite(
                PIXMAN_OP_OVER, layer.image, layer, mask.image, mask, sx: 0, sy: 0, mx: 0, my: 0, to: box)
        }
    }

    /// Starts drawing clipped to `path` (user space) under `rule`, within the current clip: draw into the
    /// returned clip's `canvas`, then call its `end()`.
    public func beginClip(to path: Path, rule: FillRule = .nonZero) -> PathClip {
        PathClip(parent: self, path: path, rule: rule)
    }
}
