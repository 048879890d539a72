/// How a stroke's corners are drawn, as `CGLineJoin`.
public enum LineJoin: Sendable {
    case miter, round, bevel
}
