/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey), designed as Kiwi's.
///
/// The solver keeps a simplex tableau that is always feasible and optimal for the constraints added so far.
/// Adding or removing a constraint updates it with a few pivots (primal simplex); required constraints
/// must hold, the others are satisfied as well as their strengths allow (the weighted sum of their errors
/// is minimal). Edit variables take suggested values through `suggestValue(_:_:)`, and constants change
/// through `setConstant(of:to:)`: both shift the right-hand side and restore feasibility with the dual
/// simplex, touching only the rows that hold the constraint's marker, so a drag that moves one value per
/// frame costs a few pivots and no allocation once the rows have grown to their working size.
///
/// Pivots follow Bland's rule (with the newest symbols first), so the simplex cannot cycle; a pivot budget
/// turns any remaining pathology into an error instead of a hang.
public final class Solver {
    /// What a symbol stands for. External symbols are the variables; slack, error and dummy symbols are
    /// the markers of constraints.
    enum Kind: UInt8 {
        case invalid
        case external
        case slack
        case error
        case dummy
    }

    /// A constraint in the solver: its marker and other symbol, and their coefficients in the
    /// constraint's first row (needed to shift the constant later).
    struct Record {
        let constraint: Constraint
        var marker: Int32
        var other: Int32
        var markerSign: Double
        var otherSign: Double
        let order: Int
    }

    /// An edit variable: its constraint's symbols and the value suggested last.
    struct Edit {
        let constraint: Constraint
        var marker: Int32
        var other: Int32
        var constant: Double
    }

    // The tableau's storage. Its accesses are not checked for exclusivity at run time (each check is a call
    // into the runtime, in the innermost loops): the solver is single-threaded, never reentrant, and no
    // method holds an access to a property across a call that touches the same property.

    // Per symbol (the index is the symbol; 0 is "no symbol").
    @exclusivity(unchecked) var kinds: [Kind] = [.invalid]
    /// The tableau row where the symbol is basic, or -1.
    @exclusivity(unchecked) var basicRow: [Int32] = [-1]
    /// The tableau rows (slots) that hold the symbol as a parametric cell: substitutions, ratio tests and
    /// constant shifts visit only these.
    @exclusivity(unchecked) var columns: [[Int32]] = [[]]
    /// Scratch for merging rows: a row's cell index by symbol (-1 elsewhere), and the new cells.
    @exclusivity(unchecked) var cellIndex: [Int32] = [-1]
    @exclusivity(unchecked) var newSymbols: [Int32] = []
    @exclusivity(unchecked) var newCoefficients: [Double] = []
    /// The symbol's cell in the objective row, or -1.
    @exclusivity(unchecked) var objectiveIndex: [Int32] = [-1]
    var freeSymbols: [Int32] = []

    // The tableau: rows by slot, with the symbol each defines (0 for a free slot).
    @exclusivity(unchecked) var rows: [Row] = []
    @exclusivity(unchecked) var rowBasic: [Int32] = []
    @exclusivity(unchecked) var freeSlots: [Int32] = []

    @exclusivity(unchecked) var objective = Row()
    @exclusivity(unchecked) var artificial = Row()
    var hasArtificial = false
    @exclusivity(unchecked) var infeasible: [Int32] = []

    // Variables: symbol, place in the lists, and how many constraints use each.
    var variableEntries: [ObjectIdentifier: Int32] = [:]
    var variables: [Variable] = []
    var variableSymbols: [Int32] = []
    var variableUses: [Int32] = []

