/// A variable times a coefficient.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    /// `terms` summed, plus `constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Adds `coefficient * variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Double = 1) {
        terms.append(Term(variable, coefficient))
    }

    /// Adds `factor * other`.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for t in other.terms { terms.append(Term(t.variable, t.coefficient * factor)) }
        constant += other.constant * factor
    }

    /// The same expression with each variable once (coefficients of repeated variables summed).
    public var reduced: Expression {
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for t in terms {
            if let i = out.firstIndex(where: { $0.variable === t.variable }) {
                out[i].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        return Expression(out, constant: constant)
    }

    /// The expression's value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var s = ""
        for t in terms {
            let c = t.coefficient
            if s.isEmpty {
                s = c == 1 ? "\(t.variable)" : (c == -1 ? "-\(t.variable)" : "\(Expression.format(c)) * \(t.variable)")
            } else {
                let a = abs(c)
                s += c < 0 ? " - " : " + "
                s += a == 1 ? "\(t.variable)" : "\(Expression.format(a)) * \(t.variable)"
            }
        }
        if s.isEmpty { return Expression.format(constant) }
        if constant != 0 {
            s += constant < 0 ? " - \(Expression.format(-constant))" : " + \(Expression.format(constant))"
        }
        return s
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

// Arithmetic for writing constraints by hand (`2 * x + y - 10`). Each operator has at least one variable or
// expression operand, so plain number arithmetic never considers them.
extension Variable {
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        var e = lhs
        e.add(rhs)
        return e
    }
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        var e = lhs
        e.add(rhs, times: -1)
        return e
    }
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        var e = lhs
        e.add(rhs)
        return e
    }
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        var e = lhs
        e.add(rhs, -1)
        return e
    }
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        var e = lhs
        e.constant += rhs
        return e
    }
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        var e = lhs
        e.constant -= rhs
        return e
    }
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        var e = Expression()
        e.add(rhs, times: lhs)
        return e
    }
}
