import PanelGraphics
import Synchronization

// `UITraitCollection.current`: the traits dynamic colours resolve with when no view says which (a
// colour's `cgColor`, code that resolves colours itself).
extension TraitCollection {
    private static let currentStorage = Mutex(TraitCollection.environment(size: nil, style: .light))

    /// The traits in effect now, as `UITraitCollection.current`: light outside any view; during
    /// `traitCollectionDidChange(_:)` the view's new traits, during `draw(_:)` the view's appearance (and
    /// idiom, scale). Set it, or use `performAsCurrent(_:)`, to resolve colours for other traits. One value
    /// for every thread (UIKit keeps one per thread), guarded by a lock.
    public static var current: TraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// Runs `actions` with `current` set to this collection, then puts the previous one back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = TraitCollection.current
        TraitCollection.current = self
        defer { TraitCollection.current = saved }
        try actions()
    }

    /// The collections `current` is during a view's `draw(_:)`, made once so that drawing allocates none.
    static let lightDrawing = TraitCollection.environment(size: nil, style: .light)
    static let darkDrawing = TraitCollection.environment(size: nil, style: .dark)
}
