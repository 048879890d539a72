#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Foundation's value types that UIKit code uses without a second import, because `import UIKit` brings
// Foundation along: `let id = UUID()` in a diffable data source's item, `URL(string:)` for a link,
// `Data` and the JSON coders for a model. They are FoundationEssentials' own types (the part of Foundation
// without ICU), so a file that also imports Foundation sees the same types and no ambiguity.

#if canImport(FoundationEssentials)
    public typealias UUID = FoundationEssentials.UUID
    public typealias URL = FoundationEssentials.URL
    public typealias Data = FoundationEssentials.Data
    public typealias JSONEncoder = FoundationEssentials.JSONEncoder
    public typealias JSONDecoder = FoundationEssentials.JSONDecoder
    public typealias ProcessInfo = FoundationEssentials.ProcessInfo
#else
    public typealias UUID = Foundation.UUID
    public typealias URL = Foundation.URL
    public typealias Data = Foundation.Data
    public typealias JSONEncoder = Foundation.JSONEncoder
    public typealias JSONDecoder = Foundation.JSONDecoder
    public typealias ProcessInfo = Foundation.ProcessInfo
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
