#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's `MeasurementFormatter`, in English: "5 km", "3.107 mi", "68°F", "5 kilometers". Unless
/// `unitOptions` has `.providedUnit`, lengths, masses, temperatures and speeds are first converted to the
/// locale's system (US customary for the United States, Liberia and Myanmar; metric elsewhere), as Apple's.
/// Numbers have at most three fraction digits in the locale's marks (set `numberFormatter` to change that).
public final class MeasurementFormatter: @unchecked Sendable {
    /// How the unit is chosen, as `MeasurementFormatter.UnitOptions`.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, never the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Accepted; no rescaling to a larger or smaller unit is done.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// "68°" for a temperature.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How long unit names are, as `Formatter.UnitStyle`.
    public enum UnitStyle: Int, Sendable {
        /// "5km".
        case short = 1
        /// "5 km".
        case medium = 2
        /// "5 kilometers".
        case long = 3
    }

    public var unitOptions: UnitOptions = []
    public var unitStyle: UnitStyle = .medium
    /// The locale whose measurement system and number marks are used (the words are English).
    public var locale: Locale = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// The formatter for the value: decimal, at most three fraction digits by default.
    public var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    public init() {}

    /// The measurement in the locale's unit (or its own) with the unit written in `unitStyle`.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if !unitOptions.contains(.providedUnit), let dimension = unit as? Dimension,
            let target = preferredUnit(for: dimension), target.symbol != dimension.symbol
        {
            value = target.converter.value(fromBaseUnitValue: dimension.converter.baseUnitValue(fromValue: value))
            unit = target
        }
        let formatter = numberFormatter ?? Self.defaultNumberFormatter()
        let number = formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        if unitOptions.contains(.temperatureWithoutUnit), unit is UnitTemperature { return number + "°" }
        let names = Self.names[unit.symbol]
        switch unitStyle {
        case .long:
            guard let names else { return "\(number) \(unit.symbol)" }
            return "\(number) \(value == 1 ? names.singular : names.plural)"
        case .short:
            return number + (names?.short ?? unit.symbol)
        case .medium:
            return unit is UnitTemperature ? number + unit.symbol : "\(number) \(names?.medium ?? unit.symbol)"
        }
    }

    /// The unit's name in `unitStyle`: "km", "kilometers".
    public func string(from unit: Unit) -> String {
        guard let names = Self.names[unit.symbol] else { return unit.symbol }
        switch unitStyle {
        case .short: return names.short
        case .medium: return names.medium
        case .long: return names.plural
        }
    }

    /// A `Measurement` or `Unit`; nil for anything else.
    public func string(for obj: Any?) -> String? {
        switch obj {
        case let m as Measurement<UnitLength>: string(from: m)
        case let m as Measurement<UnitMass>: string(from: m)
        case let m as Measurement<UnitTemperature>: string(from: m)
        case let m as Measurement<UnitDuration>: string(from: m)
        case let m as Measurement<UnitSpeed>: string(from: m)
        case let u as Unit: string(from: u)
        default: nil
        }
    }

    private static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }

    /// Whether the locale measures in US customary units.
    private var usesCustomaryUnits: Bool {
        ["US", "LR", "MM"].contains(NumberFormatter.localeParts(locale).region ?? "")
    }

    /// The unit the locale writes `unit`'s kind of quantity in, or nil to keep it.
    private func preferredUnit(for unit: Dimension) -> Dimension? {
        let customary = usesCustomaryUnits
        switch unit {
        case let length as UnitLength:
            let metric: Set = ["Mm", "km", "hm", "dam", "m", "dm", "cm", "mm", "µm", "nm", "pm"]
            let imperial: Set = ["in", "ft", "yd", "mi"]
            if customary, metric.contains(length.symbol) {
                return ["Mm", "km"].contains(length.symbol)
                    ? UnitLength.miles
                    : (["m", "hm", "dam"].contains(length.symbol) ? UnitLength.feet : UnitLength.inches)
            }
            if !customary, imperial.contains(length.symbol) {
                return length.symbol == "mi"
                    ? UnitLength.kilometers : (length.symbol == "in" ? UnitLength.centimeters : UnitLength.meters)
            }
            return nil
        case let mass as UnitMass:
            if customary, ["kg", "t", "g", "mg"].contains(mass.symbol) {
                return ["g", "mg"].contains(mass.symbol) ? UnitMass.ounces : UnitMass.pounds
            }
            if !customary, ["lb", "oz", "st"].contains(mass.symbol) {
                return mass.symbol == "oz" ? UnitMass.grams : UnitMass.kilograms
            }
            return nil
        case is UnitTemperature:
            return customary ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case let speed as UnitSpeed:
            if customary, ["m/s", "km/h"].contains(speed.symbol) { return UnitSpeed.milesPerHour }
            if !customary, speed.symbol == "mph" { return UnitSpeed.kilometersPerHour }
            return nil
        default:
            return nil
        }
    }

    /// Apple's English names by symbol: short, medium, long singular and plural.
    private static let names: [String: (short: String, medium: String, singular: String, plural: String)] = [
        "km": ("km", "km", "kilometer", "kilometers"), "m": ("m", "m", "meter", "meters"),
        "cm": ("cm", "cm", "centimeter", "centimeters"), "mm": ("mm", "mm", "millimeter", "millimeters"),
        "mi": ("mi", "mi", "mile", "miles"), "yd": ("yd", "yd", "yard", "yards"), "ft": ("′", "ft", "foot", "feet"),
        "in": ("″", "in", "inch", "inches"), "NM": ("nmi", "nmi", "nautical mile", "nautical miles"),
        "kg": ("kg", "kg", "kilogram", "kilograms"), "g": ("g", "g", "gram", "grams"),
        "mg": ("mg", "mg", "milligram", "milligrams"), "lb": ("#", "lb", "pound", "pounds"),
        "oz": ("oz", "oz", "ounce", "ounces"), "st": ("st", "st", "stone", "stones"),
        "t": ("t", "t", "metric ton", "metric tons"),
        "°C": ("°", "°C", "degree Celsius", "degrees Celsius"),
        "°F": ("°", "°F", "degree Fahrenheit", "degrees Fahrenheit"),
        "K": ("K", "K", "kelvin", "kelvins"), "hr": ("h", "hr", "hour", "hours"),
        "min": ("m", "min", "minute", "minutes"),
        "s": ("s", "sec", "second", "seconds"), "ms": ("ms", "ms", "millisecond", "milliseconds"),
        "m/s": ("m/s", "m/s", "meter per second", "meters per second"),
        "km/h": ("km/h", "km/h", "kilometer per hour", "kilometers per hour"),
        "mph": ("mph", "mph", "mile per hour", "miles per hour"), "kn": ("kn", "kn", "knot", "knots"),
    ]
}
