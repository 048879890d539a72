/// One drag of a list item by its reorder accessory (CollectionView+ItemReorder.swift): the lifted cell,
/// where its item was, and how far the finger has carried it.
@MainActor
final class ItemReorder {
    /// The lifted cell; it stays the collection view's cell for `source` until the drop.
    let cell: CollectionViewCell
    /// The item being moved, in the numbering before the move.
    let source: IndexPath
    /// The finger's first position along the scrolling axis, in the collection view's content.
    let start: Double
    /// How far the cell is drawn below its place (negative: above).
    var offset = 0.0

    init(cell: CollectionViewCell, source: IndexPath, start: Double) {
        self.cell = cell
        self.source = source
        self.start = start
    }

    /// Where the item would go if dropped now, in the numbering after the move: as many places down its
    /// section as the other items whose middles the lifted cell's middle has passed (`frames`: the section's
    /// item frames, by item, the lifted one's included).
    func target(frames: [Rect]) -> IndexPath {
        guard frames.indices.contains(source.item) else { return source }
        let middle = frames[source.item].midY + offset
        var item = 0
        for (index, frame) in frames.enumerated() where index != source.item && frame.midY < middle { item += 1 }
        return IndexPath(item: item, section: source.section)
    }
}
