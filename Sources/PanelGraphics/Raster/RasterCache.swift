/// Masks worth keeping between frames: blurred shadow silhouettes, keyed by their geometry.
/// Least recently used entries go once the cache holds more than `capacity` of them.
public final class RasterCache {
    struct ShadowKey: Hashable {
        var width: Int
        var height: Int
        var radii: CornerRadii
        var blur: Double
    }

    public let capacity: Int
    private var shadows: [ShadowKey: (Surface, Int)] = [:]
    private var tick = 0
    /// How many shadow masks were computed (not found in the cache).
    public private(set) var shadowMisses = 0

    public init(capacity: Int = 64) {
        self.capacity = capacity
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
