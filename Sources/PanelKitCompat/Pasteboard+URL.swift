#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

public typealias UIPasteboard = Pasteboard

extension Pasteboard {
    /// The first link, as `UIPasteboard.url`; setting it replaces every item.
    public var url: URL? {
        get { urlString.flatMap { URL(string: $0) } }
        set { urlString = newValue?.absoluteString }
    }

    /// Every link, as `UIPasteboard.urls`.
    public var urls: [URL]? {
        get { urlStrings?.compactMap { URL(string: $0) } }
        set { urlStrings = newValue?.map(\.absoluteString) }
    }
}
