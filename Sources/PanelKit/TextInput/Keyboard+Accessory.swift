// The first responder's `inputAccessoryView` (a toolbar of Done/Next buttons, typically), shown above the
// keys as UIKit shows it: the keyboard's window grows by the accessory's height, the accessory spans the
// screen's width on top, and it slides up and away with the keys. The keyboard's frame (what
// `keyboardLayoutGuide` follows) includes it, as in UIKit.
extension Keyboard {
    /// Makes `view` the accessory shown (taking the previous one out of the keyboard's window) and returns
    /// the height it needs.
    func setAccessory(_ view: View?) -> Double {
        if accessory !== view {
            if let old = accessory, old.window === self.view.window { old.removeFromSuperview() }
            accessory = view
        }
        return view.map(Self.height(of:)) ?? 0
    }

    /// An accessory's height: its frame's, else its intrinsic height, else a toolbar's 44 points.
    static func height(of accessory: View) -> Double {
        if accessory.frame.height > 0 { return accessory.frame.height }
        let intrinsic = accessory.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 44
    }

    /// Places the accessory and the keys (or the input view) in the keyboard's window: up (accessory on top, keys under it),
    /// or just below the window's bottom edge, whence they slide.
    func place(shown: Bool, width: Double, keyboardHeight: Double) {
        let accessoryHeight = accessory.map(Self.height(of:)) ?? 0
        let top = shown ? 0 : keyboardHeight + accessoryHeight
        accessory?.frame = Rect(x: 0, y: top, width: width, height: accessoryHeight)
        board.frame = Rect(x: 0, y: top + accessoryHeight, width: width, height: keyboardHeight)
    }
}
