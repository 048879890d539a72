import PanelBench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// panel-bench: frame cost against memory bandwidth and raw pixman, damage, allocations, latency.
// The work is in the PanelBench library; this only reads the command line and writes the outputs.
let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    BenchConsole.error("panel-bench: \(error)")
    exit(2)
}
if options.showsHelp {
    print(BenchOptions.usage)
    exit(0)
}
if options.layoutOnly {
    do {
        let lines = try await MainActor.run {
            try PanelBenchmark.runLayout(options) { line in BenchConsole.error("panel-bench: \(line)") }
        }
        print(lines.joined(separator: "\n"))
    } catch {
        BenchConsole.error("panel-bench: \(error)")
        exit(1)
    }
    exit(0)
}
do {
    let report = try await PanelBenchmark.run(options) { line in BenchConsole.error("panel-bench: \(line)") }
    print(report.markdownReport())
    if let path = options.jsonPath {
        try report.writeJSON(to: path)
        BenchConsole.error("panel-bench: wrote \(path)")
    }
    if let path = options.markdownPath {
        try report.writeMarkdown(to: path)
        BenchConsole.error("panel-bench: wrote \(path)")
    }
    if let path = options.readmePath {
        try report.updateMarkdown(at: path)
        BenchConsole.error("panel-bench: updated \(path)")
    }
    if let path = options.chartPath {
        try report.writeChart(to: path)
        BenchConsole.error("panel-bench: wrote \(path)")
    }
} catch {
    BenchConsole.error("panel-bench: \(error)")
    exit(1)
}
