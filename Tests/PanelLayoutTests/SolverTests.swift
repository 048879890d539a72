import Testing

@testable import PanelLayout

@Suite("Solver: Cassowary by hand")
struct SolverTests {
    @Test func requiredEqualitiesChain() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try s.addConstraint(Constraint(x, .equal, 10))
        try s.addConstraint(Constraint(y - x, .equal, 5))
        s.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
        #expect(s.constraintCount == 2)
        #expect(s.variableCount == 2)
    }

    @Test func strongerWins() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(Constraint(x, .equal, 50, strength: Strength.medium))
        try s.addConstraint(Constraint(x, .equal, 100, strength: Strength.strong))
        s.updateVariables()
        #expect(x.value == 100)
    }

    @Test func inequalityBoundsAStay() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(Constraint(x, .equal, 0, strength: Strength.weak))
        try s.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        s.updateVariables()
        #expect(x.value == 10)
        // A weak upper bound loses against the weak stay only when it is stronger.
        let cap = Constraint(x, .lessThanOrEqual, 4, strength: Strength.strong)
        try s.addConstraint(cap)
        s.updateVariables()
        #expect(x.value == 10)  // required x >= 10 beats the strong cap
        try s.removeConstraint(cap)
        try s.addConstraint(Constraint(x, .lessThanOrEqual, 30))
        try s.addConstraint(Constraint(x, .equal, 25, strength: Strength.medium))
        s.updateVariables()
        #expect(x.value == 25)
    }

    @Test func weightedSumOfErrorsIsMinimal() throws {
        // width + gap == 100; width wants 80 (strength 3), gap wants 30 (strength 1): the cheaper error
        // goes to the gap, so width 80 and gap 20.
        let width = Variable("width")
        let gap = Variable("gap")
        let s = Solver()
        try s.addConstraint(Constraint(width + gap, .equal, 100))
        try s.addConstraint(Constraint(width, .equal, 80, strength: Strength.create(0, 0, 3)))
        try s.addConstraint(Constraint(gap, .equal, 30, strength: Strength.create(0, 0, 1)))
        s.updateVariables()
        #expect(abs(width.value - 80) < 1e-9)
        #expect(abs(gap.value - 20) < 1e-9)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try s.addConstraint(Constraint(y - 2 * x, .equal, 0))
        try s.addConstraint(Constraint(x, .lessThanOrEqual, 15))
        try s.addEditVariable(x, strength: Strength.strong)
        #expect(s.hasEditVariable(x))
        try s.suggestValue(x, 7)
        s.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 14)
        try s.suggestValue(x, 20)
        s.updateVariables()
        #expect(x.value == 15)  // the required bound wins over the edit
        #expect(y.value == 30)
        try s.suggestValue(x, -3)
        #expect(s.value(of: y) == -6)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable("x")) { try s.suggestValue(x, 1) }
    }

    @Test func editVariablesCannotBeRequired() throws {
        let x = Variable("x")
        let s = Solver()
        #expect(throws: SolverError.badRequiredStrength) { try s.addEditVariable(x, strength: Strength.required) }
        try s.addEditVariable(x, strength: Strength.strong)
        #expect(throws: SolverError.duplicateEditVariable("x")) { try s.addEditVariable(x, strength: Strength.weak) }
    }

    @Test func unsatisfiableRequiredConstraintLeavesTheSolverAsItWas() throws {
        let x = Variable("x")
        let z = Variable("z")
        let s = Solver()
        let low = Constraint(x, .greaterThanOrEqual, 10)
        let other = Constraint(z, .equal, 3)
        try s.addConstraint(low)
        try s.addConstraint(other)
        try s.addConstraint(Constraint(x, .equal, 0, strength: Strength.weak))
        let high = Constraint(x, .lessThanOrEqual, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(high.description)) { try s.addConstraint(high) }
        #expect(!s.hasConstraint(high))
        s.updateVariables()
        #expect(x.value == 10)
        #expect(z.value == 3)
        let conflict = s.conflictingConstraints(with: high)
        #expect(conflict.count == 2)
        #expect(conflict.first === low)
        #expect(conflict.last === high)
        // The solver still works after the refusal.
        try s.addConstraint(Constraint(x, .lessThanOrEqual, 12))
        try s.addConstraint(Constraint(x, .equal, 11, strength: Strength.strong))
        s.updateVariables()
        #expect(x.value == 11)
    }

    @Test func conflictExplanationKeepsOnlyTheNeededConstraints() throws {
        // a == 0, b == a + 10, c == b + 10, c <= 15: the chain of three and the bound conflict; d == 4 and
        // b >= -5 are in the same component or not, but neither is needed.
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let s = Solver()
        let c1 = Constraint(a, .equal, 0)
        let c2 = Constraint(b - a, .equal, 10)
        let c3 = Constraint(c - b, .equal, 10)
        let extra = Constraint(b, .greaterThanOrEqual, -5)
        let unrelated = Constraint(d, .equal, 4)
        for k in [c1, c2, extra, c3, unrelated] { try s.addConstraint(k) }
        let bound = Constraint(c, .lessThanOrEqual, 15)
        #expect(throws: SolverError.self) { try s.addConstraint(bound) }
        let conflict = s.conflictingConstraints(with: bound)
        #expect(conflict.map { ObjectIdentifier($0) } == [c1, c2, c3, bound].map { ObjectIdentifier($0) })
    }

    @Test func redundantEqualitiesAreAcceptedContradictoryOnesNot() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try s.addConstraint(Constraint(x - y, .equal, 0))
        try s.addConstraint(Constraint(y - x, .equal, 0))
        try s.addConstraint(Constraint(x, .equal, 4))
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(x - y, .equal, 1)) }
        s.updateVariables()
        #expect(x.value == 4)
        #expect(y.value == 4)
    }

    @Test func removingConstraintsRestoresTheEarlierSolution() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try s.addConstraint(Constraint(x, .equal, 20, strength: Strength.weak))
        try s.addConstraint(Constraint(y, .equal, 30, strength: Strength.weak))
        let tie = Constraint(x - y, .equal, 0)
        let floor = Constraint(x, .greaterThanOrEqual, 50)
        try s.addConstraint(tie)
        try s.addConstraint(floor)
        s.updateVariables()
        #expect(x.value == 50)
        #expect(y.value == 50)
        try s.removeConstraint(floor)
        try s.removeConstraint(tie)
        s.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 30)
        #expect(throws: SolverError.unknownConstraint(tie.description)) { try s.removeConstraint(tie) }
    }

    @Test func duplicateConstraintIsRefused() throws {
        let x = Variable("x")
        let s = Solver()
        let c = Constraint(x, .equal, 1)
        try s.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint(c.description)) { try s.addConstraint(c) }
    }

    @Test func setConstantMovesTheSolution() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let pin = Constraint(x, .equal, 10)
        try s.addConstraint(pin)
        try s.addConstraint(Constraint(y - x, .greaterThanOrEqual, 5))
        try s.addConstraint(Constraint(y, .equal, 0, strength: Strength.weak))
        s.updateVariables()
        #expect(y.value == 15)
        try s.setConstant(of: pin, to: -20)  // x - 20 == 0 → x == 20
        s.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 25)
        try s.setConstant(of: pin, to: 10)  // x == -10
        s.updateVariables()
        #expect(x.value == -10)
        #expect(y.value == 0)  // y >= -5, the weak stay pulls it to 0
    }

    @Test func setConstantThatContradictsKeepsTheOldOne() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        let pin = Constraint(x, .equal, 5)
        try s.addConstraint(pin)
        #expect(throws: SolverError.self) { try s.setConstant(of: pin, to: 5) }  // x + 5 == 0 → x == -5
        #expect(pin.expression.constant == -5)
        s.updateVariables()
        #expect(x.value == 5)
        try s.setConstant(of: pin, to: -8)
        s.updateVariables()
        #expect(x.value == 8)
    }

    @Test func setStrengthChangesTheWinner() throws {
        let x = Variable("x")
        let s = Solver()
        let a = Constraint(x, .equal, 10, strength: Strength.weak)
        let b = Constraint(x, .equal, 20, strength: Strength.medium)
        try s.addConstraint(a)
        try s.addConstraint(b)
        s.updateVariables()
        #expect(x.value == 20)
        try s.setStrength(of: a, to: Strength.strong)
        s.updateVariables()
        #expect(x.value == 10)
        try s.setStrength(of: b, to: Strength.required)
        s.updateVariables()
        #expect(x.value == 20)
    }

    @Test func degenerateSystemsTerminate() throws {
        // Many constraints meeting at one vertex (degenerate pivots): Bland's rule must not cycle.
        let vars = (0..<12).map { Variable("v\($0)") }
        let s = Solver()
        for (i, v) in vars.enumerated() {
            try s.addConstraint(Constraint(v, .greaterThanOrEqual, 0))
            try s.addConstraint(Constraint(v, .equal, Double(i), strength: Strength.weak))
        }
        for i in 0..<vars.count {
            for j in (i + 1)..<vars.count {
                try s.addConstraint(Constraint(vars[i] - vars[j], .lessThanOrEqual, 0))
                try s.addConstraint(Constraint(vars[i] + vars[j], .greaterThanOrEqual, 0))
            }
        }
        try s.addEditVariable(vars[5], strength: Strength.strong)
        for value in [0.0, 40, -10, 3, 3, 100] {
            try s.suggestValue(vars[5], value)
        }
        s.updateVariables()
        // v0 <= v1 <= ... <= v11 and v5 wants 100: everything from v5 up is at least 100.
        #expect(vars[5].value == 100)
        for i in 6..<12 { #expect(vars[i].value >= 100 - 1e-9) }
        for i in 0..<5 { #expect(vars[i].value == Double(i)) }
    }

    @Test func variablesLeaveWithTheirLastConstraint() throws {
        let x = Variable("x")
        let s = Solver()
        let c = Constraint(x, .equal, 3)
        try s.addConstraint(c)
        #expect(s.variableCount == 1)
        try s.removeConstraint(c)
        #expect(s.variableCount == 0)
        #expect(s.rowCount == 0)
        // Symbols are reused: adding and removing forever does not grow the tables.
        let symbols = s.kinds.count
        for i in 0..<100 {
            let k = Constraint(x, .equal, Double(i), strength: i % 2 == 0 ? Strength.required : Strength.strong)
            try s.addConstraint(k)
            try s.removeConstraint(k)
        }
        #expect(s.kinds.count <= symbols + 3)
    }
}
