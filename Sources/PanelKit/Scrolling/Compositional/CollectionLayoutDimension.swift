/// One side of a compositional layout item's size, as `NSCollectionLayoutDimension`: a fraction of the
/// container's width or height, a fixed number of points, or an estimate that the element's own content
/// replaces once it is measured (self-sizing).
public struct CollectionLayoutDimension: Hashable, Sendable {
    /// How `dimension` is read.
    enum Kind: Hashable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    let kind: Kind
    /// The fraction, the points or the estimate, as the kind says.
    public let dimension: Double

    /// A negative or non-finite value would make a negative size: it counts as zero.
    init(_ kind: Kind, _ value: Double) {
        self.kind = kind
        dimension = value.isFinite ? max(0, value) : 0
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalWidth, fraction)
    }

    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalHeight, fraction)
    }

    /// A fixed number of points.
    public static func absolute(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.absolute, points)
    }

    /// `points` until the element is measured: the layout then uses the size its view asks for.
    public static func estimated(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.estimated, points)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `container` (the estimate for an estimated one).
    func resolved(in container: Size) -> Double {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}
