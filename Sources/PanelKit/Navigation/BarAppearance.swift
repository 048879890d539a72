import PanelText

/// How a bar draws its background, as `UIBarAppearance`: a colour over a material (`backgroundEffect`), an
/// optional image, and the hairline along its edge (`shadowColor`; nil or clear hides it). A reference type
/// as in UIKit; bars keep a copy of what they are given (UIKit's properties are `@NSCopying`), so changing
/// an appearance after assigning it changes nothing until it is assigned again.
@MainActor
open class BarAppearance {
    /// The colour drawn over the effect (nil: none).
    open var backgroundColor: Color?
    /// The material under the background colour (PanelKit draws it as its tint, see `BlurEffect`).
    open var backgroundEffect: BlurEffect?
    /// An image drawn over the background colour, stretched to the bar.
    open var backgroundImage: Surface?
    /// The hairline's colour; nil or clear hides it.
    open var shadowColor: Color?
    /// An image drawn as the hairline instead of `shadowColor`.
    open var shadowImage: Surface?

    /// UIKit's default hairline: black at 30 % (white at 15 % in dark mode).
    static let defaultShadowColor = Color.barHairline

    /// An appearance with the default background (a material with a hairline), as `init()`.
    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance` (as `init(barAppearance:)`); a subclass copies its own settings too when
    /// `barAppearance` is of its kind.
    public required init(barAppearance: BarAppearance) {
        copyBackground(from: barAppearance)
    }

    /// A copy of this appearance, of the same class.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's translucent background: a chrome material, no colour, the standard hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the standard hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: what lies behind the bar shows.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    private func copyBackground(from other: BarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundEffect = other.backgroundEffect
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Whether the hairline shows.
    var showsShadow: Bool {
        shadowImage != nil || (shadowColor.map { $0.alpha > 0 } ?? false)
    }

    /// This appearance with a transparent background and no hairline (everything else kept): what a bar
    /// uses at the scroll edge when no scroll-edge appearance is set, as UIKit's.
    func withTransparentBackground() -> Self {
        let c = copy()
        c.configureWithTransparentBackground()
        return c
    }

    /// Paints `appearance`'s background on a bar, or the bar's classic look when it is nil: the effect's
    /// material on `bar`, the colour on `colorView` above it, the image on `imageView` (a bar without one
    /// passes nil), and the hairline in `shadowColor`. `shadowImage` is kept but not drawn, so the hairline
    /// takes `shadowColor` either way.
    static func paint(
        _ appearance: BarAppearance?, classicBackground: Color?, bar: View, colorView: View, imageView: ImageView?,
        hairline: View
    ) {
        guard let appearance else {
            bar.backgroundColor = classicBackground
            colorView.backgroundColor = nil
            imageView?.isHidden = true
            hairline.isHidden = false
            hairline.backgroundColor = defaultShadowColor
            return
        }
        bar.backgroundColor = appearance.backgroundEffect?.materialColor
        colorView.backgroundColor = appearance.backgroundColor
        imageView?.image = appearance.backgroundImage
        imageView?.isHidden = appearance.backgroundImage == nil
        hairline.isHidden = !appearance.showsShadow
        hairline.backgroundColor = appearance.shadowColor
    }
}
