/// Recognizes a pointer hovering over its view, as `UIHoverGestureRecognizer`: `.began` as the pointer
/// enters the view, `.changed` as it moves inside, `.ended` as it leaves.
///
/// PanelKit's input is touch: the panel reports fingers, never a pointer moving without contact (a mouse),
/// so on a touch panel this recognizer never leaves `.possible` and its actions are never called. It is
/// here so that code written for iPad pointers compiles and runs unchanged.
@MainActor
open class HoverGestureRecognizer: GestureRecognizer {
    /// A hover recognizer with no action; add some with `addTarget`.
    public required init() {
        super.init()
    }

    /// Touches are not hovers: a finger on the panel never moves this recognizer out of `.possible`.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }
}
