import PanelKitCompat
import Testing

/// Self-sizing cells in a flow layout, as Apple documents `estimatedItemSize`: with
/// `UICollectionViewFlowLayout.automaticSize` each cell takes the size its content view's constraints give
/// (a wrapping label of a fixed width here), the lines are placed with the learnt sizes and the content size
/// follows; a cell whose text grows and calls `invalidateIntrinsicContentSize()` grows too.
@Suite("PanelKitCompat: self-sizing flow layout cells")
@MainActor
struct SelfSizingFlowLayoutCompatTests {
    final class TextCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        var texts: [String] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            texts.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            (cell as? TextCell)?.label.text = texts[indexPath.item]
            return cell
        }
    }

    private let long =
        "A much longer text that cannot fit on one line of two hundred points, so it wraps onto several lines"

    /// A vertical flow layout of self-sizing cells over `texts`, on screen.
    private func make(_ texts: [String], estimate: CGSize) -> (TransitionHarness, UICollectionView, Source) {
        let h = TransitionHarness(width: 320, height: 600)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        cv.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let source = Source()
        source.texts = texts
        cv.dataSource = source
        h.window.addSubview(cv)
        h.step()
        return (h, cv, source)
    }

    @Test func cellsOfDifferentTextsGetDifferentHeightsAndTheContentSizeIsTheirSum() {
        let (h, cv, source) = make(["Short", long, "Two\nlines"], estimate: UICollectionViewFlowLayout.automaticSize)
        h.step()
        let frames = (0..<3).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 3)
        guard frames.count == 3 else { return }
        // Each cell is its label's 200 points plus 8 on each side wide, and as tall as its text.
        #expect(frames.allSatisfy { $0.width == 216 }, "got \(frames)")
        #expect(frames[0].height > 16 && frames[0].height < 40, "one line, got \(frames[0])")
        #expect(frames[1].height > frames[2].height && frames[2].height > frames[0].height, "got \(frames)")
        // One cell per line (two do not fit in 320 points), 10 points apart, the content as tall as all.
        #expect(frames[1].minY == frames[0].maxY + 10 && frames[2].minY == frames[1].maxY + 10)
        let sum = frames.reduce(0) { $0 + $1.height } + 20
        #expect(cv.collectionViewLayout.collectionViewContentSize.height == sum)
        #expect(cv.contentSize.height == sum)
        _ = source
    }

    @Test func aCellWhoseTextGrowsAsksToBeMeasuredAgain() {
        let (h, cv, source) = make(["Short", "Short"], estimate: CGSize(width: 216, height: 50))
        h.step()
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell
        let shortHeight = first?.frame.height ?? 0
        #expect(shortHeight > 16 && shortHeight < 40, "measured, not the 50-point estimate: \(shortHeight)")
        // The text grows and the cell says so: it is measured again and the next cell moves down.
        source.texts[0] = long
        first?.label.text = long
        first?.invalidateIntrinsicContentSize()
        h.step()
        let grown = cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(grown.map { $0.height > shortHeight + 30 } == true, "got \(String(describing: grown))")
        let next = cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(next?.minY == grown.map { $0.maxY + 10 })
        // Back to short, told through the layout instead: the cell shrinks again.
        source.texts[0] = "Short"
        first?.label.text = "Short"
        cv.collectionViewLayout.invalidateLayout()
        h.step()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == shortHeight)
        #expect(cv.contentSize.height == shortHeight * 2 + 10)
    }
}
