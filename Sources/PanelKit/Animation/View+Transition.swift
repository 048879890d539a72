/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`.
///
/// A cross-dissolve (`.transitionCrossDissolve`) is done as Core Animation does it: the view's rendering
/// as the last frame showed it is kept as a picture, the changes are made at once, and the picture, laid
/// over the view's new content, fades out over `duration`. Flips (and curls, drawn as flips) turn the view in
/// perspective (`View+FlipTransition`).
extension View {
    /// Changes a view's content under a transition, as `UIView.transition(with:duration:options:animations:
    /// completion:)`.
    ///
    /// With `.transitionCrossDissolve` the changes `animations` makes take effect at once (they animate too
    /// only with `.allowAnimatedContent`) and the view's old rendering fades out over the new one. The
    /// picture of the old rendering is a subview of `view`, in front of the others, until the transition
    /// ends. `completion` gets `true` when the transition ran to its end.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.flipAxis != nil,
            flipTransition(
                with: view, duration: duration, options: options, animations: animations, completion: completion)
        {
            return
        }
        guard options.isCrossDissolve, duration > 0,
            let snapshot = view.window?.application?.renderer.snapshot(of: view)
        else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: { animations?() },
                completion: completion)
            return
        }
        let cover = TransitionSnapshotView(
            image: snapshot,
            frame: Rect(
                origin: view.bounds.origin, size: Size(width: Double(snapshot.width), height: Double(snapshot.height))))
        if options.contains(.allowAnimatedContent) {
            performWithoutAnimation { view.addSubview(cover) }
        } else {
            performWithoutAnimation {
                animations?()
                view.addSubview(cover)
            }
        }
        animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                cover.alpha = 0
                if options.contains(.allowAnimatedContent) { animations?() }
            },
            completion: { finished in
                cover.removeFromSuperview()
                completion?(finished)
            })
        // Content added by the block goes under the picture until the transition ends.
        if view.subviews.last !== cover { view.bringSubviewToFront(cover) }
    }

    /// Replaces `fromView` by `toView` under a transition, as `UIView.transition(from:to:duration:options:
    /// completion:)`: "By default, this view is removed from its superview as part of the transition", and
    /// `toView` "is added to the superview of fromView", where `fromView` was in the order of subviews. With
    /// `.showHideTransitionViews` `fromView` is hidden and `toView` (already in the hierarchy) shown
    /// instead. The transition runs on `fromView`'s superview (a cross-dissolve fades its old rendering out).
    /// The hierarchy changes at once; `completion` runs when the transition ends. Nothing happens but
    /// `completion(true)` when `fromView` is in no superview.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        let showHide = options.contains(.showHideTransitionViews)
        transition(
            with: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
            animations: {
                if showHide {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if toView !== fromView {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}
