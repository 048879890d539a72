import CPixman

extension Canvas {
    /// How what is drawn combines with what is under it, as Core Graphics' `CGBlendMode`: the separable and
    /// non-separable modes of the PDF specification and the Porter–Duff ones pixman has.
    public enum BlendMode: Hashable, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
        case destinationAtop, xor, plusDarker, plusLighter

        /// pixman's operator for compositing a layer of what was drawn (its coverage in its alpha). The
        /// operators whose result leaves the destination as it is where the layer is transparent are exact;
        /// `clear` and `copy` are composited in two steps (`BlendLayer.end()`); the ones that would erase the
        /// destination outside the shape (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`) and
        /// `plusDarker`, which pixman lacks, draw as `normal`.
        var pixmanOperator: pixman_op_t {
            switch self {
            case .multiply: PIXMAN_OP_MULTIPLY
            case .screen: PIXMAN_OP_SCREEN
            case .overlay: PIXMAN_OP_OVERLAY
            case .darken: PIXMAN_OP_DARKEN
            case .lighten: PIXMAN_OP_LIGHTEN
            case .colorDodge: PIXMAN_OP_COLOR_DODGE
            case .colorBurn: PIXMAN_OP_COLOR_BURN
            case .softLight: PIXMAN_OP_SOFT_LIGHT
            case .hardLight: PIXMAN_OP_HARD_LIGHT
            case .difference: PIXMAN_OP_DIFFERENCE
            case .exclusion: PIXMAN_OP_EXCLUSION
            case .hue: PIXMAN_OP_HSL_HUE
            case .saturation: PIXMAN_OP_HSL_SATURATION
            case .color: PIXMAN_OP_HSL_COLOR
            case .luminosity: PIXMAN_OP_HSL_LUMINOSITY
            case .sourceAtop: PIXMAN_OP_ATOP
            case .destinationOver: PIXMAN_OP_OVER_REVERSE
            case .destinationOut, .clear, .copy: PIXMAN_OP_OUT_REVERSE
            case .xor: PIXMAN_OP_XOR
            case .plusLighter: PIXMAN_OP_ADD
            default: PIXMAN_OP_OVER
            }
        }
    }

    /// One drawing operation under a blend mode or a global alpha (`CGContext.setBlendMode(_:)`,
    /// `setAlpha(_:)`): drawn into a transparent layer over the clip, which `end()` composites into the
    /// parent with the mode's operator, through the alpha.
    public final class BlendLayer {
        /// The canvas to draw the operation into: the parent's transform, appearance and clip.
        public let canvas: Canvas
        private let parent: Canvas
        private let layer: Surface
        private let box: IntRect
        private let mode: BlendMode
        private let alpha: Double

        init(parent: Canvas, mode: BlendMode, alpha: Double) {
            self.parent = parent
            self.mode = mode
            self.alpha = min(1, max(0, alpha.isFinite ? alpha : 1))
            box = parent.clipBounds
            layer = Surface(width: max(box.width, 1), height: max(box.height, 1))
            canvas = Canvas(surface: layer, cache: parent.cache)
            canvas.appearance = parent.appearance
            if box.isEmpty {
                canvas.setDeviceClip(IntRect(x: 0, y: 0, width: 0, height: 0))
                return
            }
            canvas.translateBy(x: Double(-box.x), y: Double(-box.y))
            canvas.concatenate(parent.transform)
        }

        /// Composites the layer into the parent canvas.
        public func end() {
            if box.isEmpty || alpha <= 0 { return }
            let mask = alpha < 1 ? parent.cache.solid(Color(white: 0, alpha: alpha)) : nil
            parent.emitComposite(
                mode.pixmanOperator, layer.image, layer, mask, nil, sx: 0, sy: 0, mx: 0, my: 0, to: box)
            // `copy`: what was under the shape is taken out (above), then the shape added in its place.
            if mode == .copy {
                parent.emitComposite(PIXMAN_OP_ADD, layer.image, layer, mask, nil, sx: 0, sy: 0, mx: 0, my: 0, to: box)
            }
        }
    }

    /// Starts one drawing operation blended with `mode` at `alpha`: draw into the returned layer's
    /// `canvas`, then call its `end()`.
    public func beginBlendLayer(mode: BlendMode, alpha: Double) -> BlendLayer {
        BlendLayer(parent: self, mode: mode, alpha: alpha)
    }
}
