/// Something the large content viewer can show, as `UILargeContentViewerItem`: a title and an image shown
/// big in a HUD while a finger rests on it. Every view is one (`View.showsLargeContentViewer` and its
/// siblings).
@MainActor
public protocol LargeContentViewerItem: AnyObject {
    /// Whether the viewer shows this item.
    var showsLargeContentViewer: Bool { get }
    /// The title shown.
    var largeContentTitle: String? { get }
    /// The image shown.
    var largeContentImage: Surface? { get }
    /// Whether the image is scaled up to fill the HUD's image area.
    var scalesLargeContentImage: Bool { get }
    /// Insets around the image.
    var largeContentImageInsets: EdgeInsets { get }
}

extension View: LargeContentViewerItem {}
