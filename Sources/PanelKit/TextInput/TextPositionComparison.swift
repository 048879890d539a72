/// How two text positions are ordered, as Foundation's `ComparisonResult` (PanelKitCompat names it so),
/// what `compare(_:to:)` returns.
public enum TextPositionComparison: Int, Sendable {
    /// The first position is before the second.
    case orderedAscending = -1
    /// They are the same place.
    case orderedSame = 0
    /// The first position is after the second.
    case orderedDescending = 1
}
