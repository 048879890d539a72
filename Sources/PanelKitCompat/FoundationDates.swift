#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Foundation's date types, which `import UIKit` brings along: code that sets a `UIDatePicker`'s `date` to
// `Date()` or reads it through a `Calendar` compiles with only `import PanelKitCompat`. They are Foundation's
// own types, so a file that also imports Foundation sees no ambiguity.

#if canImport(FoundationEssentials)
    public typealias Date = FoundationEssentials.Date
    public typealias Calendar = FoundationEssentials.Calendar
    public typealias DateComponents = FoundationEssentials.DateComponents
    public typealias TimeZone = FoundationEssentials.TimeZone
    public typealias Locale = FoundationEssentials.Locale
#else
    public typealias Date = Foundation.Date
    public typealias Calendar = Foundation.Calendar
    public typealias DateComponents = Foundation.DateComponents
    public typealias TimeZone = Foundation.TimeZone
    public typealias Locale = Foundation.Locale
#endif
