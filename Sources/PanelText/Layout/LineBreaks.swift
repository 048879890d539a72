import CUnibreak

/// The one place PanelText calls libunibreak: where Unicode's line breaking algorithm (UAX #14) allows
/// a line to break.
enum LineBreaks {
    /// A break must happen after the character (end of text, hard line breaks).
    static let mustBreak = Int8(LINEBREAK_MUSTBREAK)
    /// A break may happen after the character.
    static let allowBreak = Int8(LINEBREAK_ALLOWBREAK)

    /// Sets up libunibreak's tables (idempotent).
    ///
    /// The corresponding C function is `init_linebreak`.
    static func prepare() {
        init_linebreak()
    }

    /// For each scalar of `text`, whether a line may break after it: `mustBreak`, `allowBreak` or
    /// another value for no break. The last scalar is always `mustBreak` (the end of the text).
    ///
    /// Regional indicators (flag halves, U+1F1E6...U+1F1FF) are passed as U+4E00, a character of class
    /// ID: Debian's libunibreak 1.1 aborts on an assertion when it meets one. A flag is one grapheme
    /// cluster, which lines never split, so only the breaks around the flag matter, and those of ID
    /// (allowed on both sides, as for a pictograph) are what UAX #14 gives a flag between words.
    ///
    /// The corresponding C function is `set_linebreaks_utf32`, with no language tailoring.
    static func opportunities(_ text: UnsafeBufferPointer<UInt32>) -> [Int8] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: text.count)
        if text.contains(where: isRegionalIndicator) {
            let safe = text.map { isRegionalIndicator($0) ? 0x4E00 : $0 }
            set_linebreaks_utf32(safe, safe.count, nil, &breaks)
        } else {
            set_linebreaks_utf32(base, text.count, nil, &breaks)
        }
        return breaks.map { Int8($0) }
    }

    static func isRegionalIndicator(_ v: UInt32) -> Bool { v >= 0x1F1E6 && v <= 0x1F1FF }
}
