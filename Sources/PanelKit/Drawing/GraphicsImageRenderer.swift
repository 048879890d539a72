import PanelGraphics

/// Draws an image offscreen, as `UIGraphicsImageRenderer`: `renderer.image { context in ... }` runs the
/// block with a fresh transparent surface of `size` (one pixel per point) as the current graphics context.
/// Dynamic colours draw in the appearance of `TraitCollection.current` when the block starts.
@MainActor
public final class GraphicsImageRenderer {
    /// The image's size in points (and pixels).
    public let size: Size

    /// How the pictures are made (`opaque`), as `UIGraphicsImageRenderer.format`.
    public let format: GraphicsImageRendererFormat

    /// A renderer of images `size` big.
    public init(size: Size) {
        self.size = size
        format = GraphicsImageRendererFormat()
        format.bounds = Rect(origin: .zero, size: size)
    }

    /// A renderer of images `size` big made as `format` says, as `UIGraphicsImageRenderer(size:format:)`.
    public init(size: Size, format: GraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        format.bounds = Rect(origin: .zero, size: size)
    }

    /// A renderer of images `bounds.size` big; drawing coordinates start at `bounds.origin`.
    public convenience init(bounds: Rect) {
        self.init(size: bounds.size)
        origin = bounds.origin
        format.bounds = bounds
    }

    /// A renderer of images `bounds.size` big made as `format` says, as
    /// `UIGraphicsImageRenderer(bounds:format:)`.
    public convenience init(bounds: Rect, format: GraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
        origin = bounds.origin
        format.bounds = bounds
    }

    private var origin = Point.zero

    /// What the drawing block gets, as `UIGraphicsImageRendererContext`.
    @MainActor
    public final class Context {
        /// The Core Graphics-style context drawing into the image.
        public let cgContext: GraphicsContext
        /// The image drawn so far.
        public var currentImage: Surface { surface }
        /// How the image is made, as `UIGraphicsImageRendererContext.format`.
        public let format: GraphicsImageRendererFormat
        private let surface: Surface

        init(surface: Surface, origin: Point, format: GraphicsImageRendererFormat) {
            self.surface = surface
            self.format = format
            let canvas = Canvas(surface: surface)
            // Dynamic colours draw as `UITraitCollection.current` resolves them, as in UIKit.
            canvas.appearance = TraitCollection.current.colorAppearance
            cgContext = GraphicsContext(canvas: canvas)
            cgContext.translateBy(x: -origin.x, y: -origin.y)
        }

        /// Fills `rect` with the current fill colour.
        public func fill(_ rect: Rect) { cgContext.fill(rect) }
        /// Strokes `rect`'s outline with the current stroke colour.
        public func stroke(_ rect: Rect) { cgContext.stroke(rect) }
        /// Fills `rect` with the current fill colour composited with `blendMode`, as `fill(_:blendMode:)`.
        public func fill(_ rect: Rect, blendMode: Canvas.BlendMode) {
            cgContext.withBlendMode(blendMode) { cgContext.fill(rect) }
        }
        /// Strokes `rect`'s outline composited with `blendMode`, as `stroke(_:blendMode:)`.
        public func stroke(_ rect: Rect, blendMode: Canvas.BlendMode) {
            cgContext.withBlendMode(blendMode) { cgContext.stroke(rect) }
        }
        /// Narrows the clip to `rect`, as `UIGraphicsRendererContext.clip(to:)`.
        public func clip(to rect: Rect) { cgContext.clip(to: rect) }
    }

    /// The image `actions` draw.
    public func image(actions: (Context) -> Void) -> Surface {
        let surface = Surface(
            width: max(1, Int(size.width.rounded(.up))), height: max(1, Int(size.height.rounded(.up))))
        let context = Context(surface: surface, origin: origin, format: format)
        // An opaque format's picture starts black; drawing on it cannot make it translucent.
        if format.opaque {
            context.cgContext.canvas.fill(surface.bounds.offsetBy(dx: origin.x, dy: origin.y), color: .black)
        }
        GraphicsContext.withCurrent(context.cgContext) { actions(context) }
        // Clips to paths the block left in place are composited into the picture.
        context.cgContext.endPathClips(deeperThan: -1)
        surface.isOpaque = format.opaque
        return surface
    }
}
