/// An animation of one layer property, as `CAPropertyAnimation`: `keyPath` names the property ("opacity",
/// "strokeEnd", "transform.scale"...) and `isAdditive` adds the animation's values to what shows beneath
/// (the model value or an earlier animation's) instead of replacing it.
///
/// Subclasses give `value(atPassTime:model:)`; this class shows it under the key path while it applies.
@MainActor
public class PropertyAnimation: Animation {
    /// The layer property animated.
    public var keyPath: String?
    /// Whether the values are added to the value beneath instead of replacing it.
    public var isAdditive = false

    /// An animation of `keyPath`, as `init(keyPath:)`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    override func take(from other: Animation) {
        super.take(from: other)
        guard let other = other as? PropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The value `time` seconds into a pass, with `model` filling a missing end (0 for an additive
    /// animation); nil shows the value beneath.
    func value(atPassTime time: Double, model: Double) -> Double? { nil }

    override func present(at elapsed: Double, model: (String) -> Double, into shown: inout [String: Double]) -> Bool {
        let (time, done, shows) = passTime(at: elapsed)
        guard shows, let keyPath else { return done }
        let beneath = shown[keyPath] ?? model(keyPath)
        guard let v = value(atPassTime: time, model: isAdditive ? 0 : model(keyPath)) else { return done }
        shown[keyPath] = isAdditive ? beneath + v : v
        return done
    }

    /// A number given as any of Swift's number types; nil for anything else and for NaN.
    static func number(_ value: Any?) -> Double? {
        let n: Double? =
            switch value {
            case let v as Double: v
            case let v as Float: Double(v)
            case let v as Int: Double(v)
            case let v as Int32: Double(v)
            case let v as UInt: Double(v)
            default: nil
            }
        return n?.isNaN == true ? nil : n
    }
}
