import PanelKitCompat
import Testing

/// `ByteCountFormatter`, `DateComponentsFormatter`, `RelativeDateTimeFormatter` and `ListFormatter` as UIKit
/// code uses them with only `import UIKit`. The expected strings are Apple's Foundation's for en_US.
@Suite("PanelKitCompat: byte count, duration, relative date and list formatters")
struct FoundationFormattersCompatTests {
    @Test func byteCountsReadAsAppleWritesThem() {
        #expect(ByteCountFormatter.string(fromByteCount: 0, countStyle: .file) == "Zero KB")
        #expect(ByteCountFormatter.string(fromByteCount: 1, countStyle: .file) == "1 byte")
        #expect(ByteCountFormatter.string(fromByteCount: 532, countStyle: .file) == "532 bytes")
        #expect(ByteCountFormatter.string(fromByteCount: 2048, countStyle: .file) == "2 KB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .file) == "1.5 MB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_000_000, countStyle: .decimal) == "1 MB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_234_567_890, countStyle: .file) == "1.23 GB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_073_741_824, countStyle: .memory) == "1 GB")
        #expect(ByteCountFormatter.string(fromByteCount: 1_572_864, countStyle: .binary) == "1.5 MB")

        let f = ByteCountFormatter()
        f.allowedUnits = [.useBytes]
        #expect(f.string(fromByteCount: 1_500_000) == "1,500,000 bytes")
        f.allowedUnits = [.useMB]
        #expect(f.string(fromByteCount: 0) == "Zero MB")
        f.allowedUnits = .useAll
        f.includesActualByteCount = true
        #expect(f.string(fromByteCount: 1_500_000) == "1.5 MB (1,500,000 bytes)")
        f.includesActualByteCount = false
        f.includesUnit = false
        #expect(f.string(fromByteCount: 1_500_000) == "1.5")
        f.includesUnit = true
        f.allowsNonnumericFormatting = false
        #expect(f.string(fromByteCount: 0) == "0 KB")
        #expect(f.string(fromByteCount: -1_500_000) == "-1.5 MB")
    }

    @Test func durationsInEachUnitsStyle() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        #expect(f.string(from: 3723) == "1:02:03", "positional is the default style")
        #expect(f.string(from: 62) == "1:02", "a leading zero hour is dropped")
        #expect(f.string(from: 5) == "0:05", "minutes stay")
        #expect(f.string(from: 90_000) == "25:00:00", "hours do not roll into days that are not allowed")
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 62) == "00:01:02")
        f.zeroFormattingBehavior = .default

        f.unitsStyle = .abbreviated
        #expect(f.string(from: 3723) == "1h 2m 3s")
        #expect(f.string(from: 3600) == "1h", "zero units are dropped")
        f.unitsStyle = .short
        #expect(f.string(from: 3723) == "1 hr, 2 min, 3 sec")
        f.unitsStyle = .full
        #expect(f.string(from: 3723) == "1 hour, 2 minutes, 3 seconds")
        #expect(f.string(from: 7260) == "2 hours, 1 minute")
        f.unitsStyle = .spellOut
        #expect(f.string(from: 3723) == "one hour, two minutes, three seconds")

        f.unitsStyle = .abbreviated
        f.allowedUnits = [.hour, .minute]
        #expect(f.string(from: 3723) == "1h 2m", "seconds not allowed are cut")
        f.maximumUnitCount = 1
        #expect(f.string(from: 3723) == "1h")
        f.maximumUnitCount = 0

        f.unitsStyle = .full
        f.allowedUnits = [.day, .hour]
        #expect(f.string(from: 2 * 86400 + 3600) == "2 days, 1 hour")
        f.allowedUnits = [.minute]
        f.includesTimeRemainingPhrase = true
        #expect(f.string(from: 300) == "5 minutes remaining")
        #expect(f.string(from: .nan) == nil, "not a duration")
    }

    @Test func relativeTimesNumericAndNamed() {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let f = RelativeDateTimeFormatter()
        #expect(f.localizedString(for: now.addingTimeInterval(7200), relativeTo: now) == "in 2 hours")
        #expect(f.localizedString(for: now.addingTimeInterval(-3 * 86400), relativeTo: now) == "3 days ago")
        #expect(f.localizedString(for: now.addingTimeInterval(-60), relativeTo: now) == "1 minute ago")
        #expect(f.localizedString(for: now.addingTimeInterval(90 * 60), relativeTo: now) == "in 1 hour")
        #expect(f.localizedString(for: now.addingTimeInterval(86400), relativeTo: now) == "in 1 day")
        #expect(f.localizedString(from: DateComponents(day: -1)) == "1 day ago")
        #expect(f.localizedString(fromTimeInterval: 2 * 3600 + 5) == "in 2 hours")

        f.dateTimeStyle = .named
        #expect(f.localizedString(for: now.addingTimeInterval(86400), relativeTo: now) == "tomorrow")
        #expect(f.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now) == "yesterday")
        #expect(f.localizedString(for: now, relativeTo: now) == "now")
        #expect(f.localizedString(from: DateComponents(weekOfMonth: -1)) == "last week")
        #expect(f.localizedString(for: now.addingTimeInterval(7200), relativeTo: now) == "in 2 hours")

        f.dateTimeStyle = .numeric
        f.unitsStyle = .spellOut
        #expect(f.localizedString(for: now.addingTimeInterval(7200), relativeTo: now) == "in two hours")
        #expect(f.localizedString(from: DateComponents(minute: -23)) == "twenty-three minutes ago")
    }

    @Test func listsUseTheSerialComma() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Milk"]) == "Milk")
        #expect(ListFormatter.localizedString(byJoining: ["Milk", "Eggs"]) == "Milk and Eggs")
        #expect(ListFormatter.localizedString(byJoining: ["Milk", "Eggs", "Bread"]) == "Milk, Eggs, and Bread")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
    }
}
