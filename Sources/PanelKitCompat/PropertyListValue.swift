#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One property list value (what `UserDefaults` stores and an `Info.plist` holds), coded through
/// Foundation's property list coders so each kind keeps its own element: `<true/>`, `<integer>`, `<real>`,
/// `<string>`, `<data>`, `<date>`, `<array>`, `<dict>`.
enum PropertyListValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case data(Data)
    case date(Date)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// `value` as a property list value; nil for anything a property list cannot hold.
    init?(_ value: Any) {
        switch value {
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .integer(v)
        case let v as Int8: self = .integer(Int(v))
        case let v as Int16: self = .integer(Int(v))
        case let v as Int32: self = .integer(Int(v))
        case let v as Int64: self = .integer(Int(v))
        case let v as UInt8: self = .integer(Int(v))
        case let v as UInt16: self = .integer(Int(v))
        case let v as UInt32: self = .integer(Int(v))
        case let v as Double: self = .real(v)
        case let v as Float: self = .real(Double(v))
        case let v as String: self = .string(v)
        case let v as Substring: self = .string(String(v))
        case let v as Data: self = .data(v)
        case let v as [UInt8]: self = .data(Data(v))
        case let v as Date: self = .date(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as [Any]:
            var items: [PropertyListValue] = []
            for item in v {
                guard let converted = PropertyListValue(item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case let v as [String: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, item) in v {
                guard let converted = PropertyListValue(item) else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        default: return nil
        }
    }

    /// The value as Foundation hands it back: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`, `[Any]`,
    /// `[String: Any]`.
    var foundationValue: Any {
        switch self {
        case .bool(let v): v
        case .integer(let v): v
        case .real(let v): v
        case .string(let v): v
        case .data(let v): v
        case .date(let v): v
        case .array(let v): v.map(\.foundationValue)
        case .dictionary(let v): v.mapValues(\.foundationValue)
        }
    }

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [PropertyListValue] = []
            while !list.isAtEnd { items.append(try list.decode(PropertyListValue.self)) }
            self = .array(items)
            return
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var entries: [String: PropertyListValue] = [:]
            for key in keyed.allKeys {
                entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(entries)
            return
        }
        let single = try decoder.singleValueContainer()
        if let v = try? single.decode(Bool.self) {
            self = .bool(v)
        } else if let v = try? single.decode(Int.self) {
            self = .integer(v)
        } else if let v = try? single.decode(Double.self) {
            self = .real(v)
        } else if let v = try? single.decode(Date.self) {
            self = .date(v)
        } else if let v = try? single.decode(Data.self) {
            self = .data(v)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let items):
            var list = encoder.unkeyedContainer()
            for item in items { try list.encode(item) }
        case .dictionary(let entries):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, item) in entries { try keyed.encode(item, forKey: AnyKey(stringValue: key)) }
        case .bool(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .integer(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .real(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .string(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .data(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        case .date(let v):
            var single = encoder.singleValueContainer()
            try single.encode(v)
        }
    }

    /// Any string as a coding key.
    struct AnyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
