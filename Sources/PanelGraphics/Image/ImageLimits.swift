/// How large an image file may be before it is refused, checked before any pixel memory is allocated.
///
/// A PNG's header can claim any size up to 2³¹ pixels a side; a 60000x60000 image would need 14 GB once
/// decoded. Content comes from outside the program, so the loader reads the header first and refuses what
/// these limits do not allow, naming the size and the limit.
public struct ImageLimits: Sendable, Equatable {
    /// The widest image accepted, in pixels.
    public var maxWidth: Int
    /// The tallest image accepted, in pixels.
    public var maxHeight: Int
    /// The most memory one decoded image may take (width × height × 4 bytes).
    public var maxDecodedBytes: Int
    /// The largest PNG file read, in bytes.
    public var maxFileBytes: Int

    /// Limits; the defaults allow 8192 pixels a side, 64 MiB decoded (4096x4096) and 32 MiB files.
    public init(
        maxWidth: Int = 8192, maxHeight: Int = 8192, maxDecodedBytes: Int = 64 << 20, maxFileBytes: Int = 32 << 20
    ) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxDecodedBytes = maxDecodedBytes
        self.maxFileBytes = maxFileBytes
    }

    /// The default limits: generous for any panel (the largest is 1920x1080), far below what would exhaust a
    /// board's memory.
    public static let `default` = ImageLimits()

    /// The bytes a decoded ARGB32 image of this size takes (without overflow: the sides are at most 2³²).
    public static func decodedBytes(width: Int, height: Int) -> Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || product > Int.max / 4 { return Int.max }
        return product * 4
    }

    /// Why an image of `width`x`height` is refused, or nil when it is allowed.
    public func refusal(width: Int, height: Int) -> String? {
        let bytes = Self.decodedBytes(width: width, height: height)
        if width <= maxWidth && height <= maxHeight && bytes <= maxDecodedBytes { return nil }
        return "\(width)x\(height) pixels would take \(Self.megabytes(bytes)) decoded; the limit is"
            + " \(maxWidth)x\(maxHeight) pixels and \(Self.megabytes(maxDecodedBytes))"
    }

    /// Why a file of `bytes` bytes is refused, or nil when it is allowed.
    public func refusal(fileBytes bytes: Int) -> String? {
        bytes <= maxFileBytes
            ? nil : "the file is \(Self.megabytes(bytes)); the limit is \(Self.megabytes(maxFileBytes))"
    }

    /// `bytes` as mebibytes with one decimal ("13732.9 MB").
    static func megabytes(_ bytes: Int) -> String {
        if bytes == Int.max { return "more than 8 EB" }
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
