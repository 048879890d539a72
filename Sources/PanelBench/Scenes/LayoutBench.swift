import PanelKit
import PanelLayout
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The layout scenes: the profile screen (`LayoutProfileScreen`) laid out from nothing, and a drag that
/// edits one constant per frame. Each is timed through PanelKit (constraints to frames), through
/// PanelLayout alone on the same solver system, and through kiwisolver (Python binding) on that system.
/// Times are the thread's CPU time (here and in Python), so that other processes on a busy machine do not
/// count: on an idle one it is the wall time.
@MainActor
enum LayoutBench {
    static func measure(size: BenchSize, library: FontLibrary, samples: Int, dragFrames: Int) throws -> LayoutResult {
        let host = BenchApp(width: size.width, height: size.height, library: library)
        let screen = LayoutProfileScreen(library: library)
        screen.attach(to: host.window)
        try host.settle()
        let window = host.window

        // From nothing through PanelKit: the screen leaves the window (its constraints and variables leave
        // the engine) and comes back; the layout adds every constraint again, solves, and sets the frames.
        var panelKitTimes: [Double] = []
        var panelKitAllocations: [Int] = []
        for i in 0..<(samples + 3) {
            screen.root.removeFromSuperview()
            window.layoutIfNeeded()
            let a0 = AllocationCounter.count
            let t0 = Stopwatch.threadCPUNow()
            screen.attach(to: window)
            window.layoutIfNeeded()
            let t1 = Stopwatch.threadCPUNow()
            let a1 = AllocationCounter.count
            if i >= 3 {
                panelKitTimes.append(Double(t1 - t0) / 1e6)
                panelKitAllocations.append(a1 - a0)
            }
        }
        try host.settle()

        // The solver system of the screen, with fresh variables.
        let live = window.layoutEngineConstraints
        let edited = live.firstIndex { $0.owner === screen.cardTop }!
        let export = SolverSystem(live)
        let start = screen.cardTop.constant
        let values = (0..<dragFrames).map { k -> Double in
            start - 200 * (0.5 - 0.5 * cos(2 * Double.pi * Double(k) / 60))
        }

        // From nothing through PanelLayout alone.
        var solverTimes: [Double] = []
        var solverValues: [Double] = []
        for i in 0..<(samples + 3) {
            let (vars, constraints) = export.make(editIndex: nil)
            let t0 = Stopwatch.threadCPUNow()
            let s = Solver()
            for c in constraints { try s.addConstraint(c) }
            s.updateVariables()
            let t1 = Stopwatch.threadCPUNow()
            if i >= 3 { solverTimes.append(Double(t1 - t0) / 1e6) }
            solverValues = vars.map(\.value)
        }

        // The drag through PanelKit: one constant per frame, then layout (solve and frames).
        var editTimes: [Double] = []
        var editAllocations: [Int] = []
        for (k, v) in (values + values.prefix(10)).enumerated() {
            let a0 = AllocationCounter.count
            let t0 = Stopwatch.threadCPUNow()
            screen.cardTop.constant = v
            window.layoutIfNeeded()
            let t1 = Stopwatch.threadCPUNow()
            let a1 = AllocationCounter.count
            // The first frames grow the tableau's rows to their working size; time the steady drag.
            if k >= 10 {
                editTimes.append(Double(t1 - t0) / 1e6)
                editAllocations.append(a1 - a0)
            }
        }
        screen.cardTop.constant = start
        window.layoutIfNeeded()

        // The drag through PanelLayout alone: an edit variable for the card's constant.
        let (_, editConstraints) = export.make(editIndex: edited, shift: start)
        let editSolver = Solver()
        for c in editConstraints { try editSolver.addConstraint(c) }
        try editSolver.addEditVariable(export.editVariable, strength: Strength.strong)
        var suggestTimes: [Double] = []
        var suggestAllocations: [Int] = []
        for (k, v) in (values + values.prefix(10)).enumerated() {
            let a0 = AllocationCounter.count
            let t0 = Stopwatch.threadCPUNow()
            try editSolver.suggestValue(export.editVariable, v)
            editSolver.updateVariables()
            let t1 = Stopwatch.threadCPUNow()
            let a1 = AllocationCounter.count
            if k >= 10 {
                suggestTimes.append(Double(t1 - t0) / 1e6)
                suggestAllocations.append(a1 - a0)
            }
        }

        var result = LayoutResult(
            size: size.description, layoutConstraints: screen.layoutConstraintCount, solverConstraints: live.count,
            variables: export.variableCount, samples: solverTimes.count, dragFrames: editTimes.count,
            fromNothingMs: Statistics(panelKitTimes).median,
            fromNothingAllocations: Statistics(panelKitAllocations.map(Double.init)).median,
            solverFromNothingMs: Statistics(solverTimes).median,
            editFrameMs: Statistics(editTimes).median, editFrameP99Ms: Statistics(editTimes).p99,
            editFrameAllocations: Statistics(editAllocations.map(Double.init)).median,
            editFrameAllocationsMax: editAllocations.max() ?? 0,
            solverEditMs: Statistics(suggestTimes).median, solverEditP99Ms: Statistics(suggestTimes).p99,
            solverEditAllocationsMax: suggestAllocations.max() ?? 0,
            kiwi: nil, kiwiFromNothingMs: nil, kiwiEditMs: nil, kiwiEditP99Ms: nil, kiwiMaxDifference: nil)

        do {
            let timings = try KiwiReference.time(
                export.kiwiSystem(editIndex: edited, editShift: start, values: values, repeats: samples))
            result.kiwi = "kiwisolver \(timings.version) through its Python binding (Python \(timings.python))"
            result.kiwiFromNothingMs = Statistics(timings.fromNothingMs).median
            result.kiwiEditMs = Statistics(timings.editMs).median
            result.kiwiEditP99Ms = Statistics(timings.editMs).p99
            result.kiwiMaxDifference = zip(timings.values, solverValues).map { abs($0 - $1) }.max() ?? 0
        } catch {
            result.kiwi = "not timed: \(error)"
        }
        return result
    }
}

