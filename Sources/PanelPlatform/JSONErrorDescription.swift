/// One-line descriptions of JSON decoding errors that name the field (`missing "y" at .events[0]`), for
/// messages about files people write by hand: touch scripts, the kiosk's content.
public enum JSONErrorDescription {
    /// What is wrong and where, without Foundation's multi-line debug text.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let ctx):
            return "missing \"\(key.stringValue)\" at \(path(ctx.codingPath))"
        case DecodingError.typeMismatch(_, let ctx), DecodingError.valueNotFound(_, let ctx):
            return "wrong type at \(path(ctx.codingPath))"
        case DecodingError.dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(ctx.codingPath))"
        default:
            return "not valid JSON"
        }
    }

    /// A coding path as `.events[3].x`.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
