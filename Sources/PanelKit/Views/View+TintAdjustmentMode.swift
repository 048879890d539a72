import PanelGraphics

extension View {
    /// How a view's tint shows, as `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The nearest ancestor's mode; `.normal` when no ancestor sets one.
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// A grey of the tint's luminance, as behind an alert.
        case dimmed = 2
    }

    /// The tint adjustment mode, as `UIView.tintAdjustmentMode`. As in UIKit, reading it gives the mode in
    /// effect: the view's own when not `.automatic`, else `.dimmed` while a presentation with a dimming style
    /// (an alert, an action sheet, a popover, a sheet) shows over the view, else the superview's, else
    /// `.normal`. Setting it calls `tintColorDidChange()` on the view and on the descendants that follow
    /// when the effective mode changes.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            guard newValue != tintAdjustmentModeStorage else { return }
            let oldMode = effectiveTintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if effectiveTintAdjustmentMode != oldMode { notifyTintColorChange(tint: false, mode: true) }
        }
    }

    /// The mode in effect (see `tintAdjustmentMode`).
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var v: View? = self
        while let view = v {
            if view.tintAdjustmentModeStorage != .automatic { return view.tintAdjustmentModeStorage }
            if view.presentationDimming > 0 { return .dimmed }
            v = view.superview
        }
        return .normal
    }

    /// The tint before dimming: the view's own, else the nearest ancestor's, else `.systemBlue`.
    var undimmedTintColor: Color {
        var v: View? = self
        while let view = v {
            if let tint = view.tintColorStorage { return tint }
            v = view.superview
        }
        return .systemBlue
    }

    /// A presentation with a dimming style began (`dimmed`) or ended over this view: `.automatic` views
    /// under it show a dimmed tint and are told through `tintColorDidChange()`.
    func setDimmedByPresentation(_ dimmed: Bool) {
        let oldMode = effectiveTintAdjustmentMode
        presentationDimming = max(0, presentationDimming + (dimmed ? 1 : -1))
        if effectiveTintAdjustmentMode != oldMode { notifyTintColorChange(tint: false, mode: true) }
    }

    /// After a move to another superview: tells the view and the descendants that follow when the inherited
    /// tint or the inherited mode changed.
    func notifyTintColorChangeAfterMove(oldTint: Color, oldMode: TintAdjustmentMode) {
        let tint = undimmedTintColor != oldTint
        let mode = effectiveTintAdjustmentMode != oldMode
        if tint || mode { notifyTintColorChange(tint: tint, mode: mode) }
    }

    /// The dimmed look of `tint`: a grey as light as the tint (its Rec. 709 luminance), with its alpha; a
    /// dynamic tint gives a dynamic grey.
    static func dimmedTint(_ tint: Color) -> Color {
        func grey(_ c: Color) -> Color {
            let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return Color(white: min(max(luminance, 0), 1), alpha: c.alpha)
        }
        guard tint.isDynamic else { return grey(tint) }
        return Color(light: grey(tint.resolved(.light)), dark: grey(tint.resolved(.dark)))
    }
}
