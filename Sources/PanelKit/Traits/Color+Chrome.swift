import PanelGraphics

// The colours of PanelKit's own bars and controls that are not one of UIKit's named system colours: light
// values as PanelKit always drew them, and dark values for the dark appearance (Apple documents the look,
// not these numbers: near-black greys as UIKit's chrome materials show over a black background).
extension Color {
    /// Tab bars and toolbars.
    static let barBackground = Color(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x161616))
    /// Navigation bars.
    static let navigationBarBackground = Color(light: Color(hex: 0xF7F7F7), dark: Color(hex: 0x161616))
    /// The line along a bar's edge.
    static let barHairline = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))
    /// The raised plate of a segmented control's selected segment.
    static let segmentPlate = Color(light: .white, dark: Color(hex: 0x636366))
    /// Menus and alert buttons: a light or dark panel.
    static let menuBackground = Color(
        light: Color(hex: 0xF7F7F7, alpha: 0.98), dark: Color(hex: 0x252527, alpha: 0.98))
    static let alertBackground = Color(light: Color(white: 0.97), dark: Color(hex: 0x252527))
    /// A pressed or highlighted row in a menu.
    static let menuHighlight = Color(light: Color(white: 0, alpha: 0.1), dark: Color(white: 1, alpha: 0.1))
    /// The gap between groups of menu items.
    static let menuGap = Color(light: Color(white: 0, alpha: 0.08), dark: Color(white: 0, alpha: 0.4))
    /// The default scroll indicator: dark on light content, light on dark.
    static let scrollIndicator = Color(light: Color(white: 0, alpha: 0.35), dark: Color(white: 1, alpha: 0.35))
    /// A translucent material (`UIBlurEffect.Style.systemMaterial` and the other adaptive styles): white or
    /// near-black at `alpha`.
    static func material(alpha: Double) -> Color {
        Color(light: Color(white: 0.97, alpha: alpha), dark: Color(white: 0.11, alpha: alpha))
    }
}
