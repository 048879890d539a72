import CPixman

/// The pixel formats a surface can hold.
public enum PixelFormat: Sendable {
    /// Premultiplied 32-bit ARGB, native-endian words (pixman's a8r8g8b8).
    case argb32
    /// 32-bit RGB with an ignored top byte (pixman's x8r8g8b8, DRM's XRGB8888).
    case xrgb32
    /// 8-bit coverage, for glyphs and shape masks.
    case a8

    var pixman: pixman_format_code_t {
        switch self {
        case .argb32: return PIXMAN_a8r8g8b8
        case .xrgb32: return PIXMAN_x8r8g8b8
        case .a8: return PIXMAN_a8
        }
    }

    public var bytesPerPixel: Int { self == .a8 ? 1 : 4 }
}

/// A block of pixels with a stride, backed by a pixman image.
///
/// A surface either owns its memory or wraps memory that someone else owns (a mapped buffer);
/// the owner must keep that memory alive while the surface lives.
public final class Surface {
    public let width: Int
    public let height: Int
    /// Bytes from the start of one row to the next.
    public let stride: Int
    public let format: PixelFormat
    public let pixels: UnsafeMutableRawPointer
    /// The pixman image over `pixels`: PanelGraphics' own handle, not public API. The benchmark's raw-pixman
    /// baseline reaches it as SPI (`@_spi(RawPixman) import PanelGraphics`) to draw the same pixels directly.
    @_spi(RawPixman) public let image: OpaquePointer
    private let ownsPixels: Bool
    /// Whether every pixel is opaque (alpha 255): always for x8r8g8b8, and for a picture decoded from a PNG
    /// without alpha or drawn opaque edge to edge. An opaque picture drawn at full alpha is copied, not
    /// blended, and a copy between surfaces of one format is a memmove. It is a promise about the pixels,
    /// as `CALayer.isOpaque` is: a canvas made over the surface withdraws it (unless the format is
    /// x8r8g8b8), since what it draws may be translucent.
    public var isOpaque: Bool
    /// How views draw the picture, as `UIImage.renderingMode`: `.alwaysTemplate` draws its alpha in the
    /// view's tint colour.
    public var renderingMode = RenderingMode.automatic
    /// Whether the picture is a symbol (`UIImage(systemName:)`), which views draw as a template unless its
    /// mode is `.alwaysOriginal`, as `UIImage.isSymbolImage`.
    public var isSymbolImage = false
    /// The name of the symbol the picture was drawn from (`UIImage(systemName:)`), so that
    /// `withConfiguration(_:)` can draw it again at another size or weight; nil for other pictures.
    public var symbolName: String?
    /// The configuration the symbol was drawn with, as `UIImage.symbolConfiguration`; nil for a picture
    /// that is not a symbol.
    public var symbolConfiguration: SymbolConfiguration?
    /// The edges kept unscaled when the picture is drawn larger or smaller, as `UIImage.capInsets`
    /// (`resizableImage(withCapInsets:resizingMode:)`); zero for a picture drawn scaled whole.
    public var capInsets = EdgeInsets.zero {
        didSet { ninePatchPieces = nil }
    }
    /// How the part inside the cap insets fills the rest, as `UIImage.resizingMode`.
    public var resizingMode = ResizingMode.tile
    /// The nine pieces the caps cut the picture into, copied out on its first resizable drawing
    /// (`Canvas+NinePatch`), so that scaling one never blends in its neighbours' pixels.
    var ninePatchPieces: [Surface?]?

    /// A new surface with zeroed pixels (transparent black).
    public init(width: Int, height: Int, format: PixelFormat = .argb32) {
        precondition(width >= 0 && height >= 0, "surface size must not be negative")
        self.width = width
        self.height = height
        self.format = format
        self.isOpaque = format == .xrgb32
        // Rows are 4-byte aligned, as pixman requires.
        self.stride = (max(width, 1) * format.bytesPerPixel + 3) & ~3
        let count = stride * max(height, 1)
        self.pixels = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        self.pixels.initializeMemory(as: UInt8.self, repeating: 0, count: count)
        self.ownsPixels = true
        SurfaceCensus.allocated(count)
        self.image = pixman_image_create_bits(
            format.pixman, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))!
    }

    /// A surface over memory owned elsewhere (for example a mapped scanout buffer).
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: PixelFormat) {
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
        self.isOpaque = format == .xrgb32
        self.pixels = pixels
        self.ownsPixels = false
        self.image = pixman_image_create_bits(
            format.pixman, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))!
    }

    /// A second pixman image over the same pixels for transformed (scaled, rotated, filtered) reads, made on
    /// first use: it keeps its transform, filter and repeat between draws, so that drawing through it
    /// allocates nothing (pixman frees a transform set back to identity and allocates it again), and `image`
    /// keeps none.
    private var samplerImage: OpaquePointer?

    /// The sampler, set up with `transform` (destination → source), bilinear filtering and `mode`.
    func sampler(transform: inout pixman_transform_t, repeating mode: pixman_repeat_t = PIXMAN_REPEAT_NONE)
        -> OpaquePointer
    {
        let s: OpaquePointer
        if let existing = samplerImage {
            s = existing
        } else {
            s = pixman_image_create_bits(
                format.pixman, Int32(width), Int32(height), pixels.assumingMemoryBound(to: UInt32.self), Int32(stride))!
            pixman_image_set_filter(s, PIXMAN_FILTER_BILINEAR, nil, 0)
            samplerImage = s
        }
        pixman_image_set_transform(s, &transform)
        pixman_image_set_repeat(s, mode)
        return s
    }

    deinit {
        if let s = samplerImage { pixman_image_unref(s) }
        pixman_image_unref(image)
        if ownsPixels {
            pixels.deallocate()
            SurfaceCensus.freed(stride * max(height, 1))
        }
    }

    public var size: Size { Size(width: Double(width), height: Double(height)) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// The premultiplied ARGB32 value at (x, y); for a8 surfaces the coverage in the alpha byte.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let row = pixels + y * stride
        switch format {
        case .a8: return UInt32(row.load(fromByteOffset: x, as: UInt8.self)) << 24
        case .argb32: return row.load(fromByteOffset: x * 4, as: UInt32.self)
        case .xrgb32: return row.load(fromByteOffset: x * 4, as: UInt32.self) | 0xFF00_0000
        }
    }

    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let row = pixels + y * stride
        if format == .a8 {
            row.storeBytes(of: UInt8(value >> 24), toByteOffset: x, as: UInt8.self)
        } else {
            row.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// The colour at (x, y).
    public func color(x: Int, y: Int) -> Color {
        Color(premultipliedARGB32: pixel(x: x, y: y))
    }

    /// Sets every pixel to `color` (SRC, no blending).
    public func clear(to color: Color = .clear) {
        var c = color.pixmanColor
        var box = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &c, 1, &box)
    }

    /// A new surface with the same pixels.
    public func copy() -> Surface {
        let s = Surface(width: width, height: height, format: format)
        for y in 0..<height {
            (s.pixels + y * s.stride).copyMemory(from: pixels + y * stride, byteCount: width * format.bytesPerPixel)
        }
        return s
    }
}

extension Color {
    /// The colour as pixman's 16-bit premultiplied components.
    public var pixmanColor: pixman_color_t {
        let a = Color.clamp(alpha)
        func c(_ v: Double) -> UInt16 { UInt16((Color.clamp(v) * a * 65535).rounded()) }
        return pixman_color_t(red: c(red), green: c(green), blue: c(blue), alpha: UInt16((a * 65535).rounded()))
    }
}
