/// A direction on the screen to move a text position in, as `UITextLayoutDirection`: what
/// `position(from:in:offset:)` and `characterRange(byExtending:in:)` take.
public enum TextLayoutDirection: Int, Sendable {
    /// Towards the right edge of the line.
    case right = 2
    /// Towards the left edge of the line.
    case left = 3
    /// To the line above.
    case up = 4
    /// To the line below.
    case down = 5
}
