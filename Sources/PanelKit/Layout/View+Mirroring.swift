/// Right to left for views PanelKit lays out by frames (bars, cells, controls): their `layoutSubviews`
/// places the parts left to right, then, in a right-to-left interface, mirrors them across the view's
/// width, as UIKit's own views do. The direction is read once per layout pass; left to right nothing moves.
extension View {
    /// Whether this view lays its own parts out right to left: its `effectiveUserInterfaceLayoutDirection`.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Moves each of `views` (subviews of this view) to the mirror image of its frame across the bounds'
    /// width: a part `x` points from the left edge ends `x` points from the right edge, its width kept.
    func mirrorFramesHorizontally(_ views: [View]) {
        let b = bounds
        for v in views {
            let f = v.frame
            v.frame = Rect(x: b.minX + b.maxX - f.maxX, y: f.minY, width: f.width, height: f.height)
        }
    }

    /// `x` (in bounds) mirrored across the bounds' width when `rightToLeft` (drawing code's points).
    func mirroredX(_ x: Double, _ rightToLeft: Bool) -> Double {
        rightToLeft ? bounds.minX + bounds.maxX - x : x
    }

    /// `rect` mirrored across the bounds' width when `rightToLeft` (drawing code's rectangles).
    func mirroredRect(_ rect: Rect, _ rightToLeft: Bool) -> Rect {
        guard rightToLeft else { return rect }
        return Rect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
