/// Foundation's `Measurement`: a value with its unit, `Measurement(value: 5, unit: UnitLength.kilometers)`,
/// converted with `converted(to:)`, added, compared and shown by `MeasurementFormatter`.
public struct Measurement<UnitType: Unit>: CustomStringConvertible, @unchecked Sendable {
    /// The unit the value is in.
    public var unit: UnitType
    /// The amount of `unit`.
    public var value: Double

    public init(value: Double, unit: UnitType) {
        self.value = value
        self.unit = unit
    }

    /// "5.0 km": the value and the unit's symbol.
    public var description: String { "\(value) \(unit.symbol)" }
}

extension Measurement where UnitType: Dimension {
    /// The same amount in `otherUnit`.
    public func converted(to otherUnit: UnitType) -> Measurement<UnitType> {
        if otherUnit === unit { return self }
        let base = unit.converter.baseUnitValue(fromValue: value)
        return Measurement(value: otherUnit.converter.value(fromBaseUnitValue: base), unit: otherUnit)
    }

    /// Converts this measurement to `otherUnit`.
    public mutating func convert(to otherUnit: UnitType) { self = converted(to: otherUnit) }

    /// The value in the dimension's base unit.
    var baseValue: Double { unit.converter.baseUnitValue(fromValue: value) }

    /// The sum: in the shared unit, or in the base unit when the units differ, as Foundation's.
    public static func + (lhs: Self, rhs: Self) -> Self {
        if lhs.unit.symbol == rhs.unit.symbol { return Self(value: lhs.value + rhs.value, unit: lhs.unit) }
        return Self(value: lhs.baseValue + rhs.baseValue, unit: UnitType.baseUnit())
    }

    /// The difference: in the shared unit, or in the base unit when the units differ.
    public static func - (lhs: Self, rhs: Self) -> Self {
        if lhs.unit.symbol == rhs.unit.symbol { return Self(value: lhs.value - rhs.value, unit: lhs.unit) }
        return Self(value: lhs.baseValue - rhs.baseValue, unit: UnitType.baseUnit())
    }
}

extension Measurement {
    public static func * (lhs: Self, rhs: Double) -> Self { Self(value: lhs.value * rhs, unit: lhs.unit) }
    public static func * (lhs: Double, rhs: Self) -> Self { Self(value: lhs * rhs.value, unit: rhs.unit) }
    public static func / (lhs: Self, rhs: Double) -> Self { Self(value: lhs.value / rhs, unit: lhs.unit) }
    public static func / (lhs: Double, rhs: Self) -> Self { Self(value: lhs / rhs.value, unit: rhs.unit) }
}

extension Measurement: Equatable, Comparable {
    /// Equal amounts: the same value in the same unit, or (for dimensions) the same value in the base unit.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.unit.symbol == rhs.unit.symbol { return lhs.value == rhs.value }
        guard let a = lhs.unit as? Dimension, let b = rhs.unit as? Dimension else { return false }
        return a.converter.baseUnitValue(fromValue: lhs.value) == b.converter.baseUnitValue(fromValue: rhs.value)
    }

    /// The smaller amount, compared in the base unit when the units differ.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.unit.symbol == rhs.unit.symbol { return lhs.value < rhs.value }
        guard let a = lhs.unit as? Dimension, let b = rhs.unit as? Dimension else { return false }
        return a.converter.baseUnitValue(fromValue: lhs.value) < b.converter.baseUnitValue(fromValue: rhs.value)
    }
}
