/// Placeholder items (`CollectionViewDropPlaceholder`): the collection view counts them beside the data
/// source's items, so its numbering (the presentation's, in UIKit's words) includes them; the data source
/// is asked for cells with the index paths its own data has (the placeholders before an item taken out).
extension CollectionView {
    /// Whether placeholder items are waiting to be committed or deleted, as UIKit's
    /// `hasUncommittedUpdates`. `reloadData()` while they are up deletes them.
    public var hasUncommittedUpdates: Bool { !dropPlaceholders.isEmpty }

    /// The data source's index path for the collection view's item at `presentationIndexPath` (the
    /// placeholders before it in its section taken out), as UIKit's
    /// `dataSourceIndexPath(forPresentationIndexPath:)`; nil for a placeholder, which has no data yet.
    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? {
        guard let ip = presentationIndexPath else { return nil }
        guard !dropPlaceholders.isEmpty else { return ip }
        guard placeholderContext(at: ip) == nil else { return nil }
        return dataIndexPath(ip)
    }

    /// The collection view's index path for the data source's item at `dataSourceIndexPath` (moved on by
    /// the placeholders at or before its place), as UIKit's `presentationIndexPath(forDataSourceIndexPath:)`.
    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? {
        guard var ip = dataSourceIndexPath else { return nil }
        let before = dropPlaceholders.filter { $0.indexPath.section == ip.section }.map(\.indexPath.item).sorted()
        for item in before where item <= ip.item { ip.item += 1 }
        return ip
    }

    /// The items the collection view shows in `section`: the data source's and the placeholders there.
    func itemCount(inSection section: Int, dataSource: any CollectionViewDataSource) -> Int {
        dataSource.collectionView(self, numberOfItemsInSection: section) + dropPlaceholders.count(inSection: section)
    }

    /// The placeholder shown as the item at `indexPath`, if one is.
    func placeholderContext(at indexPath: IndexPath) -> CollectionViewDropPlaceholderContext? {
        dropPlaceholders.placeholder(at: indexPath)
    }

    /// The data source's index path for the collection view's item at `indexPath` (the placeholders before
    /// it taken out).
    func dataIndexPath(_ indexPath: IndexPath) -> IndexPath {
        dropPlaceholders.dataIndexPath(indexPath)
    }

    /// The data source's index path whose size a flow layout's delegate gives the item at `indexPath`: the
    /// item's own; for a placeholder, the data item whose place it took (the last one when it is at the
    /// end), nil when its section has no data items.
    func sizingIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard placeholderContext(at: indexPath) != nil else { return dataIndexPath(indexPath) }
        let section = indexPath.section
        let items = numberOfItems(inSection: section) - dropPlaceholders.count(inSection: section)
        guard items > 0 else { return nil }
        let ip = dataIndexPath(indexPath)
        return IndexPath(item: min(ip.item, items - 1), section: section)
    }

    /// A cell for the placeholder item: one of its reuse identifier (a plain cell when no class is
    /// registered for it), filled in by its `cellUpdateHandler`.
    func placeholderCell(_ context: CollectionViewDropPlaceholderContext) -> CollectionViewCell {
        let id = context.placeholder.reuseIdentifier
        let cell =
            canDequeueCell(withReuseIdentifier: id)
            ? dequeueReusableCell(withReuseIdentifier: id, for: context.indexPath)
            : CollectionViewCell(registeredAs: id)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Inserts a placeholder item for `dragItem` at the placeholder's index path (clamped to the collection
    /// view's items; nil when it has no sections).
    func insertPlaceholder(_ placeholder: CollectionViewPlaceholder, for dragItem: DragItem)
        -> CollectionViewDropPlaceholderContext?
    {
        let sections = numberOfSections
        guard sections > 0 else {
            StandardError.writeLine("UICollectionView: no section to insert a placeholder item in")
            return nil
        }
        let wanted = placeholder.insertionIndexPath
        let section = min(max(0, wanted.section), sections - 1)
        let item = min(max(0, wanted.item), numberOfItems(inSection: section))
        let ip = IndexPath(item: item, section: section)
        dropPlaceholders.makeRoom(at: ip)
        let context = CollectionViewDropPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, indexPath: ip, collectionView: self)
        dropPlaceholders.append(context)
        insertItems(at: [ip])
        return context
    }

    /// Takes `context` out of the placeholders (`closingUp`: the placeholders after it in its section move
    /// back a place). False when it is not one.
    func removePlaceholder(_ context: CollectionViewDropPlaceholderContext, closingUp: Bool) -> Bool {
        dropPlaceholders.remove(context, closingUp: closingUp)
    }
}
