/// What a tab bar shows for one controller, as `UITabBarItem`: a title, an image (and one for the selected
/// tab), a tag and a badge.
@MainActor
open class TabBarItem: Hashable {
    /// The title under the image.
    open var title: String? {
        didSet { changed?() }
    }
    /// The image (a template: drawn in the tab's colour, through its alpha).
    open var image: Surface? {
        didSet { changed?() }
    }
    /// The image while the tab is selected (`image` when nil).
    open var selectedImage: Surface? {
        didSet { changed?() }
    }
    /// A number of your own to tell items apart.
    open var tag = 0
    /// Text in a red badge at the image's top right (nil for no badge).
    open var badgeValue: String? {
        didSet { changed?() }
    }
    /// The badge's background colour (nil: the appearance's, else red), as `UITabBarItem.badgeColor`.
    open var badgeColor: Color? {
        didSet { changed?() }
    }
    /// Whether the tab can be selected.
    open var isEnabled = true {
        didSet { changed?() }
    }
    /// Tells the tab bar showing the item to redraw it.
    var changed: (() -> Void)?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: Surface?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and an image for each state.
    public init(title: String?, image: Surface?, selectedImage: Surface?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public nonisolated static func == (a: TabBarItem, b: TabBarItem) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
