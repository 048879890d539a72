/// Context menus on rows, as UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`: a long press on a
/// row asks the delegate and shows the menu beside the row. A nil configuration leaves the press alone (the
/// row is selected when the finger lifts, as before).
extension TableView {
    /// The row under the long press and the delegate's configuration for it, if there is a menu to show.
    func contextMenuAtPress() -> (IndexPath, ContextMenuConfiguration, Menu)? {
        let point = contextMenuPress.location(in: self)
        guard let ip = indexPathForRow(at: point),
            let configuration = tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: ip, point: point),
            let menu = configuration.makeMenu()
        else { return nil }
        return (ip, configuration, menu)
    }

    func showContextMenu() {
        guard let (ip, configuration, menu) = contextMenuAtPress(),
            let presenter = window?.application?.menuPresenter
        else { return }
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: nil)
        presenter.show(menu, from: cellForRow(at: ip) ?? self) { [weak self] in
            guard let self else { return }
            self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: nil)
        }
    }
}
