import Foundation
import PanelTestSupport
import Testing

@testable import PanelLayout

/// PanelLayout against an independent implementation: `kiwi_reference.py` builds random systems (mixed
/// strengths, edits, removals, constant changes, unsatisfiable constraints) and solves them with
/// kiwisolver, the C++ Kiwi solver from PyPI; the same operations replayed here must reach the same values
/// within 1e-6 and refuse the same constraints.
@Suite("Solver: agreement with kiwisolver")
struct SolverAgreementTests {
    struct Reference: Decodable {
        let kiwisolver: String
        let systems: [System]
    }

    struct System: Decodable {
        let variables: Int
        let ops: [Operation]
    }

    struct Operation: Decodable {
        let op: String
        let id: Int?
        let terms: [[Double]]?
        let constant: Double?
        let relation: String?
        let strength: Double?
        let accepted: Bool?
        let `var`: Int?
        let value: Double?
        let values: [Double]?
    }

    /// The Python that has kiwisolver: `PANEL_PYTHON`, else the Makefile's virtual environment, else
    /// `python3` on the path.
    static func python(root: URL) -> String {
        if let p = ProcessInfo.processInfo.environment["PANEL_PYTHON"], !p.isEmpty { return p }
        let venv = root.appendingPathComponent(".build/python/bin/python3").path
        if FileManager.default.isExecutableFile(atPath: venv) { return venv }
        return "/usr/bin/env"
    }

    static func runReference(systems: Int) throws -> Reference {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
        let script = here.appendingPathComponent("kiwi_reference.py").path
        let python = python(root: root)
        let args = ["--systems", String(systems)]
        // Bounded: the reference solves its systems in seconds; 300 s covers a very busy machine.
        let run = try ChildProcess.run(
            python, python == "/usr/bin/env" ? ["python3", script] + args : [script] + args, timeout: 300)
        guard run.status == 0, !run.signalled else {
            let message = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            let how = run.timedOut ? "was still running after 300 s" : "exited \(run.status)"
            throw ReferenceError(
                message: "\(python) kiwi_reference.py \(how): \(message) "
                    + "(make python-deps installs kiwisolver into .build/python)")
        }
        return try JSONDecoder().decode(Reference.self, from: Data(run.output.utf8))
    }

    struct ReferenceError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Replays one system; returns nil when it agrees, else what differed first.
    static func replay(_ system: System) -> String? {
        let vars = (0..<system.variables).map { Variable("v\($0)") }
        let solver = Solver()
        var constraints: [Int: Constraint] = [:]
        for (step, op) in system.ops.enumerated() {
            do {
                switch op.op {
                case "add":
                    var e = Expression(constant: op.constant!)
                    for t in op.terms! { e.add(vars[Int(t[0])], t[1]) }
                    let relation: Relation =
                        op.relation == "le" ? .lessThanOrEqual : (op.relation == "ge" ? .greaterThanOrEqual : .equal)
                    let c = Constraint(e, relation, strength: op.strength!)
                    constraints[op.id!] = c
                    do {
                        try solver.addConstraint(c)
                        if op.accepted == false { return "step \(step): accepted \(c), kiwi refused it" }
                    } catch .unsatisfiableConstraint {
                        if op.accepted == true { return "step \(step): refused \(c), kiwi accepted it" }
                        if solver.conflictingConstraints(with: c).last !== c {
                            return "step \(step): the conflict set does not end with the refused constraint"
                        }
                    }
                case "remove":
                    try solver.removeConstraint(constraints[op.id!]!)
                case "setConstant":
                    let c = constraints[op.id!]!
                    let old = c.expression.constant
                    do {
                        try solver.setConstant(of: c, to: op.constant!)
                        if op.accepted == false { return "step \(step): took constant \(op.constant!), kiwi refused" }
                    } catch .unsatisfiableConstraint {
                        if op.accepted == true { return "step \(step): refused constant \(op.constant!), kiwi took it" }
                        if c.expression.constant != old { return "step \(step): the refused constant stayed" }
                    }
                case "addEdit":
                    try solver.addEditVariable(vars[op.var!], strength: op.strength!)
                case "suggest":
                    try solver.suggestValue(vars[op.var!], op.value!)
                case "removeEdit":
                    try solver.removeEditVariable(vars[op.var!])
                case "check":
                    solver.updateVariables()
                    for (i, expected) in op.values!.enumerated() where abs(vars[i].value - expected) > 1e-6 {
                        return "step \(step): v\(i) = \(vars[i].value), kiwi \(expected)"
                    }
                default:
                    return "step \(step): unknown operation \(op.op)"
                }
            } catch {
                return "step \(step) (\(op.op)): \(error)"
            }
        }
        return nil
    }

    @Test func randomSystemsAgreeWithKiwisolver() throws {
        let reference = try Self.runReference(systems: 240)
        #expect(reference.systems.count >= 200)
        var agreed = 0
        var failures: [String] = []
        for (i, system) in reference.systems.enumerated() {
            if let failure = Self.replay(system) {
                failures.append("system \(i): \(failure)")
            } else {
                agreed += 1
            }
        }
        let checks = reference.systems.reduce(0) { $0 + $1.ops.filter { $0.op == "check" }.count }
        let refused = reference.systems.reduce(0) { $0 + $1.ops.filter { $0.accepted == false }.count }
        print(
            "kiwisolver \(reference.kiwisolver): \(agreed)/\(reference.systems.count) systems agree "
                + "(\(checks) checkpoints, \(refused) refusals)")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(agreed == reference.systems.count)
    }
}
