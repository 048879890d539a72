import PanelPlatform
import Testing

@Suite("The flag parser")
struct FlagParserTests {
    let parser = FlagParser(
        specs: [
            FlagSpec("--size", value: "WxH", help: "the size"),
            FlagSpec("--quick", help: "fast"),
            FlagSpec("--tag", value: "NAME", help: "a tag", repeatable: true),
            FlagSpec("--help", help: "help", aliases: ["-h"]),
        ], positionals: "FILE")

    @Test func valuesFollowOrComeAfterAnEqualsSign() throws {
        let f = try parser.parse(["--size", "800x480", "--tag=a", "--tag", "b", "-h", "in.json", "--quick"])
        #expect(try f.size("--size")! == (800, 480))
        #expect(f.strings("--tag") == ["a", "b"])
        #expect(f.has("--help") && f.has("--quick"))
        #expect(f.positionals == ["in.json"])
    }

    @Test func aDoubleDashEndsTheFlags() throws {
        let f = try parser.parse(["--quick", "--", "--size"])
        #expect(f.positionals == ["--size"])
        #expect(!f.has("--size"))
    }

    @Test(arguments: [
        (["--nope"], "unknown flag --nope"),
        (["--size"], "--size needs a value (WxH)"),
        (["--size", "--quick"], "--size needs a value (WxH)"),
        (["--size="], "--size needs a value (WxH)"),
        (["--quick=yes"], "--quick takes no value"),
        (["--quick", "--quick"], "--quick given twice"),
    ])
    func mistakesAreOneLineSayingWhat(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parser.parse(arguments) }
    }

    @Test func typedReadersRefuseMalformedValues() throws {
        let f = try parser.parse(["--size", "800by480", "--tag", "12"])
        #expect(throws: UsageError("--size expects WxH (e.g. 800x480), got '800by480'")) { try f.size("--size") }
        #expect(try f.int("--tag", in: 1...20) == 12)
        #expect(throws: UsageError("--tag expects a whole number from 1 to 5, got '12'")) {
            try f.int("--tag", in: 1...5)
        }
        #expect(throws: UsageError("--tag expects a number from 0.0 to 1.0, got '12'")) {
            try f.double("--tag", in: 0...1)
        }
        #expect(ParsedFlags.parseSize("0x480") == nil)
        #expect(ParsedFlags.parseSize("800x") == nil)
    }

    @Test func withoutPositionalsAStrayArgumentIsRefused() {
        let strict = FlagParser(specs: [FlagSpec("--quick", help: "fast")])
        #expect(throws: UsageError("unexpected argument 'stray'")) { try strict.parse(["stray"]) }
    }

    @Test func helpListsEveryFlagAligned() {
        let lines = parser.help.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("  --size WxH") && lines[0].hasSuffix("the size"))
        #expect(lines[3].hasPrefix("  --help, -h"))
        // Every help text starts in the same column.
        let column = lines.map { line in
            let chars = Array(line)
            return (1..<chars.count).last { chars[$0 - 1] == " " && chars[$0 - 2] == " " && chars[$0] != " " } ?? 0
        }
        #expect(Set(column).count == 1)
    }
}
