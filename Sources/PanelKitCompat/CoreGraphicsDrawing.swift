import PanelGraphics
import PanelKit

// Drawing in Core Graphics' and UIKit's names: `override func draw(_ rect: CGRect)` with `UIBezierPath`,
// `UIColor.setFill()` and `UIGraphicsGetCurrentContext()`, and `UIGraphicsImageRenderer`.

public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias CGContext = GraphicsContext
public typealias CGPath = Path
public typealias CGLineCap = LineCap
public typealias CGLineJoin = LineJoin
public typealias CGPathFillRule = FillRule
public typealias CGPathDrawingMode = GraphicsContext.DrawingMode
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererContext = GraphicsImageRenderer.Context
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat

extension FillRule {
    /// Core Graphics' name for the non-zero winding rule.
    public static let winding = FillRule.nonZero
}

/// The graphics context drawing now (inside `draw(_:)` or an image renderer's block), else nil.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { graphicsGetCurrentContext() }

/// Fills `rect` with the current fill colour.
@MainActor public func UIRectFill(_ rect: CGRect) { rectFill(rect) }

/// Strokes `rect`'s outline one point wide, inside it, with the current fill colour, as `UIRectFrame`.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let w = min(1, rect.width / 2, rect.height / 2)
    context.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: w),
        CGRect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w),
        CGRect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w),
        CGRect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w),
    ])
}

/// Narrows the current context's clip to `rect`, as `UIRectClip`.
@MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// How drawing combines with what is under it (`context.setBlendMode(.multiply)`).
public typealias CGBlendMode = Canvas.BlendMode
