import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Section backgrounds and visible-item effects of compositional layouts, as Apple's "Implementing Modern
/// Collection Views" sample builds them: `NSCollectionLayoutDecorationItem.background(elementKind:)` with
/// a view class registered on the layout ("Section Background Decoration"), and a section's
/// `visibleItemsInvalidationHandler` scaling the items of an orthogonally scrolling band by their
/// distance from its centre (the carousel).
@Suite("PanelKitCompat: compositional decoration views and visible items")
@MainActor
struct CompositionalDecorationCompatTests {
    /// The sample's background view: a rounded light grey panel.
    final class SectionBackgroundDecorationView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray4
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class GridController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let layout: UICollectionViewLayout
        let counts: [Int]

        init(counts: [Int], layout: UICollectionViewLayout) {
            self.counts = counts
            self.layout = layout
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
    }

    static let backgroundKind = "section-background-element-kind"

    @Test func backgroundDecorationIsBehindTheCellsAndSpansTheSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
        let controller = GridController(counts: [2, 3], layout: layout)
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        // Section 0: 10 + 44 + 5 + 44 + 10 = 113 points; its background is inset 5 points all round.
        let first = layout.layoutAttributesForDecorationView(
            ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == CGRect(x: 5, y: 5, width: 290, height: 103))
        #expect(first?.zIndex == -1)
        let second = layout.layoutAttributesForDecorationView(
            ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame == CGRect(x: 5, y: 113 + 20 + 5, width: 290, height: 10 + 3 * 44 + 2 * 5 + 10 - 10))
        // The views are made from the registered class and sit behind every cell.
        let backgrounds = cv.subviews.compactMap { $0 as? SectionBackgroundDecorationView }
        #expect(backgrounds.count == 2)
        let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        if let cell, let back = backgrounds.first, let cellIndex = cv.subviews.firstIndex(where: { $0 === cell }),
            let backIndex = cv.subviews.firstIndex(where: { $0 === back })
        {
            #expect(backIndex < cellIndex)
        } else {
            Issue.record("no cell or background on screen")
        }
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/compositional-section-background.png")
        }
        // Grey shows between the cells and around them, inside the section; white outside it.
        let grey = h.surface.pixel(x: 7, y: 30)
        #expect(grey != 0xFFFF_FFFF)
        #expect(h.surface.pixel(x: 150, y: 10 + 44 + 2) == grey)
        #expect(h.surface.pixel(x: 150, y: 2) == 0xFFFF_FFFF)
        #expect(h.surface.pixel(x: 150, y: 113 + 10) == 0xFFFF_FFFF)
    }

    @Test func visibleItemsInvalidationHandlerScalesTheCarousel() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 0
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
        var calls = 0
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls += 1
            // Apple's sample: items shrink with their distance from the centre of the container.
            items.forEach { item in
                let distanceFromCenter = abs(
                    (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.7
                let maxScale: CGFloat = 1.1
                let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let controller = GridController(counts: [6], layout: layout)
        let h = TransitionHarness(width: 300, height: 400, root: controller)
        h.step()
        let cv = controller.collectionView!
        #expect(calls > 0)
        // Item 0 is centred (50 + 100 = 150): scaled 1.1 about its centre. Item 1 is 200 points off: 1.1 - 2/3.
        let centred = cv.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(centred.map { close($0.frame.width, 220) && close($0.frame.height, 165) } == true)
        #expect(centred.map { close($0.frame.midX, 150) } == true)
        let next = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(next.map { close($0.frame.width, 200 * 0.7, 0.01) } == true)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/compositional-carousel.png")
        }
        // Swiping the band to the next item moves the scale: item 1 grows to 1.1, item 0 shrinks.
        h.drag(from: CGPoint(x: 250, y: 75), to: CGPoint(x: 50, y: 75), duration: 0.3, hold: 0.2)
        h.run(until: { false }, limit: 90)
        #expect(next.map { close($0.frame.width, 220, 1) } == true)
        #expect(centred.map { $0.frame.width < 200 } == true)
    }
}
