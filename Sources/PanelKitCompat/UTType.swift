import PanelKit

/// A uniform type, as `UTType` from UniformTypeIdentifiers: the types drag and drop and item providers
/// speak of, with their conformance (`.utf8PlainText` conforms to `.plainText`, `.png` to `.image`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier ("public.png").
    public let identifier: String

    /// The type with `identifier`; any identifier makes a type (an unknown one conforms to `.data`).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    private init(known identifier: String) {
        self.identifier = identifier
    }

    public static let item = UTType(known: TypeIdentifiers.item)
    public static let content = UTType(known: TypeIdentifiers.content)
    public static let data = UTType(known: TypeIdentifiers.data)
    public static let text = UTType(known: TypeIdentifiers.text)
    public static let plainText = UTType(known: TypeIdentifiers.plainText)
    public static let utf8PlainText = UTType(known: TypeIdentifiers.utf8PlainText)
    public static let url = UTType(known: TypeIdentifiers.url)
    public static let fileURL = UTType(known: TypeIdentifiers.fileURL)
    public static let image = UTType(known: TypeIdentifiers.image)
    public static let png = UTType(known: TypeIdentifiers.png)
    public static let jpeg = UTType(known: TypeIdentifiers.jpeg)

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool { TypeIdentifiers.conforms(identifier, to: type.identifier) }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The known types this one conforms to (itself included).
    public var supertypes: Set<UTType> { Set(TypeIdentifiers.supertypes(of: identifier).map { UTType(known: $0) }) }

    /// The usual file name extension ("png", "txt"), when the type has one.
    public var preferredFilenameExtension: String? {
        switch identifier {
        case TypeIdentifiers.png: "png"
        case TypeIdentifiers.jpeg: "jpeg"
        case TypeIdentifiers.plainText, TypeIdentifiers.utf8PlainText: "txt"
        default: nil
        }
    }

    public var description: String { identifier }
}
