import PanelKitCompat
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `UIPickerView` and `UIDatePicker` written as Apple's documentation has an app use them: a controller
/// that is the picker's data source and delegate, and a date picker with a target for `.valueChanged`.
@Suite("PanelKitCompat: UIPickerView and UIDatePicker as UIKit code")
@MainActor
struct PickerCompatTests {
    final class OrderViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["Small", "Medium", "Large", "Extra Large"]
        let colors = ["Red", "Green", "Blue", "Black", "White"]
        let pickerView = UIPickerView()
        var summary = ""
        var selections = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            pickerView.dataSource = self
            pickerView.delegate = self
            pickerView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pickerView)
            NSLayoutConstraint.activate([
                pickerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pickerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                pickerView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            ])
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? sizes.count : colors.count
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : colors[row]
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections += 1
            let size = sizes[pickerView.selectedRow(inComponent: 0)]
            let color = colors[pickerView.selectedRow(inComponent: 1)]
            summary = "\(size) \(color)"
        }
    }

    @Test func aControllerFeedsThePickerAndHearsThePicks() throws {
        let order = OrderViewController()
        let h = TransitionHarness(width: 320, height: 260, root: order)
        h.step(2)
        let picker = order.pickerView
        #expect(picker.frame.height == 216, "216 points tall from its intrinsic size")
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 5)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        // The middle rows at y 20 + 108; the colour wheel on the right half.
        h.tap(at: CGPoint(x: 240, y: 128 + 32))
        h.step(60)
        #expect(order.summary == "Small Green")
        h.drag(from: CGPoint(x: 80, y: 200), to: CGPoint(x: 80, y: 200 - 64), duration: 1.0, hold: 0.3)
        h.step(60)
        #expect(order.summary == "Large Green")
        #expect(order.selections == 2)
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(order.selections == 2, "selectRow in code does not call the delegate")
        #expect(picker.selectedRow(inComponent: 0) == 3)
        picker.selectRow(4, inComponent: 1, animated: true)
        h.step(60)
        #expect(picker.selectedRow(inComponent: 1) == 4 && order.selections == 2)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/picker-compat.png")
        }
    }

    final class ReminderViewController: UIViewController {
        let datePicker = UIDatePicker()
        var changes: [Date] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            datePicker.datePickerMode = .date
            datePicker.preferredDatePickerStyle = .wheels
            datePicker.timeZone = TimeZone(secondsFromGMT: 0)
            datePicker.addTarget(self, action: Self.dateChanged, for: .valueChanged)
            datePicker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            view.addSubview(datePicker)
        }

        func dateChanged(_ sender: UIDatePicker) { changes.append(sender.date) }
    }

    @Test func aDatePickerSendsValueChangedWhenTheUserTurnsAWheel() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 9)))
        let reminder = ReminderViewController()
        let h = TransitionHarness(width: 320, height: 240, root: reminder)
        reminder.datePicker.date = start
        h.step(2)
        #expect(reminder.datePicker.datePickerStyle == .wheels)
        #expect(reminder.changes.isEmpty, "setting the date in code sends nothing")
        // Month 22...152, day 157...213, year 218...298: the day wheel up by two rows.
        h.drag(from: CGPoint(x: 185, y: 190), to: CGPoint(x: 185, y: 190 - 64), duration: 1.0, hold: 0.3)
        h.step(60)
        let expected = try #require(calendar.date(byAdding: .day, value: 2, to: start))
        #expect(reminder.changes == [expected])
        #expect(reminder.datePicker.date == expected)
        reminder.datePicker.maximumDate = start
        #expect(reminder.datePicker.date == start, "a new maximum holds the date")
        #expect(reminder.changes.count == 1)
        h.step()
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/date-picker-compat.png")
        }
    }
}
