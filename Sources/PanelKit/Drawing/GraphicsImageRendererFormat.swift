/// How a `GraphicsImageRenderer` makes its pictures, as `UIGraphicsImageRendererFormat`.
///
/// PanelKit draws one pixel a point: `scale` is kept but pictures are always made at 1 (the panel's
/// scale). `opaque` makes a picture with no alpha: what the block leaves undrawn is black.
@MainActor
public final class GraphicsImageRendererFormat {
    /// Pixels a point; the default and the only scale PanelKit draws at is 1.
    public var scale: Double = 1
    /// Whether the picture is opaque (undrawn pixels black, every pixel at full alpha).
    public var opaque = false
    /// Whether the picture keeps extended-range colours; PanelKit's pictures are standard range.
    public var preferredRange = Range.standard

    /// The colour ranges a picture can have, as `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// A format at scale 1, translucent, standard range.
    public init() {}

    /// The format for a screen with `traitCollection`'s traits, as
    /// `UIGraphicsImageRendererFormat(for:)`: PanelKit's panels are all scale 1.
    public convenience init(for traitCollection: TraitCollection) {
        self.init()
    }

    /// The format for the main screen, as `UIGraphicsImageRendererFormat.default()`.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The most capable format for the screen, as `UIGraphicsImageRendererFormat.preferred()`.
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The format's bounds are the renderer's; kept for `UIGraphicsRendererFormat` code that reads it.
    public var bounds: Rect = .zero
}
