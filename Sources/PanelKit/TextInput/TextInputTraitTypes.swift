// The text input traits UIKit code sets that a panel's keyboard keeps without acting on: it has no spell
// checker, no smart punctuation and no autofill. Each has UIKit's raw values.

/// Whether spell checking runs, as `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Whether straight quotes become curly ones, as `UITextSmartQuotesType`.
public enum TextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether two hyphens become a dash, as `UITextSmartDashesType`.
public enum TextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spaces are added and removed around pasted words, as `UITextSmartInsertDeleteType`.
public enum TextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// The on-screen keyboard's colours, as `UIKeyboardAppearance`: `.dark` draws dark keys on a dark board.
public enum KeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    /// The deprecated name of `.dark`.
    public static let alert = KeyboardAppearance.dark
}

/// What a field's text is, for autofill, as `UITextContentType` (kept: a panel has no autofill).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let givenName = TextContentType("given-name")
    public static let familyName = TextContentType("family-name")
    public static let nickname = TextContentType("nickname")
    public static let organizationName = TextContentType("organization")
    public static let jobTitle = TextContentType("organization-title")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let addressCity = TextContentType("address-level2")
    public static let addressState = TextContentType("address-level1")
    public static let postalCode = TextContentType("postal-code")
    public static let countryName = TextContentType("country-name")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
    public static let location = TextContentType("location")
    public static let dateTime = TextContentType("date-time")
    public static let flightNumber = TextContentType("flight-number")
    public static let shipmentTrackingNumber = TextContentType("shipment-tracking-number")
}

/// The rules a new password must follow, as `UITextInputPasswordRules(descriptor:)` (kept: a panel makes
/// no passwords).
public final class TextInputPasswordRules: Sendable {
    /// The rules in Apple's password rules language ("minlength: 8; required: digit;").
    public let passwordRulesDescriptor: String
    public init(descriptor: String) { passwordRulesDescriptor = descriptor }
}
