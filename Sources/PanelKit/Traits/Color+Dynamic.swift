import PanelGraphics

// Dynamic colours, as UIKit's `UIColor(dynamicProvider:)` and `resolvedColor(with:)`.
extension Color {
    /// A colour whose value depends on the traits, as `UIColor(dynamicProvider:)`: a view draws the value
    /// `provider` gives for its appearance (`userInterfaceStyle`).
    ///
    /// PanelKit asks `provider` once per appearance, here (for traits with that appearance, idiom `.pad`,
    /// scale 1 and no size classes), and keeps the two values: so `Color` stays a small value and drawing
    /// calls no closure. A provider that looks at other traits than the appearance is seen with those.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        let light = provider(TraitCollection.lightDrawing)
        let dark = provider(TraitCollection.darkDrawing)
        self.init(light: light, dark: dark)
    }

    /// The colour's value for `traitCollection`, as `UIColor.resolvedColor(with:)`: a fixed colour is itself;
    /// a dynamic one gives its dark value for `.dark` and its light value otherwise (`.unspecified` too).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        resolved(traitCollection.colorAppearance)
    }
}

extension TraitCollection {
    /// The appearance the collection's `userInterfaceStyle` draws colours in (light unless dark).
    var colorAppearance: Color.Appearance { userInterfaceStyle == .dark ? .dark : .light }
}
