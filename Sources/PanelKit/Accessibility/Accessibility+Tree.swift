/// The accessibility tree: the elements a screen reader would visit under a view, in its order.
extension Accessibility {
    /// The accessibility elements under `root` (a window, usually), in reading order:
    ///
    /// - A hidden view (`isHidden`, alpha near 0) and a view or element with `accessibilityElementsHidden`
    ///   are left out with everything inside them.
    /// - A view or element with `isAccessibilityElement` is one node; what is inside it is not visited.
    /// - A container's `accessibilityElements` are visited in their order and read together; otherwise its
    ///   subviews are, and their elements are read top left to bottom right (rows first, a row being the
    ///   elements that overlap the first one's height), with the elements of a
    ///   `shouldGroupAccessibilityChildren` view kept together.
    /// - When a visible view has `accessibilityViewIsModal`, only what is inside the frontmost such view is
    ///   visited.
    public static func elements(in root: View) -> [AccessibilityNode] {
        let start = frontmostModalView(in: root) ?? root
        return readingOrder(units(of: start, in: [])).flatMap(\.nodes)
    }

    /// The elements under `root` with `label` (or, with none of those, `identifier`) equal to `name`: the
    /// first, or nil.
    public static func element(named name: String, in root: View) -> AccessibilityNode? {
        let all = elements(in: root)
        return all.first { $0.label == name } ?? all.first { $0.identifier == name }
    }

    /// Nodes read together and placed in reading order by one frame.
    private struct Unit {
        var frame: Rect
        var nodes: [AccessibilityNode]
    }

    /// The units under `item`; `containers` are the kinds of the containers around it.
    private static func units(of item: AccessibilityItem, in containers: [AccessibilityContainerType]) -> [Unit] {
        if let v = item as? View, v.isHidden || v.alpha < 0.01 { return [] }
        if item.accessibilityElementsHidden { return [] }
        if item.isAccessibilityElement {
            let node = AccessibilityNode(item: item, frame: item.accessibilityFrame, containerTypes: containers)
            return [Unit(frame: node.frame, nodes: [node])]
        }
        var inner = containers
        if item.accessibilityContainerType != .none { inner.append(item.accessibilityContainerType) }
        if let explicit = item.accessibilityElements {
            let nodes = explicit.compactMap { $0 as? AccessibilityItem }.flatMap { units(of: $0, in: inner) }
                .flatMap(\.nodes)
            return nodes.isEmpty ? [] : [Unit(frame: item.accessibilityFrame, nodes: nodes)]
        }
        guard let v = item as? View else { return [] }
        let children = v.subviews.flatMap { units(of: $0, in: inner) }
        if v.shouldGroupAccessibilityChildren && !children.isEmpty {
            return [Unit(frame: v.accessibilityFrame, nodes: readingOrder(children).flatMap(\.nodes))]
        }
        return children
    }

    /// `units` top left to bottom right: sorted by top, cut into rows (a unit whose top is above the bottom
    /// of its row's first unit joins that row), each row left to right. Sorting is stable, so equal frames
    /// keep their order.
    private static func readingOrder(_ units: [Unit]) -> [Unit] {
        let byTop = units.enumerated().sorted {
            ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
        }.map(\.element)
        var rows: [[Unit]] = []
        for u in byTop {
            if let first = rows.last?.first, u.frame.minY < first.frame.maxY {
                rows[rows.count - 1].append(u)
            } else {
                rows.append([u])
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted {
                ($0.element.frame.minX, $0.offset) < ($1.element.frame.minX, $1.offset)
            }.map(\.element)
        }
    }

    /// The last visible view with `accessibilityViewIsModal` in drawing order (the frontmost), or nil.
    private static func frontmostModalView(in view: View) -> View? {
        if view.isHidden || view.alpha < 0.01 || view.accessibilityElementsHidden { return nil }
        for sub in view.subviews.reversed() {
            if let m = frontmostModalView(in: sub) { return m }
        }
        return view.accessibilityViewIsModal ? view : nil
    }
}
