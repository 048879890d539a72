/// Foundation's `PersonNameComponentsFormatter` for names written in the English order (given name first):
/// "Johnny Appleseed", "Johnny", "Dr. Johnny Q. Appleseed Jr.", "JA"; and back from text.
public final class PersonNameComponentsFormatter: @unchecked Sendable {
    /// How much of the name is written.
    public enum Style: Int, Sendable {
        /// As `.medium`.
        case `default` = 0
        /// The nickname, else the given name: "Johnny".
        case short
        /// Given and family names: "Johnny Appleseed".
        case medium
        /// Every part: prefix, given, middle, family and suffix: "Dr. Johnny Q. Appleseed Jr.".
        case long
        /// The initials of the given and family names: "JA".
        case abbreviated
    }

    public var style: Style = .default
    /// Accepted; there are no phonetic representations here.
    public var isPhonetic = false

    public init() {}

    /// The name in `style`; "" when the parts it needs are all missing.
    public func string(from components: PersonNameComponents) -> String {
        let c = components
        let parts: [String?]
        switch style {
        case .default, .medium: parts = [c.givenName, c.familyName]
        case .short: parts = [c.nickname ?? c.givenName ?? c.familyName]
        case .long: parts = [c.namePrefix, c.givenName, c.middleName, c.familyName, c.nameSuffix]
        case .abbreviated:
            return [c.givenName, c.familyName].compactMap { $0?.first.map(String.init) }.joined().uppercased()
        }
        let words = parts.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        if words.isEmpty, style != .short, let nickname = c.nickname { return nickname }
        return words.joined(separator: " ")
    }

    /// `string(from:)` of a formatter with `nameFormatStyle`.
    public static func localizedString(
        from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []
    ) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        return formatter.string(from: components)
    }

    /// Options for `localizedString(from:style:options:)`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// The parts of a name written given name first: a title ("Dr.") and a suffix ("Jr.") are recognized,
    /// the first remaining word is the given name, the last the family name, any between the middle name;
    /// nil for empty text.
    public func personNameComponents(from string: String) -> PersonNameComponents? {
        var words = string.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return nil }
        var result = PersonNameComponents()
        let prefixes: Set = ["mr", "mr.", "mrs", "mrs.", "ms", "ms.", "miss", "dr", "dr.", "prof", "prof.", "sir"]
        let suffixes: Set = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "phd", "ph.d.", "md", "m.d.", "esq."]
        if words.count > 1, prefixes.contains(words[0].lowercased()) { result.namePrefix = words.removeFirst() }
        if words.count > 1, let last = words.last, suffixes.contains(last.lowercased()) {
            result.nameSuffix = words.removeLast()
        }
        result.givenName = words.first
        if words.count > 1 { result.familyName = words.last }
        if words.count > 2 { result.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
        return result
    }

    /// A `PersonNameComponents`' name; nil for anything else.
    public func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map { string(from: $0) }
    }
}