    var records: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]
    var nextOrder = 0

    /// How many pivots the solver has made (a measure of work for tests and benchmarks).
    public internal(set) var pivotCount = 0

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: `SolverError.duplicateConstraint` when it is already in the solver;
    ///   `SolverError.unsatisfiableConstraint` when it is required and cannot hold with the required
    ///   constraints already added (the solver is then as it was before the call).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        if records[id] != nil { throw .duplicateConstraint(constraint.description) }
        retainVariables(of: constraint)
        var tag = Record(constraint: constraint, marker: 0, other: 0, markerSign: 0, otherSign: 0, order: nextOrder)
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject == 0 && allDummies(row) {
            if !nearZero(row.constant) {
                discard(tag)
                releaseVariables(of: constraint)
                throw .unsatisfiableConstraint(constraint.description)
            }
            subject = tag.marker
        }
        if subject == 0 {
            let added: Bool
            do {
                added = try addWithArtificialVariable(row)
            } catch {
                releaseVariables(of: constraint)
                throw error
            }
            if !added {
                discard(tag)
                releaseVariables(of: constraint)
                try optimize(artificialObjective: false)
                infeasible.removeAll(keepingCapacity: true)
                throw .unsatisfiableConstraint(constraint.description)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        records[id] = tag
        nextOrder += 1
        try optimize(artificialObjective: false)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Removes a constraint.
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint.description)
        }
        // The error weights leave the objective before any pivot, or substitutions would carry them on.
        removeObjectiveEffects(of: tag)
        try removeEquation(marker: tag.marker)
        discard(tag)
        releaseVariables(of: constraint)
        try optimize(artificialObjective: false)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of a constraint in the solver (the constant term of its expression) without
    /// removing it: the right-hand side shifts and the dual simplex restores feasibility.
    ///
    /// - Throws: `SolverError.unknownConstraint`; `SolverError.unsatisfiableConstraint` when the constraint
    ///   is required and the new constant makes the required constraints contradict each other (the
    ///   constraint then keeps its old constant).
    public func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tag = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint.description) }
        let old = constraint.expression.constant
        let delta = constant - old
        if delta == 0 { return }
        constraint.expression.constant = constant
        shiftConstant(
            marker: tag.marker, markerSign: tag.markerSign, other: tag.other, otherSign: tag.otherSign, by: delta)
        do {
            try dualOptimize()
        } catch {
            let attempted = constraint.description
            infeasible.removeAll(keepingCapacity: true)
            constraint.expression.constant = old
            shiftConstant(
                marker: tag.marker, markerSign: tag.markerSign, other: tag.other, otherSign: tag.otherSign, by: -delta)
            collectInfeasibleRows()
            try dualOptimize()
            throw .unsatisfiableConstraint(attempted)
        }
    }

    /// Changes the strength of a constraint in the solver. Between two non-required strengths only the
    /// objective changes; to or from required the constraint is removed and added again.
    ///
    /// - Throws: `SolverError.unknownConstraint`; `SolverError.unsatisfiableConstraint` when it becomes
    ///   required and cannot hold (it is then out of the solver).
    public func setStrength(of constraint: Constraint, to strength: Double) throws(SolverError) {
        guard let tag = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint.description) }
        let new = Strength.clip(strength)
        let old = constraint.strength
        if new == old { return }
        if new >= Strength.required || old >= Strength.required {
            try removeConstraint(constraint)
            constraint.strength = new
            try addConstraint(constraint)
            return
        }
        constraint.strength = new
        for s in [tag.marker, tag.other] where s != 0 && kinds[Int(s)] == .error {
            addToObjective(symbol: s, new - old)
        }
        try optimize(artificialObjective: false)
        infeasible.removeAll(keepingCapacity: true)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` at `strength`.
    ///
    /// - Throws: `SolverError.duplicateEditVariable`, `SolverError.badRequiredStrength`.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable.description) }
        let s = Strength.clip(strength)
        if s >= Strength.required { throw .badRequiredStrength }
        let c = Constraint(Expression(variable), .equal, strength: s)
        try addConstraint(c)
        let tag = records[ObjectIdentifier(c)]!
        edits[id] = Edit(constraint: c, marker: tag.marker, other: tag.other, constant: 0)
    }

    /// Removes an edit variable.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable.description)
        }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows at once (read it with `value(of:)` or
    /// `updateVariables()`).
    /// - Throws: `SolverError.unknownEditVariable`.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard let edit = edits[id] else { throw .unknownEditVariable(variable.description) }
        let delta = value - edit.constant
        edits[id]!.constant = value
        // The edit constraint is `variable - value == 0`: its constant moves by -delta.
        shiftConstant(marker: edit.marker, markerSign: -1, other: edit.other, otherSign: 1, by: -delta)
        try dualOptimize()
    }

    // MARK: Values

    /// Writes the solution into every variable's `value`.
    public func updateVariables() {
        rows.withUnsafeBufferPointer { rows in
            basicRow.withUnsafeBufferPointer { basic in
                for i in variables.indices {
                    let slot = Int(basic[Int(variableSymbols[i])])
                    variables[i].value = slot >= 0 ? rows[slot].constant : 0
                }
            }
        }
    }

    /// The value the solution gives `variable` now (0 for a variable the solver does not know).
    public func value(of variable: Variable) -> Double {
        guard let i = variableEntries[ObjectIdentifier(variable)] else { return 0 }
        let slot = Int(basicRow[Int(variableSymbols[Int(i)])])
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// Empties the solver.
    public func reset() {
        kinds = [.invalid]
        basicRow = [-1]
        columns = [[]]
        cellIndex = [-1]
        objectiveIndex = [-1]
        freeSymbols = []
        rows = []
        rowBasic = []
        freeSlots = []
        objective = Row()
        artificial = Row()
        hasArtificial = false
        infeasible = []
        variableEntries = [:]
        variables = []
        variableSymbols = []
        variableUses = []
        records = [:]
        edits = [:]
    }

    // MARK: Introspection

    /// The constraints in the solver, in the order they were added (edit constraints included).
    public var constraints: [Constraint] {
        records.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// How many constraints are in the solver.
    public var constraintCount: Int { records.count }

    /// How many variables the constraints use.
    public var variableCount: Int { variables.count }

    /// How many rows the tableau has.
    public var rowCount: Int { rows.count - freeSlots.count }
}
