/// Why the solver refused a request. Each case carries the description of the constraint or variable
/// involved (the objects themselves stay with the caller, who knows which one it passed).
public enum SolverError: Error, CustomStringConvertible, Equatable {
    /// The constraint is already in the solver.
    case duplicateConstraint(String)
    /// The constraint is not in the solver.
    case unknownConstraint(String)
    /// The constraint is required and cannot hold together with the required constraints already added.
    case unsatisfiableConstraint(String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(String)
    /// The variable is not an edit variable.
    case unknownEditVariable(String)
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// The tableau reached a state the algorithm rules out (a bug, or numbers beyond double precision).
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .unsatisfiableConstraint(let c): return "the required constraint \(c) cannot be satisfied"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .badRequiredStrength: return "an edit variable cannot have the required strength"
        case .internalError(let m): return "internal solver error: \(m)"
        }
    }
}
