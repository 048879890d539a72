import PanelText

/// A view of spinning wheels, one per component, each with rows to pick from, as `UIPickerView`.
///
/// The `dataSource` gives the components and their rows and the `delegate` each row's title (or styled
/// title, or view), the components' widths and row heights, and hears `didSelectRow` when the user brings
/// a row to rest in the middle; both are held weakly. The picker is 216 points tall unless sized
/// otherwise, with 32-point rows and a light grey rounded band behind the selected rows, as iOS 14's.
/// Each component scrolls on its own: a drag moves it, a flick decelerates as a scroll view does and
/// comes to rest on a row, a tap on a row above or below the middle brings it there.
@MainActor
open class PickerView: View {
    /// A picker's height when nothing sizes it (its intrinsic height), as UIKit's.
    public static let defaultHeight = 216.0
    /// A row's height unless the delegate gives one.
    public static let defaultRowHeight = 32.0
    /// The point size of row titles.
    static let rowFontSize = 22.0
    /// Space between components, and at the picker's sides.
    static let componentSpacing = 5.0
    static let sideMargin = 9.0
    /// The selection band's colour: iOS's tertiary system fill.
    static let bandColor = Color.tertiarySystemFill

    /// Supplies the components and rows (held weakly, as UIKit's).
    open weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Supplies the rows' content and sizes and hears the user's picks (held weakly, as UIKit's).
    open weak var delegate: (any PickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    /// Set by the delegate's default implementations, to learn that a method is not implemented.
    var delegateDefaultRan = false
    /// The wheels, one per component.
    private(set) var columns: [PickerColumn] = []
    /// The band behind the selected rows.
    let selectionBand = View()

    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        selectionBand.isUserInteractionEnabled = false
        selectionBand.backgroundColor = PickerView.bandColor
        selectionBand.cornerRadius = 8
        addSubview(selectionBand)
        if frame.height == 0 { self.frame.size.height = PickerView.defaultHeight }
    }

    /// No width of its own; 216 points tall.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: PickerView.defaultHeight)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 ? size.width : 320, height: PickerView.defaultHeight)
    }

    // MARK: Components and rows

    /// How many components the data source gave at the last reload.
    open var numberOfComponents: Int { columns.count }

    /// How many rows a component had at the last reload (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// A component's row size: its width and the row height.
    open func rowSize(forComponent component: Int) -> Size {
        guard columns.indices.contains(component) else { return .zero }
        layoutIfNeeded()
        let c = columns[component]
        return Size(width: c.bounds.width, height: c.rowHeight)
    }

    /// The view showing a row, or nil when the row is not in sight, as UIKit's.
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard columns.indices.contains(component) else { return nil }
        layoutIfNeeded()
        columns[component].layoutRows()
        return columns[component].cells[row]?.subviews.first
    }

    /// Asks the data source and delegate again for every component and row; selections are kept within
    /// the new row counts.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for c in columns.indices { reloadComponent(c) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for one component's rows.
    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else { return }
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        columns[component].reload(rowCount: rows, rowHeight: height)
        setNeedsLayout()
    }

    // MARK: Selection

    /// Brings a row to the middle of a component, animated or not. The delegate is not told, as UIKit's.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard columns.indices.contains(component) else { return }
        layoutIfNeeded()
        columns[component].select(row, animated: animated)
    }

    /// The selected row of a component, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    /// A component came to rest on a new row under the user's finger.
    func columnDidSettle(_ column: PickerColumn, on row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: column.component)
    }

    /// The content of a row: the delegate's view, or a centred label with its (styled) title.
    func rowView(forRow row: Int, forComponent component: Int, reusing: View?) -> View {
        if let d = delegate {
            delegateDefaultRan = false
            let v = d.pickerView(self, viewForRow: row, forComponent: component, reusing: reusing)
            if !delegateDefaultRan { return v }
        }
        let label = (reusing as? PickerRowLabel) ?? PickerRowLabel()
        if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let n = columns.count
        guard n > 0 else {
            selectionBand.frame = .zero
            return
        }
        let room = max(0, b.width - 2 * PickerView.sideMargin - Double(n - 1) * PickerView.componentSpacing)
        var widths: [Double] = []
        for c in 0..<n {
            var w = room / Double(n)
            if let d = delegate {
                delegateDefaultRan = false
                let asked = d.pickerView(self, widthForComponent: c)
                if !delegateDefaultRan { w = asked }
            }
            widths.append(max(0, w))
        }
        let total = widths.reduce(0, +) + Double(n - 1) * PickerView.componentSpacing
        var x = ((b.width - total) / 2).rounded(.down)
        for (c, column) in columns.enumerated() {
            let f = Rect(x: x, y: 0, width: widths[c], height: b.height)
            if column.frame != f {
                column.frame = f
                column.updateGeometry()
            }
            x += widths[c] + PickerView.componentSpacing
        }
        let rowHeight = columns.map(\.rowHeight).max() ?? PickerView.defaultRowHeight
        selectionBand.frame = Rect(
            x: PickerView.sideMargin, y: ((b.height - rowHeight) / 2).rounded(),
            width: max(0, b.width - 2 * PickerView.sideMargin),
            height: rowHeight)
    }
}
