/// What divides a text input's text into characters, words, sentences, paragraphs and lines, as
/// `UITextInputTokenizer`; `TextInput.tokenizer` gives one.
@MainActor
public protocol TextInputTokenizer: AnyObject {
    /// The unit of `granularity` holding `position` (the one after it going forward, before it going
    /// back); nil when it is between units (a space between words).
    func rangeEnclosingPosition(
        _ position: TextPosition, with granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextRange?
    /// Whether `position` ends a unit (going forward) or starts one (going back).
    func isPosition(
        _ position: TextPosition, atBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool
    /// The next unit end after `position` (going forward) or unit start before it (going back); nil when
    /// there is none.
    func position(
        from position: TextPosition, toBoundary granularity: TextGranularity, inDirection direction: TextDirection
    ) -> TextPosition?
    /// Whether `position` is inside a unit, or at its start going forward or its end going back.
    func isPosition(
        _ position: TextPosition, withinTextUnit granularity: TextGranularity, inDirection direction: TextDirection
    ) -> Bool
}
