/// The edges `CGRect.divided(atDistance:from:)` measures from, as Core Graphics' `CGRectEdge`.
public enum CGRectEdge: Int, Sendable {
    case minXEdge = 0
    case minYEdge = 1
    case maxXEdge = 2
    case maxYEdge = 3
}

extension Rect {
    /// Cuts the rectangle in two along a line `distance` in from `edge`, as Core Graphics does: `slice`
    /// is the part by the edge (at most the whole rectangle), `remainder` the rest. Works on the
    /// standardized rectangle.
    public func divided(atDistance distance: Double, from edge: CGRectEdge) -> (slice: Rect, remainder: Rect) {
        let r = standardized
        switch edge {
        case .minXEdge:
            let d = max(0, min(distance, r.width))
            return (
                Rect(x: r.minX, y: r.minY, width: d, height: r.height),
                Rect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height)
            )
        case .maxXEdge:
            let d = max(0, min(distance, r.width))
            return (
                Rect(x: r.maxX - d, y: r.minY, width: d, height: r.height),
                Rect(x: r.minX, y: r.minY, width: r.width - d, height: r.height)
            )
        case .minYEdge:
            let d = max(0, min(distance, r.height))
            return (
                Rect(x: r.minX, y: r.minY, width: r.width, height: d),
                Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d)
            )
        case .maxYEdge:
            let d = max(0, min(distance, r.height))
            return (
                Rect(x: r.minX, y: r.maxY - d, width: r.width, height: d),
                Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - d)
            )
        }
    }
}
