// `UIColor`'s Core Graphics bridge and its component getters, which write through pointers.

/// Core Graphics colours are PanelKit colours: `layer.borderColor = UIColor.red.cgColor` ports unchanged.
public typealias CGColor = Color

extension Color {
    /// The colour as a fixed colour (`UIColor.cgColor`: layer colours take `Color` in PanelKit): a dynamic
    /// colour is resolved with `UITraitCollection.current`, as UIKit does, so a `cgColor` taken outside
    /// drawing and trait callbacks is the light value.
    public var cgColor: CGColor { resolvedColor(with: TraitCollection.current) }

    /// `UIColor(cgColor:)`.
    public init(cgColor: CGColor) {
        self = cgColor
    }

    /// Writes the red, green, blue and alpha components (0...1) to the pointers that are not nil and
    /// returns true, as `UIColor.getRed(_:green:blue:alpha:)` does for an RGB colour.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<Double>?, green: UnsafeMutablePointer<Double>?,
        blue: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and alpha (0...1) and returns true, as
    /// `UIColor.getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<Double>?, saturation: UnsafeMutablePointer<Double>?,
        brightness: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        let hsb = hueSaturationBrightness
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the grey level and alpha and returns true only for a grey (equal red, green and blue), as
    /// `UIColor.getWhite(_:alpha:)` does for a colour in a greyscale space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
