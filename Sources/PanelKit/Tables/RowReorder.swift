/// One drag of a row by its reorder control (`TableView+Reordering.swift`): the lifted cell, where its
/// row was, where it would go if dropped now, and the frame timer that scrolls the table while the finger
/// rests near an edge.
@MainActor
final class RowReorder {
    /// The lifted cell; it stays the table's cell for `source` until the drop.
    let cell: TableViewCell
    /// The row being moved, in the table's numbering before the move.
    let source: IndexPath
    /// The row's height: the gap the other rows open for it.
    let height: Double
    /// The finger's distance below the row's top (the row keeps it while following).
    let grab: Double
    /// The finger, in window coordinates: the table scrolls under it while it rests.
    var finger: Point
    /// Where the row would be dropped now (the delegate's choice), in the numbering after the move.
    var target: IndexPath
    /// Fires every frame to scroll near the table's edges.
    var link: DisplayLink?
    /// The time of the last autoscroll step.
    var lastTick: Double?

    init(cell: TableViewCell, source: IndexPath, height: Double, grab: Double, finger: Point) {
        self.cell = cell
        self.source = source
        self.height = height
        self.grab = grab
        self.finger = finger
        target = source
    }

    /// How far another row is drawn from its place while the drag holds the gap at `target`: up by the
    /// lifted row's height past the source, down by it from the target on.
    func shift(ofRowAt row: IndexPath) -> Double {
        Self.shift(ofRowAt: row, source: source, target: target, height: height, gap: height)
    }

    /// How far a row is drawn from its place while the rows make room: up by `height` past the row taken
    /// out at `source` (none: a row from elsewhere), down by `gap` from `target` on (numbered as after the
    /// move). Editing-mode reordering and drag and drop (`TableViewDragAndDrop`) share it.
    static func shift(ofRowAt row: IndexPath, source: IndexPath?, target: IndexPath, height: Double, gap: Double)
        -> Double
    {
        var r = row
        var dy = 0.0
        if let source {
            if r > source { dy -= height }
            if r.section == source.section && r.row > source.row { r.row -= 1 }
        }
        if r.section > target.section || (r.section == target.section && r.row >= target.row) { dy += gap }
        return dy
    }

    /// How far a section's header (or footer) is drawn from its place: the rows that leave or join the
    /// sections above it move it.
    func shift(ofSection section: Int, footer: Bool) -> Double {
        let after = { (s: Int) in footer ? section >= s : section > s }
        return (after(source.section) ? -height : 0) + (after(target.section) ? height : 0)
    }
}
