#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A control for picking a date, a time, both, or a countdown's length on spinning wheels, as
/// `UIDatePicker` with `.wheels` style.
///
/// The wheels are picker-view components: month, day and year for `.date` (en_US order), hour, minute
/// and AM/PM for `.time`, a day ("Tue Mar 15", "Today"), hour, minute and AM/PM for `.dateAndTime`, and
/// hours and minutes for `.countDownTimer`. When the user brings a wheel to rest the picker takes the new
/// date (a day past the month's end becomes its last day, a date outside `minimumDate`...`maximumDate`
/// the nearest limit, and the wheels turn to show it) and sends `.valueChanged` once; setting `date` in
/// code sends nothing, as UIKit's.
@MainActor
open class DatePicker: Control {
    /// What a date picker picks, as `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hour, minute and AM/PM.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// Day, hour, minute and AM/PM (the default).
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer = 3
    }

    /// The size of wheels when nothing sizes the picker.
    public static let wheelsSize = Size(width: 320, height: 216)

    /// What the wheels pick (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }
    /// The style asked for. PanelKit shows every style as wheels.
    open var preferredDatePickerStyle: DatePickerStyle = .automatic
    /// The style shown: always `.wheels` in PanelKit.
    open var datePickerStyle: DatePickerStyle { .wheels }

    /// The date shown (the moment the picker was made, by default). Setting it moves the wheels without
    /// animation and sends no action; it is held within `minimumDate`...`maximumDate`.
    open var date: Date {
        get { storage }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user may pick (nil, the default, for none).
    open var minimumDate: Date? {
        didSet { setDate(storage, animated: false) }
    }
    /// The latest date the user may pick (nil, the default, for none).
    open var maximumDate: Date? {
        didSet { setDate(storage, animated: false) }
    }
    /// The minute wheel's step, 1...30 and a divisor of 60 (any other value means 1, as UIKit's).
    open var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            if minuteInterval != oldValue { rebuildWheels() }
        }
    }
    /// In `.countDownTimer` mode, the duration in seconds shown (0 by default; the wheels show whole
    /// minutes, at least one, below 24 hours). Setting it sends no action.
    open var countDownDuration: Double {
        get { countDown }
        set {
            countDown = min(max(0, newValue), 86_399)
            updateWheels(animated: false)
        }
    }
    /// The locale the picker is for, as `UIDatePicker.locale` (nil: the current one). Kept: the wheels
    /// name months and write times in English (12-hour, with AM and PM) whatever it says.
    open var locale: Locale?

    /// The calendar the wheels count in (Gregorian by default).
    open var calendar: Calendar = Calendar(identifier: .gregorian) {
        didSet { rebuildWheels() }
    }
    /// The time zone the wheels show the date in (nil, the default, for the system's).
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    /// The wheels.
    let picker = PickerView()
    private var wheels: DatePickerWheels!
    private var storage = Date()
    private var countDown = 0.0
    /// The month length the day wheel's rows were drawn for.
    private var dayWheelMonthLength = 31

    public override init(frame: Rect) {
        let size = frame.size == .zero ? DatePicker.wheelsSize : frame.size
        super.init(frame: Rect(origin: frame.origin, size: size))
        wheels = DatePickerWheels(owner: self)
        picker.frame = bounds
        addSubview(picker)
        rebuildWheels()
    }

    /// Wheels' width and 216 points, as UIKit's.
    open override var intrinsicContentSize: Size { DatePicker.wheelsSize }

    open override func sizeThatFits(_ size: Size) -> Size { DatePicker.wheelsSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
    }

    open override func stateDidChange() {
        super.stateDidChange()
        picker.isUserInteractionEnabled = isEnabled
    }

    /// Shows `date` (held within the limits), turning the wheels when `animated`. Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        storage = clamped(date)
        updateWheels(animated: animated)
    }

    // MARK: Wheels

    /// The calendar in the picker's time zone.
    var effectiveCalendar: Calendar {
        var c = calendar
        c.timeZone = timeZone ?? TimeZone.current
        return c
    }

    /// The first day of the day-and-time wheel: 1 January 1970.
    private var firstDay: Date {
        effectiveCalendar.date(from: DateComponents(year: 1970, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
    }

    private func clamped(_ d: Date) -> Date {
        var d = d
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        return d
    }

    private func rebuildWheels() {
        guard let wheels else { return }
        wheels.columns = DatePickerWheels.columns(for: datePickerMode)
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.reloadAllComponents()
        updateWheels(animated: false)
    }

    /// The rows that show the date (or the countdown).
    func rows() -> [Int] {
        let cal = effectiveCalendar
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: storage)
        let step = max(1, minuteInterval)
        let hour = c.hour ?? 0
        let total = Int(countDown) / 60
        return wheels.columns.map { column in
            switch column {
            case .month: return (c.month ?? 1) - 1
            case .day: return (c.day ?? 1) - 1
            case .year: return (c.year ?? 1970) - DatePickerWheels.years.lowerBound
            case .dayOfYear:
                let start = cal.startOfDay(for: storage)
                return cal.dateComponents([.day], from: firstDay, to: start).day ?? 0
            case .hour: return (hour % 12 == 0 ? 12 : hour % 12) - 1
            case .minute: return (c.minute ?? 0) / step
            case .meridiem: return hour >= 12 ? 1 : 0
            case .countHours: return total / 60
            case .countMinutes: return (total % 60) / step
            }
        }
    }

    /// How many days the date's month has.
    var monthLength: Int {
        effectiveCalendar.range(of: .day, in: .month, for: storage)?.count ?? 31
    }

    private func updateWheels(animated: Bool) {
        guard let wheels else { return }
        if let day = wheels.columns.firstIndex(of: .day), monthLength != dayWheelMonthLength {
            // Grey the days past the month's end anew.
            dayWheelMonthLength = monthLength
            picker.reloadComponent(day)
        }
        for (i, row) in rows().enumerated() where i < wheels.columns.count {
            if picker.selectedRow(inComponent: i) != row {
                picker.selectRow(row, inComponent: i, animated: animated)
            }
        }
    }

    /// A day row's title: "Today", or the weekday, month and day ("Tue Mar 15").
    func dayTitle(row: Int) -> String {
        let cal = effectiveCalendar
        guard let day = cal.date(byAdding: .day, value: row, to: firstDay) else { return "" }
        if cal.isDate(day, inSameDayAs: Date()) { return "Today" }
        let c = cal.dateComponents([.weekday, .month, .day], from: day)
        let weekday = DatePickerWheels.shortWeekdayNames[((c.weekday ?? 1) - 1) % 7]
        return "\(weekday) \(DatePickerWheels.shortMonthNames[(c.month ?? 1) - 1]) \(c.day ?? 1)"
    }

    /// The user brought a wheel to rest: take the date the wheels show, held to a real day and the
    /// limits; turn the wheels to it; send `.valueChanged` if it changed.
    func wheelsDidSettle() {
        let selected = (0..<wheels.columns.count).map { picker.selectedRow(inComponent: $0) }
        let step = max(1, minuteInterval)
        func row(_ column: DatePickerWheels.Column) -> Int? {
            wheels.columns.firstIndex(of: column).map { selected[$0] }
        }
        if datePickerMode == .countDownTimer {
            let minutes = (row(.countHours) ?? 0) * 60 + (row(.countMinutes) ?? 0) * step
            let new = Double(max(1, minutes) * 60)
            let changed = new != countDown
            countDown = new
            updateWheels(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let cal = effectiveCalendar
        var c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: storage)
        if let r = row(.dayOfYear), let day = cal.date(byAdding: .day, value: r, to: firstDay) {
            let d = cal.dateComponents([.year, .month, .day], from: day)
            (c.year, c.month, c.day) = (d.year, d.month, d.day)
        }
        if let r = row(.month) { c.month = r + 1 }
        if let r = row(.year) { c.year = DatePickerWheels.years.lowerBound + r }
        if let r = row(.day) {
            var length = 31
            if let first = cal.date(from: DateComponents(year: c.year, month: c.month, day: 1)),
                let days = cal.range(of: .day, in: .month, for: first)
            {
                length = days.count
            }
            c.day = min(r + 1, length)
        }
        if let r = row(.hour) { c.hour = (r + 1) % 12 + ((row(.meridiem) ?? 0) == 1 ? 12 : 0) }
        if let r = row(.minute) { c.minute = r * step }
        let new = clamped(cal.date(from: c) ?? storage)
        let changed = new != storage
        storage = new
        updateWheels(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}
