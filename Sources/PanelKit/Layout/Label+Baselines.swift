import PanelText

extension Label {
    /// Where the first and last baselines sit relative to the label's vertical center, as the label draws
    /// its text (centred vertically in its bounds): nil without text or fonts, and for Auto Layout the
    /// baselines are then the bottom edge, as for any view without text.
    var baselineOffsetsFromCenter: (first: Double, last: Double)? {
        guard let text, !text.isEmpty, let library = window?.application?.fontLibrary else { return nil }
        let style = TextStyle(
            font: fontStorage ?? library.font(size: fontSize, weight: fontWeight), color: textColor,
            alignment: textAlignment, maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let width = numberOfLines != 1 && bounds.width > 0 ? bounds.width : Double.infinity
        let layout = library.layout(text, style: style, width: width)
        let top = -layout.size.height / 2
        return (top + layout.firstBaseline, top + layout.lastBaseline)
    }
}
