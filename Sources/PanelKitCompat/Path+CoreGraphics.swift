import PanelGraphics

// `CGPath`'s initializers for shapes (`CGPath` is PanelKit's `Path`, a value): `CGPath(rect:transform:)`,
// `CGPath(ellipseIn:transform:)` and `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, each
// with its points transformed by `transform` when given.
extension Path {
    /// A closed rectangle.
    public init(rect: Rect, transform: UnsafePointer<AffineTransform>?) {
        self.init()
        addRect(rect)
        if let transform { self = applying(transform.pointee) }
    }

    /// The closed ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect, transform: UnsafePointer<AffineTransform>?) {
        self.init()
        addEllipse(in: rect)
        if let transform { self = applying(transform.pointee) }
    }

    /// A rectangle with rounded corners (by `cornerWidth`; PanelKit's corners are circular, so a different
    /// `cornerHeight` is not read).
    public init(
        roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: UnsafePointer<AffineTransform>?
    ) {
        self.init()
        addRoundedRect(rect, radii: CornerRadii(all: max(0, min(cornerWidth, rect.width / 2, rect.height / 2))))
        if let transform { self = applying(transform.pointee) }
    }
}
