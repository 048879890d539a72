// Foundation's string editing that UIKit code reaches for in a text field's delegate, for code that imports
// only PanelKitCompat: `current.replacingCharacters(in: Range(range, in: current)!, with: string)`.
extension String {
    /// The string with the characters in `range` replaced by `replacement`, as Foundation's
    /// `replacingCharacters(in:with:)`.
    public func replacingCharacters(in range: Range<String.Index>, with replacement: some StringProtocol) -> String {
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
