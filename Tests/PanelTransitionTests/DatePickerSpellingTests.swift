import PanelKitCompat
import Testing

/// A date picker written as Apple's documentation writes one, with nothing imported but `PanelKitCompat`
/// (UIKit brings Foundation's `Date` and `Calendar` along; so must the compat module).
@Suite("PanelKitCompat: UIDatePicker with Date and Calendar from the compat import alone")
@MainActor
struct DatePickerSpellingTests {
    final class ReminderViewController: UIViewController {
        let picker = UIDatePicker()
        var chosen: [Date] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .wheels
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0)!
            picker.calendar = calendar
            picker.timeZone = calendar.timeZone
            let start = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 12))!
            picker.minimumDate = start
            picker.date = start
            picker.addTarget(self, action: Self.dateChanged, for: .valueChanged)
            picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            view.addSubview(picker)
        }

        func dateChanged(_ sender: UIDatePicker) { chosen.append(sender.date) }
    }

    @Test func dateAndCalendarComeWithTheCompatImport() {
        let vc = ReminderViewController()
        let h = TransitionHarness(width: 480, height: 320, root: vc)
        h.step(2)
        let calendar = vc.picker.calendar
        #expect(calendar.component(.day, from: vc.picker.date) == 15)
        // Earlier than the minimum: held to it, as UIKit does.
        vc.picker.date = Date(timeIntervalSince1970: 0)
        #expect(calendar.component(.year, from: vc.picker.date) == 2024)
        #expect(vc.chosen.isEmpty, "dates set in code send nothing")
    }
}
