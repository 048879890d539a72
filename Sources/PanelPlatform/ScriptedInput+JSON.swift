#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ScriptedInput {
    private struct Script: Decodable {
        struct Event: Decodable {
            var t: Double
            var id: Int
            var phase: TouchPhase
            var x: Double
            var y: Double
        }
        var events: [Event]
    }

    /// Parses a touch script: `{"events": [{"t": 0.0, "id": 0, "phase": "began", "x": 10, "y": 20}]}`.
    ///
    /// - Parameter source: names the script in errors (a path, or "inline").
    /// - Throws: `TouchScriptError` naming the source and what is wrong.
    public static func parse(json: [UInt8], source: String) throws(TouchScriptError) -> ScriptedInput {
        let script: Script
        do {
            script = try JSONDecoder().decode(Script.self, from: Data(json))
        } catch {
            throw TouchScriptError(path: source, reason: JSONErrorDescription.describe(error))
        }
        var open: Set<Int> = []
        for (i, e) in script.events.enumerated() {
            guard e.t.isFinite, e.x.isFinite, e.y.isFinite, e.t >= 0 else {
                throw TouchScriptError(path: source, reason: "event \(i) has a negative or non-finite number")
            }
            switch e.phase {
            case .began:
                if open.contains(e.id) {
                    throw TouchScriptError(path: source, reason: "event \(i): touch \(e.id) begins twice")
                }
                open.insert(e.id)
            case .moved, .stationary:
                if !open.contains(e.id) {
                    throw TouchScriptError(path: source, reason: "event \(i): touch \(e.id) moves before it began")
                }
            case .ended, .cancelled:
                if open.remove(e.id) == nil {
                    throw TouchScriptError(path: source, reason: "event \(i): touch \(e.id) ends before it began")
                }
            }
        }
        return ScriptedInput(
            events: script.events.map {
                TouchEvent(id: $0.id, phase: $0.phase, location: .init(x: $0.x, y: $0.y), timestamp: $0.t)
            })
    }

    /// Reads a touch script file.
    /// - Throws: `TouchScriptError` naming the file: missing, unreadable, or malformed.
    public static func load(path: String) throws(TouchScriptError) -> ScriptedInput {
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw TouchScriptError(path: path, reason: "cannot read the file")
        }
        return try parse(json: bytes, source: path)
    }

    /// Writes the script as JSON to `path`.
    /// - Throws: `TouchScriptError` naming the file when it cannot be written.
    public func write(path: String) throws(TouchScriptError) {
        do {
            try Data(jsonString().utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw TouchScriptError(path: path, reason: "check that the folder exists and is writable", writing: true)
        }
    }

    /// The script as JSON, in the format `parse(json:source:)` reads.
    public func jsonString() -> String {
        var out = "{\"events\": [\n"
        for (i, e) in events.enumerated() {
            out += "  {\"t\": \(e.timestamp), \"id\": \(e.id), \"phase\": \"\(e.phase.rawValue)\", "
            out += "\"x\": \(e.location.x), \"y\": \(e.location.y)}"
            out += i == events.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }
}
