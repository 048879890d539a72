import FoundationEssentials
import PanelLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The same constraint systems timed with kiwisolver (the C++ Kiwi solver) through its Python binding,
/// in the same run: a Python script gets the system as JSON, builds Kiwi's constraint objects (not timed),
/// then times adding them all to a new solver plus `updateVariables()` (from nothing), and
/// `suggestValue` plus `updateVariables()` for each value of the drag (the edit path). The times include
/// the Python calls around each C++ call (one per constraint, one per suggestion).
enum KiwiReference {
    /// The system sent to Python.
    struct System: Codable {
        struct Term: Codable {
            var variable: Int
            var coefficient: Double
        }
        struct Item: Codable {
            var terms: [Term]
            var constant: Double
            var relation: String
            var strength: Double
        }
        var variables: Int
        var constraints: [Item]
        /// The constraint whose constant the drag edits (through an edit variable in both solvers).
        var editIndex: Int
        /// The edited constraint's constant when exported: with the edit variable `e` its expression
        /// becomes `expression + editShift - e`, so that suggesting the constant itself reproduces it.
        var editShift: Double
        var editStrength: Double
        var values: [Double]
        var repeats: Int
    }

    /// What Python measured.
    struct Timings: Codable {
        var version: String
        var python: String
        var fromNothingMs: [Double]
        var editMs: [Double]
        /// Every variable's value after the from-nothing solve (to check the two solvers agree).
        var values: [Double]
    }

    /// The Python to use: `PANEL_PYTHON`, else the Makefile's virtual environment, else `python3`.
    static var python: String {
        if let p = getenv("PANEL_PYTHON").map({ String(cString: $0) }), !p.isEmpty { return p }
        let venv = ".build/python/bin/python3"
        if access(venv, X_OK) == 0 { return venv }
        return "python3"
    }

    /// Runs the script on `system`.
    /// - Throws: `KiwiUnavailable` with the reason when Python or kiwisolver cannot run it.
    static func time(_ system: System) throws -> Timings {
        let stamp = "\(getpid())-\(Int.random(in: 0..<1_000_000))"
        let input = "/tmp/panel-bench-kiwi-\(stamp).json"
        let scriptPath = "/tmp/panel-bench-kiwi-\(stamp).py"
        let errors = "/tmp/panel-bench-kiwi-\(stamp).err"
        defer {
            unlink(input)
            unlink(scriptPath)
            unlink(errors)
        }
        try BenchReport.write(Array(try JSONEncoder().encode(system)), to: input)
        try BenchReport.write(Array(script.utf8), to: scriptPath)
        guard let pipe = popen("'\(python)' '\(scriptPath)' '\(input)' 2>'\(errors)'", "r") else {
            throw KiwiUnavailable(reason: "cannot start \(python) (errno \(errno))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, pipe)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
        }
        let status = pclose(pipe)
        if status != 0 {
            var reason = "\(python) exited with status \(status)"
            if let f = fopen(errors, "r") {
                var line = [CChar](repeating: 0, count: 512)
                if fgets(&line, 512, f) != nil {
                    reason +=
                        ": "
                        + String(
                            decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                fclose(f)
            }
            throw KiwiUnavailable(reason: reason + " (make python-deps installs kiwisolver into .build/python)")
        }
        return try JSONDecoder().decode(Timings.self, from: Data(output))
    }

    /// Why kiwisolver could not be timed.
    struct KiwiUnavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    static let script = """
        import json, sys, time
        import kiwisolver as kiwi

        d = json.load(open(sys.argv[1]))

        def constraints(variables, edit=None):
            out = []
            for i, c in enumerate(d["constraints"]):
                e = c["constant"]
                for t in c["terms"]:
                    e = e + t["coefficient"] * variables[t["variable"]]
                if edit is not None and i == d["editIndex"]:
                    e = e + d["editShift"] - edit
                r = c["relation"]
                cn = (e <= 0) if r == "le" else ((e >= 0) if r == "ge" else (e == 0))
                out.append(cn | c["strength"])
            return out

        from_nothing = []
        values = []
        for _ in range(d["repeats"]):
            vs = [kiwi.Variable("v%d" % i) for i in range(d["variables"])]
            cs = constraints(vs)
            t0 = time.thread_time_ns()
            s = kiwi.Solver()
            for c in cs:
                s.addConstraint(c)
            s.updateVariables()
            from_nothing.append((time.thread_time_ns() - t0) / 1e6)
            values = [v.value() for v in vs]

        vs = [kiwi.Variable("v%d" % i) for i in range(d["variables"])]
        edit = kiwi.Variable("edit")
        s = kiwi.Solver()
        for c in constraints(vs, edit):
            s.addConstraint(c)
        s.addEditVariable(edit, d["editStrength"])
        times = []
        for v in d["values"]:
            t0 = time.thread_time_ns()
            s.suggestValue(edit, v)
            s.updateVariables()
            times.append((time.thread_time_ns() - t0) / 1e6)

        print(json.dumps({"version": kiwi.__version__, "python": sys.version.split()[0],
                          "fromNothingMs": from_nothing, "editMs": times, "values": values}))
        """
}
