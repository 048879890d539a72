// `NSString`'s UIKit drawing additions, as `String`'s (`String+Drawing`): `NSString(string: "Score")
// .draw(at: point, withAttributes: attributes)` and its `size(withAttributes:)`.
extension NSString {
    /// Draws the string at `point` (its top-left corner) on unbounded lines.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        value.draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        value.draw(in: rect, withAttributes: attributes)
    }

    /// The size the string takes on unbounded lines with `attributes`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        value.size(withAttributes: attributes)
    }

    /// The string's bounds wrapped to `size.width`, as `String`'s `boundingRect(with:options:attributes:context:)`.
    @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: Any?
    ) -> CGRect {
        value.boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
