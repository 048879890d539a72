import PanelGraphics

/// A layer that fills its bounds with a colour gradient, as `CAGradientLayer`: `colors` from `startPoint`
/// to `endPoint` in unit coordinates (top centre to bottom centre by default), at `locations` (evenly
/// spread when nil), under the layer's rounded corners.
@MainActor
open class GradientLayer: Sublayer {
    /// The gradient's shape, as `CAGradientLayerType`.
    public enum Kind: Sendable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// Out from `startPoint`, reaching the last colour at `endPoint`'s distance on each axis.
        case radial
    }

    /// The colours (`Color`s; `UIColor.cgColor` is one), as `CAGradientLayer.colors` takes them.
    public var colors: [Any]? {
        didSet { setNeedsDisplay() }
    }

    /// Where each colour sits, 0 to 1, in order; nil spreads them evenly.
    public var locations: [Double]? {
        didSet { if locations != oldValue { setNeedsDisplay() } }
    }

    /// Where the gradient starts, in unit coordinates of the bounds ((0, 0) top left).
    public var startPoint = Point(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { setNeedsDisplay() } }
    }

    /// Where the gradient ends, in unit coordinates of the bounds.
    public var endPoint = Point(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { setNeedsDisplay() } }
    }

    /// The gradient's shape (`.axial` by default).
    public var type = Kind.axial {
        didSet { if type != oldValue { setNeedsDisplay() } }
    }

    /// The stops drawn: each colour at its location, or spread evenly.
    var stops: [GradientStop] {
        let list = (colors ?? []).compactMap { $0 as? Color }
        guard !list.isEmpty else { return [] }
        if let locations, locations.count == list.count {
            return zip(locations, list).map { GradientStop($0, $1) }
        }
        if list.count == 1 { return [GradientStop(0, list[0]), GradientStop(1, list[0])] }
        return list.enumerated().map { GradientStop(Double($0.offset) / Double(list.count - 1), $0.element) }
    }

    override func drawContent(in canvas: Canvas, alpha: Double) {
        let b = bounds
        let s = stops.map { GradientStop($0.location, $0.color.withAlphaComponent($0.color.alpha * alpha)) }
        guard !s.isEmpty, b.width > 0, b.height > 0 else { return }
        let start = Point(x: b.minX + startPoint.x * b.width, y: b.minY + startPoint.y * b.height)
        let end = Point(x: b.minX + endPoint.x * b.width, y: b.minY + endPoint.y * b.height)
        let radii = CornerRadii(all: cornerRadius)
        switch type {
        case .axial:
            canvas.fillLinearGradient(b, radii: radii, from: start, to: end, stops: s)
        case .radial:
            canvas.fillRadialGradient(
                b, radii: radii, center: start, radiusX: abs(end.x - start.x), radiusY: abs(end.y - start.y), stops: s)
        }
    }
}
