import PanelGraphics

/// How the UI's picture is turned on the panel, clockwise as the viewer sees it.
///
/// The panel's scanout is `physical` pixels (its native mode, e.g. 720x1280 for a portrait panel). With
/// `.clockwise90` the UI lays out in the swapped size (1280x720) and its top edge appears along the panel's
/// right edge: logical pixel (x, y) lands on physical pixel (H-1-y, x), H being the logical height. Mount a
/// portrait panel turned a quarter counter-clockwise (its own top edge on the left) and `--rotation 90` shows
/// the UI upright. `.clockwise270` is the opposite quarter turn; `.upsideDown` is 180.
///
/// Touches go the other way: a finger at physical (px, py) is at logical (py, H - px) with `.clockwise90`,
/// so a touch on the glass lands on the view drawn under it.
public enum DisplayRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// Parses "0", "90", "180" or "270".
    public init?(degrees: String) {
        guard let d = Int(degrees), let r = DisplayRotation(rawValue: d) else { return nil }
        self = r
    }

    public var degrees: Int { rawValue }
    public var description: String { "\(rawValue)" }

    /// True when width and height swap.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The size the UI lays out in for a panel of `physical` size.
    public func logicalSize(physicalWidth w: Int, physicalHeight h: Int) -> (width: Int, height: Int) {
        swapsAxes ? (h, w) : (w, h)
    }

    /// Maps a touch at `p` on the panel (physical pixels, continuous) to the UI's coordinates.
    /// - Parameters:
    ///   - logicalWidth: the UI's width (after rotation).
    ///   - logicalHeight: the UI's height (after rotation).
    public func logicalPoint(fromPhysical p: Point, logicalWidth w: Double, logicalHeight h: Double) -> Point {
        switch self {
        case .none: return p
        case .clockwise90: return Point(x: p.y, y: h - p.x)
        case .upsideDown: return Point(x: w - p.x, y: h - p.y)
        case .clockwise270: return Point(x: w - p.y, y: p.x)
        }
    }

    /// Where a UI point appears on the panel (physical pixels, continuous); the inverse of `logicalPoint`.
    public func physicalPoint(fromLogical p: Point, logicalWidth w: Double, logicalHeight h: Double) -> Point {
        switch self {
        case .none: return p
        case .clockwise90: return Point(x: h - p.y, y: p.x)
        case .upsideDown: return Point(x: w - p.x, y: h - p.y)
        case .clockwise270: return Point(x: p.y, y: w - p.x)
        }
    }

    /// The physical pixel showing logical pixel (x, y).
    public func physicalPixel(x: Int, y: Int, logicalWidth w: Int, logicalHeight h: Int) -> (x: Int, y: Int) {
        switch self {
        case .none: return (x, y)
        case .clockwise90: return (h - 1 - y, x)
        case .upsideDown: return (w - 1 - x, h - 1 - y)
        case .clockwise270: return (y, w - 1 - x)
        }
    }

    /// The physical rect covering logical rect `r`.
    public func physicalRect(_ r: IntRect, logicalWidth w: Int, logicalHeight h: Int) -> IntRect {
        switch self {
        case .none: return r
        case .clockwise90: return IntRect(x: h - r.y - r.height, y: r.x, width: r.height, height: r.width)
        case .upsideDown: return IntRect(x: w - r.x - r.width, y: h - r.y - r.height, width: r.width, height: r.height)
        case .clockwise270: return IntRect(x: r.y, y: w - r.x - r.width, width: r.height, height: r.width)
        }
    }

    /// The affine map from physical to logical coordinates (pixel edges, continuous), as pixman samples it.
    /// Rows: x = a*px + c*py + tx, y = b*px + d*py + ty.
    func physicalToLogical(logicalWidth w: Double, logicalHeight h: Double) -> AffineTransform {
        switch self {
        case .none: return .identity
        case .clockwise90: return AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        case .upsideDown: return AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .clockwise270: return AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        }
    }
}
