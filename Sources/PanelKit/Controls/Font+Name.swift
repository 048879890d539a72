import PanelText

/// `UIFont(name:size:)` and the names a font answers, over the font library of `Application.shared` (the
/// one labels draw with), whose installed faces come from fontconfig.
extension Font {
    /// The installed font named `fontName` at `fontSize`, as `UIFont(name:size:)`; nil when no installed face
    /// has that name (or no font library could be loaded).
    ///
    /// A PostScript name ("DejaVuSans-Bold") or full name ("DejaVu Sans Bold") gives that face; a family name
    /// ("DejaVu Sans") gives the family's regular face. Names are compared ignoring case.
    @MainActor
    public init?(name fontName: String, size fontSize: Double) {
        guard let library = Application.shared.fontLibrary, let font = library.font(named: fontName, size: fontSize)
        else { return nil }
        self = font
    }

    /// The family name stored in the face, as `UIFont.familyName` ("DejaVu Sans").
    public var familyName: String { face.familyName }

    /// The face's PostScript name, as `UIFont.fontName` ("DejaVuSans-Bold").
    public var fontName: String { face.postScriptName }

    /// The size, as `UIFont.pointSize` (one point is one pixel on a panel).
    public var pointSize: Double { size }

    /// The family names of the installed faces, sorted, as `UIFont.familyNames`.
    @MainActor
    public static var familyNames: [String] { Application.shared.fontLibrary?.familyNames ?? [] }

    /// The PostScript names of the faces in `familyName`, sorted, as `UIFont.fontNames(forFamilyName:)`;
    /// empty for an unknown family.
    @MainActor
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        Application.shared.fontLibrary?.fontNames(forFamilyName: familyName) ?? []
    }
}
