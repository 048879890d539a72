extension View {
    /// The part of the view the on-screen keyboard covers, as UIKit's `keyboardLayoutGuide` (iOS 15): pin
    /// content's bottom to its `topAnchor` and the content moves up with the keyboard, in the keyboard's
    /// own animation. While the keyboard is down the guide's top is the bottom of the safe area.
    public var keyboardLayoutGuide: LayoutGuide {
        if let g = layoutStateStorage?.keyboardGuide { return g }
        let g = LayoutGuide(kind: .keyboard, owner: self)
        layoutState.keyboardGuide = g
        return g
    }

    /// The keyboard guide's insets from the view's bounds: everything above the keyboard's top (or above
    /// the bottom of the safe area while the keyboard is down, unless the guide's `usesBottomSafeArea` is
    /// off) is inset.
    var keyboardGuideInsets: EdgeInsets {
        let height = bounds.height
        let usesSafeArea = layoutStateStorage?.keyboardGuide?.usesBottomSafeArea ?? true
        var top = max(0, height - (usesSafeArea ? safeAreaInsets.bottom : 0))
        if let window, let keyboard = window.application?.keyboardFrame {
            // The view's top edge on the screen (windows are placed by their frames).
            let originY = convert(Point.zero, to: nil).y + window.frame.minY
            top = min(top, max(0, keyboard.minY - originY))
        }
        return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }
}
