/// A material behind content, as `UIBlurEffect`. PanelKit draws the material as its tint, without
/// blurring what lies behind (a backdrop blur would cost a full-screen filter per frame on a Pi).
public final class BlurEffect: VisualEffect {
    /// As `UIBlurEffect.Style` (light appearance: the system materials are light).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light
        case dark
        case regular = 4
        case prominent
        case systemUltraThinMaterial
        case systemThinMaterial
        case systemMaterial
        case systemThickMaterial
        case systemChromeMaterial
        case systemUltraThinMaterialLight
        case systemThinMaterialLight
        case systemMaterialLight
        case systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark
        case systemThinMaterialDark
        case systemMaterialDark
        case systemThickMaterialDark
        case systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The colour the material is drawn as: white or near-black at the material's thickness.
    override var materialColor: Color? {
        switch style {
        case .extraLight: return Color(white: 0.97, alpha: 0.9)
        case .light, .systemMaterialLight: return Color(white: 0.97, alpha: 0.8)
        case .regular, .systemMaterial: return .material(alpha: 0.8)
        case .prominent, .systemThickMaterial, .systemChromeMaterial: return .material(alpha: 0.9)
        case .systemThickMaterialLight, .systemChromeMaterialLight: return Color(white: 0.97, alpha: 0.9)
        case .systemThinMaterial: return .material(alpha: 0.7)
        case .systemThinMaterialLight: return Color(white: 0.97, alpha: 0.7)
        case .systemUltraThinMaterial: return .material(alpha: 0.55)
        case .systemUltraThinMaterialLight: return Color(white: 0.97, alpha: 0.55)
        case .dark, .systemMaterialDark: return Color(white: 0.11, alpha: 0.8)
        case .systemThickMaterialDark, .systemChromeMaterialDark: return Color(white: 0.11, alpha: 0.9)
        case .systemThinMaterialDark: return Color(white: 0.11, alpha: 0.7)
        case .systemUltraThinMaterialDark: return Color(white: 0.11, alpha: 0.55)
        }
    }
}
