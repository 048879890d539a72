/// How a view's content is arranged when the interface runs right to left, as `UISemanticContentAttribute`
/// (UIKit's raw values). Only `.forceRightToLeft` lays a view out right to left on a left-to-right
/// interface; `.playback`, `.spatial` and `.forceLeftToRight` keep it left to right on any interface.
public enum SemanticContentAttribute: Int, Sendable {
    /// The interface's direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind), which keep their order.
    case playback = 1
    /// Directional controls (arrows, alignment choices), which keep their order.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
