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
