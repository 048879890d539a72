import CFFmpeg
import PanelGraphics

/// Scales and converts decoded frames to the player's pixel size in the framebuffer's format (XRGB8888),
/// with swscale, once per frame.
final class FrameScaler {
    private var context: OpaquePointer?
    /// swscale flags: bilinear, with bit-exact rounding so a frame converts to the same pixels whichever
    /// SIMD path the CPU offers (the virtual panel compares the real kiosk's screen with an offscreen render).
    static let flags = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT

    deinit {
        FFmpeg.api.sws_freeContext(context)
    }

    /// Converts `frame` into `surface` (which has the output size). The corresponding C functions are
    /// `sws_getCachedContext` and `sws_scale`.
    /// - Returns: false when swscale cannot convert from the frame's format.
    func convert(_ frame: DecodedFrame, into surface: Surface) -> Bool {
        let f = frame.pointer
        context = FFmpeg.api.sws_getCachedContext(
            context, f.pointee.width, f.pointee.height, AVPixelFormat(rawValue: f.pointee.format), Int32(surface.width),
            Int32(surface.height), AV_PIX_FMT_BGR0, Self.flags, nil, nil, nil)
        guard let context else { return false }
        var destination: [UnsafeMutablePointer<UInt8>?] = [
            surface.pixels.assumingMemoryBound(to: UInt8.self), nil, nil, nil,
        ]
        var strides: [Int32] = [Int32(surface.stride), 0, 0, 0]
        let rows = withUnsafePointer(to: &f.pointee.data) { data in
            withUnsafePointer(to: &f.pointee.linesize) { lines in
                data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { src in
                    lines.withMemoryRebound(to: Int32.self, capacity: 8) { srcStride in
                        FFmpeg.api.sws_scale(context, src, srcStride, 0, f.pointee.height, &destination, &strides)
                    }
                }
            }
        }
        return rows > 0
    }

    /// The largest size with the video's shape that fits in `box` pixels, each side rounded to the box
    /// side's parity so a centred frame sits on whole pixels; within two pixels of the box, the box (a
    /// stretch nobody sees beats a one-pixel black edge).
    static func fittedSize(aspect: Double, box: PixelSize) -> PixelSize {
        guard box.width > 0, box.height > 0, aspect > 0, aspect.isFinite else { return box }
        var w = Double(box.width)
        var h = w / aspect
        if h > Double(box.height) {
            h = Double(box.height)
            w = h * aspect
        }
        if Double(box.width) - w <= 2 && Double(box.height) - h <= 2 { return box }
        func snap(_ v: Double, _ limit: Int) -> Int {
            var n = Int(v.rounded())
            if (limit - n) % 2 != 0 { n -= 1 }
            return min(limit, max(2, n))
        }
        return PixelSize(width: snap(w, box.width), height: snap(h, box.height))
    }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = PixelSize(width: 0, height: 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height)" }
}
