import PanelKitCompat
import Testing

@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A searchable list written as UIKit code writes one: a `UISearchBar` as the table's header, a controller
/// that filters in `searchBar(_:textDidChange:)`, ends editing on the Search key and clears on Cancel.
@Suite("PanelKitCompat: UISearchBar as UIKit code writes it")
@MainActor
struct SearchBarCompatTests {
    final class FruitListViewController: UITableViewController, UISearchBarDelegate {
        let searchBar = UISearchBar()
        let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Grape", "Papaya"]
        var shown: [String] = []
        var calls: [String] = []
        var allowsEditing = true

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = fruits
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
            searchBar.delegate = self
            searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 0)
            searchBar.sizeToFit()
            tableView.tableHeaderView = searchBar
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = shown[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { allowsEditing }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            calls.append("begin")
            searchBar.setShowsCancelButton(true, animated: true)
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("change \(searchText)")
            shown = searchText.isEmpty ? fruits : fruits.filter { $0.lowercased().contains(searchText.lowercased()) }
            tableView.reloadData()
        }

        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            !text.contains(where: \.isNumber)
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            calls.append("search")
            searchBar.resignFirstResponder()
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("end") }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            calls.append("cancel")
            searchBar.text = ""
            shown = fruits
            tableView.reloadData()
            searchBar.setShowsCancelButton(false, animated: true)
            searchBar.resignFirstResponder()
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope \(selectedScope)")
        }
    }

    private func keyboard(_ h: TransitionHarness) -> KeyboardView { h.driver.application.keyboard.view }

    /// Taps the on-screen keyboard's key that does `action`.
    private func tapKey(_ h: TransitionHarness, _ action: KeyboardView.Action) {
        let kb = keyboard(h)
        guard let key = kb.keys.first(where: { $0.action == action }) else {
            Issue.record("no key \(action) on page \(kb.page)")
            return
        }
        let origin = kb.window?.frame.origin ?? .zero
        h.tap(at: Point(x: origin.x + kb.frame.minX + key.frame.midX, y: origin.y + kb.frame.minY + key.frame.midY))
    }

    private func shownRows(_ list: FruitListViewController) -> [String] {
        list.tableView.visibleCells.compactMap { $0.contentConfiguration?.text }
    }

    private func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func typingOnTheKeyboardFiltersTheListAndSearchEndsEditing() throws {
        let list = FruitListViewController()
        let h = TransitionHarness(width: 800, height: 480, root: list)
        h.step(2)
        let bar = list.searchBar
        #expect(bar.frame.height == 56 && bar.frame.width == 800, "sizeToFit keeps the width and takes 56 points")
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 784, height: 36))
        #expect(bar.placeholder == nil)
        #expect(bar.searchTextField.textLabel.text == "Search", "a nil placeholder shows Search, as iOS's")
        #expect(bar.returnKeyType == .search)
        #expect(shownRows(list).count == 6)

        h.tap(at: center(of: bar.searchTextField))
        #expect(bar.isFirstResponder && bar.searchTextField.isEditing)
        _ = h.run(until: { h.driver.application.keyboardFrame != nil }, limit: 60)
        h.step(30)
        // The delegate showed Cancel as editing began: the field made room for it.
        #expect(bar.showsCancelButton)
        #expect(bar.searchTextField.frame.maxX < 792 - 40)
        tapKey(h, .character("a"))
        tapKey(h, .character("p"))
        #expect(bar.text == "ap")
        #expect(list.calls == ["begin", "change a", "change ap"])
        #expect(shownRows(list) == ["Apple", "Apricot", "Grape", "Papaya"])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/search-bar-editing.png")
        }
        tapKey(h, .return)
        #expect(list.calls.suffix(2) == ["search", "end"], "the Search key tells the delegate, which ends editing")
        #expect(!bar.isFirstResponder)
        #expect(bar.text == "ap", "the search text stays after editing ends")
    }

    @Test func cancelClearsThroughTheDelegateAndTheFieldWidensAgain() throws {
        let list = FruitListViewController()
        let h = TransitionHarness(width: 800, height: 480, root: list)
        h.step(2)
        let bar = list.searchBar
        h.tap(at: center(of: bar.searchTextField))
        for c in ["b", "a", "n"] { bar.searchTextField.insertText(c) }
        h.step(30)
        #expect(shownRows(list) == ["Banana"])
        let narrowed = bar.searchTextField.frame.width
        // Cancel sits after the field, in the bar's top 56 points.
        h.tap(at: bar.convert(CGPoint(x: (bar.searchTextField.frame.maxX + 800) / 2, y: 28), to: nil))
        #expect(list.calls.contains("cancel"))
        #expect(bar.text == "")
        #expect(!list.calls.contains("change "), "setting text in code does not call textDidChange")
        #expect(!bar.isFirstResponder && !bar.showsCancelButton)
        h.step(30)
        #expect(bar.searchTextField.frame.width == 784 && narrowed < 784)
        #expect(shownRows(list).count == 6)
    }

    @Test func theDelegateRefusesDigitsAndCanRefuseEditing() throws {
        let list = FruitListViewController()
        let h = TransitionHarness(width: 800, height: 480, root: list)
        h.step(2)
        let bar = list.searchBar
        h.tap(at: center(of: bar.searchTextField))
        for c in ["c", "4", "h"] { bar.searchTextField.insertText(c) }
        h.step(30)  // the Cancel button's slide in ends
        #expect(bar.text == "ch")
        #expect(shownRows(list) == ["Cherry"])
        // The clear button empties the field as the user's own edit.
        bar.searchTextField.layoutIfNeeded()
        let clear = bar.searchTextField.clearButtonRect(forBounds: bar.searchTextField.bounds)
        h.tap(at: bar.searchTextField.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(bar.text == "")
        #expect(list.calls.last == "change ")
        bar.resignFirstResponder()
        list.allowsEditing = false
        h.tap(at: center(of: bar.searchTextField))
        #expect(!bar.isFirstResponder, "searchBarShouldBeginEditing said no")
    }

    @Test func theScopeBarShowsUnderTheFieldAndReportsPicks() throws {
        let list = FruitListViewController()
        let h = TransitionHarness(width: 800, height: 480, root: list)
        h.step(2)
        let bar = list.searchBar
        bar.scopeButtonTitles = ["All", "Sweet", "Sour"]
        #expect(bar.sizeThatFits(.zero).height == 56, "titles alone do not show the scope bar")
        bar.showsScopeBar = true
        bar.sizeToFit()
        list.tableView.tableHeaderView = bar
        h.step(2)
        #expect(bar.frame.height == 100)
        #expect(bar.selectedScopeButtonIndex == 0)
        // The third of three segments across the bar's width, under the field.
        h.tap(at: bar.convert(CGPoint(x: 8 + 784 * 5 / 6, y: 72), to: nil))
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(list.calls == ["scope 2"])
        bar.searchBarStyle = .minimal
        bar.barTintColor = .systemGray6
        #expect(bar.backgroundColor == nil, "a minimal bar has no background")
        bar.searchBarStyle = .default
        #expect(bar.backgroundColor == .systemGray6)
        h.step(30)  // the segment's thumb slides to Sour
        // The field's fill is the light grey of iOS's search field, over the bar's background.
        let p = bar.searchTextField.convert(CGPoint(x: 300, y: 18), to: nil)
        let pixel = h.surface.pixel(x: Int(p.x), y: Int(p.y))
        let background = h.surface.pixel(x: 400, y: 4)
        #expect((pixel >> 16) & 0xFF < (background >> 16) & 0xFF, "the field is darker than the bar")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/search-bar.png")
        }
    }
}
