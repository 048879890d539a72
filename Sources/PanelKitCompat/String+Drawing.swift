// `NSString`'s UIKit drawing additions on `String`, for a view's `draw(_:)`:
// `"Score".draw(at: CGPoint(x: 8, y: 8), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])`,
// `title.size(withAttributes: attributes)`. The attributes are `NSAttributedString`'s; nil draws 12-point
// black type, as UIKit's.
extension String {
    /// Draws the string at `point` (its top-left corner) on unbounded lines.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        NSAttributedString(string: self, attributes: attributes ?? [:]).draw(at: point)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        NSAttributedString(string: self, attributes: attributes ?? [:]).draw(in: rect)
    }

    /// The size the string takes on unbounded lines with `attributes`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        NSAttributedString(string: self, attributes: attributes ?? [:]).size()
    }

    /// The string's bounds wrapped to `size.width`, as `boundingRect(with:options:attributes:context:)`;
    /// the options and context are accepted and not read (lines always start at the origin).
    @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: Any?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes ?? [:]).boundingRect(with: size)
    }
}

extension NSAttributedString {
    /// `boundingRect(with:options:context:)`: the text's bounds wrapped to `size.width`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: Any?)
        -> CGRect
    {
        boundingRect(with: size)
    }
}
