/// How a stroke's open ends are drawn, as `CGLineCap`.
public enum LineCap: Sendable {
    case butt, round, square
}
