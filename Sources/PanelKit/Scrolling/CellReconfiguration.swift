/// The cells being reconfigured by `TableView.reconfigureRows(at:)` or `CollectionView.reconfigureItems(at:)`:
/// each is put back on its reuse queue while the data source is asked for its row's cell again, and the
/// dequeue that hands it back skips `prepareForReuse()`, as UIKit hands back the cell already showing the item.
@MainActor var cellsBeingReconfigured: Set<ObjectIdentifier> = []
