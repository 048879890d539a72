import PanelGraphics

/// What a content folder may hold before the loader refuses parts of it: content comes from whoever fills
/// the folder, and a kiosk must not run out of memory or time on a hostile or broken one.
///
/// Each refusal is one issue line naming the thing, the size and the limit; everything within the limits
/// still shows.
public struct ContentLimits: Sendable, Equatable {
    /// The largest `content.json` read, in bytes (the default content is 4 KB).
    public var maxFileBytes: Int
    /// How deeply arrays and objects may nest (the format itself needs 5 levels).
    public var maxDepth: Int
    /// The most items kept in each list (activity, recommendations, cards, playlist, a video's comments).
    public var maxItems: Int
    /// The longest text field kept, in UTF-8 bytes; longer text is cut.
    public var maxTextBytes: Int
    /// The limits for each image.
    public var image: ImageLimits
    /// The decoded bytes all the content's images may take together.
    public var maxTotalImageBytes: Int
    /// The most issue lines kept; the rest are counted in one last line.
    public var maxIssues: Int

    public init(
        maxFileBytes: Int = 4 << 20, maxDepth: Int = 16, maxItems: Int = 200, maxTextBytes: Int = 4000,
        image: ImageLimits = .default, maxTotalImageBytes: Int = 256 << 20, maxIssues: Int = 100
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = max(4, maxDepth)
        self.maxItems = maxItems
        self.maxTextBytes = maxTextBytes
        self.image = image
        self.maxTotalImageBytes = maxTotalImageBytes
        self.maxIssues = maxIssues
    }

    /// The default limits.
    public static let `default` = ContentLimits()

    /// `bytes` in mebibytes with one decimal ("50.0 MB").
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
