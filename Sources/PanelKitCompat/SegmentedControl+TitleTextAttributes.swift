// `UISegmentedControl`'s title attributes as UIKit code sets them:
// `control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)`.

extension SegmentedControl {
    /// `UISegmentedControl.setTitleTextAttributes(_:for:)`: values of the wrong type are ignored.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        setTitleAttributes(attributes.map { AttributedText.attributes($0) }, for: state)
    }

    /// `UISegmentedControl.titleTextAttributes(for:)`: the attributes set for `state`, or nil.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes(for: state)?.dictionary
    }
}
