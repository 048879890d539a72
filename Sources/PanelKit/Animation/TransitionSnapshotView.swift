/// The picture of a view's old content that `View.transition(with:)` lays over its new content and fades
/// out: an image view that takes no touches.
@MainActor
final class TransitionSnapshotView: ImageView {
    init(image: Surface, frame: Rect) {
        super.init(frame: frame)
        self.image = image
        isUserInteractionEnabled = false
    }
}
