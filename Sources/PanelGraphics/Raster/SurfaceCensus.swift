import Synchronization

/// How many surfaces own pixel memory now, and how many bytes: the soak reads it at each checkpoint so that
/// memory held in pictures (layer caches, decoded images, video frames) is told apart from the rest of the
/// heap. Surfaces are made on decoder threads too, so the counts are atomic (relaxed: they are a census, not
/// a synchronisation point).
public enum SurfaceCensus {
    private static let surfaces = Atomic<Int>(0)
    private static let bytes = Atomic<Int>(0)

    /// Surfaces alive that own their pixels.
    public static var liveSurfaces: Int { surfaces.load(ordering: .relaxed) }

    /// The pixel bytes those surfaces own.
    public static var liveBytes: Int { bytes.load(ordering: .relaxed) }

    static func allocated(_ count: Int) {
        surfaces.add(1, ordering: .relaxed)
        bytes.add(count, ordering: .relaxed)
    }

    static func freed(_ count: Int) {
        surfaces.subtract(1, ordering: .relaxed)
        bytes.subtract(count, ordering: .relaxed)
    }
}
