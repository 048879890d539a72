import Foundation
import Testing

/// README.md's module map must say what Package.swift says: every library, executable and C module in one row,
/// and each row's "imports" column exactly the package dependencies of its modules.
@Suite("README's module map")
struct ModuleMapTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(3)  // Tests/PanelPlatformTests/ModuleMapTests.swift
        return parts.joined(separator: "/")
    }()

    static func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + name)), as: UTF8.self)
    }

    /// Every non-test target of Package.swift with its dependencies (target names only).
    static func packageTargets() throws -> [String: Set<String>] {
        let text = try read("Package.swift")
        var targets: [String: Set<String>] = [:]
        let kinds = [".target(", ".executableTarget(", ".systemLibrary("]
        var rest = Substring(text)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            // The call runs to its balancing parenthesis.
            var depth = 0
            var end = start.upperBound
            var index = rest.index(before: start.upperBound)
            while index < rest.endIndex {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                index = rest.index(after: index)
            }
            let call = rest[start.upperBound..<end]
            rest = rest[end...]
            guard let name = quoted(after: "name:", in: call) else { continue }
            var deps: Set<String> = []
            if let open = call.range(of: "dependencies: [") {
                let list = call[open.upperBound...].prefix { $0 != "]" }
                for piece in list.split(separator: "\"") where piece.allSatisfy({ $0.isLetter || $0 == "-" }) {
                    deps.insert(String(piece))
                }
            }
            targets[name] = deps
        }
        return targets
    }

    static func quoted(after label: String, in text: Substring) -> String? {
        guard let r = text.range(of: label) else { return nil }
        let after = text[r.upperBound...].drop { $0 != "\"" }.dropFirst()
        return String(after.prefix { $0 != "\"" })
    }

    /// The module map's rows: (modules, imports).
    static func readmeRows() throws -> [(modules: Set<String>, imports: Set<String>)] {
        let text = try read("README.md")
        guard let start = text.range(of: "## Module map") else { return [] }
        var rows: [(Set<String>, Set<String>)] = []
        for line in text[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("|") }) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { continue }
            rows.append((names(cells[1]), names(cells[3])))
        }
        return rows
    }

    /// The `code` spans of a cell.
    static func names(_ cell: String) -> Set<String> {
        Set(
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) })
    }

    @Test func everyModuleHasOneRowWhoseImportsAreItsDependencies() throws {
        let targets = try Self.packageTargets()
        let rows = try Self.readmeRows()
        #expect(targets.count > 10, "Package.swift was not read")
        #expect(!rows.isEmpty, "README.md has no module map table")
        var seen: [String: Int] = [:]
        for row in rows {
            for m in row.modules { seen[m, default: 0] += 1 }
            let deps = row.modules.compactMap { targets[$0] }.reduce(into: Set<String>()) { $0.formUnion($1) }
            let expected = deps.subtracting(row.modules)
            #expect(
                row.imports == expected,
                "README's row for \(row.modules.sorted()) lists imports \(row.imports.sorted()); Package.swift says \(expected.sorted())"
            )
        }
        for name in targets.keys.sorted() {
            #expect(seen[name] == 1, "\(name) is in \(seen[name] ?? 0) rows of README's module map (should be 1)")
        }
        for name in seen.keys.sorted() where targets[name] == nil {
            Issue.record("README's module map names \(name), which Package.swift does not have")
        }
    }
}
