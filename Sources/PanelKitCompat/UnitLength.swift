/// Foundation's `UnitLength`: lengths, with Apple's symbols and conversion coefficients to the base unit,
/// `meters`.
public final class UnitLength: Dimension, @unchecked Sendable {
    public static let megameters = UnitLength(symbol: "Mm", converter: UnitConverterLinear(coefficient: 1000000.0))
    public static let kilometers = UnitLength(symbol: "km", converter: UnitConverterLinear(coefficient: 1000))
    public static let hectometers = UnitLength(symbol: "hm", converter: UnitConverterLinear(coefficient: 100))
    public static let decameters = UnitLength(symbol: "dam", converter: UnitConverterLinear(coefficient: 10))
    public static let meters = UnitLength(symbol: "m", converter: UnitConverterLinear(coefficient: 1))
    public static let decimeters = UnitLength(symbol: "dm", converter: UnitConverterLinear(coefficient: 0.1))
    public static let centimeters = UnitLength(symbol: "cm", converter: UnitConverterLinear(coefficient: 0.01))
    public static let millimeters = UnitLength(symbol: "mm", converter: UnitConverterLinear(coefficient: 0.001))
    public static let micrometers = UnitLength(symbol: "µm", converter: UnitConverterLinear(coefficient: 1e-06))
    public static let nanometers = UnitLength(symbol: "nm", converter: UnitConverterLinear(coefficient: 1e-09))
    public static let picometers = UnitLength(symbol: "pm", converter: UnitConverterLinear(coefficient: 1e-12))
    public static let inches = UnitLength(symbol: "in", converter: UnitConverterLinear(coefficient: 0.0254))
    public static let feet = UnitLength(symbol: "ft", converter: UnitConverterLinear(coefficient: 0.3048))
    public static let yards = UnitLength(symbol: "yd", converter: UnitConverterLinear(coefficient: 0.9144))
    public static let miles = UnitLength(symbol: "mi", converter: UnitConverterLinear(coefficient: 1609.34))
    public static let scandinavianMiles = UnitLength(symbol: "smi", converter: UnitConverterLinear(coefficient: 10000))
    public static let lightyears = UnitLength(
        symbol: "ly", converter: UnitConverterLinear(coefficient: 9460700000000000.0))
    public static let nauticalMiles = UnitLength(symbol: "NM", converter: UnitConverterLinear(coefficient: 1852))
    public static let fathoms = UnitLength(symbol: "ftm", converter: UnitConverterLinear(coefficient: 1.8288))
    public static let furlongs = UnitLength(symbol: "fur", converter: UnitConverterLinear(coefficient: 201.168))
    public static let astronomicalUnits = UnitLength(
        symbol: "ua", converter: UnitConverterLinear(coefficient: 149597870700.0))
    public static let parsecs = UnitLength(
        symbol: "pc", converter: UnitConverterLinear(coefficient: 3.08567758149137e+16))

    public override class func baseUnit() -> Self { meters as! Self }
}
