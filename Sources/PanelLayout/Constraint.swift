/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation `expression (<=, ==, >=) 0` with a strength, as Kiwi's `Constraint`.
///
/// Constraints are compared by identity: the same relation built twice is two constraints. The expression
/// is reduced (each variable once) when the constraint is made; `Solver.setConstant(of:to:)` and
/// `Solver.setStrength(of:to:)` change a constraint that is in a solver.
public final class Constraint: CustomStringConvertible {
    /// The left-hand side; the right-hand side is zero.
    public internal(set) var expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// The strength, 0...`Strength.required`.
    public internal(set) var strength: Double
    /// Whatever the caller wants to find again from the constraint (a UI constraint, a name): not used by the
    /// solver, held weakly.
    public weak var owner: AnyObject?
    /// A description shown in place of the expression, when set.
    public var label: String?

    /// The constraint `expression (relation) 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Double = Strength.required) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = Strength.clip(strength)
    }

    /// The constraint `lhs (relation) rhs`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Double = Strength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The constraint `lhs (relation) rhs`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Double, strength: Double = Strength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The constraint `lhs (relation) rhs`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Double = Strength.required)
    {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { strength >= Strength.required }

    /// Whether the variables' current values satisfy the constraint within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .lessThanOrEqual: return v <= tolerance
        case .equal: return abs(v) <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public var description: String {
        if let label { return label }
        let s: String
        if strength >= Strength.required {
            s = "required"
        } else {
            s = "strength \(Expression.format(strength))"
        }
        return "\(expression) \(relation) 0 (\(s))"
    }
}
