import PanelKitCompat
import Testing

/// Section headers and footers in UIKit's spellings, as Apple's sample code writes them: a
/// `UICollectionReusableView` subclass with `override init(frame:)` and `required init?(coder:)`,
/// registered for `UICollectionView.elementKindSectionHeader`, dequeued in the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, and sized by the delegate's
/// `referenceSizeForHeaderInSection`.
@Suite("PanelKitCompat: collection view headers and footers")
@MainActor
struct CollectionHeadersCompatTests {
    final class TitleHeaderView: UICollectionReusableView {
        static let reuseIdentifier = "title-header"
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
            addSubview(label)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            label.text = nil
        }
    }

    final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var collectionView: UICollectionView!
        let sections = ["Fruit", "Vegetables", "Nuts"]

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 60)
            layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            layout.footerReferenceSize = CGSize(width: 0, height: 10)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: TitleHeaderView.reuseIdentifier)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                withReuseIdentifier: "footer")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

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
            if kind == UICollectionView.elementKindSectionHeader {
                let header =
                    collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: TitleHeaderView.reuseIdentifier, for: indexPath)
                    as! TitleHeaderView
                header.label.text = sections[indexPath.section]
                return header
            }
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            CGSize(width: collectionView.bounds.width, height: section == 0 ? 44 : 32)
        }
    }

    @Test func headersFromSampleCode() {
        let controller = GridViewController()
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        defer { withExtendedLifetime(h) {} }
        let cv = controller.collectionView!
        h.step()
        let headerKind = UICollectionView.elementKindSectionHeader
        let first = cv.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))
        #expect((first as? TitleHeaderView)?.label.text == "Fruit")
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        // 44 header, 8 inset, a line of four 60-point items (four fit in 284), 8 inset, 10 footer.
        let attributes = cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: headerKind, at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame == CGRect(x: 0, y: 130, width: 300, height: 32))
        let footer = cv.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 120, width: 300, height: 10))
        #expect(footer?.reuseIdentifier == "footer")
        #expect(cv.visibleCells.allSatisfy { ($0 as UICollectionReusableView).reuseIdentifier == "cell" })
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: headerKind).count == 3)
        #expect(cv.contentSize.height == 3 * (8 + 60 + 8 + 10) + 44 + 32 + 32)
    }
}
