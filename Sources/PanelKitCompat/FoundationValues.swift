#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Foundation's value types that UIKit code uses without a second import, because `import UIKit` brings
// Foundation along: `let id = UUID()` in a diffable data source's item, `URL(string:)` for a link,
// `Data` and the JSON coders for a model, `FileManager` for the app's documents, `URLComponents` for a
// query, property-list coders, `Decimal` for money. They are FoundationEssentials' own types (the part of Foundation
// without ICU), so a file that also imports Foundation sees the same types and no ambiguity.

#if canImport(FoundationEssentials)
    public typealias UUID = FoundationEssentials.UUID
    public typealias URL = FoundationEssentials.URL
    public typealias Data = FoundationEssentials.Data
    public typealias JSONEncoder = FoundationEssentials.JSONEncoder
    public typealias JSONDecoder = FoundationEssentials.JSONDecoder
    public typealias ProcessInfo = FoundationEssentials.ProcessInfo
    public typealias FileManager = FoundationEssentials.FileManager
    public typealias FileAttributeKey = FoundationEssentials.FileAttributeKey
    public typealias FileAttributeType = FoundationEssentials.FileAttributeType
    public typealias CocoaError = FoundationEssentials.CocoaError
    public typealias POSIXError = FoundationEssentials.POSIXError
    public typealias PropertyListEncoder = FoundationEssentials.PropertyListEncoder
    public typealias PropertyListDecoder = FoundationEssentials.PropertyListDecoder
    public typealias Decimal = FoundationEssentials.Decimal
    public typealias DateInterval = FoundationEssentials.DateInterval
    public typealias URLComponents = FoundationEssentials.URLComponents
    public typealias URLQueryItem = FoundationEssentials.URLQueryItem
#else
    public typealias UUID = Foundation.UUID
    public typealias URL = Foundation.URL
    public typealias Data = Foundation.Data
    public typealias JSONEncoder = Foundation.JSONEncoder
    public typealias JSONDecoder = Foundation.JSONDecoder
    public typealias ProcessInfo = Foundation.ProcessInfo
    public typealias FileManager = Foundation.FileManager
    public typealias FileAttributeKey = Foundation.FileAttributeKey
    public typealias FileAttributeType = Foundation.FileAttributeType
    public typealias CocoaError = Foundation.CocoaError
    public typealias POSIXError = Foundation.POSIXError
    public typealias PropertyListEncoder = Foundation.PropertyListEncoder
    public typealias PropertyListDecoder = Foundation.PropertyListDecoder
    public typealias Decimal = Foundation.Decimal
    public typealias DateInterval = Foundation.DateInterval
    public typealias URLComponents = Foundation.URLComponents
    public typealias URLQueryItem = Foundation.URLQueryItem
#endif

extension Application {
    /// `UIApplication.open(_:options:completionHandler:)` with a Foundation `URL`: as the `String` form,
    /// nothing opens on a panel and the handler gets `false`.
    public func open(
        _ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) {
        open(url.absoluteString, completionHandler: completionHandler)
    }

    /// Always false, as the `String` form: no URL can be opened on a panel.
    public func canOpenURL(_ url: URL) -> Bool { canOpenURL(url.absoluteString) }
}
