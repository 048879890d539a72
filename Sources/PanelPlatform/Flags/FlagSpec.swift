/// One command-line flag a program accepts: its name, whether it takes a value, and its help line.
public struct FlagSpec: Hashable, Sendable {
    /// The flag with its dashes, e.g. `--size`.
    public var name: String
    /// What the value looks like in the help (`WxH`, `PATH`), or nil for a switch that takes no value.
    public var valueName: String?
    /// One line of help (longer text wraps in the usage output).
    public var help: String
    /// Whether the flag may be given more than once (every value is kept).
    public var repeatable: Bool
    /// Other spellings (`-h` for `--help`).
    public var aliases: [String]

    /// A flag with a value, e.g. `FlagSpec("--size", value: "WxH", help: "...")`.
    public init(_ name: String, value: String, help: String, repeatable: Bool = false, aliases: [String] = []) {
        self.name = name
        self.valueName = value
        self.help = help
        self.repeatable = repeatable
        self.aliases = aliases
    }

    /// A switch without a value, e.g. `FlagSpec("--quick", help: "...")`.
    public init(_ name: String, help: String, aliases: [String] = []) {
        self.name = name
        self.valueName = nil
        self.help = help
        self.repeatable = false
        self.aliases = aliases
    }

    /// The flag as the help shows it: `--size WxH`.
    var synopsis: String {
        ([name] + aliases).joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }
}
