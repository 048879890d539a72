/// One wheel of a picker view: a vertical scroll view whose resting offsets are its rows, with the
/// selected row in the middle of its height. A drag moves it and a flick decelerates as a scroll view's,
/// coming to rest on the row nearest to where the flick would stop; a tap on a row brings it to the
/// middle. Only the rows in sight have views, drawn smaller and fainter the further they are from the
/// middle (a flat stand-in for UIKit's 3D wheel).
@MainActor
final class PickerColumn: ScrollView, ScrollViewDelegate {
    weak var picker: PickerView?
    var component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = PickerView.defaultRowHeight
    /// The row at rest in the middle (-1 without rows).
    var selectedRow = -1
    /// The cells in sight by row, each holding the row's content view.
    private(set) var cells: [Int: View] = [:]
    /// Content views of rows gone out of sight, handed back as `reusing`.
    private var spare: [View] = []
    private var tap: TapGestureRecognizer!

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        delegate = self
        let tap = TapGestureRecognizer { [weak self] g in
            if g.state == .recognized { self?.tapped(at: g.location(in: self)) }
        }
        self.tap = tap
        addGestureRecognizer(tap)
    }

    /// How far the rows start below the top: the middle row's band.
    private var inset: Double { max(0, (bounds.height - rowHeight) / 2) }

    /// The content offset that puts `row` in the middle.
    func offset(for row: Int) -> Point {
        Point(x: 0, y: Double(row) * rowHeight - inset)
    }

    /// The row nearest the middle at `offset`.
    func row(at offset: Point) -> Int {
        guard rowCount > 0 else { return -1 }
        let r = Int(((offset.y + inset) / rowHeight).rounded())
        return min(rowCount - 1, max(0, r))
    }

    /// Takes new rows: every row view is asked for again, and the selection is kept within them.
    func reload(rowCount: Int, rowHeight: Double) {
        for (_, cell) in cells {
            if let content = cell.subviews.first {
                content.removeFromSuperview()
                spare.append(content)
            }
            cell.removeFromSuperview()
        }
        cells = [:]
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(1, rowHeight)
        selectedRow = rowCount > 0 ? min(max(selectedRow, 0), rowCount - 1) : -1
        updateGeometry(force: true)
    }

    /// Sets the insets and content size for the current height; puts the selected row in the middle when
    /// they change (or `force`) while nothing moves.
    func updateGeometry(force: Bool = false) {
        let i = inset
        let insets = EdgeInsets(top: i, left: 0, bottom: i, right: 0)
        let size = Size(width: bounds.width, height: Double(rowCount) * rowHeight)
        let changed = insets != contentInset || size != contentSize
        contentInset = insets
        contentSize = size
        if (changed || force) && !isTracking && !isDecelerating {
            setContentOffset(offset(for: max(selectedRow, 0)), animated: false)
        }
        setNeedsLayout()
    }

    /// Moves `row` to the middle (animated as a short spring) without telling the delegate.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selectedRow = min(max(row, 0), rowCount - 1)
        setContentOffset(offset(for: selectedRow), animated: animated && window != nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Gives each row in sight a cell and draws it by its distance from the middle.
    func layoutRows() {
        guard let picker, rowCount > 0, bounds.height > 0 else {
            for (_, c) in cells { c.removeFromSuperview() }
            cells = [:]
            return
        }
        let top = contentOffset.y
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((top + bounds.height) / rowHeight).rounded(.down)))
        for (row, cell) in cells where row < first || row > last {
            if let content = cell.subviews.first {
                content.removeFromSuperview()
                spare.append(content)
            }
            cell.removeFromSuperview()
            cells[row] = nil
        }
        guard first <= last else { return }
        let middle = top + bounds.height / 2
        let half = max(1, bounds.height / 2)
        for row in first...last {
            let cell: View
            if let c = cells[row] {
                cell = c
            } else {
                cell = View()
                cell.isUserInteractionEnabled = false
                let content = picker.rowView(forRow: row, forComponent: component, reusing: spare.popLast())
                cell.addSubview(content)
                addSubview(cell)
                cells[row] = cell
            }
            cell.transform = .identity
            cell.frame = Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let content = cell.subviews.first {
                let s = content.frame.size
                if s.width <= 0 || s.height <= 0 || content is PickerRowLabel {
                    content.frame = cell.bounds
                } else {
                    content.frame = Rect(
                        x: (bounds.width - s.width) / 2, y: (rowHeight - s.height) / 2, width: s.width, height: s.height
                    )
                }
            }
            // 0 in the middle, 1 at the top or bottom edge.
            let n = min(1, abs(cell.frame.midY - middle) / half)
            let scale = 1 - 0.25 * n * n
            cell.transform = AffineTransform(scaleX: scale, y: scale)
            cell.alpha = 1 - 0.7 * n
        }
    }

    // MARK: Coming to rest

    private func tapped(at point: Point) {
        guard rowCount > 0 else { return }
        let row = Int((point.y / rowHeight).rounded(.down))
        guard row >= 0 && row < rowCount else { return }
        setContentOffset(offset(for: row), animated: window != nil)
        if window == nil { settle() }
    }

    override var snapsToTargets: Bool { true }

    override func snappedTarget(proposed: Point, velocity: Point) -> Point {
        offset(for: row(at: proposed))
    }

    /// Once nothing moves: a column left between rows goes to the nearest one; one at rest on a new row
    /// selects it and tells the picker.
    func settle() {
        guard !isTracking, !isDragging, !isDecelerating, rowCount > 0 else { return }
        let row = row(at: contentOffset)
        let target = offset(for: row)
        if abs(contentOffset.y - target.y) > 0.5 {
            setContentOffset(target, animated: window != nil)
            if window != nil { return }
        }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.columnDidSettle(self, on: row)
    }

    override func trackingEnded() {
        super.trackingEnded()
        settle()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { settle() }
}
