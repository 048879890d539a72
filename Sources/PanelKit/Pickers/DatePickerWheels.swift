import PanelText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A date picker's wheels: which components its mode shows, their rows and titles, and the rows that
/// show a date. It is the picker view's data source and delegate, so the date picker's own API stays
/// UIKit's.
@MainActor
final class DatePickerWheels: PickerViewDataSource, PickerViewDelegate {
    /// One wheel of a date picker.
    enum Column: Equatable {
        /// January...December (en_US names).
        case month
        /// 1...31; days past the month's end are grey, and one comes to rest on the month's last day.
        case day
        /// The years `DatePickerWheels.years`.
        case year
        /// One row a day ("Tue Mar 15", "Today") from `DatePickerWheels.firstDay`.
        case dayOfYear
        /// 1...12.
        case hour
        /// 0...59 in steps of the minute interval.
        case minute
        /// AM, PM.
        case meridiem
        /// 0...23 hours of a countdown.
        case countHours
        /// 0...59 minutes of a countdown, in steps of the minute interval.
        case countMinutes

        /// The component's width in points.
        var width: Double {
            switch self {
            case .month: 130
            case .day: 56
            case .year: 80
            case .dayOfYear: 140
            case .hour, .minute, .meridiem: 56
            case .countHours, .countMinutes: 120
            }
        }
    }

    weak var owner: DatePicker?
    var columns: [Column] = []
    /// The years on the year wheel.
    static let years = 1...9999
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let shortMonthNames = monthNames.map { String($0.prefix(3)) }
    static let shortWeekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// How many days the day-and-time wheel spans: 1970 to 2100.
    static let dayCount = 47_847

    init(owner: DatePicker) {
        self.owner = owner
    }

    static func columns(for mode: DatePicker.Mode) -> [Column] {
        switch mode {
        case .date: [.month, .day, .year]
        case .time: [.hour, .minute, .meridiem]
        case .dateAndTime: [.dayOfYear, .hour, .minute, .meridiem]
        case .countDownTimer: [.countHours, .countMinutes]
        }
    }

    func rowCount(_ column: Column) -> Int {
        let step = max(1, owner?.minuteInterval ?? 1)
        switch column {
        case .month: return 12
        case .day: return 31
        case .year: return DatePickerWheels.years.count
        case .dayOfYear: return DatePickerWheels.dayCount
        case .hour: return 12
        case .minute, .countMinutes: return 60 / step
        case .meridiem: return 2
        case .countHours: return 24
        }
    }

    func title(_ column: Column, row: Int) -> String {
        let step = max(1, owner?.minuteInterval ?? 1)
        switch column {
        case .month: return DatePickerWheels.monthNames[row]
        case .day: return "\(row + 1)"
        case .year: return "\(DatePickerWheels.years.lowerBound + row)"
        case .dayOfYear: return owner?.dayTitle(row: row) ?? ""
        case .hour: return "\(row + 1)"
        case .minute: return row * step < 10 ? "0\(row * step)" : "\(row * step)"
        case .meridiem: return row == 0 ? "AM" : "PM"
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * step) min"
        }
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount(columns[component])
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(columns[component], row: row)
    }

    /// Days past the end of the date's month are grey, as iOS's.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> AttributedText?
    {
        guard columns[component] == .day, let owner, row >= owner.monthLength else { return nil }
        return AttributedText(title(.day, row: row), attributes: TextAttributes(color: .tertiaryLabel))
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        columns[component].width
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.wheelsDidSettle()
    }
}
