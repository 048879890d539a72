import PanelLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How strongly a constraint wants to hold, as `UILayoutPriority`: 1 to 1000, where 1000 (`required`)
/// must hold and lower priorities give way to higher ones.
///
/// Below `required` the solver minimises the sum of the constraints' violations weighted by
/// 10^(priority / 150): a step of 500 (250 against 750) weighs about 2150 times more, so a higher priority
/// wins unless two thousand lower ones pull against it, and 251 still beats 250 when both pull by the same
/// amount. (UIKit's engine orders priorities strictly; with weights the result is the same for any layout
/// short of that many constraints.)
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// A button's compression resistance (750).
    public static let defaultHigh = LayoutPriority(750)
    /// A button's content hugging (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` uses for the target size (50).
    public static let fittingSizeLevel = LayoutPriority(50)
    /// A level for dragging a split view's divider (510), as in UIKit.
    public static let dragThatCanResizeScene = LayoutPriority(510)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// Whether the constraint must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: required, or the weight 10^(priority / 150).
    var strength: Double {
        if rawValue >= 1000 { return Strength.required }
        return pow(10, Double(max(0, rawValue)) / 150)
    }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// Insets that follow the reading direction, as `NSDirectionalEdgeInsets`: PanelKit lays out left to
/// right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The insets with leading as left and trailing as right.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// Directional insets from left-to-right edge insets.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
