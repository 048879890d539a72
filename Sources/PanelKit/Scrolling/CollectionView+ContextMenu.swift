/// Context menus on items, as UIKit's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: a long
/// press on an item asks the delegate and shows the menu beside the item. A nil configuration leaves the
/// press alone (the item is selected when the finger lifts).
extension CollectionView {
    /// The item under the long press and the delegate's menu for it, if there is one to show.
    func contextMenuAtPress() -> (IndexPath, Menu)? {
        let point = contextMenuPress.location(in: self)
        guard let ip = indexPathForItem(at: point),
            let configuration = collectionDelegate?.collectionView(
                self, contextMenuConfigurationForItemsAt: [ip], point: point),
            let menu = configuration.makeMenu()
        else { return nil }
        return (ip, menu)
    }

    func showContextMenu() {
        guard let (ip, menu) = contextMenuAtPress(), let presenter = window?.application?.menuPresenter else { return }
        presenter.show(menu, from: cellForItem(at: ip) ?? self)
    }
}
