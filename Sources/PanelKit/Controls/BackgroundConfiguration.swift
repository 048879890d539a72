import PanelGraphics

/// The background of a configured view, as `UIBackgroundConfiguration`: a fill colour, a corner radius and
/// a stroke. A button configuration's `background` is one; its style gives the colour when
/// `backgroundColor` is nil.
///
/// PanelKit keeps the part a button draws: no custom view, visual effect, image or colour transformers.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill colour. Nil lets the owner decide (a configured button fills with its style's colour,
    /// darkened while highlighted); a colour set here is used as it is in every state, as in UIKit.
    public var backgroundColor: Color?
    /// The radius of the corners. A button's `cornerStyle` decides how it is used: `.fixed` takes it as it
    /// is, `.dynamic` takes it when above 0 (else the system radius for the button's size), the other
    /// styles ignore it.
    public var cornerRadius: Double = 0
    /// The colour of the outline drawn just inside the edges; nil draws none.
    public var strokeColor: Color?
    /// The width of the outline (0, the default, draws none).
    public var strokeWidth: Double = 0

    /// A clear background with no stroke.
    public init() {}

    /// A clear background with no stroke, as `UIBackgroundConfiguration.clear()`.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
}
