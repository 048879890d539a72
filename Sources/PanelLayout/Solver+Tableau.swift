// The simplex tableau behind `Solver`: rows, symbols, pivots, the primal and dual simplex.
extension Solver {
    // MARK: Symbols

    func newSymbol(_ kind: Kind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        kinds.append(kind)
        basicRow.append(-1)
        columns.append([])
        cellIndex.append(-1)
        objectiveIndex.append(-1)
        return Int32(kinds.count - 1)
    }

    /// Forgets a symbol that no constraint uses any more: its row, if it still has one, and any cell left
    /// behind by rounding go, and the id is reused.
    func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        let slot = basicRow[i]
        if slot >= 0 { _ = takeRow(Int(slot)) }
        if !columns[i].isEmpty {
            var list: [Int32] = []
            swap(&list, &columns[i])
            for r in list {
                if let c = rows[Int(r)].index(of: s) { rows[Int(r)].removeCell(at: c) }
            }
            list.removeAll(keepingCapacity: true)
            swap(&list, &columns[i])
        }
        let o = objectiveIndex[i]
        if o >= 0 { removeObjectiveCell(at: Int(o)) }
        kinds[i] = .invalid
        freeSymbols.append(s)
    }

    /// Releases the marker and other symbols of a constraint leaving the solver.
    func discard(_ tag: Record) {
        if tag.marker != 0 { releaseSymbol(tag.marker) }
        if tag.other != 0 { releaseSymbol(tag.other) }
    }

    // MARK: Variables

    func retainVariables(of constraint: Constraint) {
        for t in constraint.expression.terms {
            let id = ObjectIdentifier(t.variable)
            if let i = variableEntries[id] {
                variableUses[Int(i)] += 1
            } else {
                variableEntries[id] = Int32(variables.count)
                variables.append(t.variable)
                variableSymbols.append(newSymbol(.external))
                variableUses.append(1)
            }
        }
    }

    func releaseVariables(of constraint: Constraint) {
        for t in constraint.expression.terms {
            let id = ObjectIdentifier(t.variable)
            guard let e = variableEntries[id] else { continue }
            let i = Int(e)
            variableUses[i] -= 1
            if variableUses[i] > 0 { continue }
            releaseSymbol(variableSymbols[i])
            variableEntries[id] = nil
            let last = variables.count - 1
            if i != last {
                variables[i] = variables[last]
                variableSymbols[i] = variableSymbols[last]
                variableUses[i] = variableUses[last]
                variableEntries[ObjectIdentifier(variables[i])] = Int32(i)
            }
            variables.removeLast()
            variableSymbols.removeLast()
            variableUses.removeLast()
        }
    }

    // MARK: Rows

    func insertRow(_ row: Row, basic s: Int32) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            rowBasic[slot] = s
        } else {
            slot = rows.count
            rows.append(row)
            rowBasic.append(s)
        }
        basicRow[Int(s)] = Int32(slot)
        for sym in row.symbols { columns[Int(sym)].append(Int32(slot)) }
    }

    /// Takes the row out of the tableau (its slot becomes free) and returns it.
    func takeRow(_ slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        basicRow[Int(rowBasic[slot])] = -1
        rowBasic[slot] = 0
        for sym in row.symbols { removeFromColumn(sym, slot: Int32(slot)) }
        freeSlots.append(Int32(slot))
        return row
    }

    /// Takes `slot` out of the symbol's column.
    @inline(__always)
    func removeFromColumn(_ s: Int32, slot: Int32) {
        columns.withUnsafeMutableBufferPointer { cols in
            let last = cols[Int(s)].count - 1
            cols[Int(s)].withUnsafeMutableBufferPointer { c in
                var i = 0
                while i < last {
                    if c[i] == slot {
                        c[i] = c[last]
                        break
                    }
                    i += 1
                }
            }
            cols[Int(s)].removeLast()
        }
    }

    /// The row of a new constraint, in terms of the current parametric symbols (basic variables are
    /// substituted), with its slack, error or dummy symbols, and a non-negative constant.
    func makeRow(for constraint: Constraint, tag: inout Record) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for t in expression.terms where !nearZero(t.coefficient) {
            let s = variableSymbols[Int(variableEntries[ObjectIdentifier(t.variable)]!)]
            let slot = Int(basicRow[Int(s)])
            if slot >= 0 {
                add(rows[slot], times: t.coefficient, into: &row)
            } else {
                row.add(s, t.coefficient)
            }
        }
        let required = constraint.strength >= Strength.required
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerSign = sign
            row.add(slack, sign)
            if !required {
                let error = newSymbol(.error)
                tag.other = error
                tag.otherSign = -sign
                row.add(error, -sign)
                addObjectiveCell(error, constraint.strength)
            }
        case .equal:
            if !required {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.markerSign = -1
                tag.other = minus
                tag.otherSign = 1
                row.add(plus, -1)
                row.add(minus, 1)
                addObjectiveCell(plus, constraint.strength)
                addObjectiveCell(minus, constraint.strength)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerSign = 1
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// `target += factor × row` for a row outside the tableau.
    func add(_ row: Row, times factor: Double, into target: inout Row) {
        merge(row, times: factor, into: &target, slot: -1)
    }

    /// `target += factor × row`. When the target is a tableau row (`slot` ≥ 0) the columns follow its
    /// cells. The merge goes through `cellIndex` (the target's cell of each symbol), in time linear in both
    /// rows, and touches the arrays through buffers: new cells are gathered in scratch space and appended
    /// at once, cancelled cells are compacted away at once.
    func merge(_ row: Row, times factor: Double, into target: inout Row, slot: Int32) {
        target.constant += row.constant * factor
        let m = row.symbols.count
        if m == 0 { return }
        if newSymbols.count < m {
            newSymbols = [Int32](repeating: 0, count: 2 * m)
            newCoefficients = [Double](repeating: 0, count: 2 * m)
        }
        var added = 0
        var cancelled = false
        cellIndex.withUnsafeMutableBufferPointer { index in
            newSymbols.withUnsafeMutableBufferPointer { ns in
                newCoefficients.withUnsafeMutableBufferPointer { nc in
                    target.symbols.withUnsafeBufferPointer { ts in
                        for i in 0..<ts.count { index[Int(ts[i])] = Int32(i) }
                    }
                    target.coefficients.withUnsafeMutableBufferPointer { tc in
                        row.symbols.withUnsafeBufferPointer { rs in
                            row.coefficients.withUnsafeBufferPointer { rc in
                                for j in 0..<m {
                                    let s = rs[j]
                                    let c = rc[j] * factor
                                    let p = Int(index[Int(s)])
                                    if p >= 0 {
                                        let v = tc[p] + c
                                        tc[p] = v
                                        if nearZero(v) { cancelled = true }
                                    } else if !nearZero(c) {
                                        ns[added] = s
                                        nc[added] = c
                                        added += 1
                                    }
                                }
                            }
                        }
                    }
                    target.symbols.withUnsafeBufferPointer { ts in
                        for i in 0..<ts.count { index[Int(ts[i])] = -1 }
                    }
                }
            }
        }
        if cancelled { compact(&target, slot: slot) }
        if added > 0 {
            newSymbols.withUnsafeBufferPointer { ns in
                target.symbols.append(contentsOf: UnsafeBufferPointer(rebasing: ns[0..<added]))
                if slot >= 0 {
                    columns.withUnsafeMutableBufferPointer { cols in
                        for k in 0..<added { cols[Int(ns[k])].append(slot) }
                    }
                }
            }
            newCoefficients.withUnsafeBufferPointer { nc in
                target.coefficients.append(contentsOf: UnsafeBufferPointer(rebasing: nc[0..<added]))
            }
        }
    }

    /// Drops the cells of `target` that became zero.
    private func compact(_ target: inout Row, slot: Int32) {
        var kept = 0
        let count = target.symbols.count
        target.symbols.withUnsafeMutableBufferPointer { ts in
            target.coefficients.withUnsafeMutableBufferPointer { tc in
                for i in 0..<count {
                    if nearZero(tc[i]) {
                        if slot >= 0 { removeFromColumn(ts[i], slot: slot) }
                    } else {
                        ts[kept] = ts[i]
                        tc[kept] = tc[i]
                        kept += 1
                    }
                }
            }
        }
        target.symbols.removeLast(count - kept)
        target.coefficients.removeLast(count - kept)
    }

    /// The symbol to solve a new row for: an external symbol (one that no other row holds first, as a new
    /// variable: nothing needs substituting then), else a marker with a negative coefficient.
    func chooseSubject(_ row: Row, tag: Record) -> Int32 {
        var external: Int32 = 0
        for s in row.symbols where kinds[Int(s)] == .external {
            if columns[Int(s)].isEmpty { return s }
            if external == 0 { external = s }
        }
        if external != 0 { return external }
        for s in [tag.marker, tag.other] where s != 0 {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(for: s) < 0 { return s }
        }
        return 0
    }

    func allDummies(_ row: Row) -> Bool {
        for s in row.symbols where kinds[Int(s)] != .dummy { return false }
        return true
    }

    /// Adds a row that has no subject through an artificial variable (phase one of the simplex).
    /// - Returns: whether the row can hold; when it cannot, the tableau is left as it was (maybe with
    ///   another basis).
    func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        hasArtificial = true
        do {
            try optimize(artificialObjective: true)
        } catch {
            hasArtificial = false
            artificial = Row()
            throw error
        }
        let success = nearZero(artificial.constant)
        hasArtificial = false
        artificial = Row()
        if !success {
            // Remove the new equation again: the artificial variable is its marker.
            try removeEquation(marker: art)
            releaseSymbol(art)
            return false
        }
        let slot = Int(basicRow[Int(art)])
        if slot >= 0 {
            var r = takeRow(slot)
            if r.isEmpty {
                releaseSymbol(art)
                return true
            }
            let entering = anyPivotableSymbol(r)
            if entering == 0 {
                releaseSymbol(art)
                return false
            }
            r.solve(lhs: art, rhs: entering)
            substitute(entering, with: r)
            insertRow(r, basic: entering)
        }
        // The artificial variable is parametric now: setting it to zero removes its cells.
        releaseSymbol(art)
        return true
    }

    /// The first slack or error symbol of the row in the pivoting order (the highest), or 0.
    func anyPivotableSymbol(_ row: Row) -> Int32 {
        var best: Int32 = 0
        for s in row.symbols {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && s > best { best = s }
        }
        return best
    }

    /// Replaces `symbol` by `row` in every tableau row, the objective and the artificial objective.
    func substitute(_ symbol: Int32, with row: Row) {
        let si = Int(symbol)
        if !columns[si].isEmpty {
            // The symbol leaves every row of its column: take the column (and give its capacity back).
            var list: [Int32] = []
            swap(&list, &columns[si])
            for r in list {
                let slot = Int(r)
                let b = rowBasic[slot]
                guard let i = rows[slot].index(of: symbol) else { continue }
                let a = rows[slot].coefficients[i]
                rows[slot].removeCell(at: i)
                addRow(row, times: a, toSlot: slot)
                if rows[slot].constant < 0 && kinds[Int(b)] != .external { infeasible.append(b) }
            }
            list.removeAll(keepingCapacity: true)
            swap(&list, &columns[si])
        }
        let o = objectiveIndex[si]
        if o >= 0 {
            let a = objective.coefficients[Int(o)]
            removeObjectiveCell(at: Int(o))
            addObjectiveRow(row, times: a)
        }
        if hasArtificial, let i = artificial.index(of: symbol) {
            let a = artificial.coefficients[i]
            artificial.removeCell(at: i)
            add(row, times: a, into: &artificial)
        }
    }

    /// `rows[slot] += factor × row`, keeping the columns. The target row is moved out of the tableau
    /// while it changes, so that its arrays are mutated in place without going through `rows`.
    func addRow(_ row: Row, times factor: Double, toSlot slot: Int) {
        var target = Row()
        swap(&target, &rows[slot])
        merge(row, times: factor, into: &target, slot: Int32(slot))
        swap(&target, &rows[slot])
    }

    // MARK: Objective

    func addObjectiveCell(_ s: Int32, _ coefficient: Double) {
        let i = Int(objectiveIndex[Int(s)])
        if i >= 0 {
            let v = objective.coefficients[i] + coefficient
            if nearZero(v) {
                removeObjectiveCell(at: i)
            } else {
                objective.coefficients[i] = v
            }
        } else if !nearZero(coefficient) {
            objectiveIndex[Int(s)] = Int32(objective.symbols.count)
            objective.symbols.append(s)
            objective.coefficients.append(coefficient)
        }
    }

    func removeObjectiveCell(at i: Int) {
        objectiveIndex[Int(objective.symbols[i])] = -1
        let last = objective.symbols.count - 1
        if i != last {
            let moved = objective.symbols[last]
            objective.symbols[i] = moved
            objective.coefficients[i] = objective.coefficients[last]
            objectiveIndex[Int(moved)] = Int32(i)
        }
        objective.symbols.removeLast()
        objective.coefficients.removeLast()
    }

    func addObjectiveRow(_ row: Row, times factor: Double) {
        objective.constant += row.constant * factor
        for j in row.symbols.indices { addObjectiveCell(row.symbols[j], row.coefficients[j] * factor) }
    }

    @inline(__always)
    func objectiveCoefficient(_ s: Int32) -> Double {
        let i = Int(objectiveIndex[Int(s)])
        return i >= 0 ? objective.coefficients[i] : 0
    }

    /// `objective += coefficient × symbol`, through the symbol's row when it is basic.
    func addToObjective(symbol s: Int32, _ coefficient: Double) {
        let slot = Int(basicRow[Int(s)])
        if slot >= 0 {
            addObjectiveRow(rows[slot], times: coefficient)
        } else {
            addObjectiveCell(s, coefficient)
        }
    }

    func removeObjectiveEffects(of tag: Record) {
        let strength = tag.constraint.strength
        if tag.marker != 0 && kinds[Int(tag.marker)] == .error { addToObjective(symbol: tag.marker, -strength) }
        if tag.other != 0 && kinds[Int(tag.other)] == .error { addToObjective(symbol: tag.other, -strength) }
    }

    // MARK: Simplex

    var pivotBudget: Int { 100 * (rows.count + kinds.count) + 10_000 }

    func pivot(slot: Int, entering: Int32) {
        let leaving = rowBasic[slot]
        var row = takeRow(slot)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
        pivotCount &+= 1
    }

    /// Phase two of the simplex on the objective (or the artificial objective) until it is minimal.
    func optimize(artificialObjective: Bool) throws(SolverError) {
        var budget = pivotBudget
        while true {
            let entering = enteringSymbol(artificialObjective: artificialObjective)
            if entering == 0 { return }
            guard let slot = leavingRow(for: entering) else { throw .internalError("the objective is unbounded") }
            pivot(slot: slot, entering: entering)
            budget -= 1
            if budget == 0 { throw .internalError("no optimum after \(pivotBudget) pivots") }
        }
    }

    /// The non-dummy symbol with a negative objective coefficient that comes first in the pivoting order,
    /// or 0.
    ///
    /// The order is Bland's rule with the symbols taken from the highest down: any fixed order rules out
    /// cycling, and this one pivots the newest symbols first, those of the constraints just added (about
    /// four times fewer pivots than lowest-first when a screen's constraints arrive one by one).
    func enteringSymbol(artificialObjective: Bool) -> Int32 {
        let row = artificialObjective ? artificial : objective
        var best: Int32 = 0
        row.symbols.withUnsafeBufferPointer { syms in
            row.coefficients.withUnsafeBufferPointer { coeffs in
                for j in 0..<syms.count where coeffs[j] < 0 {
                    let s = syms[j]
                    if s > best && kinds[Int(s)] != .dummy { best = s }
                }
            }
        }
        return best
    }

    /// The row whose basic symbol leaves when `entering` enters: the restricted row with the smallest
    /// ratio, ties to the basic symbol first in the pivoting order.
    func leavingRow(for entering: Int32) -> Int? {
        var ratio = Double.greatestFiniteMagnitude
        var found = -1
        var foundBasic: Int32 = 0
        for r in columns[Int(entering)] {
            let slot = Int(r)
            let b = rowBasic[slot]
            guard let i = rows[slot].index(of: entering) else { continue }
            if kinds[Int(b)] != .external {
                let a = rows[slot].coefficients[i]
                if a < 0 {
                    let r = -rows[slot].constant / a
                    if r < ratio || (r == ratio && b > foundBasic) {
                        ratio = r
                        found = slot
                        foundBasic = b
                    }
                }
            }
        }
        return found >= 0 ? found : nil
    }

    /// The dual simplex over the rows made infeasible by a change of constants.
    func dualOptimize() throws(SolverError) {
        var budget = pivotBudget
        while let leaving = infeasible.popLast() {
            let slot = Int(basicRow[Int(leaving)])
            if slot < 0 { continue }
            let c = rows[slot].constant
            if c >= 0 || nearZero(c) { continue }
            let entering = dualEnteringSymbol(slot)
            if entering == 0 {
                infeasible.removeAll(keepingCapacity: true)
                throw .internalError("dual optimize failed")
            }
            pivot(slot: slot, entering: entering)
            budget -= 1
            if budget == 0 { throw .internalError("no feasible solution after \(pivotBudget) dual pivots") }
        }
    }

    /// The symbol of an infeasible row with a positive coefficient and the smallest ratio of objective
    /// coefficient to row coefficient, ties to the first in the pivoting order.
    func dualEnteringSymbol(_ slot: Int) -> Int32 {
        var entering: Int32 = 0
        var ratio = Double.greatestFiniteMagnitude
        let row = rows[slot]
        for j in row.symbols.indices {
            let a = row.coefficients[j]
            let s = row.symbols[j]
            if a > 0 && kinds[Int(s)] != .dummy {
                let r = objectiveCoefficient(s) / a
                if r < ratio || (r == ratio && s > entering) {
                    ratio = r
                    entering = s
                }
            }
        }
        return entering
    }

    /// The row to pivot a non-basic marker into before its row is dropped (Kiwi's precedence: restricted
    /// rows with a negative coefficient by ratio, then restricted rows by ratio, then any other row).
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first = -1
        var firstBasic: Int32 = 0
        var second = -1
        var secondBasic: Int32 = 0
        var third = -1
        for r in columns[Int(marker)] {
            let slot = Int(r)
            let b = rowBasic[slot]
            guard let i = rows[slot].index(of: marker) else { continue }
            let c = rows[slot].coefficients[i]
            if kinds[Int(b)] == .external {
                third = slot
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && b > firstBasic) {
                    r1 = r
                    first = slot
                    firstBasic = b
                }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && b > secondBasic) {
                    r2 = r
                    second = slot
                    secondBasic = b
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Drops the equation a marker belongs to: its row if the marker is basic, else the row it is pivoted
    /// into.
    func removeEquation(marker: Int32) throws(SolverError) {
        let basic = Int(basicRow[Int(marker)])
        if basic >= 0 {
            _ = takeRow(basic)
            return
        }
        guard let slot = markerLeavingRow(marker) else { throw .internalError("failed to find a leaving row") }
        let leaving = rowBasic[slot]
        var row = takeRow(slot)
        row.solve(lhs: leaving, rhs: marker)
        substitute(marker, with: row)
    }

    /// Moves a constraint's constant by `delta` (on its expression): the rows holding its marker shift
    /// and the ones that turn negative are queued for the dual simplex.
    func shiftConstant(marker: Int32, markerSign: Double, other: Int32, otherSign: Double, by delta: Double) {
        var slot = Int(basicRow[Int(marker)])
        if slot >= 0 {
            rows[slot].constant -= delta / markerSign
            if rows[slot].constant < 0 { infeasible.append(marker) }
            return
        }
        if other != 0 {
            slot = Int(basicRow[Int(other)])
            if slot >= 0 {
                rows[slot].constant -= delta / otherSign
                if rows[slot].constant < 0 { infeasible.append(other) }
                return
            }
        }
        for r in columns[Int(marker)] {
            let s = Int(r)
            let b = rowBasic[s]
            guard let i = rows[s].index(of: marker) else { continue }
            let a = rows[s].coefficients[i]
            rows[s].constant += a * delta / markerSign
            if rows[s].constant < 0 && kinds[Int(b)] != .external { infeasible.append(b) }
        }
    }

    /// Queues every restricted row with a negative constant.
    func collectInfeasibleRows() {
        for slot in rows.indices {
            let b = rowBasic[slot]
            if b == 0 || kinds[Int(b)] == .external { continue }
            let c = rows[slot].constant
            if c < 0 && !nearZero(c) { infeasible.append(b) }
        }
    }
}
