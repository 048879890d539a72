extension Solver {
    /// The required constraints that, with `constraint`, cannot all hold: a smallest set in which every
    /// member is needed for the contradiction, `constraint` last.
    ///
    /// Call it after `addConstraint(constraint)` or `setConstant(of:to:)` reported
    /// `SolverError.unsatisfiableConstraint`. Only required constraints can contradict each other, and only
    /// those that share variables with `constraint` (directly or through others) can take part; among
    /// those, a deletion filter keeps each one whose removal would make the rest satisfiable. It solves
    /// the candidates again in scratch solvers (quadratic in their number), so it belongs on the error
    /// path only; past `limit` candidates it returns them all unfiltered.
    ///
    /// - Parameters:
    ///   - constraint: the constraint that could not be added (or kept with its new constant).
    ///   - limit: the most candidates the filter runs on.
    public func conflictingConstraints(with constraint: Constraint, limit: Int = 300) -> [Constraint] {
        let candidates = requiredComponent(of: constraint)
        if candidates.count > limit { return candidates + [constraint] }
        var kept = candidates
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if Solver.isUnsatisfiable(trial + [constraint]) {
                kept.remove(at: i)
            } else {
                i += 1
            }
        }
        return kept + [constraint]
    }

    /// The required constraints in the solver connected to `constraint` through shared variables, in the
    /// order they were added.
    func requiredComponent(of constraint: Constraint) -> [Constraint] {
        let required = records.values.filter {
            $0.constraint.strength >= Strength.required && $0.constraint !== constraint
        }
        .sorted { $0.order < $1.order }.map(\.constraint)
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (k, c) in required.enumerated() {
            for t in c.expression.terms { byVariable[ObjectIdentifier(t.variable), default: []].append(k) }
        }
        var reached = [Bool](repeating: false, count: required.count)
        var seenVariables = Set<ObjectIdentifier>()
        var queue = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let v = queue.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for k in byVariable[v] ?? [] where !reached[k] {
                reached[k] = true
                for t in required[k].expression.terms { queue.append(ObjectIdentifier(t.variable)) }
            }
        }
        return required.indices.filter { reached[$0] }.map { required[$0] }
    }

    /// Whether the constraints, added in order to an empty solver, contradict each other.
    static func isUnsatisfiable(_ constraints: [Constraint]) -> Bool {
        let s = Solver()
        for c in constraints {
            do {
                try s.addConstraint(c)
            } catch {
                return true
            }
        }
        return false
    }
}
