import CFontconfig

/// The one place PanelText calls fontconfig: which installed face is best for a script or a character.
///
/// Holds its own configuration (`FcInitLoadConfigAndFonts`), not fontconfig's process-wide one, and
/// the ranked lists it has asked for, so each question costs fontconfig one sort per run of the program.
final class FontConfig {
    /// A face fontconfig offers: its file, its index in the file and its family name.
    struct Candidate: Hashable {
        var path: String
        var index: Int
        var family: String
    }

    private let config: OpaquePointer
    /// Sorted font sets by the pattern that asked for them, destroyed with the configuration.
    private var sorted: [String: UnsafeMutablePointer<FcFontSet>] = [:]
    /// fontconfig calls made so far.
    private(set) var callCount = 0
    /// Every installed face with its names, listed on first use (`faceList`).
    private var listed: [NamedFace]?

    /// Loads the system's fontconfig configuration and its font list (from fontconfig's caches).
    ///
    /// Nil when fontconfig cannot load a configuration, in which case text keeps to the default faces.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
        callCount = 1
    }

    deinit {
        for set in sorted.values { FcFontSetDestroy(set) }
        FcConfigDestroy(config)
    }

    /// The installed faces fontconfig ranks for `pattern` (fontconfig's own syntax, such as
    /// `sans-serif:lang=ar:weight=200`), best first, with the first one that has every character of
    /// `covering` and whose family does not start with `excludingFamilyPrefix` (a face's own family and
    /// its relatives, such as "DejaVu Sans Mono" for "DejaVu Sans"); nil when none has them all.
    ///
    /// The corresponding C functions are `FcNameParse`, `FcConfigSubstitute`, `FcDefaultSubstitute`,
    /// `FcFontSort` and `FcCharSetHasChar`.
    func bestFace(for pattern: String, covering: [UInt32], excludingFamilyPrefix: String? = nil, color: Bool? = nil)
        -> Candidate?
    {
        guard let set = sortedSet(pattern) else { return nil }
        let count = Int(set.pointee.nfont)
        guard let fonts = set.pointee.fonts else { return nil }
        for i in 0..<count {
            guard let font = fonts[i] else { continue }
            callCount += 1
            var familyPointer: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &familyPointer) == FcResultMatch, let familyPointer else {
                continue
            }
            let family = String(cString: familyPointer)
            if let prefix = excludingFamilyPrefix, family.hasPrefix(prefix) { continue }
            if let color {
                var value: FcBool = 0
                callCount += 1
                let found = FcPatternGetBool(font, FC_COLOR, 0, &value) == FcResultMatch
                if (found && value != 0) != color { continue }
            }
            var charset: OpaquePointer?
            callCount += 1
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            var coversAll = true
            for scalar in covering where FcCharSetHasChar(charset, scalar) == 0 {
                coversAll = false
                break
            }
            callCount += covering.count
            if !coversAll { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            callCount += 2
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            return Candidate(path: String(cString: file), index: Int(index), family: family)
        }
        return nil
    }

    /// An installed face with the names fontconfig knows it by.
    struct NamedFace {
        var path: String
        var index: Int
        /// Every family name the face lists (the first is its main one; others are localised or
        /// typographic variants such as "DejaVu Sans Condensed").
        var families: [String]
        var fullNames: [String]
        var postScriptName: String?
        /// fontconfig's weight (80 regular, 200 bold), width (100 normal) and slant (0 roman).
        var weight: Int
        var width: Int
        var slant: Int
    }

    /// Every installed face fontconfig lists, with its family, full and PostScript names.
    ///
    /// The corresponding C functions are `FcObjectSetAdd` and `FcFontList`.
    func faceList() -> [NamedFace] {
        if let listed { return listed }
        var faces: [NamedFace] = []
        callCount += 3
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            defer {
                FcObjectSetDestroy(objects)
                FcPatternDestroy(pattern)
            }
            for name in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_WIDTH, FC_SLANT] {
                _ = FcObjectSetAdd(objects, name)
            }
            if let set = FcFontList(config, pattern, objects) {
                defer { FcFontSetDestroy(set) }
                for i in 0..<Int(set.pointee.nfont) {
                    guard let font = set.pointee.fonts[i] else { continue }
                    func strings(_ object: String) -> [String] {
                        var values: [String] = []
                        var n: Int32 = 0
                        var value: UnsafeMutablePointer<FcChar8>?
                        while FcPatternGetString(font, object, n, &value) == FcResultMatch, let value {
                            values.append(String(cString: value))
                            n += 1
                        }
                        return values
                    }
                    func integer(_ object: String, _ fallback: Int) -> Int {
                        var value: Int32 = 0
                        return FcPatternGetInteger(font, object, 0, &value) == FcResultMatch ? Int(value) : fallback
                    }
                    guard let path = strings(FC_FILE).first else { continue }
                    faces.append(
                        NamedFace(
                            path: path, index: integer(FC_INDEX, 0), families: strings(FC_FAMILY),
                            fullNames: strings(FC_FULLNAME), postScriptName: strings(FC_POSTSCRIPT_NAME).first,
                            weight: integer(FC_WEIGHT, 80), width: integer(FC_WIDTH, 100), slant: integer(FC_SLANT, 0)))
                }
            }
        }
        listed = faces
        return faces
    }

    private func sortedSet(_ pattern: String) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = sorted[pattern] { return set }
        callCount += 5
        guard let parsed = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(parsed) }
        FcConfigSubstitute(config, parsed, FcMatchPattern)
        FcDefaultSubstitute(parsed)
        var result = FcResultMatch
        guard let set = FcFontSort(config, parsed, 0, nil, &result) else { return nil }
        sorted[pattern] = set
        return set
    }
}
