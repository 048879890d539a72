// UIKit's attribute dictionaries on text fields and text views: `textView.typingAttributes =
// [.foregroundColor: UIColor.red]` (the next typed text is red) and `field.defaultTextAttributes =
// [.font: font, .foregroundColor: color]` port as they are, over PanelKit's `TextAttributes`.

extension TextView {
    /// `UITextView.typingAttributes`: the attributes the next typed text takes; cleared when the selection
    /// moves.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingTextAttributes.dictionary }
        set { typingTextAttributes = AttributedText.attributes(newValue) }
    }
}

extension TextField {
    /// `UITextField.typingAttributes`: nil while the field is not being edited, cleared when the selection
    /// moves. Kept: the field's text is plain (see DEVIATIONS.md).
    public var typingAttributes: [NSAttributedString.Key: Any]? {
        get { typingTextAttributes?.dictionary }
        set { typingTextAttributes = newValue.map(AttributedText.attributes) }
    }

    /// `UITextField.defaultTextAttributes`: the text's font, colour and paragraph style (its alignment).
    /// Setting them sets `font`, `textColor` and `textAlignment` for the whole text; the field's text is
    /// plain, so other attributes are not drawn.
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = ParagraphStyle(alignment: textAlignment)
            return TextAttributes(font: font, color: textColor, paragraphStyle: style).dictionary
        }
        set {
            let a = AttributedText.attributes(newValue)
            if let font = a.font { self.font = font }
            if let color = a.color { textColor = color }
            if let alignment = a.paragraphStyle?.alignment { textAlignment = alignment }
        }
    }
}
