/// Foundation's `UnitDuration`: durations, with Apple's symbols and conversion coefficients to the base unit,
/// `seconds`.
public final class UnitDuration: Dimension, @unchecked Sendable {
    public static let hours = UnitDuration(symbol: "hr", converter: UnitConverterLinear(coefficient: 3600))
    public static let minutes = UnitDuration(symbol: "min", converter: UnitConverterLinear(coefficient: 60))
    public static let seconds = UnitDuration(symbol: "s", converter: UnitConverterLinear(coefficient: 1))
    public static let milliseconds = UnitDuration(symbol: "ms", converter: UnitConverterLinear(coefficient: 0.001))
    public static let microseconds = UnitDuration(symbol: "µs", converter: UnitConverterLinear(coefficient: 1e-06))
    public static let nanoseconds = UnitDuration(symbol: "ns", converter: UnitConverterLinear(coefficient: 1e-09))
    public static let picoseconds = UnitDuration(symbol: "ps", converter: UnitConverterLinear(coefficient: 1e-12))

    public override class func baseUnit() -> Self { seconds as! Self }
}
