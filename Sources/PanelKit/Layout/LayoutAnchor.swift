/// One attribute of a view or layout guide, as `NSLayoutAnchor`: a factory for constraints that can only
/// relate attributes of the same kind (an x-axis anchor with another x-axis anchor, a dimension with a
/// dimension), so that a mistaken pairing does not compile.
@MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: Double,
        constant: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public var description: String { LayoutConstraint.describe(item, attribute) }
}

/// A horizontal location (leading, trailing, left, right, centerX), as `NSLayoutXAxisAnchor`.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the standard spacing between siblings).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}

/// A vertical location (top, bottom, centerY, baselines), as `NSLayoutYAxisAnchor`.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the standard spacing between siblings).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}

/// A size (width, height), as `NSLayoutDimension`: it can also equal a constant or a multiple of another
/// dimension.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: Double) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == m × anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
