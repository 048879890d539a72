import PanelLayout

/// A relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or layout guides. Activating a constraint installs it on the nearest common ancestor of
/// its items; the window's layout pass solves every active constraint of the window (PanelLayout's
/// Cassowary solver) and sets the frames of the views whose `translatesAutoresizingMaskIntoConstraints`
/// is false. Changing `constant` or `priority` of an active constraint updates the solution incrementally
/// in the next layout pass (or at `layoutIfNeeded()`, which inside `View.animate` animates the frames).
///
/// PanelKit lays out left to right: leading is left, trailing is right.
@MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// A part of an item's frame, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        case notAnAttribute = 0

        /// The axis a location attribute lies on; nil for width, height and no attribute.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return .vertical
            case .width, .height, .notAnAttribute:
                return nil
            }
        }

        var isDimension: Bool { self == .width || self == .height }

        /// An edge: left, right, leading, trailing, top or bottom (not a centre, size or baseline).
        var isEdge: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .top, .bottom: return true
            default: return false
            }
        }

        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: return true
            default: return false
            }
        }

        /// The edge a directional attribute names in a right-to-left layout: leading is the right edge,
        /// trailing the left. Other attributes are themselves.
        var rightToLeft: Attribute {
            switch self {
            case .leading: return .right
            case .trailing: return .left
            case .leadingMargin: return .rightMargin
            case .trailingMargin: return .leftMargin
            default: return self
            }
        }

        var isAbsoluteHorizontal: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: return true
            default: return false
            }
        }

        /// For a margin attribute, the plain attribute of the margins guide.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return nil
            }
        }

        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the first attribute compares with the second, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// A layout axis, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal
        case vertical
    }

    /// The item on the left-hand side (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The item on the right-hand side, or nil for a constant constraint (`width == 100`).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: Double

    /// The amount added to the right-hand side. Changing it on an active constraint moves the solution in
    /// the next layout pass (it is the cheap change: no constraint is removed or added).
    public var constant: Double {
        didSet { if constant != oldValue { engineConstraintDidChange(constantOnly: true) } }
    }

    /// How strongly the constraint holds.
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { engineConstraintDidChange(constantOnly: false) } }
    }

    /// A name shown in descriptions and in the unsatisfiable-constraints message.
    public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                LayoutConstraint.activate([self])
            } else {
                LayoutConstraint.deactivate([self])
            }
        }
    }

    /// Why the constraint can never be active (an attribute pairing UIKit rejects), if it cannot.
    let invalidReason: String?
    /// The view the constraint is installed on (the nearest common ancestor of its items).
    weak var installedView: View?
    /// The solver's constraint while the constraint is in its window's engine.
    var solverConstraint: Constraint?
    /// The constant part of the solver expression that comes from the attributes (not from `constant`).
    var attributeConstant = 0.0
    /// True when the constraint could not hold with the other required constraints and was left out.
    var isBroken = false
    /// Queued in the engine for a constant or priority update.
    var isQueued = false
    /// Owned by a stack view or another container that manages it.
    var isInternal = false

    /// The constraint `item.attribute (relation) multiplier × toItem.attribute + constant`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// The items are views or layout guides. A pairing UIKit refuses (a location with a size, leading with
    /// left, a location equal to a constant) makes a constraint that cannot be activated: activating it
    /// prints why and leaves it inactive.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: Double, constant c: Double
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        priority = .required
        invalidReason = LayoutConstraint.validate(
            first: first, attr1, second: second, second == nil ? .notAnAttribute : attr2, multiplier: multiplier)
    }

    /// Activates each constraint: installs it on the nearest common ancestor of its items. A constraint
    /// whose items share no ancestor is not activated (one line on standard error says so).
    public class func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where !c.isActive { c.install() }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.installedView?.uninstall(c) }
    }

    // MARK: Items

    /// The first item as a layout item (a view or a guide).
    var firstLayoutItem: (any LayoutItem)? { firstItem as? any LayoutItem }
    /// The second item as a layout item.
    var secondLayoutItem: (any LayoutItem)? { secondItem as? any LayoutItem }

    /// The view each item is laid out in (a guide's owning view).
    var itemViews: (View?, View?) {
        (firstLayoutItem?.layoutView, secondLayoutItem?.layoutView)
    }

    private func install() {
        if let reason = invalidReason {
            LayoutIssueLog.emit("cannot activate \(self): \(reason)")
            return
        }
        guard let a = firstLayoutItem?.layoutView else {
            LayoutIssueLog.emit(
                "cannot activate \(self): its first item is not a view or a layout guide in a view "
                    + "(add the guide to a view with addLayoutGuide first)")
            return
        }
        var container = a
        if let second = secondItem {
            guard let b = (second as? any LayoutItem)?.layoutView else {
                LayoutIssueLog.emit(
                    "cannot activate \(self): its second item is not a view or a layout guide in a view")
                return
            }
            guard let common = View.nearestCommonAncestor(a, b) else {
                LayoutIssueLog.emit(
                    "cannot activate \(self): its items have no common ancestor (they are in different view "
                        + "hierarchies); add both views to one hierarchy first")
                return
            }
            container = common
        }
        container.install(self)
    }

    /// Whether the constraint names leading or trailing, which depend on the layout direction.
    var namesDirectionalAttribute: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// Whether the constraint names `item` (with a baseline attribute, when `baseline`).
    func mentions(_ item: AnyObject, baseline: Bool) -> Bool {
        func matches(_ a: Attribute) -> Bool { !baseline || a == .firstBaseline || a == .lastBaseline }
        return (firstItem === item && matches(firstAttribute)) || (secondItem === item && matches(secondAttribute))
    }

    /// Tells the engine the constant or the priority changed.
    private func engineConstraintDidChange(constantOnly: Bool) {
        guard let view = installedView else { return }
        view.layoutRoot.layoutStateIfPresent?.engine?.constraintDidChange(self)
        view.setNeedsConstraintSolve()
    }

    // MARK: Validation

    static func validate(first: AnyObject, _ a1: Attribute, second: AnyObject?, _ a2: Attribute, multiplier: Double)
        -> String?
    {
        if !(first is any LayoutItem) { return "the first item must be a view or a layout guide" }
        if let second, !(second is any LayoutItem) { return "the second item must be a view or a layout guide" }
        if a1 == .notAnAttribute { return "the first attribute cannot be notAnAttribute" }
        if second == nil {
            if !a1.isDimension {
                return "a \(a1) cannot equal a constant: locations need a second item (sizes can be constants)"
            }
            return nil
        }
        if a2 == .notAnAttribute { return "a second item needs an attribute" }
        if a1.isDimension != a2.isDimension {
            return "a size (\(a1.isDimension ? a1 : a2)) cannot be related to a location "
                + "(\(a1.isDimension ? a2 : a1))"
        }
        if !a1.isDimension {
            if a1.axis != a2.axis { return "\(a1) and \(a2) are on different axes" }
            if (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
                return "leading and trailing cannot be related to left and right"
            }
            if multiplier == 0 { return "a location with a multiplier of 0 would equal a constant" }
        }
        return nil
    }

    // MARK: Description

    public var description: String {
        var s = "<LayoutConstraint"
        if let identifier { s += " '\(identifier)'" }
        s += " " + LayoutConstraint.describe(firstItem, firstAttribute) + " \(relation) "
        var rhs = ""
        if secondItem != nil || secondAttribute != .notAnAttribute {
            rhs = LayoutConstraint.describe(secondItem, secondAttribute)
            if multiplier != 1 { rhs = "\(LayoutConstraint.format(multiplier)) × " + rhs }
            if constant != 0 {
                rhs +=
                    constant < 0
                    ? " - \(LayoutConstraint.format(-constant))" : " + \(LayoutConstraint.format(constant))"
            }
        } else {
            rhs = LayoutConstraint.format(constant)
        }
        s += rhs
        if !priority.isRequired { s += " @\(priority)" }
        return s + ">"
    }

    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "(released).\(attribute)" }
        if let v = item as? View { return "\(v.layoutDescription).\(attribute)" }
        if let g = item as? LayoutGuide { return "\(g.description).\(attribute)" }
        return "\(type(of: item)).\(attribute)"
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

/// Something a constraint can lay out: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view the item is laid out in: the view itself, or a guide's owning view.
    var layoutView: View? { get }
    /// Constraints that name the item, so that they can be deactivated when it leaves its hierarchy.
    var referencingConstraints: [LayoutConstraint] { get set }
}

/// Constraints compare and hash by identity, as `NSLayoutConstraint` does through `NSObject`.
extension LayoutConstraint: Hashable {
    public nonisolated static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
