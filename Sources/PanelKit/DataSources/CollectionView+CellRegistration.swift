/// The number of cell and supplementary registrations made, for their reuse identifiers.
@MainActor var registrationsMade = 0

extension CollectionView {
    /// A cell class and the code that configures its cells for an item, as `UICollectionView.CellRegistration`:
    /// Apple's pattern for a diffable data source's cell provider. Make one (outside the cell provider, as UIKit
    /// requires) and dequeue with `dequeueConfiguredReusableCell(using:for:item:)`; no `register` call or reuse
    /// identifier is needed: the collection view registers `Cell` under the registration's own identifier the
    /// first time it dequeues with it.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The code that configures each dequeued cell.
        public let handler: Handler
        /// The reuse identifier the collection view knows this registration's cells by.
        let reuseIdentifier: String

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            registrationsMade += 1
            reuseIdentifier = "CellRegistration-\(registrationsMade)-\(Cell.self)"
        }
    }

    /// A cell of the registration's class for `indexPath` (reused, or new), configured by its handler for
    /// `item`, as `UICollectionView.dequeueConfiguredReusableCell(using:for:item:)`. With a nil item the
    /// handler is not called.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
        else {
            preconditionFailure("the cell dequeued for \(registration.reuseIdentifier) is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
