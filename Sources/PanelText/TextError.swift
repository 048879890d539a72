/// What can go wrong when PanelText opens fonts.
///
/// Each case's `description` is one line that names the file and says what to do about it.
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The font file at `path` does not exist.
    case fontNotFound(path: String)
    /// A default font (`file`, such as `DejaVuSans.ttf`) was in none of the `searched` paths.
    case defaultFontNotFound(file: String, searched: [String])
    /// The file exists but could not be opened as a font; `code` is FreeType's error code
    /// (or `nil` when the file could not be read at all, for example for lack of permission).
    case fontUnreadable(path: String, code: Int32?)
    /// FreeType itself failed to start (`FT_Init_FreeType` returned `code`).
    case freeTypeUnavailable(code: Int32)

    public var description: String {
        switch self {
        case .fontNotFound(let path):
            return "font file not found: \(path); check the path, or for the default fonts "
                + "install fonts-dejavu-core or set PANEL_FONT_DIR to a folder that holds them"
        case .defaultFontNotFound(let file, let searched):
            return "font \(file) not found (looked for \(searched.joined(separator: ", "))); "
                + "install fonts-dejavu-core or set PANEL_FONT_DIR to a folder that holds \(file)"
        case .fontUnreadable(let path, let code?):
            return "cannot open font file \(path): FreeType error \(Self.hex(code)) (\(Self.freeTypeMessage(code))); "
                + "check that it is a TrueType or OpenType font"
        case .fontUnreadable(let path, nil):
            return "cannot read font file \(path); check its permissions"
        case .freeTypeUnavailable(let code):
            return "FreeType failed to initialise (error \(Self.hex(code))); check that libfreetype6 is installed"
        }
    }

    static func hex(_ code: Int32) -> String {
        let digits = String(code, radix: 16)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    /// The meaning of the FreeType error codes a face can fail to open with (fterrdef.h).
    static func freeTypeMessage(_ code: Int32) -> String {
        switch code {
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x04: return "invalid FreeType version"
        case 0x06: return "invalid argument"
        case 0x07: return "unimplemented feature"
        case 0x08: return "broken table"
        case 0x09: return "broken offset within table"
        case 0x40: return "out of memory"
        case 0x51, 0x52: return "stream operation failed"
        case 0x55...0x5F: return "stream operation failed"
        case 0x8E...0x9F: return "broken font table"
        default: return "font could not be loaded"
        }
    }
}
