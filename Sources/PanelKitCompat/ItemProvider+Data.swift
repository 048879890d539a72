import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// `NSItemProvider`'s `Data` and `UTType` spellings over PanelKit's byte-array item provider, and URLs as
// dragged objects. Completion handlers run on the main actor in the next frame, after the call returned.
extension ItemProvider {
    /// Adds a representation whose data `loadHandler` makes when a drop asks for it, as
    /// `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)` (return nil from the handler:
    /// there is no `Progress` to report).
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> LoadProgress?
    ) {
        registerBytesRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
            loadHandler { data, error in completion(data.map { [UInt8]($0) }, error) }
        }
    }

    /// The `UTType` spelling of `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`.
    public func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> LoadProgress?
    ) {
        registerDataRepresentation(
            forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> LoadProgress? {
        loadBytesRepresentation(forTypeIdentifier: typeIdentifier) { bytes, error in
            completionHandler(bytes.map { Data($0) }, error)
        }
    }

    /// The `UTType` spelling of `loadDataRepresentation(forTypeIdentifier:completionHandler:)`.
    @discardableResult
    public func loadDataRepresentation(
        for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> LoadProgress? {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The registered types as `UTType`s.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }
}

extension URL: ItemProviderWriting, ItemProviderReading {
    public var writableTypeIdentifiers: [String] {
        [isFileURL ? TypeIdentifiers.fileURL : TypeIdentifiers.url, TypeIdentifiers.utf8PlainText]
    }

    public func itemProviderBytes(forTypeIdentifier typeIdentifier: String) -> [UInt8]? {
        Array(absoluteString.utf8)
    }

    public static var readableTypeIdentifiers: [String] { [TypeIdentifiers.url, TypeIdentifiers.plainText] }

    public static func object(withItemProviderBytes bytes: [UInt8], typeIdentifier: String) -> URL? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.contains(":") else { return nil }
        return URL(string: text)
    }
}

extension NSString: ItemProviderWriting, ItemProviderReading {
    public var writableTypeIdentifiers: [String] { value.writableTypeIdentifiers }

    public func itemProviderBytes(forTypeIdentifier typeIdentifier: String) -> [UInt8]? {
        value.itemProviderBytes(forTypeIdentifier: typeIdentifier)
    }

    public static var readableTypeIdentifiers: [String] { String.readableTypeIdentifiers }

    public static func object(withItemProviderBytes bytes: [UInt8], typeIdentifier: String) -> NSString? {
        String.object(withItemProviderBytes: bytes, typeIdentifier: typeIdentifier).map { NSString(string: $0) }
    }
}
