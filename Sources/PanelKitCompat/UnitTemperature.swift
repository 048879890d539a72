/// Foundation's `UnitTemperature`: kelvin (the base unit), Celsius and Fahrenheit with Apple's coefficients
/// and constants.
public final class UnitTemperature: Dimension, @unchecked Sendable {
    public static let kelvin = UnitTemperature(symbol: "K", converter: UnitConverterLinear(coefficient: 1))
    public static let celsius = UnitTemperature(
        symbol: "°C", converter: UnitConverterLinear(coefficient: 1, constant: 273.15))
    public static let fahrenheit = UnitTemperature(
        symbol: "°F", converter: UnitConverterLinear(coefficient: 0.55555555555556, constant: 255.37222222222427))

    public override class func baseUnit() -> Self { kelvin as! Self }
}
