/// The scroll view's pinch: it runs beside the scroll view's pan rather than cancelling it.
@MainActor
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        preventedGestureRecognizer !== (view as? ScrollView)?.panGestureRecognizer
    }
}
