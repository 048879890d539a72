/// An unknown the solver finds a value for, as Kiwi's `Variable`.
///
/// A variable is a handle: the same one can appear in many constraints and in more than one solver. Its
/// `value` is what the last `Solver.updateVariables()` of a solver it belongs to found (0 until then).
public final class Variable: CustomStringConvertible {
    /// A name for messages and descriptions.
    public let name: String
    /// The value found by the latest `Solver.updateVariables()`.
    public internal(set) var value: Double = 0

    /// A variable named `name` (only used in descriptions).
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name
    }
}
