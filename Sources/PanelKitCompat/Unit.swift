/// Foundation's `Unit`: a unit of measure named by its symbol ("km", "°C"), for `Measurement`.
open class Unit: NSObject, @unchecked Sendable {
    /// The symbol written after a value: "km", "lb", "°F".
    public let symbol: String

    public init(symbol: String) {
        self.symbol = symbol
        super.init()
    }
}

/// Foundation's `Dimension`: a unit that converts to its dimension's base unit (meters, kilograms, kelvin,
/// seconds, meters per second) through its `converter`.
open class Dimension: Unit, @unchecked Sendable {
    /// How a value in this unit becomes one in the base unit and back.
    public let converter: UnitConverter

    public required init(symbol: String, converter: UnitConverter) {
        self.converter = converter
        super.init(symbol: symbol)
    }

    /// The dimension's base unit; each dimension answers its own (a dimension of your own that does not
    /// gets a unit of its type with this converter's identity: symbol "" and coefficient 1).
    open class func baseUnit() -> Self {
        Self(symbol: "", converter: UnitConverterLinear(coefficient: 1))
    }
}

/// Foundation's `UnitConverter`: the identity; subclasses convert.
open class UnitConverter: @unchecked Sendable {
    public init() {}
    /// `value` in this unit as a value of the base unit.
    open func baseUnitValue(fromValue value: Double) -> Double { value }
    /// `baseUnitValue` of the base unit as a value of this unit.
    open func value(fromBaseUnitValue baseUnitValue: Double) -> Double { baseUnitValue }
}

/// Foundation's `UnitConverterLinear`: base = value × coefficient + constant.
open class UnitConverterLinear: UnitConverter, @unchecked Sendable {
    public let coefficient: Double
    public let constant: Double

    public init(coefficient: Double, constant: Double = 0) {
        self.coefficient = coefficient
        self.constant = constant
        super.init()
    }

    open override func baseUnitValue(fromValue value: Double) -> Double { value * coefficient + constant }

    /// A zero coefficient cannot be undone: the value stays as it is rather than turning infinite.
    open override func value(fromBaseUnitValue baseUnitValue: Double) -> Double {
        coefficient == 0 ? baseUnitValue : (baseUnitValue - constant) / coefficient
    }
}
