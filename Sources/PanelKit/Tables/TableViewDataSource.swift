/// Supplies a table view's rows, as `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// Sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// Rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title shown above a section (nil, the default, for none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown below a section (nil, the default, for none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
