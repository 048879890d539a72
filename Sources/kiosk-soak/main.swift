import KioskApp
import PanelKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// kiosk-soak: the whole kiosk offscreen under random multitouch for a while (see `Soak`).
let usage = """
    usage: kiosk-soak [--duration SECONDS] [--seed N] [--size WxH] [--warm-up SECONDS]
                      [--max-rss-growth PERCENT] [--progress SECONDS] [--markdown FILE] [--content DIR]

      --duration SECONDS      wall-clock time of the storm (default 60)
      --seed N                random seed (default: from the clock; printed, so a run can be repeated)
      --size WxH              the offscreen panel (default 800x480)
      --warm-up SECONDS       when the memory baseline is taken (default: a quarter of the run, at most 20)
      --max-rss-growth PERCENT
                              resident memory growth after warm-up that fails the run (default 5)
      --progress SECONDS      a progress line this often (default: every 60 s on runs over 2 minutes)
      --markdown FILE         also write the figures as a markdown table
      --content DIR           the content folder (default: as the kiosk finds it)

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
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    if flag == "--help" || flag == "-h" {
        print(usage)
        exit(0)
    }
    guard let value = arguments.first else { fail("\(flag) needs a value (see --help)") }
    arguments.removeFirst()
    switch flag {
    case "--duration":
        guard let v = Double(value), v > 0, v <= 7 * 86400 else { fail("--duration expects seconds, got '\(value)'") }
        options.duration = v
    case "--seed":
        guard let v = UInt64(value) else { fail("--seed expects a whole number, got '\(value)'") }
        seed = v
    case "--size":
        let parts = value.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else {
            fail("--size expects WxH (e.g. 800x480), got '\(value)'")
        }
        options.width = parts[0]
        options.height = parts[1]
    case "--warm-up":
        guard let v = Double(value), v >= 0 else { fail("--warm-up expects seconds, got '\(value)'") }
        warmUp = v
    case "--max-rss-growth":
        guard let v = Double(value), v >= 0 else { fail("--max-rss-growth expects a percentage, got '\(value)'") }
        options.maxRSSGrowth = v / 100
    case "--progress":
        guard let v = Double(value), v >= 0 else { fail("--progress expects seconds, got '\(value)'") }
        progress = v
    case "--markdown":
        markdown = value
    case "--content":
        contentArguments += ["--content", value]
    default:
        fail("unknown flag \(flag) (see --help)")
    }
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
