import PanelGraphics

/// A layer of its own inside a view's layer, as a `CALayer` made in code and added with
/// `view.layer.addSublayer(_:)`: a rectangle with a background colour, rounded corners, a border, an opacity
/// and sublayers, drawn with the view. `GradientLayer` and `ShapeLayer` draw gradients and paths.
///
/// A sublayer sits among the view's subviews as Core Animation orders them: added after a subview, it draws
/// above that subview; `insertSublayer(_:at: 0)` puts it under everything (the usual gradient background).
/// It is drawn within its view's bounds. Changing a property redraws the view in the next frame; numeric
/// properties animate only through `add(_:forKey:)` (there are no implicit animations).
@MainActor
open class Sublayer {
    /// The layer's rectangle in its superlayer's (or view's) coordinates.
    public var frame: Rect = .zero {
        didSet { if frame != oldValue { setNeedsDisplay() } }
    }

    /// The layer's own coordinates: its size at the origin.
    public var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set {
            let center = position
            let origin = Point(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2)
            frame = Rect(origin: origin, size: newValue.size)
        }
    }

    /// The centre of the frame (the anchor point is the centre, as Core Animation's default).
    public var position: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The fill under the layer's content; nil is clear.
    public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// The radius of the background's and border's corners (and of the clip with `masksToBounds`).
    public var cornerRadius = 0.0 {
        didSet { if cornerRadius != oldValue { setNeedsDisplay() } }
    }

    /// Whether the content and sublayers are cut to the (rounded) bounds.
    public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { setNeedsDisplay() } }
    }

    /// The width of a border just inside the bounds, above the content and sublayers.
    public var borderWidth = 0.0 {
        didSet { if borderWidth != oldValue { setNeedsDisplay() } }
    }

    /// The border's colour (black by default, as Core Animation's).
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue { setNeedsDisplay() } }
    }

    /// The layer's opacity, 0 to 1.
    public var opacity = 1.0 {
        didSet { if opacity != oldValue { setNeedsDisplay() } }
    }

    /// Whether the layer and its sublayers are left out.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsDisplay() } }
    }

    /// A name for finding the layer in code.
    public var name: String?

    /// A layer whose alpha masks this one (`CALayer.mask`): the layer, its content and sublayers show only
    /// where the mask (in this layer's coordinates) is opaque. The mask is not drawn itself.
    public var mask: Sublayer? {
        didSet {
            if mask === oldValue { return }
            oldValue?.maskedLayer = nil
            mask?.removeFromSuperlayer()
            mask?.maskedLayer = self
            setNeedsDisplay()
        }
    }

    /// The shape of the rounded corners (`CALayer.cornerCurve`); `.continuous` is drawn as `.circular`.
    public var cornerCurve = CornerCurve.circular

    /// The layer this one masks, whose view redraws when the mask changes.
    weak var maskedLayer: Sublayer?

    /// The layers inside this one, back to front; nil when there are none, as Core Animation answers.
    public var sublayers: [Sublayer]? { children.isEmpty ? nil : children }

    /// The layer this one is inside; nil for a layer added to a view's layer, or not added.
    public private(set) weak var superlayer: Sublayer?

    /// The view whose layer this one was added to (directly).
    weak var hostView: View?
    /// The subview of its view the layer draws just above; nil draws it under every subview.
    weak var anchor: View?
    var children: [Sublayer] = []
    /// The animations run with `add(_:forKey:)`; made at the first.
    private(set) var layerAnimations: LayerAnimations?

    public init() {}

    /// A layer with `layer`'s properties, as Core Animation's `init(layer:)` (the sublayers are not copied).
    public init(layer: Sublayer) {
        frame = layer.frame
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
        masksToBounds = layer.masksToBounds
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        opacity = layer.opacity
        isHidden = layer.isHidden
        name = layer.name
    }

    // MARK: The layer tree

    /// Adds `layer` in front of the others (it leaves its old superlayer first).
    public func addSublayer(_ layer: Sublayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` among the sublayers (0 is at the back).
    public func insertSublayer(_ layer: Sublayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        setNeedsDisplay()
    }

    /// Inserts `layer` just behind `sibling` (at the front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Sublayer, below sibling: Sublayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Sublayer, above sibling: Sublayer?) {
        let i = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `layer` where `old` was; `old` leaves.
    public func replaceSublayer(_ old: Sublayer, with layer: Sublayer) {
        guard let i = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(i))
    }

    /// Takes the layer out of its superlayer or view.
    public func removeFromSuperlayer() {
        if let parent = superlayer {
            parent.children.removeAll { $0 === self }
            superlayer = nil
            parent.setNeedsDisplay()
        } else if let view = hostView {
            view.hostedSublayers.removeAll { $0 === self }
            hostView = nil
            view.contentDidChange()
        }
    }

    /// The view this layer (or the layer it is inside) was added to.
    var owningView: View? { superlayer?.owningView ?? hostView ?? maskedLayer?.owningView ?? maskedView }

    /// The view whose `layer.mask` this is.
    weak var maskedView: View?

    /// Redraws the view that holds the layer in the next frame.
    public func setNeedsDisplay() {
        owningView?.contentDidChange()
    }

    // MARK: Animations

    /// Runs `animation` on the layer, under `key` (replacing an animation with the same key). The property
    /// shows the animation's values from the next frame; its model value does not change.
    public func add(_ animation: Animation, forKey key: String?) {
        if layerAnimations == nil { layerAnimations = LayerAnimations(host: self) }
        layerAnimations?.add(animation, forKey: key)
    }

    /// The running animation under `key`, if any.
    public func animation(forKey key: String) -> Animation? {
        layerAnimations?.animation(forKey: key)
    }

    /// The keys of the running animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        layerAnimations?.keys
    }

    /// Stops the animation under `key`; its property shows the model value again.
    public func removeAnimation(forKey key: String) {
        layerAnimations?.remove(forKey: key, finished: false)
    }

    /// Stops every animation; the properties show their model values again.
    public func removeAllAnimations() {
        layerAnimations?.removeAll()
    }

    /// The model value of an animatable key path (opacity, cornerRadius, borderWidth and, in subclasses,
    /// their own), or nil for one the layer does not animate.
    open func modelValue(forKeyPath keyPath: String) -> Double? {
        switch keyPath {
        case "opacity": opacity
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        default: nil
        }
    }

    /// The value of `keyPath` as shown now: an animation's, else the model's.
    func shown(_ keyPath: String, _ model: Double) -> Double { layerAnimations?.shown(keyPath) ?? model }

    // MARK: Drawing

    /// Draws the layer in its superlayer's coordinates (the canvas is in them), at `alpha`.
    func render(in canvas: Canvas, alpha: Double) {
        layerAnimations?.resume()
        let a = alpha * min(1, max(0, shown("opacity", opacity)))
        guard !isHidden, a > 0 else { return }
        if let mask {
            renderMasked(by: mask, in: canvas, alpha: a)
            return
        }
        renderUnmasked(in: canvas, alpha: a)
    }

    /// Draws the layer into a bitmap of the device pixels it may cover, keeps of it only what `mask` covers,
    /// and composites that.
    private func renderMasked(by mask: Sublayer, in canvas: Canvas, alpha: Double) {
        let t = canvas.transform
        let box = IntRect(covering: frame.applying(t)).intersection(canvas.clipBounds)
        guard !box.isEmpty else { return }
        let toBox = t.concatenating(AffineTransform(translationX: Double(-box.x), y: Double(-box.y)))
        let content = Surface(width: box.width, height: box.height, format: .argb32)
        let contentCanvas = Canvas(surface: content, cache: canvas.cache)
        contentCanvas.appearance = canvas.appearance
        contentCanvas.concatenate(toBox)
        renderUnmasked(in: contentCanvas, alpha: 1)
        let coverage = Surface(width: box.width, height: box.height, format: .argb32)
        let maskCanvas = Canvas(surface: coverage, cache: canvas.cache)
        maskCanvas.concatenate(AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(toBox))
        mask.render(in: maskCanvas, alpha: 1)
        content.keepAlpha(of: coverage)
        canvas.drawImage(
            content,
            transform: AffineTransform(translationX: Double(box.x), y: Double(box.y)).concatenating(t.inverted()),
            alpha: alpha)
    }

    private func renderUnmasked(in canvas: Canvas, alpha a: Double) {
        canvas.saveState()
        canvas.concatenate(AffineTransform(translationX: frame.minX, y: frame.minY))
        let b = bounds
        let radius = shown("cornerRadius", cornerRadius)
        let radii = CornerRadii(all: radius)
        if let bg = backgroundColor, bg.alpha > 0 {
            canvas.fillRoundedRect(b, radii: radii, color: bg.withAlphaComponent(bg.alpha * a))
        }
        func body(_ c: Canvas) {
            drawContent(in: c, alpha: a)
            renderSublayers(in: c, alpha: a)
        }
        if masksToBounds {
            if radius > 0 {
                canvas.withRoundedClip(b, radii: radii) { body($0) }
            } else {
                canvas.clip(to: b)
                body(canvas)
            }
        } else {
            body(canvas)
        }
        let border = shown("borderWidth", borderWidth)
        if border > 0, let bc = borderColor, bc.alpha > 0 {
            canvas.strokeRoundedRect(b, radii: radii, lineWidth: border, color: bc.withAlphaComponent(bc.alpha * a))
        }
        canvas.restoreState()
    }

    /// Draws what the layer shows above its background, in its own coordinates; subclasses draw gradients
    /// and paths here.
    func drawContent(in canvas: Canvas, alpha: Double) {}

    /// Draws the sublayers, back to front, in this layer's coordinates; a replicator draws them again and
    /// again.
    func renderSublayers(in canvas: Canvas, alpha: Double) {
        for child in children { child.render(in: canvas, alpha: alpha) }
    }
}

extension Sublayer: LayerAnimationHost {
    func layerAnimationsDidChange() { setNeedsDisplay() }
    var animatingView: View? { owningView }
}
