/// How a path's inside is decided where its subpaths overlap or cross themselves, as `CGPathFillRule`.
public enum FillRule: Sendable {
    /// Inside where the outline winds around a point a non-zero number of times.
    case nonZero
    /// Inside where a ray from a point crosses the outline an odd number of times.
    case evenOdd
}
