import PanelGraphics

/// The text field inside a search bar, as `UISearchTextField`: a rounded field on a light grey fill with a
/// magnifying glass before the text, a clear button while editing, and the keyboard's return key reading
/// "Search". While its placeholder is nil it shows "Search", as iOS's does.
@MainActor
open class SearchTextField: TextField {
    /// The magnifying glass before the text (the field's `leftView`).
    let glass = ImageView(image: Surface(systemName: "magnifyingglass"))

    public override init(frame: Rect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        cornerRadius = 10
        glass.tintColor = .secondaryLabel
        glass.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
    }

    /// "Search" while no placeholder is set; `placeholder` itself stays nil.
    override var defaultPlaceholder: String? { "Search" }

    /// The glass sits 8 points in from the leading edge, as on iOS.
    open override func leftViewRect(forBounds bounds: Rect) -> Rect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
    }

    /// The text starts 6 points after the glass and stops short of the clear button.
    open override func textRect(forBounds bounds: Rect) -> Rect {
        var r = super.textRect(forBounds: bounds)
        r.origin.x += 6
        r.size.width = max(0, r.size.width - 6 - (r.maxX >= bounds.maxX - 8 ? 8 : 0))
        return r
    }

    /// The clear button keeps 8 points from the trailing edge.
    open override func clearButtonRect(forBounds bounds: Rect) -> Rect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -8, dy: 0)
    }

    /// 36 points tall, as iOS's search field.
    open override var intrinsicContentSize: Size {
        Size(width: super.intrinsicContentSize.width + 34, height: 36)
    }
}
