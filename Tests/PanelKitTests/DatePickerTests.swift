import Glibc
import PanelEmbedded
import PanelTestSupport
import Testing

@testable import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `UIDatePicker` with wheels: each mode's components show the date, the user's wheel turns change it
/// and send `.valueChanged` once, code's changes send nothing, and the limits hold.
@Suite("DatePicker: month, day and year wheels, time wheels, countdown, limits")
@MainActor
struct DatePickerTests {
    static let utc = TimeZone(secondsFromGMT: 0)!

    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = DatePickerTests.utc
        return c
    }

    func day(_ y: Int, _ m: Int, _ d: Int, _ hour: Int = 9, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour, minute: minute))!
    }

    /// A 320 x 216 date picker at the top of the screen, in UTC; the middle rows span y 92...124.
    func host(_ mode: DatePicker.Mode, date: Date) -> (Harness, DatePicker, () -> Int) {
        let h = Harness(width: 320, height: 240)
        let picker = DatePicker(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.timeZone = DatePickerTests.utc
        picker.datePickerMode = mode
        picker.date = date
        var changes = 0
        picker.addAction(for: .valueChanged) { _ in changes += 1 }
        h.window.addSubview(picker)
        h.step(2)
        return (h, picker, { changes })
    }

    func titles(_ picker: DatePicker) -> [String] {
        (0..<picker.picker.numberOfComponents).map { c in
            let row = picker.picker.selectedRow(inComponent: c)
            return (picker.picker.view(forRow: row, forComponent: c) as? Label)?.text ?? "?"
        }
    }

    /// Drags a wheel at `x` by `rows` rows (positive: up, to later rows), slowly, and lets it settle.
    func turn(_ h: Harness, x: Double, rows: Int) {
        let from = rows > 0 ? 200.0 : 20.0
        h.drag(from: Point(x: x, y: from), to: Point(x: x, y: from - Double(rows) * 32), duration: 1.0, hold: 0.3)
        h.step(60)
    }

    @Test func dateModeShowsMonthDayAndYear() throws {
        let (h, picker, changes) = host(.date, date: day(2024, 3, 15))
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == Size(width: 320, height: 216))
        #expect(picker.picker.numberOfComponents == 3)
        #expect(titles(picker) == ["March", "15", "2024"])
        if let dir = getenv("PANEL_LOOK_DIR") { try h.driver.writePNG(path: String(cString: dir) + "/date-picker.png") }
        #expect(changes() == 0)
    }

    @Test func draggingTheDayWheelChangesTheDateByThatManyDays() {
        let (h, picker, changes) = host(.date, date: day(2024, 3, 15))
        let dayX = picker.picker.columns[1].frame.midX
        turn(h, x: dayX, rows: 3)
        #expect(picker.date == day(2024, 3, 18))
        #expect(changes() == 1, "one .valueChanged when the wheel settles")
        #expect(titles(picker) == ["March", "18", "2024"])
        turn(h, x: dayX, rows: -2)
        #expect(picker.date == day(2024, 3, 16))
        #expect(changes() == 2)
    }

    @Test func settingTheDateInCodeSendsNothingAndTurnsTheWheels() {
        let (h, picker, changes) = host(.date, date: day(2024, 3, 15))
        picker.setDate(day(2020, 12, 1), animated: true)
        h.step(60)
        #expect(titles(picker) == ["December", "1", "2020"])
        picker.date = day(1999, 7, 4)
        #expect(titles(picker) == ["July", "4", "1999"])
        #expect(changes() == 0)
    }

    @Test func theMinimumDateClampsAndTheWheelsTurnBack() {
        let (h, picker, changes) = host(.date, date: day(2024, 3, 15))
        picker.minimumDate = day(2024, 3, 14)
        #expect(picker.date == day(2024, 3, 15))
        picker.date = day(2023, 1, 1)
        #expect(picker.date == day(2024, 3, 14), "set below the minimum: the minimum")
        #expect(titles(picker) == ["March", "14", "2024"])
        let dayX = picker.picker.columns[1].frame.midX
        turn(h, x: dayX, rows: -3)
        #expect(picker.date == day(2024, 3, 14), "the 11th is before the minimum")
        #expect(picker.picker.selectedRow(inComponent: 1) == 13, "the day wheel turned back to the 14th")
        #expect(changes() == 0, "the date did not change")
        picker.maximumDate = day(2024, 3, 16)
        turn(h, x: dayX, rows: 5)
        #expect(picker.date == day(2024, 3, 16))
        #expect(changes() == 1)
    }

    @Test func aDayPastTheMonthsEndBecomesItsLastDay() {
        let (h, picker, changes) = host(.date, date: day(2023, 1, 31))
        turn(h, x: picker.picker.columns[0].frame.midX, rows: 1)
        #expect(picker.date == day(2023, 2, 28))
        #expect(titles(picker) == ["February", "28", "2023"])
        #expect(changes() == 1)
        func color(ofDay day: Int) -> Color? {
            let label = picker.picker.view(forRow: day - 1, forComponent: 1) as? Label
            return label?.attributedText?.runs.first?.attributes.color
        }
        #expect(color(ofDay: 30) == .tertiaryLabel, "days past February's end are grey")
        #expect(color(ofDay: 27) != .tertiaryLabel)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/date-picker-february.png")
        }
        picker.date = day(2023, 3, 28)
        h.step()
        #expect(color(ofDay: 30) != .tertiaryLabel, "March has a 30th")
    }

    @Test func timeModeShowsHourMinuteAndMeridiem() {
        let (h, picker, changes) = host(.time, date: day(2024, 3, 15, 14, 30))
        #expect(titles(picker) == ["2", "30", "PM"])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/date-picker-time.png")
        }
        h.tap(at: Point(x: picker.picker.columns[0].frame.midX, y: 140))
        h.step(60)
        #expect(picker.date == day(2024, 3, 15, 15, 30))
        h.tap(at: Point(x: picker.picker.columns[2].frame.midX, y: 76))
        h.step(60)
        #expect(picker.date == day(2024, 3, 15, 3, 30), "AM")
        #expect(changes() == 2)
        picker.minuteInterval = 15
        #expect(picker.picker.numberOfRows(inComponent: 1) == 4)
        #expect(titles(picker) == ["3", "30", "AM"])
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "not a divisor of 60: 1, as UIKit's")
    }

    @Test func aDisabledPickerDoesNotTurn() {
        let (h, picker, changes) = host(.date, date: day(2024, 3, 15))
        picker.isEnabled = false
        turn(h, x: picker.picker.columns[1].frame.midX, rows: 2)
        #expect(picker.date == day(2024, 3, 15) && changes() == 0)
        picker.isEnabled = true
        turn(h, x: picker.picker.columns[1].frame.midX, rows: 2)
        #expect(picker.date == day(2024, 3, 17) && changes() == 1)
    }

    @Test func dateAndTimeModeShowsTheDayAsOneWheel() {
        let (h, picker, changes) = host(.dateAndTime, date: day(2024, 3, 15, 0, 5))
        #expect(titles(picker) == ["Fri Mar 15", "12", "05", "AM"])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/date-picker-date-and-time.png")
        }
        turn(h, x: picker.picker.columns[0].frame.midX, rows: 2)
        #expect(picker.date == day(2024, 3, 17, 0, 5))
        #expect(changes() == 1)
    }

    @Test func countDownTimerPicksADuration() {
        let (h, picker, changes) = host(.countDownTimer, date: day(2024, 3, 15))
        picker.countDownDuration = 3600 + 5 * 60
        #expect(titles(picker) == ["1 hour", "5 min"])
        turn(h, x: picker.picker.columns[1].frame.midX, rows: 3)
        #expect(picker.countDownDuration == 3600 + 8 * 60)
        #expect(changes() == 1)
    }
}
