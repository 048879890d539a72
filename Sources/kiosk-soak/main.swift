import KioskApp
import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// kiosk-soak: the whole kiosk offscreen under random multitouch for a while (see `Soak`).
let flags = [
    FlagSpec("--duration", value: "SECONDS", help: "wall-clock time of the storm (default 60)"),
    FlagSpec(
        "--seed", value: "N", help: "random seed (default: from the clock; printed, so a run can be repeated)"),
    FlagSpec("--size", value: "WxH", help: "the offscreen panel (default 800x480)"),
    FlagSpec(
        "--warm-up", value: "SECONDS",
        help: "when the memory baseline is taken (default: a quarter of the run, at most 20)"),
    FlagSpec(
        "--max-rss-growth", value: "PERCENT|off",
        help: "resident memory growth after warm-up that fails the run (default 5); 'off' reports it only"),
    FlagSpec(
        "--progress", value: "SECONDS", help: "a progress line this often (default: every 60 s on runs over 2 min)"),
    FlagSpec("--markdown", value: "FILE", help: "also write the figures as a markdown table"),
    FlagSpec("--content", value: "DIR", help: "the content folder (default: as the kiosk finds it)"),
    FlagSpec("--help", help: "this text", aliases: ["-h"]),
]
let parser = FlagParser(specs: flags)

let usage = """
    usage: kiosk-soak [--duration SECONDS] [--seed N] [--size WxH] [--warm-up SECONDS]
                      [--max-rss-growth PERCENT|off] [--progress SECONDS] [--markdown FILE] [--content DIR]

    \(parser.help)

    Exits 0 when the run passed (no descriptor leaked, memory within the limit, the kiosk idle after the
    last touch), 1 when a check failed, 2 for a bad flag. A crash is a crash: the shell sees its signal.
    """

func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buf in _ = write(2, buf.baseAddress, buf.count) }
}

func fail(_ message: String) -> Never {
    printError("kiosk-soak: \(message)")
    exit(2)
}

var options = Soak.Options()
var warmUp: Double?
var progress: Double?
var markdown: String?
var contentArguments = ["kiosk-soak"]
var seed: UInt64?
do {
    let parsed = try parser.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed.has("--help") {
        print(usage)
        exit(0)
    }
    if let v = try parsed.double("--duration", in: 0.001...(7 * 86400)) { options.duration = v }
    seed = try parsed.value("--seed", expected: "a whole number") { UInt64($0) }
    if let size = try parsed.size("--size") {
        guard (16...8192).contains(size.width), (16...8192).contains(size.height) else {
            throw UsageError("--size expects WxH between 16 and 8192 (e.g. 800x480)")
        }
        options.width = size.width
        options.height = size.height
    }
    warmUp = try parsed.double("--warm-up", in: 0...(7 * 86400))
    if let v = try parsed.value(
        "--max-rss-growth", expected: "a percentage or 'off'",
        { text -> Double? in
            text == "off" ? Double.infinity : Double(text).flatMap { $0 >= 0 ? $0 / 100 : nil }
        })
    {
        options.maxRSSGrowth = v
    }
    progress = try parsed.double("--progress", in: 0...(7 * 86400))
    markdown = parsed.string("--markdown")
    if let dir = parsed.string("--content") { contentArguments += ["--content", dir] }
} catch {
    fail("\(error)")
}
options.seed = seed ?? UInt64(MonotonicClock().now * 1e6) % 1_000_000
options.warmUp = warmUp ?? min(20, options.duration / 4)
options.progressInterval = progress ?? (options.duration > 120 ? 60 : 0)

let directory = ContentDirectory.resolve(arguments: contentArguments).path
let content = ContentLoader.load(directory: directory)
for issue in content.issues { printError("kiosk-soak: content: \(issue)") }
printError(
    "kiosk-soak: seed \(options.seed), \(options.width)x\(options.height), \(Int(options.duration)) s,"
        + " warm-up \(Int(options.warmUp)) s (repeat with --seed \(options.seed))")

let report: SoakReport
do {
    report = try MainActor.assumeIsolated {
        try Soak(options: options, content: content).run(progress: printError)
    }
} catch {
    printError("kiosk-soak: a frame failed: \(error)")
    exit(1)
}
for line in report.lines { print(line) }
if let path = markdown {
    guard let f = fopen(path, "w") else { fail("\(path): cannot write the markdown; check the folder") }
    fputs(report.markdown + "\n", f)
    fclose(f)
}
exit(report.failures.isEmpty ? 0 : 1)