/// A solver system copied with fresh variables (so timing it leaves the live engine's alone), which can
/// be built again and again, with an edit variable in place of one constraint's constant, or as JSON for
/// kiwisolver.
struct SolverSystem {
    struct Item {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var strength: Double
    }

    var items: [Item] = []
    var variableCount = 0
    let editVariable = Variable("edit")

    @MainActor
    init(_ constraints: [Constraint]) {
        var index: [ObjectIdentifier: Int] = [:]
        for c in constraints {
            var terms: [(Int, Double)] = []
            for t in c.expression.terms {
                let id = ObjectIdentifier(t.variable)
                let i = index[id] ?? index.count
                index[id] = i
                terms.append((i, t.coefficient))
            }
            items.append(
                Item(terms: terms, constant: c.expression.constant, relation: c.relation, strength: c.strength))
        }
        variableCount = index.count
    }

    /// New variables and constraints; with `editIndex`, that constraint's expression gets `+ shift - edit`
    /// (with `shift` the layout constant it was exported with, suggesting a constant for `edit` gives the
    /// constraint with that constant).
    func make(editIndex: Int?, shift: Double = 0) -> ([Variable], [Constraint]) {
        let vars = (0..<variableCount).map { Variable("v\($0)") }
        var out: [Constraint] = []
        out.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            var e = Expression(constant: item.constant)
            for (i, a) in item.terms { e.add(vars[i], a) }
            if k == editIndex {
                e.constant += shift
                e.add(editVariable, -1)
            }
            out.append(Constraint(e, item.relation, strength: item.strength))
        }
        return (vars, out)
    }

    func kiwiSystem(editIndex: Int, editShift: Double, values: [Double], repeats: Int) -> KiwiReference.System {
        KiwiReference.System(
            variables: variableCount,
            constraints: items.map { item in
                KiwiReference.System.Item(
                    terms: item.terms.map { KiwiReference.System.Term(variable: $0.0, coefficient: $0.1) },
                    constant: item.constant,
                    relation: item.relation == .lessThanOrEqual ? "le" : (item.relation == .equal ? "eq" : "ge"),
                    strength: item.strength)
            }, editIndex: editIndex, editShift: editShift, editStrength: Strength.strong, values: values,
            repeats: repeats)
    }
}
