/// What runs `BasicAnimation`s: a view's layer (`view.layer.add(_:forKey:)`) or a sublayer.
@MainActor
protocol LayerAnimationHost: AnyObject {
    /// The model value of an animatable key path, or nil for one the host does not animate.
    func modelValue(forKeyPath keyPath: String) -> Double?
    /// The shown values changed: the host draws again in the next frame.
    func layerAnimationsDidChange()
    /// The view the host draws in; frames tick the animations only while it is in a window.
    var animatingView: View? { get }
}

/// The running `BasicAnimation`s of one layer, by key, and the values they show: what Core Animation keeps
/// for `add(_:forKey:)`. A display link moves them each frame while the layer is on screen; an ended
/// animation is removed (its delegate told) or, filled forwards and kept, holds its last value.
@MainActor
final class LayerAnimations {
    /// Running animations by key, in the order they were added.
    private(set) var entries: [(key: String, animation: BasicAnimation, start: Double?, told: Bool)] = []
    /// Animated values shown instead of the model's while an animation runs (or stays, filled forwards).
    private(set) var presented: [String: Double] = [:]
    private var link: DisplayLink?
    /// Whether every animation left has ended and holds its value (nothing to tick for).
    private var onlyHeld = false
    private weak var host: (any LayerAnimationHost)?

    init(host: any LayerAnimationHost) {
        self.host = host
    }

    var isEmpty: Bool { entries.isEmpty }
    /// Whether an animation's value shows instead of a model value.
    var showsValues: Bool { !presented.isEmpty }

    /// Runs a copy of `animation` under `key` (replacing an animation with the same key), from the next frame.
    func add(_ animation: BasicAnimation, forKey key: String?) {
        let key = key ?? "animation-\(entries.count)-\(animation.keyPath ?? "")"
        remove(forKey: key, finished: false)
        entries.append((key, animation.copy(), nil, false))
        onlyHeld = false
        resume()
        host?.layerAnimationsDidChange()
    }

    /// The running animation under `key`, if any.
    func animation(forKey key: String) -> BasicAnimation? {
        entries.first { $0.key == key }?.animation
    }

    /// The keys in the order the animations were added; nil when there are none.
    var keys: [String]? { entries.isEmpty ? nil : entries.map(\.key) }

    /// Stops every animation; the properties show their model values again.
    func removeAll() {
        for e in entries { remove(forKey: e.key, finished: false) }
    }

    /// Stops the animation under `key` (its delegate hears `finished`); its property shows the model value.
    func remove(forKey key: String, finished: Bool) {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return }
        let removed = entries.remove(at: i)
        let a = removed.animation
        if let path = a.keyPath { presented[path] = nil }
        host?.layerAnimationsDidChange()
        if !removed.told { a.delegate?.animationDidStop(a, finished: finished) }
        if entries.isEmpty {
            link?.invalidate()
            link = nil
        }
    }

    /// Starts the frame ticks once the layer is in a window (or the loop runs), unless they run or only held
    /// animations are left.
    func resume() {
        guard link == nil, !onlyHeld, !entries.isEmpty,
            let application = host?.animatingView?.window?.application ?? Application.current
        else { return }
        let link = DisplayLink { [weak self] link in self?.tick(at: link.targetTimestamp) }
        link.add(to: application)
        self.link = link
    }

    /// The value of `keyPath` as shown now: an animation's, else nil (the model's shows).
    func shown(_ keyPath: String) -> Double? { presented[keyPath] }

    /// Moves each animation to `now`: its value shows; an ended one is removed, or stays holding its last
    /// value (a forwards fill) or the model's.
    private func tick(at now: Double) {
        guard let host, host.animatingView?.window != nil else {
            // Off screen: no frames for the layer until it is drawn again.
            link?.invalidate()
            link = nil
            return
        }
        var ended: [String] = []
        var running = false
        for i in entries.indices {
            let a = entries[i].animation
            if entries[i].start == nil {
                entries[i].start = now
                a.delegate?.animationDidStart(a)
            }
            guard let path = a.keyPath else { continue }
            let (value, done) = a.value(
                at: now - (entries[i].start ?? now), model: host.modelValue(forKeyPath: path) ?? 0)
            presented[path] = done && !a.fillsForwards ? nil : value
            if !done {
                running = true
            } else if a.isRemovedOnCompletion {
                ended.append(entries[i].key)
            } else if !entries[i].told {
                // A held animation has finished: its delegate hears so once, as Core Animation tells it.
                entries[i].told = true
                a.delegate?.animationDidStop(a, finished: true)
            }
        }
        host.layerAnimationsDidChange()
        for key in ended { remove(forKey: key, finished: true) }
        if !running {
            // Only held animations are left: nothing changes until one is removed.
            onlyHeld = true
            link?.invalidate()
            link = nil
        }
    }
}
