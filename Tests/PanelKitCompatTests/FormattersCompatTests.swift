import PanelKitCompat
import Testing

/// `NumberFormatter`, `DateFormatter` and `ISO8601DateFormatter` as UIKit code uses them with only
/// `import UIKit`. The expected strings are what Apple's Foundation gives for the en_US locale (and de_DE
/// where a test says so).
@Suite("PanelKitCompat: number and date formatters")
struct FormattersCompatTests {
    private let usEnglish = Locale(identifier: "en_US")

    @Test func numberStylesGiveFoundationsDigitsGroupingAndRounding() {
        let f = NumberFormatter()
        f.locale = usEnglish
        f.numberStyle = .decimal
        #expect(f.string(from: 1_234_567.891) == "1,234,567.891")
        #expect(f.string(from: 1234.5678) == "1,234.568", "three places at most")
        #expect(f.string(from: 2.675) == "2.675")
        f.maximumFractionDigits = 2
        #expect(f.string(from: 2.675) == "2.68", "rounded as the decimal text reads, not the binary value")
        #expect(f.string(from: 0.125) == "0.12", "ties go to the even digit")
        f.minimumFractionDigits = 2
        #expect(f.string(from: 3) == "3.00")
        #expect(f.string(from: -1234) == "-1,234.00")

        f.numberStyle = .currency
        #expect(f.string(from: 1234.5) == "$1,234.50")
        #expect(f.string(from: NSNumber(value: -3.456)) == "-$3.46")

        f.numberStyle = .percent
        #expect(f.string(from: 0.256) == "26%")
        #expect(f.string(from: 0.125) == "12%")

        f.numberStyle = .ordinal
        let ordinals = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 113].map { f.string(from: NSNumber(value: $0)) ?? "" }
        #expect(ordinals == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "113th"])

        f.numberStyle = .none
        #expect(f.string(from: 3.7) == "4" && f.string(from: 2.5) == "2" && f.string(from: 1234) == "1234")

        f.numberStyle = .scientific
        #expect(f.string(from: 12345) == "1.2345E4")
    }

    @Test func numbersParseBackAndLocalesChangeTheMarks() {
        let f = NumberFormatter()
        f.locale = usEnglish
        f.numberStyle = .decimal
        #expect(f.number(from: "1,234.5")?.doubleValue == 1234.5)
        #expect(f.number(from: "42")?.intValue == 42)
        #expect(f.number(from: "twelve") == nil)
        #expect(f.number(from: "") == nil)
        f.numberStyle = .percent
        #expect(f.number(from: "25%")?.doubleValue == 0.25)

        let german = NumberFormatter()
        german.locale = Locale(identifier: "de_DE")
        german.numberStyle = .decimal
        #expect(german.string(from: 1234.5) == "1.234,5")
        #expect(german.number(from: "1.234,5")?.doubleValue == 1234.5)
        german.numberStyle = .currency
        #expect(german.string(from: 3.5) == "3,50\u{00A0}€")

        let custom = NumberFormatter()
        custom.numberStyle = .decimal
        custom.groupingSeparator = " "
        #expect(custom.string(from: 1_000_000) == "1 000 000", "a mark you set wins")
        #expect(NumberFormatter.localizedString(from: 0.5, number: .percent) == "50%")
    }

    /// Sunday 6 December 2026, 15:04:05 UTC.
    private var sample: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: 2026, month: 12, day: 6, hour: 15, minute: 4, second: 5))!
    }

    private func formatter(_ date: DateFormatter.Style, _ time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = usEnglish
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    @Test func dateAndTimeStylesReadAsFoundationsUSEnglish() {
        #expect(formatter(.short, .none).string(from: sample) == "12/6/26")
        #expect(formatter(.medium, .none).string(from: sample) == "Dec 6, 2026")
        #expect(formatter(.long, .none).string(from: sample) == "December 6, 2026")
        #expect(formatter(.full, .none).string(from: sample) == "Sunday, December 6, 2026")
        #expect(formatter(.none, .short).string(from: sample) == "3:04 PM")
        #expect(formatter(.none, .medium).string(from: sample) == "3:04:05 PM")
        #expect(formatter(.short, .short).string(from: sample) == "12/6/26, 3:04 PM")
        #expect(formatter(.medium, .short).string(from: sample) == "Dec 6, 2026 at 3:04 PM")
        #expect(formatter(.none, .none).string(from: sample) == "")
    }

    @Test func patternsFormatAndParseBothWays() {
        let f = formatter(.none, .none)
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
        #expect(f.string(from: sample) == "2026-12-06T15:04:05.000+0000")
        #expect(f.date(from: "2026-12-06T15:04:05.000+0000") == sample)
        #expect(f.date(from: "2026-12-06T16:04:05.000+0100") == sample, "the offset in the text is honoured")
        f.dateFormat = "EEE, d MMM yyyy HH:mm:ss Z"
        #expect(f.string(from: sample) == "Sun, 6 Dec 2026 15:04:05 +0000")
        f.dateFormat = "EEEE, MMMM d 'at' h:mm a"
        #expect(f.string(from: sample) == "Sunday, December 6 at 3:04 PM")
        f.dateFormat = "h:mm a"
        #expect(f.string(from: sample.addingTimeInterval(-14.5 * 3600)) == "12:34 AM", "midnight's hour is 12")
        f.dateFormat = "yyyy-MM-dd"
        #expect(f.date(from: "2026-12-06") == sample.addingTimeInterval(-(15 * 3600 + 4 * 60 + 5)))
        #expect(f.date(from: "2026-02-30") == nil, "no such day")
        #expect(f.date(from: "06/12/2026") == nil, "not this pattern")
        #expect(f.date(from: "2026-12-06 and more") == nil, "trailing text")
        f.dateFormat = "MMMM d, yyyy"
        #expect(f.date(from: "June 3, 2025") != nil && f.date(from: "Jun 3, 2025") == nil)

        let berlin = formatter(.none, .none)
        berlin.timeZone = TimeZone(identifier: "Europe/Berlin")
        berlin.dateFormat = "HH:mm"
        #expect(berlin.string(from: sample) == "16:04", "shown in the formatter's zone")
    }

    @Test func iso8601RoundTrips() {
        let f = ISO8601DateFormatter()
        #expect(f.string(from: sample) == "2026-12-06T15:04:05Z")
        #expect(f.date(from: "2026-12-06T15:04:05Z") == sample)
        #expect(f.date(from: "yesterday") == nil)
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        #expect(f.string(from: sample.addingTimeInterval(0.25)) == "2026-12-06T15:04:05.250Z")
    }
}
