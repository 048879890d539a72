// The attributes a `UIConfigurationTextAttributesTransformer` gets are PanelText's `TextAttributes`; UIKit's
// are an `AttributeContainer`. Its spelling of the colour ports as it is:
// `var outgoing = incoming; outgoing.foregroundColor = .white; outgoing.font = UIFont.boldSystemFont(ofSize: 20)`.

extension TextAttributes {
    /// `AttributeContainer.foregroundColor`: the text colour (`color`).
    public var foregroundColor: Color? {
        get { color }
        set { color = newValue }
    }
}
