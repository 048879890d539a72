import PanelKitCompat
import Testing

/// Compositional layouts and list layouts in UIKit's spellings, as iOS code writes them: items sized by
/// fractions of their group, groups repeated down a section, headers from a supplementary registration,
/// estimated rows sized by their content, lists of rows with separators, and a section provider told the
/// container's width. Expected frames follow Apple's documentation of `NSCollectionLayoutItem`,
/// `NSCollectionLayoutGroup` and `NSCollectionLayoutSection`.
@Suite("PanelKitCompat: compositional layout and lists")
@MainActor
struct CompositionalLayoutCompatTests {
    final class TitleHeader: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A cell whose content is 70 points tall by its constraints.
    final class TallCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let block = UIView()
            block.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(block)
            NSLayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: contentView.topAnchor),
                block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                block.heightAnchor.constraint(equalToConstant: 70),
            ])
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A controller showing `sections` of string items in a collection view with `layout`, through a diffable
    /// data source, a cell registration of `Cell` and a header registration.
    final class ListController<Cell: UICollectionViewCell>: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let makeLayout: () -> UICollectionViewLayout
        let sections: [[String]]

        init(sections: [[String]], layout: @escaping () -> UICollectionViewLayout) {
            self.sections = sections
            makeLayout = layout
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
            view.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<Cell, String> { cell, _, text in
                if let listCell = cell as? UICollectionViewListCell {
                    var content = listCell.defaultContentConfiguration()
                    content.text = text
                    listCell.contentConfiguration = content
                    listCell.accessories = [.disclosureIndicator()]
                }
            }
            let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                header.label.text = "Section \(indexPath.section)"
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections(Array(sections.indices))
            for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Shows `controller` in a window of `width` by `height` and runs a frame.
    private func show<Cell>(_ controller: ListController<Cell>, width: Int = 300, height: Int = 400)
        -> (TransitionHarness, UICollectionView)
    {
        let h = TransitionHarness(width: width, height: height, root: controller)
        h.step()
        return (h, controller.collectionView)
    }

    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func names(_ count: Int, _ prefix: String = "Item") -> [String] {
        (0..<count).map { "\(prefix) \($0)" }
    }

    @Test func threeColumnGridHasTheDocumentedFrames() {
        let controller = ListController<UICollectionViewCell>(sections: [names(7)]) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
            return UICollectionViewCompositionalLayout(section: section)
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        // 270 points inside the section's insets: three 90-point items a row, each cell 5 points inside.
        #expect(frame(cv, 0).map { close($0, CGRect(x: 20, y: 15, width: 80, height: 90)) } == true)
        #expect(frame(cv, 4).map { close($0, CGRect(x: 110, y: 123, width: 80, height: 90)) } == true)
        #expect(frame(cv, 6).map { close($0, CGRect(x: 20, y: 231, width: 80, height: 90)) } == true)
        // The last row holds one item and keeps its height: 10 + 3 rows of 100 + 2 gaps of 8 + 10.
        #expect(cv.contentSize == CGSize(width: 300, height: 336))
        #expect(cv.visibleCells.count == 7)
        let cell = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(cell.map { close($0.frame, CGRect(x: 200, y: 123, width: 80, height: 90)) } == true)
    }

    @Test func countedGroupsNestAndFlexibleSpacingSpreadsItems() {
        let controller = ListController<UICollectionViewCell>(sections: [names(3), names(4, "B"), names(3, "C")]) {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                switch sectionIndex {
                case 0:
                    // A big item beside a column of two (Apple's nested group).
                    let big = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let column = NSCollectionLayoutGroup.vertical(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                        repeatingSubitem: item, count: 2)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                        subitems: [big, column])
                    return NSCollectionLayoutSection(group: group)
                case 1:
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                        subitem: item, count: 4)
                    group.interItemSpacing = .fixed(10)
                    return NSCollectionLayoutSection(group: group)
                default:
                    let fixed = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .absolute(80), heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                        subitems: [fixed])
                    group.interItemSpacing = .flexible(10)
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(frame(cv, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(cv, 2) == CGRect(x: 150, y: 100, width: 150, height: 100))
        // Four copies share 300 points less three 10-point gaps.
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 200, width: 67.5, height: 50))
        #expect(frame(cv, 3, 1) == CGRect(x: 232.5, y: 200, width: 67.5, height: 50))
        // Three 80-point items fit in 300; the 60 points over go into the two gaps.
        #expect(frame(cv, 0, 2)?.minX == 0)
        #expect(frame(cv, 1, 2)?.minX == 110)
        #expect(frame(cv, 2, 2)?.minX == 220)
        #expect(frame(cv, 2, 2)?.minY == 250)
    }

    @Test func estimatedHeightsSizeToTheContent() {
        let long = String(repeating: "A long line of text that wraps ", count: 4)
        let controller = ListController<UICollectionViewListCell>(sections: [["Short", long, "After"]]) {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        let first = frame(cv, 0)
        let second = frame(cv, 1)
        #expect(first == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect((second?.height ?? 0) > 60)
        #expect(frame(cv, 2)?.minY == 44 + (second?.height ?? 0))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == second)

        // A cell sized by its constraints in an estimated section.
        let tall = ListController<TallCell>(sections: [names(3)]) {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 2
            return UICollectionViewCompositionalLayout(section: section)
        }
        let (h2, tallView) = show(tall)
        defer { withExtendedLifetime(h2) {} }
        #expect(frame(tallView, 0)?.height == 70)
        #expect(frame(tallView, 2) == CGRect(x: 0, y: 144, width: 300, height: 70))
        #expect(tallView.contentSize.height == 214)
    }

    @Test func sectionHeaderComesFromTheRegistration() {
        let controller = ListController<UICollectionViewCell>(sections: [names(2), names(2, "B")]) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        let kind = UICollectionView.elementKindSectionHeader
        let second = cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect((second as? TitleHeader)?.label.text == "Section 1")
        // The header follows the section's leading and trailing insets; the items come after it and the top inset.
        #expect(second?.frame == CGRect(x: 10, y: 110, width: 280, height: 40))
        #expect(frame(cv, 0) == CGRect(x: 10, y: 44, width: 140, height: 60))
        #expect(frame(cv, 1, 1) == CGRect(x: 150, y: 154, width: 140, height: 60))
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: kind).count == 2)
        #expect(cv.contentSize.height == 220)
    }

    @Test func insetGroupedListDrawsRowsWithSeparators() {
        let controller = ListController<UICollectionViewListCell>(sections: [["One", "Two", "Three"], ["Four"]]) {
            UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        }
        let (h, cv) = show(controller, width: 320)
        defer { withExtendedLifetime(h) {} }
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/compositional-inset-grouped.png")
        }
        // Rows inset 20 points from the sides, 18 points below the top.
        #expect(frame(cv, 0) == CGRect(x: 20, y: 18, width: 280, height: 44))
        #expect(frame(cv, 0, 1).map { close($0.minY, 18 + 3 * 44 + 18 + 18) } == true)
        let grey: UInt32 = 0xFFF2_F2F7
        let white: UInt32 = 0xFFFF_FFFF
        let separator: UInt32 = 0xFFC6_C6C8
        #expect(h.surface.pixel(x: 10, y: 40) == grey)
        #expect(h.surface.pixel(x: 250, y: 40) == white)
        // A line at the bottom of the first two rows, from the text's inset to the group's edge.
        #expect(h.surface.pixel(x: 250, y: 18 + 44 - 1) == separator)
        #expect(h.surface.pixel(x: 250, y: 18 + 88 - 1) == separator)
        #expect(h.surface.pixel(x: 30, y: 18 + 44 - 1) == white)
        // None under the group's last row, whose ends are rounded.
        #expect(h.surface.pixel(x: 250, y: 18 + 132 - 1) == white)
        #expect(h.surface.pixel(x: 20, y: 18) != white)
        #expect(h.surface.pixel(x: 20, y: 18 + 132 - 1) != white)
        // Each row's disclosure indicator: a grey chevron near the trailing edge.
        let chevron = (270..<290).contains { x in (32..<48).contains { y in h.surface.pixel(x: x, y: y) != white } }
        #expect(chevron)
        #expect(h.surface.pixel(x: 250, y: 200) == white)
    }

    @Test func listHeadersComeFromTheSupplementaryRegistration() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        configuration.backgroundColor = .systemYellow
        let controller = ListController<UICollectionViewListCell>(sections: [["One", "Two"], ["Three"]]) {
            UICollectionViewCompositionalLayout.list(using: configuration)
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        let kind = UICollectionView.elementKindSectionHeader
        let header = cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleHeader)?.label.text == "Section 1")
        // Headers keep their 44-point estimate (the header view has no constraints to size it).
        #expect(header?.frame == CGRect(x: 0, y: 132, width: 300, height: 44))
        #expect(frame(cv, 0) == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 176, width: 300, height: 44))
        #expect(cv.backgroundColor == .systemYellow)
        // No separators: the row's bottom line is the row's white.
        #expect(h.surface.pixel(x: 250, y: 44 + 44 - 1) == 0xFFFF_FFFF)
    }

    /// A list fed by a diffable data source whose snapshots add and remove whole sections: the rows of the
    /// sections that stay keep their cells, and the headers are asked for again at their new indexes.
    @Test func snapshotSectionChangesKeepTheCellsOfSectionsThatStay() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let controller = ListController<UICollectionViewListCell>(sections: [["One", "Two"], ["Three"]]) {
            UICollectionViewCompositionalLayout.list(using: configuration)
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        let three = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteSections([0])
        snapshot.appendSections([7])
        snapshot.appendItems(["Four", "Five"], toSection: 7)
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        h.step()
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 1) == 2)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === three, "Three's cell moved up with its section")
        #expect(controller.dataSource.indexPath(for: "Five") == IndexPath(item: 1, section: 1))
        let kind = UICollectionView.elementKindSectionHeader
        let header = cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleHeader)?.label.text == "Section 1", "asked again at its new index")
        // Animated, a moved section's rows keep their cells too.
        snapshot.moveSection(7, beforeSection: 1)
        controller.dataSource.apply(snapshot)
        h.step(30)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1)) === three)
        let texts = (0..<2).map {
            (cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)?
                .contentConfiguration?.text
        }
        #expect(texts == ["Four", "Five"])
    }

    @Test func sectionProviderSeesTheContainerWidth() {
        var widths: [Double] = []
        let controller = ListController<UICollectionViewCell>(sections: [names(8)]) {
            UICollectionViewCompositionalLayout { _, environment in
                let width = environment.container.effectiveContentSize.width
                widths.append(width)
                _ = environment.traitCollection.horizontalSizeClass
                let columns = width > 400 ? 4 : 2
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / Double(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        #expect(widths.last == 300)
        #expect(frame(cv, 1) == CGRect(x: 150, y: 0, width: 150, height: 50))
        cv.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        h.step()
        #expect(widths.last == 500)
        #expect(frame(cv, 1) == CGRect(x: 125, y: 0, width: 125, height: 50))
    }

    @Test func configurationSpacesSectionsAndScrollsHorizontally() {
        let controller = ListController<UICollectionViewCell>(sections: [names(3), names(3, "B")]) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .fractionalHeight(0.5)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                subitems: [item])
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 20
            return UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: group), configuration: configuration)
        }
        let (h, cv) = show(controller, width: 300, height: 200)
        defer { withExtendedLifetime(h) {} }
        // Columns of two 100-point-tall items; the second section starts 20 points after the first's two columns.
        #expect(frame(cv, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(frame(cv, 2) == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(frame(cv, 0, 1) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 420, height: 200))
    }

    @Test func dragScrollsTheList() {
        let controller = ListController<UICollectionViewListCell>(sections: [names(30)]) {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        #expect(cv.contentSize.height == 30 * 44)
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        // The finger rests before it lifts, so the list stops where it was dragged to.
        h.drag(from: CGPoint(x: 150, y: 380), to: CGPoint(x: 150, y: 80), duration: 0.3, hold: 0.3)
        h.run(until: { !cv.isDecelerating }, limit: 300)
        #expect(cv.contentOffset.y > 250 && cv.contentOffset.y < 350)
        #expect(!cv.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 12, section: 0)))
        let twelve = cv.cellForItem(at: IndexPath(item: 12, section: 0))
        #expect(twelve?.frame == CGRect(x: 0, y: 12 * 44, width: 300, height: 44))
    }

    @Test func badDimensionsAndCountsDoNotTrap() {
        let controller = ListController<UICollectionViewCell>(sections: [names(3), names(2, "B")]) {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(-1), heightDimension: .absolute(.nan)))
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
                let group =
                    sectionIndex == 0
                    ? NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                    : NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: -3)
                return NSCollectionLayoutSection(group: group)
            }
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        #expect(NSCollectionLayoutDimension.fractionalWidth(-1).dimension == 0)
        // Items of no width: one per group, so each still gets a place.
        #expect(frame(cv, 2) == CGRect(x: 0, y: 60, width: 0, height: 0))
        // A negative count holds nothing: the section's items have no place.
        #expect(frame(cv, 0, 1) == nil)
        #expect(cv.contentSize.height == 90)
    }

    @Test func orthogonalSectionScrollsSidewaysAndRestsOnGroups() {
        let controller = ListController<UICollectionViewCell>(sections: [names(10), names(10, "Row")]) {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                if sectionIndex == 1 {
                    let row = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                        subitems: [item])
                    return NSCollectionLayoutSection(group: row)
                }
                let card = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: card)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        // One row of cards across, the next section below it.
        #expect(frame(cv, 5) == CGRect(x: 650, y: 0, width: 120, height: 100))
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 100, width: 300, height: 50))
        #expect(cv.contentSize.height == 100 + 10 * 50)
        let band = cv.cellForItem(at: IndexPath(item: 5, section: 0))?.superview as? UIScrollView
        #expect(band != nil && band !== cv)
        #expect(band?.contentSize == CGSize(width: 10 * 120 + 9 * 10, height: 100))
        // A sideways drag scrolls the row, not the list, and comes to rest with a card at the leading edge.
        h.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.3, hold: 0.3)
        h.run(until: { !(band?.isDecelerating ?? false) }, limit: 300)
        #expect(band?.contentOffset.x == 130)
        #expect(cv.contentOffset.y == 0)
        // A tap on the row selects the card under the finger in the scrolled row.
        h.tap(at: CGPoint(x: 20, y: 50))
        h.run(until: { cv.indexPathsForSelectedItems != nil }, limit: 30)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // An up-and-down drag still scrolls the list.
        h.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), duration: 0.3, hold: 0.3)
        h.run(until: { !cv.isDecelerating }, limit: 300)
        #expect(cv.contentOffset.y > 50)
        #expect(band?.contentOffset.x == 130)
    }

    @Test func pinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        let controller = ListController<UICollectionViewCell>(sections: [names(10), names(10, "B")]) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }
        let (h, cv) = show(controller)
        defer { withExtendedLifetime(h) {} }
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        h.drag(from: CGPoint(x: 150, y: 380), to: CGPoint(x: 150, y: 80), duration: 0.3, hold: 0.3)
        h.run(until: { !cv.isDecelerating }, limit: 300)
        let offset = cv.contentOffset.y
        #expect(offset > 200)
        let header = cv.supplementaryView(forElementKind: kind, at: first)
        #expect(header?.frame == CGRect(x: 0, y: offset, width: 300, height: 40))
        // In front of the rows it covers.
        let covered = cv.cellForItem(at: IndexPath(item: Int(offset / 50), section: 0))
        let order = cv.subviews
        #expect(
            order.firstIndex { $0 === header }.map { h in order.firstIndex { $0 === covered }.map { h > $0 } ?? false }
                == true)
        // The next section's header pushes it out: it never passes its own section's end (40 + 500).
        cv.contentOffset = CGPoint(x: 0, y: 520)
        h.step()
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: kind, at: first)?.frame.minY == 500)
        #expect(cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 540)
    }
}
