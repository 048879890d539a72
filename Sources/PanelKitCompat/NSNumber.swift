/// A number as Foundation's formatters take and give it, for code that imports only PanelKitCompat:
/// `formatter.string(from: 3)`, `NSNumber(value: price)`, `number.doubleValue`. It keeps whether it was
/// made from an integer, a real number or a Boolean, as Foundation's does.
public struct NSNumber: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    enum Storage: Hashable, Sendable {
        case integer(Int64)
        case real(Double)
        case bool(Bool)
    }
    let storage: Storage

    public init(value: Int) { storage = .integer(Int64(value)) }
    public init(value: Int8) { storage = .integer(Int64(value)) }
    public init(value: Int16) { storage = .integer(Int64(value)) }
    public init(value: Int32) { storage = .integer(Int64(value)) }
    public init(value: Int64) { storage = .integer(value) }
    public init(value: UInt8) { storage = .integer(Int64(value)) }
    public init(value: UInt16) { storage = .integer(Int64(value)) }
    public init(value: UInt32) { storage = .integer(Int64(value)) }
    /// Values above `Int64.max` are kept as a real number.
    public init(value: UInt) { storage = value <= UInt(Int64.max) ? .integer(Int64(value)) : .real(Double(value)) }
    public init(value: Double) { storage = .real(value) }
    public init(value: Float) { storage = .real(Double(value)) }
    public init(value: Bool) { storage = .bool(value) }
    public init(integerLiteral value: Int) { self.init(value: value) }
    public init(floatLiteral value: Double) { self.init(value: value) }
    public init(booleanLiteral value: Bool) { self.init(value: value) }

    /// The value as a `Double`.
    public var doubleValue: Double {
        switch storage {
        case .integer(let i): Double(i)
        case .real(let d): d
        case .bool(let b): b ? 1 : 0
        }
    }

    /// The value as an `Int64`: a real number truncated toward zero, clamped to the type's range (NaN is 0).
    public var int64Value: Int64 {
        switch storage {
        case .integer(let i): return i
        case .bool(let b): return b ? 1 : 0
        case .real(let d):
            if d.isNaN { return 0 }
            if d >= 9.223372036854775807e18 { return .max }
            if d <= -9.223372036854775808e18 { return .min }
            return Int64(d)
        }
    }

    public var intValue: Int { Int(int64Value) }
    public var int32Value: Int32 { Int32(truncatingIfNeeded: int64Value) }
    public var uintValue: UInt { UInt(bitPattern: intValue) }
    public var floatValue: Float { Float(doubleValue) }
    /// False for zero, true otherwise.
    public var boolValue: Bool { doubleValue != 0 }
    /// The value's text: "1", "2.5", "1" for true.
    public var stringValue: String {
        switch storage {
        case .integer(let i): String(i)
        case .bool(let b): b ? "1" : "0"
        case .real(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
    }

    /// Whether it was made from an integer or a Boolean (a formatter then shows no fraction by default).
    var isIntegral: Bool {
        if case .real = storage { return false }
        return true
    }

    public var description: String { stringValue }

    public static func < (a: NSNumber, b: NSNumber) -> Bool {
        if case .integer(let x) = a.storage, case .integer(let y) = b.storage { return x < y }
        return a.doubleValue < b.doubleValue
    }

    public static func == (a: NSNumber, b: NSNumber) -> Bool {
        if case .integer(let x) = a.storage, case .integer(let y) = b.storage { return x == y }
        return a.doubleValue == b.doubleValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }
}
