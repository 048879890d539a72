/// Foundation's `ObjCBool`: the `stop` flag enumeration blocks are handed (`stop.pointee = true`). Like
/// `NSRange`, it is ambiguous in a file that also imports Foundation.
public struct ObjCBool: ExpressibleByBooleanLiteral, Hashable, Sendable {
    /// The flag's value.
    public var boolValue: Bool

    public init(_ value: Bool) { boolValue = value }

    public init(booleanLiteral value: Bool) { boolValue = value }
}
