/// What runs layer animations: a view's layer (`view.layer.add(_:forKey:)`) or a sublayer.
@MainActor
protocol LayerAnimationHost: AnyObject {
    /// The model value of an animatable key path, or nil for one the host does not animate.
    func modelValue(forKeyPath keyPath: String) -> Double?
    /// The shown values changed: the host draws again in the next frame.
    func layerAnimationsDidChange()
    /// The view the host draws in; frames tick the animations only while it is in a window.
    var animatingView: View? { get }
}

/// The running animations of one layer, by key, and the values they show: what Core Animation keeps for
/// `add(_:forKey:)`. A display link moves them each frame while the layer is on screen; an ended animation is
/// removed (its delegate and transactions told) or, filled forwards and kept, holds its last value.
@MainActor
final class LayerAnimations {
    /// One added animation: its key, the layer's copy, the time of its first frame, whether its delegate
    /// heard it stop, and the transactions waiting for it.
    struct Entry {
        let key: String
        let animation: Animation
        var start: Double?
        var told = false
        var transactions: [Transaction.Group]
    }

    /// Running animations by key, in the order they were added.
    private(set) var entries: [Entry] = []
    /// Animated values shown instead of the model's while an animation runs (or stays, filled forwards).
    private(set) var presented: [String: Double] = [:]
    private var link: DisplayLink?
    /// The time of the last frame, at which `presented` was found.
    private var lastFrame: Double?
    /// Whether every animation left has ended and holds its value (nothing to tick for).
    private var onlyHeld = false
    private weak var host: (any LayerAnimationHost)?

    init(host: any LayerAnimationHost) {
        self.host = host
    }

    /// Whether an animation's value shows instead of a model value.
    var showsValues: Bool { !presented.isEmpty }

    /// Runs a copy of `animation` under `key` (replacing an animation with the same key), from the next frame.
    /// Inside a `Transaction` the copy takes the transaction's duration if it has none, and the transaction
    /// waits for it.
    func add(_ animation: Animation, forKey key: String?) {
        let key = key ?? "animation-\(entries.count)-\(animation.animatedKeyPaths.joined(separator: ","))"
        remove(forKey: key, finished: false)
        let copy = animation.copy()
        let transactions = Transaction.open
        if !transactions.isEmpty && !(copy.duration > 0) { copy.duration = Transaction.animationDuration() }
        for t in transactions { t.pending += 1 }
        entries.append(Entry(key: key, animation: copy, transactions: transactions))
        onlyHeld = false
        resume()
        host?.layerAnimationsDidChange()
    }

    /// The running animation under `key`, if any.
    func animation(forKey key: String) -> Animation? {
        entries.first { $0.key == key }?.animation
    }

    /// The keys in the order the animations were added; nil when there are none.
    var keys: [String]? { entries.isEmpty ? nil : entries.map(\.key) }

    /// Stops every animation; the properties show their model values again.
    func removeAll() {
        for e in entries { remove(forKey: e.key, finished: false) }
    }

    /// Stops the animation under `key` (its delegate hears `finished`); the others' values show as at the last
    /// frame, the model's where none is left.
    func remove(forKey key: String, finished: Bool) {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return }
        let removed = entries.remove(at: i)
        presented = lastFrame.map { compose(at: $0).shown } ?? [:]
        host?.layerAnimationsDidChange()
        if !removed.told { stopped(removed, finished: finished) }
        if entries.isEmpty {
            link?.invalidate()
            link = nil
        }
    }

    /// Tells the delegate of `entry`'s animation that it stopped, then the transactions waiting for it.
    private func stopped(_ entry: Entry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        for t in entry.transactions { t.animationEnded() }
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

    /// The values the started animations show at `now`, later ones over earlier ones, and which have ended.
    private func compose(at now: Double) -> (shown: [String: Double], done: [Bool]) {
        var shown: [String: Double] = [:]
        let model = { (path: String) in self.host?.modelValue(forKeyPath: path) ?? 0 }
        let done = entries.map { e in
            guard let start = e.start else { return false }
            return e.animation.present(at: now - start, model: model, into: &shown)
        }
        return (shown, done)
    }

    /// Moves each animation to `now`: its values show; an ended one is removed, or stays holding its last
    /// values (a forwards fill) or the model's.
    private func tick(at now: Double) {
        guard let host, host.animatingView?.window != nil else {
            // Off screen: no frames for the layer until it is drawn again.
            link?.invalidate()
            link = nil
            return
        }
        // Delegates may add or remove animations: they hear of starts and stops once the entries are updated.
        var starting: [Animation] = []
        for i in entries.indices where entries[i].start == nil {
            entries[i].start = now
            // `CACurrentMediaTime() + delay`: the entry's copy takes the delay it means.
            let a = entries[i].animation
            if a.beginTime >= MediaTime.epoch { a.beginTime = MediaTime.delay(a.beginTime, after: now) }
            starting.append(entries[i].animation)
        }
        for a in starting { a.delegate?.animationDidStart(a) }
        let (shown, done) = compose(at: now)
        presented = shown
        lastFrame = now
        var ended: [String] = []
        var held: [Entry] = []
        for i in entries.indices where done[i] {
            if entries[i].animation.isRemovedOnCompletion {
                ended.append(entries[i].key)
            } else if !entries[i].told {
                // A held animation has finished: its delegate and transactions hear so once, as Core Animation
                // tells them.
                held.append(entries[i])
                entries[i].told = true
                entries[i].transactions = []
            }
        }
        host.layerAnimationsDidChange()
        for e in held { stopped(e, finished: true) }
        for key in ended { remove(forKey: key, finished: true) }
        if entries.allSatisfy(\.told) {
            // Only held animations are left: nothing changes until one is removed or added.
            onlyHeld = true
            link?.invalidate()
            link = nil
        }
    }
}
