import PanelGraphics

/// The animation of an animated `apply(_:animatingDifferences:completion:)`, by item identifier: items that
/// stay slide from where they were to where they are now, new items fade in, and pictures of the deleted
/// items' cells fade out where they were (UIKit's `.fade` row animation, the one its `.automatic` picks for
/// diffable data sources). Made before the changes (`init`), run after them (`run`).
@MainActor
struct ItemMotion<Item: Hashable> {
    static var duration: Double { 0.3 }

    /// Where each item was: its cell's frame on screen for the items with cells, else its place in the old
    /// layout.
    private var frames: [Item: Rect] = [:]
    /// The deleted items' cells as they were drawn, and where.
    private var pictures: [(Surface, Rect)] = []

    /// Records where the old items are: `cells`, the cells on screen with their items; `places`, every
    /// old item's frame in the layout (for items that come on screen); `leaving`, the items that go.
    init(cells: [(Item, View)], places: [(Item, Rect)], leaving: Set<Item>) {
        for (item, rect) in places { frames[item] = rect }
        for (item, cell) in cells {
            frames[item] = cell.presentationFrame
            if leaving.contains(item), let app = cell.window?.application,
                let surface = app.renderer.snapshot(of: cell)
            {
                pictures.append((surface, cell.presentationFrame))
            }
        }
    }

    /// Animates the cells now on screen (`cells`, with their items) in `container` from where their items
    /// were; `isNew` tells the items the old snapshot did not have. `completion` runs when it ends.
    func run(cells: [(Item, View)], isNew: (Item) -> Bool, in container: View, completion: (() -> Void)?) {
        var slides: [(View, Rect)] = []
        var fades: [View] = []
        View.performWithoutAnimation {
            for (item, cell) in cells {
                if isNew(item) {
                    cell.alpha = 0
                    fades.append(cell)
                } else if let old = frames[item], old != cell.frame {
                    slides.append((cell, cell.frame))
                    cell.frame = old
                }
            }
        }
        var covers: [View] = []
        for (surface, frame) in pictures {
            let cover = TransitionSnapshotView(
                image: surface, frame: Rect(origin: frame.origin, size: Size(width: frame.width, height: frame.height)))
            View.performWithoutAnimation { container.insertSubview(cover, at: 0) }
            covers.append(cover)
        }
        guard !slides.isEmpty || !fades.isEmpty || !covers.isEmpty else {
            completion?()
            return
        }
        View.animate(
            withDuration: Self.duration, delay: 0, options: [.allowUserInteraction],
            animations: {
                for (cell, frame) in slides { cell.frame = frame }
                for cell in fades { cell.alpha = 1 }
                for cover in covers { cover.alpha = 0 }
            },
            completion: { _ in
                for cover in covers { cover.removeFromSuperview() }
                completion?()
            })
    }
}
