/// `UIImageView`'s frame animation: `animationImages` shown one after another over `animationDuration`,
/// `animationRepeatCount` times (0: for ever), between `startAnimating()` and `stopAnimating()` or the last
/// repeat. While it runs the view shows the frames instead of `image`; stopped, it shows `image` again.
extension ImageView {
    /// Whether the frames are running.
    public var isAnimating: Bool { frameAnimation?.isRunning ?? false }

    /// Starts showing `animationImages` from the first (nothing happens without them).
    public func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let animation = frameAnimation ?? ImageFrameAnimation(view: self)
        frameAnimation = animation
        animation.start()
    }

    /// Stops the frames; the view shows `image`.
    public func stopAnimating() {
        frameAnimation?.stop()
        contentDidChange()
    }

    /// The frame shown now: the running animation's, else nil (the view shows `image`).
    var shownAnimationFrame: Surface? {
        guard let animation = frameAnimation, animation.isRunning, let images = animationImages, !images.isEmpty
        else { return nil }
        return images[min(images.count - 1, animation.frameIndex)]
    }

    /// Seconds for one pass: `animationDuration`, or a thirtieth of a second a frame when it is 0, as UIKit.
    var animationPassDuration: Double {
        animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
    }
}

/// The clock of an image view's frame animation: a display link while the view is in a window.
@MainActor
final class ImageFrameAnimation {
    private weak var view: ImageView?
    private var link: DisplayLink?
    private var started: Double?
    private(set) var isRunning = false
    private(set) var frameIndex = 0

    init(view: ImageView) {
        self.view = view
    }

    func start() {
        isRunning = true
        started = nil
        frameIndex = 0
        resume()
        view?.contentDidChange()
    }

    func stop() {
        isRunning = false
        link?.invalidate()
        link = nil
    }

    /// Starts the ticks once the view is in a window (or the loop runs).
    func resume() {
        guard isRunning, link == nil, let view, let application = view.window?.application ?? Application.current
        else { return }
        let link = DisplayLink { [weak self] link in self?.tick(at: link.targetTimestamp) }
        link.add(to: application)
        self.link = link
    }

    private func tick(at now: Double) {
        guard let view, view.window != nil, let images = view.animationImages, !images.isEmpty else {
            // Off screen or emptied: no ticks until the view is shown again.
            link?.invalidate()
            link = nil
            return
        }
        let start = started ?? now
        started = start
        let pass = max(view.animationPassDuration, 1e-6)
        let passes = (now - start) / pass
        if view.animationRepeatCount > 0 && passes >= Double(view.animationRepeatCount) {
            stop()
            view.contentDidChange()
            return
        }
        let index = Int((passes - passes.rounded(.down)) * Double(images.count))
        if index != frameIndex {
            frameIndex = index
            view.contentDidChange()
        }
    }
}
