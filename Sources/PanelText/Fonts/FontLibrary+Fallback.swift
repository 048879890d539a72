import CHarfBuzz

/// The key of a cached fallback choice: a script (or a character) and a weight.
struct ScriptFaceKey: Hashable {
    var value: UInt32
    var bold: Bool
    var language: String
}

extension FontLibrary {
    /// The language fontconfig is asked about for a script, and HarfBuzz shapes it in.
    static func language(for script: hb_script_t) -> String {
        switch script {
        case HB_SCRIPT_ARABIC: return "ar"
        case HB_SCRIPT_HEBREW: return "he"
        case HB_SCRIPT_DEVANAGARI: return "hi"
        case HB_SCRIPT_BENGALI: return "bn"
        case HB_SCRIPT_GURMUKHI: return "pa"
        case HB_SCRIPT_GUJARATI: return "gu"
        case HB_SCRIPT_ORIYA: return "or"
        case HB_SCRIPT_TAMIL: return "ta"
        case HB_SCRIPT_TELUGU: return "te"
        case HB_SCRIPT_KANNADA: return "kn"
        case HB_SCRIPT_MALAYALAM: return "ml"
        case HB_SCRIPT_SINHALA: return "si"
        case HB_SCRIPT_THAI: return "th"
        case HB_SCRIPT_LAO: return "lo"
        case HB_SCRIPT_MYANMAR: return "my"
        case HB_SCRIPT_KHMER: return "km"
        case HB_SCRIPT_HAN: return "zh-cn"
        case HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: return "ja"
        case HB_SCRIPT_HANGUL: return "ko"
        case HB_SCRIPT_GREEK: return "el"
        case HB_SCRIPT_CYRILLIC: return "ru"
        case HB_SCRIPT_ARMENIAN: return "hy"
        case HB_SCRIPT_GEORGIAN: return "ka"
        case HB_SCRIPT_ETHIOPIC: return "am"
        default: return "en"
        }
    }

    /// Scripts the face a run asks for serves itself when it has the characters: the default faces
    /// are made for them. Every other script prefers a face made for it (see `scriptFace`).
    static func isOwnScript(_ script: hb_script_t) -> Bool {
        switch script {
        case HB_SCRIPT_LATIN, HB_SCRIPT_GREEK, HB_SCRIPT_CYRILLIC, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED,
            HB_SCRIPT_UNKNOWN:
            return true
        default: return false
        }
    }

    /// The face fontconfig ranks best for `script` in `language` at the weight of `face`, among faces
    /// of another family than `face`'s that have every character of `sample`; nil when there is none
    /// (the run then keeps `face` when it has the characters).
    ///
    /// The choice is made once per script, weight and language, and cached for the library's life: a
    /// face made for a script (Noto Sans Arabic UI, Noto Sans CJK) draws and shapes it better than a
    /// pan-Unicode face's supplement.
    func scriptFace(_ script: hb_script_t, language: String, like face: FontFace, sample: [UInt32]) -> FontFace? {
        let key = ScriptFaceKey(value: script.rawValue, bold: face.isBold, language: language)
        if let cached = scriptFaces[key] { return cached }
        var chosen: FontFace?
        let weight = face.isBold ? 200 : 80
        if let config = fontConfig,
            let candidate = config.bestFace(
                for: "sans-serif:lang=\(language):weight=\(weight)", covering: sample,
                excludingFamilyPrefix: face.familyName, color: false)
        {
            chosen = try? self.face(path: candidate.path, index: candidate.index)
        }
        scriptFaces[key] = .some(chosen)
        return chosen
    }

    /// A face that has `scalar`, at the weight of `face`: the colour emoji face for emoji, else the
    /// first face fontconfig ranks for sans-serif text that has it; nil when no installed face has it.
    /// Cached per character and weight.
    func characterFace(_ scalar: UInt32, like face: FontFace, emoji: Bool) -> FontFace? {
        let key = ScriptFaceKey(value: scalar, bold: face.isBold, language: emoji ? "emoji" : "")
        if let cached = characterFaces[key] { return cached }
        var chosen: FontFace?
        if let config = fontConfig {
            let candidate =
                emoji
                ? config.bestFace(for: "emoji", covering: [scalar], color: true)
                : config.bestFace(for: "sans-serif:weight=\(face.isBold ? 200 : 80)", covering: [scalar])
            if let candidate {
                chosen = try? self.face(path: candidate.path, index: candidate.index)
            }
        }
        characterFaces[key] = .some(chosen)
        return chosen
    }

    /// Whether `face` has a glyph for every character of `scalars` that needs one (variation
    /// selectors, joiners and other default-ignorable characters need none).
    func covers<C: Collection<UInt32>>(_ face: FontFace, _ scalars: C) -> Bool {
        let rec = record(face)
        for s in scalars where !Self.isIgnorable(s) && glyphIndex(rec, s) == 0 {
            return false
        }
        return true
    }

    /// Characters drawn with no glyph of their own: joiners, variation selectors, bidi controls, tags.
    static func isIgnorable(_ s: UInt32) -> Bool {
        switch s {
        case 0x00AD, 0x034F, 0x061C, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F,
            0xFE00...0xFE0F,
            0xFEFF, 0xE0000...0xE0FFF:
            return true
        default: return s < 0x20 || (s >= 0x7F && s < 0xA0)
        }
    }
}
