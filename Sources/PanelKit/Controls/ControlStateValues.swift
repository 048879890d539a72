/// Values a control keeps per state, as UIKit's `setTitle(_:for:)` family keeps them: each state, plain or
/// combined (`[.selected, .highlighted]`), has its own value, and a state without one uses the normal
/// state's ("if a property is not specified for a state, the default is to use the normal value").
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// Whether no state has a value.
    var isEmpty: Bool { values.isEmpty }

    /// The value for `state`: its own, else the normal state's.
    subscript(state: Control.State) -> Value? {
        values[state.rawValue] ?? values[Control.State.normal.rawValue]
    }

    /// The value set for exactly `state`, without the fallback.
    func own(_ state: Control.State) -> Value? { values[state.rawValue] }

    /// Sets (or, with nil, removes) the value for `state`.
    mutating func set(_ value: Value?, for state: Control.State) {
        values[state.rawValue] = value
    }
}
