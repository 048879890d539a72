/// The one command-line parser of PanelKit's programs (apps through `PanelApp`, panel-bench, panel-touch).
///
/// Flags are declared as `FlagSpec`s; a value follows as the next argument or after `=` (`--size=800x480`);
/// `--` ends the flags. Anything malformed is a `UsageError` with one line saying what, which a program
/// prints before exiting with status 2.
///
/// ```swift
/// let parser = FlagParser(specs: [FlagSpec("--size", value: "WxH", help: "the size"), FlagSpec("--quick", help: "fast")])
/// let flags = try parser.parse(["--size", "800x480", "--quick"])
/// let size = try flags.size("--size")   // (800, 480)
/// ```
public struct FlagParser: Sendable {
    public let specs: [FlagSpec]
    /// Whether arguments that are not flags are accepted (and how they are named in errors).
    public let positionals: String?

    /// - Parameters:
    ///   - specs: the flags; names must be unique.
    ///   - positionals: a name for the non-flag arguments the program takes (`SCRIPT.json`), or nil to refuse
    ///     any.
    public init(specs: [FlagSpec], positionals: String? = nil) {
        self.specs = specs
        self.positionals = positionals
    }

    private func spec(named name: String) -> FlagSpec? {
        specs.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Parses `arguments` (without the program's name).
    /// - Throws: `UsageError` for an unknown flag, a missing or unexpected value, a repeated flag, or an
    ///   argument that is not a flag where none is taken.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedFlags {
        var parsed = ParsedFlags()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                guard positionals != nil else { throw UsageError("unexpected argument '\(argument)'") }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let spec = spec(named: name) else { throw UsageError("unknown flag \(name)") }
            if parsed.values[spec.name] != nil && !spec.repeatable {
                throw UsageError("\(spec.name) given twice")
            }
            guard spec.valueName != nil else {
                if inline != nil { throw UsageError("\(spec.name) takes no value") }
                parsed.values[spec.name, default: []].append("")
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if i < arguments.count, !arguments[i].hasPrefix("--") {
                value = arguments[i]
                i += 1
            } else {
                throw UsageError("\(spec.name) needs a value (\(spec.valueName!))")
            }
            if value.isEmpty { throw UsageError("\(spec.name) needs a value (\(spec.valueName!))") }
            parsed.values[spec.name, default: []].append(value)
        }
        return parsed
    }

    /// The flags' help, one flag per line, aligned, wrapped to 110 columns.
    public var help: String {
        let width = min(30, (specs.map(\.synopsis.count).max() ?? 0) + 2)
        var lines: [String] = []
        for spec in specs {
            let head = "  " + spec.synopsis
            var words = spec.help.split(separator: " ").map(String.init)
            var line = head.count >= width + 2 ? head : head + String(repeating: " ", count: width + 2 - head.count)
            if head.count >= width + 2 {
                lines.append(line)
                line = String(repeating: " ", count: width + 2)
            }
            var first = true
            while !words.isEmpty {
                let word = words.removeFirst()
                if !first && line.count + 1 + word.count > 110 {
                    lines.append(line)
                    line = String(repeating: " ", count: width + 2) + word
                } else {
                    line += (first ? "" : " ") + word
                }
                first = false
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
