/// Places the items of one section, group after group: the layout calls `place(_:at:size:)` for each
/// repetition of the section's group, and the placement hands the section's items out in order to the
/// group's leaf items until none are left.
struct GroupPlacement {
    /// A cell's place: the item number in the section, its frame, and whether its width or height is an
    /// estimate not measured yet.
    struct Placed {
        var item: Int
        var frame: Rect
        var sizesWidth: Bool
        var sizesHeight: Bool
        /// A custom group's z-order for the cell (0 otherwise).
        var zIndex = 0
    }

    /// The items in the section.
    let itemCount: Int
    /// The measured size of an item, if it was measured.
    let measured: (Int) -> Size?
    /// The next item to place.
    private(set) var next = 0
    /// The cells placed so far.
    private(set) var placed: [Placed] = []
    /// What custom groups are told (their container becomes the group's size).
    var traitCollection = TraitCollection()

    init(itemCount: Int, measured: @escaping (Int) -> Size?) {
        self.itemCount = max(0, itemCount)
        self.measured = measured
    }

    /// The most items one group may hold when filling its length (a guard against items of no length).
    private static let fillLimit = 10_000

    /// Places `item` (a group or a leaf) with `size` (its layout size resolved; estimates not measured yet)
    /// at `origin`; returns the size it took, or nil when no item was left to place.
    mutating func place(_ item: CollectionLayoutItem, at origin: Point, size: Size) -> Size? {
        if let group = item as? CollectionLayoutGroup { return place(group: group, at: origin, size: size) }
        guard next < itemCount else { return nil }
        let number = next
        next += 1
        let width = item.layoutSize.widthDimension.isEstimated
        let height = item.layoutSize.heightDimension.isEstimated
        var size = size
        let measuredSize = measured(number)
        if width, let m = measuredSize { size.width = m.width }
        if height, let m = measuredSize { size.height = m.height }
        // Content insets shrink the cell inside the item's place, but not along an estimated dimension.
        let i = item.contentInsets
        let frame = Rect(
            x: origin.x + (width ? 0 : i.leading), y: origin.y + (height ? 0 : i.top),
            width: max(0, size.width - (width ? 0 : i.leading + i.trailing)),
            height: max(0, size.height - (height ? 0 : i.top + i.bottom)))
        placed.append(
            Placed(
                item: number, frame: frame, sizesWidth: width && measuredSize == nil,
                sizesHeight: height && measuredSize == nil))
        return size
    }

    /// Places a group's items one after another along its axis inside its content insets; an estimated
    /// dimension of the group becomes the length or thickness its items took.
    private mutating func place(group: CollectionLayoutGroup, at origin: Point, size: Size) -> Size? {
        if let provider = group.itemProvider { return place(custom: provider, of: group, at: origin, size: size) }
        let horizontal = group.axis == .horizontal
        let estimatedWidth = group.layoutSize.widthDimension.isEstimated
        let estimatedHeight = group.layoutSize.heightDimension.isEstimated
        let i = group.contentInsets
        let inner = Rect(
            x: origin.x + (estimatedWidth ? 0 : i.leading), y: origin.y + (estimatedHeight ? 0 : i.top),
            width: max(0, size.width - (estimatedWidth ? 0 : i.leading + i.trailing)),
            height: max(0, size.height - (estimatedHeight ? 0 : i.top + i.bottom)))
        let length = horizontal ? inner.width : inner.height
        let estimatedLength = horizontal ? estimatedWidth : estimatedHeight
        let spacing = group.interItemSpacing?.spacing ?? 0
        var children: [Range<Int>] = []
        var cursor = 0.0
        var thickness = 0.0
        var k = 0
        while next < itemCount, !group.subitems.isEmpty, k < (group.repeatCount ?? Self.fillLimit) {
            let sub = group.subitems[k % group.subitems.count]
            var subSize = sub.layoutSize.resolved(in: inner.size)
            if let count = group.repeatCount {
                // Exactly `count` copies share the group's length.
                let share = max(0, (length - spacing * Double(count - 1)) / Double(count))
                if horizontal { subSize.width = share } else { subSize.height = share }
            }
            let subLength = horizontal ? subSize.width : subSize.height
            if group.repeatCount == nil, k > 0 {
                // Filling: stop when the next item no longer fits (or would never fill anything).
                if subLength <= 0 || (!estimatedLength && cursor + subLength > length + 1e-6) { break }
            }
            let start = placed.count
            let at =
                horizontal
                ? Point(x: inner.minX + cursor, y: inner.minY) : Point(x: inner.minX, y: inner.minY + cursor)
            guard let took = place(sub, at: at, size: subSize) else { break }
            children.append(start..<placed.count)
            cursor += (horizontal ? took.width : took.height) + spacing
            thickness = max(thickness, horizontal ? took.height : took.width)
            k += 1
        }
        guard !children.isEmpty else { return nil }
        let used = cursor - spacing
        if let s = group.interItemSpacing, s.isFlexibleSpacing, children.count > 1, !estimatedLength,
            length > used
        {
            // Flexible spacing shares out the room left over between the items.
            let extra = (length - used) / Double(children.count - 1)
            for (n, range) in children.enumerated() where n > 0 {
                for p in range {
                    if horizontal {
                        placed[p].frame.origin.x += extra * Double(n)
                    } else {
                        placed[p].frame.origin.y += extra * Double(n)
                    }
                }
            }
        }
        var took = size
        if estimatedLength {
            if horizontal { took.width = used } else { took.height = used }
        }
        if horizontal ? estimatedHeight : estimatedWidth {
            if horizontal { took.height = thickness } else { took.width = thickness }
        }
        return took
    }

    /// Places a custom group: the section's next items take the provider's frames, offset to the group's
    /// origin; the group keeps its size (an estimated dimension becomes the frames' extent).
    private mutating func place(
        custom provider: (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem],
        of group: CollectionLayoutGroup, at origin: Point, size: Size
    ) -> Size? {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: size), traitCollection: traitCollection)
        var extent = Size(width: 0, height: 0)
        var any = false
        for custom in provider(environment) where next < itemCount {
            let f = custom.frame
            // A frame that is not finite has no place: the item goes at the group's origin, sized zero.
            let valid = [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
            let frame =
                valid
                ? Rect(x: origin.x + f.minX, y: origin.y + f.minY, width: max(0, f.width), height: max(0, f.height))
                : Rect(x: origin.x, y: origin.y, width: 0, height: 0)
            placed.append(
                Placed(item: next, frame: frame, sizesWidth: false, sizesHeight: false, zIndex: custom.zIndex))
            next += 1
            any = true
            extent.width = max(extent.width, frame.maxX - origin.x)
            extent.height = max(extent.height, frame.maxY - origin.y)
        }
        guard any else { return nil }
        var took = size
        if group.layoutSize.widthDimension.isEstimated { took.width = extent.width }
        if group.layoutSize.heightDimension.isEstimated { took.height = extent.height }
        return took
    }
}
