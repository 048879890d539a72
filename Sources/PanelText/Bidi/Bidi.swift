import CFriBidi

/// The one place PanelText calls FriBidi: the embedding levels of a paragraph (UAX #9).
enum Bidi {
    /// The resolved embedding level of each scalar of a paragraph, and whether the paragraph is right to
    /// left.
    ///
    /// Text that cannot hold a right-to-left character (everything below U+0590 in a paragraph that is
    /// not set right to left) is all at level 0 without asking FriBidi.
    ///
    /// The corresponding C functions are `fribidi_get_bidi_types`, `fribidi_get_bracket_types` and
    /// `fribidi_get_par_embedding_levels_ex`.
    static func levels(_ text: UnsafeBufferPointer<UInt32>, direction: WritingDirection) -> (levels: [UInt8], rtl: Bool)
    {
        let count = text.count
        if direction != .rightToLeft && !text.contains(where: { $0 >= 0x0590 }) {
            return ([UInt8](repeating: 0, count: count), false)
        }
        guard count > 0, let base = text.baseAddress else { return ([], direction == .rightToLeft) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var parType: FriBidiParType
        switch direction {
        case .natural: parType = panel_fribidi_par_on()
        case .leftToRight: parType = panel_fribidi_par_ltr()
        case .rightToLeft: parType = panel_fribidi_par_rtl()
        }
        fribidi_get_bidi_types(base, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(base, FriBidiStrIndex(count), types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &parType, &levels)
        let rtl = parType == panel_fribidi_par_rtl()
        guard result > 0 else { return ([UInt8](repeating: rtl ? 1 : 0, count: count), rtl) }
        return (levels.map { UInt8(clamping: Int($0)) }, rtl)
    }
}
