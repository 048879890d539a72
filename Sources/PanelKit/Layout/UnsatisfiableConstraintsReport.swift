/// What Auto Layout reports when required constraints cannot all hold, as UIKit's "Unable to
/// simultaneously satisfy constraints" message: the constraints that contradict each other (a smallest
/// such set) and the one left out so that layout can go on.
public struct UnsatisfiableConstraintsReport: CustomStringConvertible {
    /// Every constraint in the conflict, described: your constraints, and the ones Auto Layout makes
    /// (autoresizing masks, content sizes, margins, stack views).
    public let descriptions: [String]
    /// The conflict's constraints that are `LayoutConstraint`s.
    public let constraints: [LayoutConstraint]
    /// The constraint left out (not satisfied until it changes or others go away).
    public let brokenDescription: String
    /// The broken constraint when it is a `LayoutConstraint`.
    public let brokenConstraint: LayoutConstraint?

    /// The message, in UIKit's words.
    public var description: String {
        var s = "Unable to simultaneously satisfy constraints.\n"
        s += "\tProbably at least one of the constraints in the following list is one you don't want.\n\t(\n"
        for d in descriptions { s += "\t    \"\(d)\",\n" }
        s += "\t)\n\nWill attempt to recover by breaking constraint\n\(brokenDescription)"
        return s
    }
}
