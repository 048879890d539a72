import CPixman

/// Masks worth keeping between frames: blurred shadow silhouettes, keyed by their geometry.
/// Least recently used entries go once the cache holds more than `capacity` of them.
public final class RasterCache {
    struct ShadowKey: Hashable {
        var width: Int
        var height: Int
        var radii: CornerRadii
        var blur: Double
        /// The shape, in the mask's pixels, when it is a path rather than the rounded rect.
        var path: Path? = nil
    }

    public let capacity: Int
    private var shadows: [ShadowKey: (Surface, Int)] = [:]
    private var tick = 0
    /// How many shadow masks were computed (not found in the cache).
    public private(set) var shadowMisses = 0

    public init(capacity: Int = 64) {
        self.capacity = capacity
    }

    deinit {
        for image in solids.values { pixman_image_unref(image) }
    }

    private var solids: [UInt64: OpaquePointer] = [:]
    /// The colour asked for last, as given, and its image: runs of glyphs and lines ask for one colour many
    /// times in a row, and this answers them with four compares, before the colour is converted to pixman's
    /// 16-bit channels (about a hundred instructions) and hashed.
    private var lastSolid: (red: Double, green: Double, blue: Double, alpha: Double, image: OpaquePointer)?

    /// A pixman solid-fill image of `color`, kept for re-use (glyph runs draw hundreds with one colour).
    func solid(_ color: Color) -> OpaquePointer {
        if let last = lastSolid, last.red == color.red, last.green == color.green, last.blue == color.blue,
            last.alpha == color.alpha
        {
            return last.image
        }
        var c = color.pixmanColor
        let key = UInt64(c.red) << 48 | UInt64(c.green) << 32 | UInt64(c.blue) << 16 | UInt64(c.alpha)
        let image: OpaquePointer
        if let hit = solids[key] {
            image = hit
        } else {
            if solids.count >= 256 {
                for image in solids.values { pixman_image_unref(image) }
                solids.removeAll(keepingCapacity: true)
            }
            image = pixman_image_create_solid_fill(&c)!
            solids[key] = image
        }
        lastSolid = (color.red, color.green, color.blue, color.alpha, image)
        return image
    }

    /// The coverage of a rounded rectangle of whole pixels and its inverse (255 − coverage), for rounded
    /// clips drawn in place.
    struct RoundedMasks {
        var coverage: Surface
        var inverse: Surface
        /// The radii as drawn (clamped to the size).
        var radii: CornerRadii
    }

    private struct RoundedKey: Hashable {
        var width: Int
        var height: Int
        var radii: CornerRadii
    }

    private var rounded: [RoundedKey: RoundedMasks] = [:]

    /// The masks of a `width` x `height` rounded rectangle, made once per geometry.
    func roundedMasks(width: Int, height: Int, radii: CornerRadii) -> RoundedMasks {
        let key = RoundedKey(width: width, height: height, radii: radii)
        if let hit = rounded[key] { return hit }
        if rounded.count >= capacity { rounded.removeAll(keepingCapacity: true) }
        let clamped = radii.clamped(to: Size(width: Double(width), height: Double(height)))
        let coverage = Surface(width: width, height: height, format: .a8)
        Coverage.add(
            convex: Polygon.roundedRect(coverage.bounds, radii: clamped, scale: 1), to: coverage, ox: 0, oy: 0)
        let inverse = Surface(width: width, height: height, format: .a8)
        inverse.clear(to: .white)
        pixman_image_composite32(
            PIXMAN_OP_OUT_REVERSE, coverage.image, nil, inverse.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        let masks = RoundedMasks(coverage: coverage, inverse: inverse, radii: clamped)
        rounded[key] = masks
        return masks
    }

    func shadow(_ key: ShadowKey, make: () -> Surface) -> Surface {
        tick += 1
        if let hit = shadows[key] {
            shadows[key] = (hit.0, tick)
            return hit.0
        }
        shadowMisses += 1
        let s = make()
        if shadows.count >= capacity, let oldest = shadows.min(by: { $0.value.1 < $1.value.1 }) {
            shadows[oldest.key] = nil
        }
        shadows[key] = (s, tick)
        return s
    }
}
