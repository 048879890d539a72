/// A set of Unicode scalars, as Foundation's `CharacterSet` for the string calls UIKit code makes on what a
/// user typed: `text.trimmingCharacters(in: .whitespacesAndNewlines)`,
/// `input.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted)`. Membership follows Unicode's
/// properties (`.letters` is every alphabetic scalar and mark, `.decimalDigits` every decimal digit), as
/// Foundation's sets do. (Like `NSObject` here, it stands in for Foundation's: do not import Foundation in the
/// same file.)
public struct CharacterSet: Hashable, Sendable {
    /// The Unicode classes a set can take whole.
    struct Classes: OptionSet, Hashable, Sendable {
        let rawValue: UInt16
        static let whitespace = Classes(rawValue: 1 << 0)
        static let newline = Classes(rawValue: 1 << 1)
        static let decimalDigit = Classes(rawValue: 1 << 2)
        static let letter = Classes(rawValue: 1 << 3)
        static let lowercase = Classes(rawValue: 1 << 4)
        static let uppercase = Classes(rawValue: 1 << 5)
        static let punctuation = Classes(rawValue: 1 << 6)
        static let symbol = Classes(rawValue: 1 << 7)
        static let control = Classes(rawValue: 1 << 8)
        static let mark = Classes(rawValue: 1 << 9)
    }

    /// How membership is decided: whole classes and listed scalars, or sets combined.
    indirect enum Rule: Hashable, Sendable {
        case members(Classes, Set<Unicode.Scalar>)
        case union(Rule, Rule)
        case subtracting(Rule, Rule)
        case inverted(Rule)
    }

    private var rule: Rule

    private init(_ classes: Classes) { rule = .members(classes, []) }

    /// An empty set.
    public init() { self.init([]) }

    /// The scalars of `string`.
    public init(charactersIn string: String) { rule = .members([], Set(string.unicodeScalars)) }

    /// Spaces and tabs (Unicode's space separators and U+0009).
    public static let whitespaces = CharacterSet(.whitespace)
    /// Line and paragraph separators: U+000A to U+000D, U+0085, U+2028 and U+2029.
    public static let newlines = CharacterSet(.newline)
    /// `whitespaces` and `newlines`.
    public static let whitespacesAndNewlines = CharacterSet([.whitespace, .newline])
    /// Decimal digits of every script.
    public static let decimalDigits = CharacterSet(.decimalDigit)
    /// Alphabetic scalars and combining marks, as Foundation's `letters`.
    public static let letters = CharacterSet([.letter, .mark])
    public static let lowercaseLetters = CharacterSet(.lowercase)
    public static let uppercaseLetters = CharacterSet(.uppercase)
    /// Letters, marks and decimal digits.
    public static let alphanumerics = CharacterSet([.letter, .mark, .decimalDigit])
    public static let punctuationCharacters = CharacterSet(.punctuation)
    public static let symbols = CharacterSet(.symbol)
    public static let controlCharacters = CharacterSet(.control)

    /// Whether `scalar` is in the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool { Self.evaluate(rule, scalar) }

    /// Every scalar not in this set.
    public var inverted: CharacterSet {
        var copy = self
        if case .inverted(let inner) = rule { copy.rule = inner } else { copy.rule = .inverted(rule) }
        return copy
    }

    /// The scalars in either set.
    public func union(_ other: CharacterSet) -> CharacterSet {
        var copy = self
        if case .members(let c1, let s1) = rule, case .members(let c2, let s2) = other.rule {
            copy.rule = .members(c1.union(c2), s1.union(s2))
        } else {
            copy.rule = .union(rule, other.rule)
        }
        return copy
    }

    /// The scalars of this set that are not in `other`.
    public func subtracting(_ other: CharacterSet) -> CharacterSet {
        var copy = self
        copy.rule = .subtracting(rule, other.rule)
        return copy
    }

    /// Adds the scalars of `string`.
    public mutating func insert(charactersIn string: String) { self = union(CharacterSet(charactersIn: string)) }

    /// Removes the scalars of `string`.
    public mutating func remove(charactersIn string: String) {
        self = subtracting(CharacterSet(charactersIn: string))
    }

    private static func evaluate(_ rule: Rule, _ scalar: Unicode.Scalar) -> Bool {
        switch rule {
        case .members(let classes, let scalars):
            return scalars.contains(scalar) || (!classes.isEmpty && !classes.isDisjoint(with: Self.classes(of: scalar)))
        case .union(let a, let b): return evaluate(a, scalar) || evaluate(b, scalar)
        case .subtracting(let a, let b): return evaluate(a, scalar) && !evaluate(b, scalar)
        case .inverted(let inner): return !evaluate(inner, scalar)
        }
    }

    /// The classes `scalar` belongs to.
    private static func classes(of scalar: Unicode.Scalar) -> Classes {
        let p = scalar.properties
        var c: Classes = []
        switch p.generalCategory {
        case .spaceSeparator: c.insert(.whitespace)
        case .lineSeparator, .paragraphSeparator: c.insert(.newline)
        case .decimalNumber: c.insert(.decimalDigit)
        case .nonspacingMark, .spacingMark, .enclosingMark: c.insert(.mark)
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            c.insert(.punctuation)
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: c.insert(.symbol)
        case .control, .format: c.insert(.control)
        default: break
        }
        switch scalar.value {
        case 0x09: c.insert(.whitespace)
        case 0x0A...0x0D, 0x85: c.insert(.newline)
        default: break
        }
        if p.isAlphabetic { c.insert(.letter) }
        if p.isLowercase { c.insert(.lowercase) }
        if p.isUppercase || p.generalCategory == .titlecaseLetter { c.insert(.uppercase) }
        return c
    }
}
