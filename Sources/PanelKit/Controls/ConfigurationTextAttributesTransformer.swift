import PanelText

/// A function that changes the attributes a configuration gives its text, as
/// `UIConfigurationTextAttributesTransformer`: it gets the attributes the configuration would use (the
/// font size and weight of the button's size and the foreground colour of its state) and returns the ones
/// to draw with. UIKit passes an `AttributeContainer`; PanelKit passes PanelText's `TextAttributes`, whose
/// `font`, `fontSize`, `fontWeight` and `color` are read back.
public struct ConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (TextAttributes) -> TextAttributes

    /// A transformer that calls `transform`.
    public init(_ transform: @escaping (TextAttributes) -> TextAttributes) {
        self.transform = transform
    }

    /// The attributes `transform` returns for `incoming`.
    public func callAsFunction(_ incoming: TextAttributes) -> TextAttributes {
        transform(incoming)
    }
}
