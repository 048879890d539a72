/// Foundation's `UnitSpeed`: speeds, with Apple's symbols and conversion coefficients to the base unit,
/// `metersPerSecond`.
public final class UnitSpeed: Dimension, @unchecked Sendable {
    public static let metersPerSecond = UnitSpeed(symbol: "m/s", converter: UnitConverterLinear(coefficient: 1))
    public static let kilometersPerHour = UnitSpeed(
        symbol: "km/h", converter: UnitConverterLinear(coefficient: 0.277778))
    public static let milesPerHour = UnitSpeed(symbol: "mph", converter: UnitConverterLinear(coefficient: 0.44704))
    public static let knots = UnitSpeed(symbol: "kn", converter: UnitConverterLinear(coefficient: 0.514444))

    public override class func baseUnit() -> Self { metersPerSecond as! Self }
}
