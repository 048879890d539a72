/// Foundation's `UnitMass`: masses, with Apple's symbols and conversion coefficients to the base unit,
/// `kilograms`.
public final class UnitMass: Dimension, @unchecked Sendable {
    public static let kilograms = UnitMass(symbol: "kg", converter: UnitConverterLinear(coefficient: 1))
    public static let grams = UnitMass(symbol: "g", converter: UnitConverterLinear(coefficient: 0.001))
    public static let decigrams = UnitMass(symbol: "dg", converter: UnitConverterLinear(coefficient: 0.0001))
    public static let centigrams = UnitMass(symbol: "cg", converter: UnitConverterLinear(coefficient: 1e-05))
    public static let milligrams = UnitMass(symbol: "mg", converter: UnitConverterLinear(coefficient: 1e-06))
    public static let micrograms = UnitMass(symbol: "µg", converter: UnitConverterLinear(coefficient: 1e-09))
    public static let nanograms = UnitMass(symbol: "ng", converter: UnitConverterLinear(coefficient: 1e-12))
    public static let picograms = UnitMass(symbol: "pg", converter: UnitConverterLinear(coefficient: 1e-15))
    public static let ounces = UnitMass(symbol: "oz", converter: UnitConverterLinear(coefficient: 0.0283495))
    public static let pounds = UnitMass(symbol: "lb", converter: UnitConverterLinear(coefficient: 0.453592))
    public static let stones = UnitMass(symbol: "st", converter: UnitConverterLinear(coefficient: 0.157473))
    public static let metricTons = UnitMass(symbol: "t", converter: UnitConverterLinear(coefficient: 1000))
    public static let shortTons = UnitMass(symbol: "ton", converter: UnitConverterLinear(coefficient: 907.185))
    public static let carats = UnitMass(symbol: "ct", converter: UnitConverterLinear(coefficient: 0.0002))
    public static let ouncesTroy = UnitMass(symbol: "oz t", converter: UnitConverterLinear(coefficient: 0.03110348))
    public static let slugs = UnitMass(symbol: "slug", converter: UnitConverterLinear(coefficient: 14.5939))

    public override class func baseUnit() -> Self { kilograms as! Self }
}
