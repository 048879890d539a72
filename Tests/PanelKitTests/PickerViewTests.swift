import Glibc
import PanelEmbedded
import PanelTestSupport
import PanelText
import Testing

@testable import PanelKit

/// `UIPickerView` as Apple documents it: components and rows from the data source, titles (or views)
/// from the delegate, `didSelectRow` once when the user brings a wheel to rest on a new row and never for
/// `selectRow(_:inComponent:animated:)`.
@Suite("PickerView: wheels of rows, dragged, flicked and tapped")
@MainActor
struct PickerViewTests {
    final class Source: PickerViewDataSource, PickerViewDelegate {
        var counts: [Int]
        var picks: [[Int]] = []
        var widths: [Double]?

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfComponents(in pickerView: PickerView) -> Int { counts.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
            counts[component]
        }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "Row \(row)"
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            picks.append([row, component])
        }
        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
            widths?[component] ?? 100
        }
    }

    /// Rows given as views: each a coloured square, reused as rows leave sight.
    final class ViewSource: PickerViewDataSource, PickerViewDelegate {
        var reused = 0
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
        func pickerView(
            _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
        ) -> View {
            if view != nil { reused += 1 }
            let v = view ?? View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            v.backgroundColor = .systemRed
            return v
        }
    }

    /// A 320 x 216 picker at the top of a 320 x 240 screen: the middle row spans y 92...124.
    func host(_ source: AnyObject & PickerViewDataSource & PickerViewDelegate) -> (Harness, PickerView) {
        let h = Harness(width: 320, height: 240)
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        h.window.addSubview(picker)
        h.step(2)
        return (h, picker)
    }

    @Test func defaultsAsUIKit() {
        let picker = PickerView()
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.frame.height == 216)
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        let empty = Source([0, 5])
        picker.dataSource = empty
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == -1, "no rows: -1")
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.numberOfRows(inComponent: 1) == 5)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        picker.frame = Rect(x: 0, y: 0, width: 320, height: 216)
        #expect(picker.rowSize(forComponent: 1).height == 32)
    }

    @Test func slowDragUpByThreeRowsSelectsTheThirdRowOnce() {
        let source = Source([20])
        let (h, picker) = host(source)
        h.drag(from: Point(x: 160, y: 190), to: Point(x: 160, y: 190 - 96), duration: 1.0, hold: 0.3)
        h.step(60)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.picks == [[3, 0]], "told once, with the row it came to rest on")
        h.step(30)
        #expect(source.picks.count == 1)
    }

    @Test func aFlickGoesFurtherThanASlowDrag() {
        let slow = Source([200])
        let (h, picker) = host(slow)
        h.drag(from: Point(x: 160, y: 180), to: Point(x: 160, y: 100), duration: 1.0, hold: 0.3)
        h.step(90)
        let slowRows = picker.selectedRow(inComponent: 0)
        let fast = Source([200])
        let (h2, picker2) = host(fast)
        h2.drag(from: Point(x: 160, y: 180), to: Point(x: 160, y: 100), duration: 0.08)
        h2.step(120)
        let fastRows = picker2.selectedRow(inComponent: 0)
        #expect(slowRows >= 2 && slowRows <= 3)
        #expect(fastRows > slowRows + 3, "the flick decelerates over more rows (\(fastRows) vs \(slowRows))")
        #expect(fast.picks == [[fastRows, 0]], "told once, where it came to rest")
        let offset = picker2.columns[0].contentOffset.y
        #expect(abs(offset - picker2.columns[0].offset(for: fastRows).y) < 0.5, "at rest on a row")
    }

    @Test func aTapOnARowBelowOrAboveTheMiddleSelectsIt() {
        let source = Source([10])
        let (h, picker) = host(source)
        h.tap(at: Point(x: 160, y: 108 + 32))
        h.step(60)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(source.picks == [[1, 0]])
        h.tap(at: Point(x: 160, y: 108 + 64))
        h.step(60)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        h.tap(at: Point(x: 160, y: 108 - 32))
        h.step(60)
        #expect(source.picks == [[1, 0], [3, 0], [2, 0]])
        h.tap(at: Point(x: 160, y: 108))
        h.step(60)
        #expect(source.picks.count == 3, "a tap on the selected row changes nothing")
    }

    @Test func selectRowInCodeDoesNotTellTheDelegate() {
        let source = Source([30, 4])
        let (h, picker) = host(source)
        picker.selectRow(12, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 12)
        #expect(picker.view(forRow: 12, forComponent: 0) != nil, "the middle row is in sight")
        #expect(picker.view(forRow: 0, forComponent: 0) == nil, "row 0 is out of sight")
        #expect((picker.view(forRow: 12, forComponent: 0) as? Label)?.text == "Row 12")
        picker.selectRow(2, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        h.step(60)
        #expect(source.picks.isEmpty, "selectRow never calls didSelectRow")
        #expect(abs(picker.columns[1].contentOffset.y - picker.columns[1].offset(for: 2).y) < 0.5)
        picker.selectRow(99, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 3, "held within the rows")
    }

    @Test func theEndsClamp() {
        let source = Source([5])
        let (h, picker) = host(source)
        h.drag(from: Point(x: 160, y: 40), to: Point(x: 160, y: 200), duration: 0.3, hold: 0.2)
        h.step(90)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.picks.isEmpty, "pulled past the first row and back: no new row")
        #expect(abs(picker.columns[0].contentOffset.y - picker.columns[0].offset(for: 0).y) < 0.5)
        h.drag(from: Point(x: 160, y: 200), to: Point(x: 160, y: 20), duration: 0.08)
        h.step(120)
        #expect(picker.selectedRow(inComponent: 0) == 4, "a flick stops at the last row")
        #expect(source.picks == [[4, 0]])
    }

    @Test func titlesAreDrawnOnTheBandAndFadeAwayFromTheMiddle() throws {
        let source = Source([10])
        source.widths = [300]
        let (h, picker) = host(source)
        picker.selectRow(4, inComponent: 0, animated: false)
        h.step(2)
        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/picker.png") }
        func darkPixels(y0: Int, y1: Int) -> Int {
            var n = 0
            for y in y0..<y1 {
                for x in 20..<300 where h.color(x, y).red < 0.5 { n += 1 }
            }
            return n
        }
        let band = h.color(14, 108)
        #expect(band != .white, "the grey band sits behind the middle row")
        #expect(h.color(14, 60) == .white, "and only there")
        let middle = darkPixels(y0: 94, y1: 122)
        let edge = darkPixels(y0: 2, y1: 28)
        #expect(middle > 40, "the middle row's title is drawn")
        #expect(edge < middle / 2, "rows at the edge are smaller and fainter (\(edge) vs \(middle))")
        let label = try #require(picker.view(forRow: 4, forComponent: 0) as? Label)
        #expect(label.font.pointSize >= 21 && label.font.pointSize <= 23)
        #expect(label.textAlignment == .center)
    }

    @Test func twoComponentsScrollIndependently() {
        let source = Source([20, 20])
        source.widths = [120, 80]
        let (h, picker) = host(source)
        #expect(picker.rowSize(forComponent: 0).width == 120)
        #expect(picker.rowSize(forComponent: 1).width == 80)
        let right = picker.columns[1].frame.midX
        h.drag(from: Point(x: right, y: 180), to: Point(x: right, y: 180 - 64), duration: 1.0, hold: 0.3)
        h.step(60)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(source.picks == [[2, 1]])
        let left = picker.columns[0].frame.midX
        h.tap(at: Point(x: left, y: 140))
        h.step(60)
        #expect(picker.selectedRow(inComponent: 0) == 1 && picker.selectedRow(inComponent: 1) == 2)
        #expect(source.picks == [[2, 1], [1, 0]])
    }

    @Test func reloadingKeepsTheSelectionWithinTheNewRows() {
        let source = Source([20])
        let (h, picker) = host(source)
        picker.selectRow(15, inComponent: 0, animated: false)
        source.counts = [6]
        picker.reloadComponent(0)
        h.step()
        #expect(picker.numberOfRows(inComponent: 0) == 6)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        source.counts = [6, 3]
        picker.reloadAllComponents()
        h.step()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(source.picks.isEmpty)
    }

    /// An attributed title wins over the plain one, as UIKit's.
    final class StyledSource: PickerViewDataSource, PickerViewDelegate {
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "plain"
        }
        func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
            -> AttributedText?
        {
            row == 1 ? AttributedText("Red", attributes: TextAttributes(color: .systemRed)) : nil
        }
    }

    @Test func attributedTitlesWinOverPlainOnes() {
        let source = StyledSource()
        let (h, picker) = host(source)
        picker.selectRow(1, inComponent: 0, animated: false)
        h.step()
        let styled = picker.view(forRow: 1, forComponent: 0) as? Label
        #expect(styled?.attributedText?.string == "Red")
        #expect(styled?.attributedText?.runs.first?.attributes.color == .systemRed)
        #expect((picker.view(forRow: 0, forComponent: 0) as? Label)?.text == "plain")
        var red = 0
        for y in 94..<122 {
            for x in 100..<220 where h.color(x, y).red > 0.8 && h.color(x, y).green < 0.5 { red += 1 }
        }
        #expect(red > 20, "the red title is drawn in red")
    }

    @Test func rowViewsFromTheDelegateAreCentredAndReused() {
        let source = ViewSource()
        let (h, picker) = host(source)
        let v = picker.view(forRow: 0, forComponent: 0)
        #expect(v?.frame.size == Size(width: 20, height: 20))
        #expect(h.color(160, 108) == .systemRed.resolved(.light))
        picker.selectRow(30, inComponent: 0, animated: false)
        h.step()
        #expect(source.reused > 0, "views of rows gone out of sight come back as `reusing`")
    }
}
