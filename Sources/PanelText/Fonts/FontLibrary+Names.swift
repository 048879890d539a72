extension FontLibrary {
    /// The installed face named `name` at `size` pixels, as `UIFont(name:size:)`; nil when no installed face
    /// has that name.
    ///
    /// `name` is compared, ignoring case, with what fontconfig lists for each face: its PostScript name
    /// ("DejaVuSans-Bold") and full name ("DejaVu Sans Bold") pick that face; a family name ("DejaVu Sans")
    /// picks the family's upright face closest to regular weight and normal width. fontconfig's own matching
    /// is not used to answer, since it always offers some face, even for a name nothing has.
    /// - Parameters:
    ///   - name: A PostScript, full or family name.
    ///   - size: The em size in pixels; must be positive.
    public func font(named name: String, size: Double) -> Font? {
        guard let face = face(named: name) else { return nil }
        return Font(face: face, size: size)
    }

    /// The installed face named `name` (see `font(named:size:)`), opened on first use; nil when none has
    /// that name or its file cannot be opened.
    public func face(named name: String) -> FontFace? {
        guard let config = fontConfig else { return nil }
        let key = name.lowercased()
        let faces = config.faceList()
        let exact = faces.first { face in
            face.postScriptName?.lowercased() == key || face.fullNames.contains { $0.lowercased() == key }
        }
        let chosen =
            exact
            ?? faces.filter { $0.families.contains { $0.lowercased() == key } }.min { a, b in
                Self.distanceFromRegular(a) < Self.distanceFromRegular(b)
            }
        guard let chosen else { return nil }
        return try? face(path: chosen.path, index: chosen.index)
    }

    /// How far a face is from its family's plain member: italics last, then by width, then by weight.
    static func distanceFromRegular(_ face: FontConfig.NamedFace) -> Int {
        (face.slant != 0 ? 100_000 : 0) + abs(face.width - 100) * 1000 + abs(face.weight - 80)
    }

    /// The family names of the installed faces, sorted, as `UIFont.familyNames`. A face listed under several
    /// families (DejaVu Sans Condensed is also "DejaVu Sans") counts in each.
    public var familyNames: [String] {
        guard let config = fontConfig else { return [] }
        return Set(config.faceList().flatMap(\.families)).sorted()
    }

    /// The PostScript names of the faces of family `familyName` (compared ignoring case), sorted, as
    /// `UIFont.fontNames(forFamilyName:)`; empty for an unknown family.
    public func fontNames(forFamilyName familyName: String) -> [String] {
        guard let config = fontConfig else { return [] }
        let key = familyName.lowercased()
        let names = config.faceList().filter { $0.families.contains { $0.lowercased() == key } }.compactMap(
            \.postScriptName)
        return Set(names).sorted()
    }
}
