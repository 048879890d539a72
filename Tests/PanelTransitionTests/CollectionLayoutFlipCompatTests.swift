import PanelKitCompat
import Testing

/// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`, as Apple documents it: a layout that
/// returns true has its horizontal coordinates flipped by the collection view when the interface runs in
/// the direction opposite to the layout's `developmentLayoutDirection` (left to right), so in a right-to-left
/// collection view a flow or compositional layout's first item sits at the right; the base class returns
/// false, and a layout that keeps false is not flipped. Cells, supplementary views, the frames the
/// collection view reports and the item under a touch all follow.
@Suite("PanelKitCompat: collection view layouts flipped right to left")
@MainActor
struct CollectionLayoutFlipCompatTests {
    /// Numbered grey cells, and the items the user selected.
    final class Numbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let count: Int
        var selected: [IndexPath] = []
        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemGray
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// A flow layout that keeps its left-to-right coordinates in every direction.
    final class UnflippedFlowLayout: UICollectionViewFlowLayout {
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    }

    /// A custom layout: one row of 50-point squares from the left, 10 points apart. It flips only when told.
    final class RowLayout: UICollectionViewLayout {
        let flips: Bool
        init(flips: Bool) {
            self.flips = flips
            super.init()
        }

        override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: 50)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            a.frame = CGRect(x: Double(indexPath.item) * 60, y: 0, width: 50, height: 50)
            return a
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }
    }

    /// A 300 x 200 collection view showing `count` items with `layout`, right to left by its
    /// `semanticContentAttribute`.
    private func show(_ layout: UICollectionViewLayout, count: Int = 3) -> (
        TransitionHarness, UICollectionView, Numbers
    ) {
        let h = TransitionHarness(width: 300, height: 200)
        let numbers = Numbers(count: count)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        cv.semanticContentAttribute = .forceRightToLeft
        cv.dataSource = numbers
        cv.delegate = numbers
        h.window.addSubview(cv)
        h.step()
        return (h, cv, numbers)
    }

    private func squares() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 25)
        return layout
    }

    private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    @Test func theFlowAndCompositionalLayoutsFlipAndTheBaseClassDoesNot() {
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [
                    NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                ]))
        #expect(UICollectionViewCompositionalLayout(section: section).flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test func aFlowLayoutRightToLeftPutsItemZeroAtTheRightEdge() throws {
        let (h, cv, numbers) = show(squares())
        defer { withExtendedLifetime((h, numbers)) {} }
        let first = try #require(cv.cellForItem(at: item(0)))
        let second = try #require(cv.cellForItem(at: item(1)))
        // The section's insets are mirrored with it: the 5-point left inset is at the right.
        #expect(first.frame.maxX == 295, "item 0 at the right, inside the mirrored 5-point inset: \(first.frame)")
        #expect(first.frame.minY == 20)
        #expect(second.frame.maxX <= first.frame.minX - 10, "item 1 to its left: \(second.frame)")
        #expect(cv.layoutAttributesForItem(at: item(0))?.frame == first.frame, "the collection view reports it so")
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: item(0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(
            cv.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: item(0))?.frame == header?.frame)
        // Back to left to right, item 0 is at the left again.
        cv.semanticContentAttribute = .forceLeftToRight
        h.step()
        #expect(cv.cellForItem(at: item(0))?.frame.minX == 5)
        #expect(cv.layoutAttributesForItem(at: item(0))?.frame.minX == 5)
    }

    @Test func aTapOnTheRightmostCellSelectsItemZero() {
        let (h, cv, numbers) = show(squares())
        defer { withExtendedLifetime((h, numbers)) {} }
        #expect(cv.indexPathForItem(at: CGPoint(x: 270, y: 50)) == item(0))
        // The line is justified from 25 to 295 (the insets mirrored): item 2 at the left.
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 50)) == item(2))
        #expect(cv.indexPathForItem(at: CGPoint(x: 10, y: 50)) == nil, "the mirrored 25-point inset")
        h.tap(at: CGPoint(x: 270, y: 50))
        #expect(numbers.selected == [item(0)])
        let second = cv.cellForItem(at: item(1))!.frame
        h.tap(at: CGPoint(x: second.midX, y: second.midY))
        #expect(numbers.selected == [item(0), item(1)])
    }

    @Test func aLayoutThatReturnsFalseIsNotFlipped() {
        let (h, cv, numbers) = show(UnflippedFlowLayout().configured(like: squares()))
        defer { withExtendedLifetime((h, numbers)) {} }
        #expect(cv.cellForItem(at: item(0))?.frame.minX == 5, "flow layout told not to flip: item 0 at the left")
        let (h2, row, rowNumbers) = show(RowLayout(flips: false))
        defer { withExtendedLifetime((h2, rowNumbers)) {} }
        #expect(row.cellForItem(at: item(0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(row.indexPathForItem(at: CGPoint(x: 25, y: 25)) == item(0))
        h2.tap(at: CGPoint(x: 25, y: 25))
        #expect(rowNumbers.selected == [item(0)], "the left cell is item 0")
        #expect(numbers.selected.isEmpty)
        // The same custom layout answering true is flipped by the collection view.
        let (h3, flipped, flippedNumbers) = show(RowLayout(flips: true))
        defer { withExtendedLifetime((h3, flippedNumbers)) {} }
        #expect(flipped.cellForItem(at: item(0))?.frame == CGRect(x: 250, y: 0, width: 50, height: 50))
        #expect(flipped.cellForItem(at: item(2))?.frame == CGRect(x: 130, y: 0, width: 50, height: 50))
        h3.tap(at: CGPoint(x: 275, y: 25))
        #expect(flippedNumbers.selected == [item(0)])
    }

    @Test func aCompositionalGridRunsFromTheRightInARightToLeftApplication() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .absolute(90)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        let h = TransitionHarness(width: 300, height: 400)
        let app = h.driver.application
        app.userInterfaceLayoutDirection = .rightToLeft
        defer { app.userInterfaceLayoutDirection = .leftToRight }
        let numbers = Numbers(count: 4)
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = numbers
        cv.delegate = numbers
        h.window.addSubview(cv)
        h.step()
        // Left to right, item 0 would be at x 20 (15 inset, 5 content inset): mirrored, it ends 20 from the
        // right; item 3 starts the second row at the right.
        #expect(
            cv.cellForItem(at: self.item(0)).map { close($0.frame, CGRect(x: 200, y: 15, width: 80, height: 80)) }
                == true)
        #expect(
            cv.cellForItem(at: self.item(2)).map { close($0.frame, CGRect(x: 20, y: 15, width: 80, height: 80)) }
                == true)
        #expect(
            cv.cellForItem(at: self.item(3)).map { close($0.frame, CGRect(x: 200, y: 115, width: 80, height: 80)) }
                == true)
        h.tap(at: CGPoint(x: 240, y: 150))
        #expect(numbers.selected == [self.item(3)])
    }

    @Test func aHorizontalFlowLayoutRightToLeftStartsWithItemZeroInView() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 20
        let (h, cv, numbers) = show(layout, count: 10)
        defer { withExtendedLifetime((h, numbers)) {} }
        // Ten items a line each: 10 x 100 + 9 x 20 = 1180 points, item 0 at the right end.
        #expect(cv.contentSize.width == 1180)
        #expect(cv.layoutAttributesForItem(at: item(0))?.frame.maxX == 1180)
        #expect(cv.contentOffset.x == 880, "scrolled to the right end, item 0 in view: \(cv.contentOffset)")
        let first = try #require(cv.cellForItem(at: item(0)))
        #expect(first.frame.maxX == 1180)
        #expect(cv.indexPathsForVisibleItems.contains(item(2)))
        h.tap(at: CGPoint(x: 250, y: 50))
        #expect(numbers.selected == [item(0)])
    }

    /// PanelKit's `PagingLayout` (a flow layout) pages from the right: each flick to the right turns one page,
    /// resting with the page at the right inset.
    @Test func aPagingLayoutRightToLeftTurnsPagesFromTheRight() {
        let layout = PagingLayout(
            itemSize: CGSize(width: 160, height: 100), spacing: 10,
            insets: UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let h = TransitionHarness(width: 200, height: 120)
        let numbers = Numbers(count: 5)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.semanticContentAttribute = .forceRightToLeft
        cv.dataSource = numbers
        h.window.addSubview(cv)
        h.step()
        defer { withExtendedLifetime((h, numbers)) {} }
        // 20 + 5 x 160 + 4 x 10 + 20 = 880 points; page 0 at the right end, in view.
        #expect(cv.contentOffset.x == 680)
        #expect(cv.layoutAttributesForItem(at: item(0))?.frame == CGRect(x: 700, y: 10, width: 160, height: 100))
        #expect(cv.layoutContentOffset.x == 0, "the layout's own coordinates: at its first page")
        h.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.1)
        h.step(60)
        #expect(cv.contentOffset.x == 510, "one page to the left")
        h.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.1)
        h.step(60)
        #expect(cv.contentOffset.x == 340)
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
    }
}

extension UICollectionViewFlowLayout {
    /// This layout with `other`'s item size, spacing, header size and section insets.
    func configured(like other: UICollectionViewFlowLayout) -> Self {
        itemSize = other.itemSize
        minimumInteritemSpacing = other.minimumInteritemSpacing
        headerReferenceSize = other.headerReferenceSize
        sectionInset = other.sectionInset
        return self
    }
}
