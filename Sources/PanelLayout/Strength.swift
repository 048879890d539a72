/// Constraint strengths as Kiwi defines them: three tiers (strong, medium, weak) packed into one number, and
/// `required` above them all. A constraint with a strength below `required` may be violated; the solver
/// minimises the sum of its violations, each weighted by its strength.
public enum Strength {
    /// `a` strong + `b` medium + `c` weak, each tier clamped to 0...1000 after scaling by `weight`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Double {
        var result = 0.0
        result += max(0, min(1000, a * w)) * 1_000_000
        result += max(0, min(1000, b * w)) * 1000
        result += max(0, min(1000, c * w))
        return result
    }

    /// A constraint that must hold.
    public static let required = create(1000, 1000, 1000)
    /// The strongest tier below required.
    public static let strong = create(1, 0, 0)
    /// The middle tier.
    public static let medium = create(0, 1, 0)
    /// The weakest tier.
    public static let weak = create(0, 0, 1)

    /// `value` clamped to 0...required.
    public static func clip(_ value: Double) -> Double {
        max(0, min(required, value))
    }
}
