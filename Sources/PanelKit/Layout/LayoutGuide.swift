/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`: spacers, groups,
/// the layout margins and the safe area of a view.
///
/// Add a guide to a view with `View.addLayoutGuide(_:)`; its `layoutFrame` is in that view's coordinates.
@MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    enum Kind {
        case user
        case layoutMargins
        case safeArea
        case keyboard
        /// A scroll view's content area: origin at the content's origin, size free for constraints to
        /// decide (`contentSize` follows), or `contentSize` when the scroll view sizes its content itself.
        case scrollContent
        /// A scroll view's frame, untranslated by scrolling: what is pinned to it stays put on screen.
        case scrollFrame
        /// The layout margins narrowed, about their centre, to at most `readableWidth`.
        case readableContent
    }

    /// The widest a `readableContentGuide` gets: 672 points, the readable width Apple's guide has for body
    /// text on a wide screen (PanelKit has one content size, so the width does not follow the text size).
    public static let readableWidth = 672.0

    let kind: Kind
    /// A name for descriptions.
    public var identifier = ""
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// For the keyboard guide: whether it follows an undocked or floating keyboard (false by default), as
    /// `UIKeyboardLayoutGuide.followsUndockedKeyboard`. Kept: a panel's keyboard is always docked.
    public var followsUndockedKeyboard = false
    /// For the keyboard guide: whether its top stands at the bottom of the safe area while the keyboard is
    /// down (true, the default), or at the view's bottom edge (false), as
    /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsLayout() } }
    }
    /// The guide's variables in the live layout engine of its window.
    var node: LayoutNode?
    var referencingConstraints: [LayoutConstraint] = []

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .user
    }

    init(kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
    }

    var layoutView: View? { owningView }

    /// For the margins, safe-area and keyboard guides: their owner's bounds are inset by these.
    func insets(of owner: View) -> EdgeInsets {
        switch kind {
        case .safeArea: owner.safeAreaInsets
        case .keyboard: owner.keyboardGuideInsets
        case .scrollFrame:
            // Shifted by the content offset, so that the guide's frame in content coordinates is the visible
            // rectangle.
            EdgeInsets(
                top: owner.bounds.minY, left: owner.bounds.minX, bottom: -owner.bounds.minY,
                right: -owner.bounds.minX)
        case .readableContent:
            // The margins, plus half of what the width between them exceeds the readable width by on each side.
            Self.readableInsets(margins: owner.effectiveLayoutMargins, width: owner.bounds.width)
        case .layoutMargins, .user, .scrollContent: owner.effectiveLayoutMargins
        }
    }

    /// `margins` with the left and right widened so that at most `readableWidth` is left between them in a
    /// view `width` wide, the rest shared equally (the readable guide is centred between the margins).
    static func readableInsets(margins: EdgeInsets, width: Double) -> EdgeInsets {
        let excess = width - margins.left - margins.right - readableWidth
        guard excess > 0 else { return margins }
        var insets = margins
        insets.left += excess / 2
        insets.right += excess / 2
        return insets
    }

    /// The guide's frame in its owning view's coordinates, as the latest layout solved it. The margins and
    /// safe-area guides are the owning view's bounds inset by its margins or safe area.
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .layoutMargins:
            return Rect(origin: .zero, size: owner.bounds.size).inset(by: owner.effectiveLayoutMargins)
        case .safeArea:
            return Rect(origin: .zero, size: owner.bounds.size).inset(by: owner.safeAreaInsets)
        case .keyboard:
            return Rect(origin: .zero, size: owner.bounds.size).inset(by: owner.keyboardGuideInsets)
        case .readableContent:
            return Rect(origin: .zero, size: owner.bounds.size).inset(by: insets(of: owner))
        case .scrollFrame:
            return owner.bounds
        case .scrollContent:
            return Rect(origin: .zero, size: (owner as? ScrollView)?.contentSize ?? .zero)
        case .user:
            guard let n = node else { return .zero }
            return Rect(x: n.x, y: n.y, width: n.width, height: n.height)
        }
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    public var description: String {
        switch kind {
        case .layoutMargins: return "\(owningView?.layoutDescription ?? "(no view)").layoutMarginsGuide"
        case .safeArea: return "\(owningView?.layoutDescription ?? "(no view)").safeAreaLayoutGuide"
        case .keyboard: return "\(owningView?.layoutDescription ?? "(no view)").keyboardLayoutGuide"
        case .scrollContent: return "\(owningView?.layoutDescription ?? "(no view)").contentLayoutGuide"
        case .scrollFrame: return "\(owningView?.layoutDescription ?? "(no view)").frameLayoutGuide"
        case .readableContent: return "\(owningView?.layoutDescription ?? "(no view)").readableContentGuide"
        case .user: return identifier.isEmpty ? "LayoutGuide" : "LayoutGuide('\(identifier)')"
        }
    }
}

/// Layout guides compare and hash by identity, as `UILayoutGuide` does through `NSObject`.
extension LayoutGuide: Hashable {
    public nonisolated static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
