/// Seed 004's custom container: children in a row, one shown at a time, pushed and popped through
/// `ParentControllerDelegate`, and a pan that drags the previous, current and next children together.
///
/// `children` keeps the row in order and `currentChildIndex` says which one shows. Pushing drops the
/// children after the current one (those popped before) and slides the new one in with
/// `makeTransition()` (a `SlideTransition` by default; any `PhaseTransition` works). Popping goes back
/// one child and keeps the popped child, so a drag can bring it back. The pan follows the finger
/// between the current child and the neighbour on the side it moves towards (only the views on
/// screen are in the hierarchy: the other neighbour would be off screen); on release it moves on when
/// the translation plus half a second of velocity passes half the width (seed 004's rule), and
/// rubber-bands where there is no neighbour.
///
/// Seed 001's API drives a transition by hand: `startPushingChildViewController(_:with:)` or
/// `startPoppingChildViewController(with:)`, then set `transition?.phase`, then `endTransition()`,
/// which completes when the transition `isCommitted` and goes back otherwise.
@MainActor
open class StackContainerViewController: ViewController, ParentControllerDelegate {
    /// The index in `children` of the child shown.
    public private(set) var currentChildIndex = 0
    /// The view the children's views are in (seed 004's `containerView`).
    public private(set) var containerView: View!
    /// Makes the transition of each push, pop and drag (pops and drags back run it reversed).
    public var makeTransition: () -> PhaseTransition = { SlideTransition(edge: .right) }
    /// The pan that drags between children.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// Whether the pan is on.
    public var isPanEnabled = true

    private var rootViewController: ViewController?
    private var driver: ChildTransitionDriver?
    private var dragForward: Bool?
    private let band = RubberBand()
    private lazy var arbiter = PagingPanArbiter(
        isHorizontal: true,
        canMove: { [weak self] forward in
            guard let self else { return false }
            return forward ? self.currentChildIndex + 1 < self.children.count : self.currentChildIndex > 0
        },
        isEnabled: { [weak self] in self?.isPanEnabled ?? false })

    /// A container that starts with `rootViewController` (or empty: the first push then shows at once).
    public init(rootViewController: ViewController? = nil) {
        self.rootViewController = rootViewController
        super.init()
    }

    /// The child shown.
    public var currentChildViewController: ViewController? {
        children.indices.contains(currentChildIndex) ? children[currentChildIndex] : nil
    }

    /// The transition under way (seed 001: set its phase between the `start…` calls and `endTransition`).
    public var transition: PhaseTransition? { driver?.transition }

    open override func loadView() {
        let root = View(frame: .zero)
        let container = View(frame: .zero)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        root.addSubview(container)
        containerView = container
        panGestureRecognizer.delegate = arbiter
        panGestureRecognizer.addTarget(self, action: StackContainerViewController.handlePan)
        root.addGestureRecognizer(panGestureRecognizer)
        view = root
        if let first = rootViewController {
            rootViewController = nil
            add(first, view: container)
            currentChildIndex = 0
        }
    }

    // MARK: ParentControllerDelegate

    open func pushChildViewController(_ newChildController: ViewController) {
        pushChildViewController(newChildController, animated: true)
    }

    open func popChildViewController() {
        popChildViewController(animated: true)
    }

    // MARK: Pushing and popping

    /// Pushes `newChildController` after the current child, dropping the children after it first.
    /// `completion` gets whether the push completed.
    public func pushChildViewController(
        _ newChildController: ViewController, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let d = beginPush(newChildController, transition: nil, animated: animated, completion: completion)
        else { return }
        d.run()
    }

    /// Goes back to the previous child; the popped one stays a child. `completion` gets whether the pop
    /// completed.
    public func popChildViewController(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let d = beginPop(transition: nil, animated: animated, completion: completion) else { return }
        d.run()
    }

    /// Seed 001: starts pushing `child` with `transition` (or `makeTransition()`) at phase 0, for the
    /// caller to drive through `transition?.phase` and finish with `endTransition(completion:)`.
    public func startPushingChildViewController(_ child: ViewController, with transition: PhaseTransition? = nil) {
        beginPush(child, transition: transition, animated: true, completion: nil)
    }

    /// Seed 001: starts popping with `transition` (or `makeTransition()`) at phase 0.
    public func startPoppingChildViewController(with transition: PhaseTransition? = nil) {
        beginPop(transition: transition, animated: true, completion: nil)
    }

    /// Seed 001: eases the transition under way to phase 1 when it `isCommitted` (the push or pop
    /// completes) and back to 0 otherwise; `completion` gets whether it completed.
    public func endTransition(completion: ((Bool) -> Void)? = nil) {
        guard let d = driver else {
            completion?(false)
            return
        }
        let transition = d.transition
        if let completion {
            let previous = d.onEnd
            d.onEnd = { completed in
                previous?(completed)
                completion(completed)
            }
        }
        d.end(completing: transition.isCommitted, curve: .easeInOut)
    }

    @discardableResult
    private func beginPush(
        _ child: ViewController, transition: PhaseTransition?, animated: Bool, completion: ((Bool) -> Void)?
    ) -> ChildTransitionDriver? {
        finishRunningTransition()
        loadViewIfNeeded()
        for index in stride(from: children.count - 1, to: currentChildIndex, by: -1) {
            children[index].remove()
        }
        guard let current = currentChildViewController else {
            add(child, view: containerView)
            currentChildIndex = children.count - 1
            completion?(true)
            return nil
        }
        addChild(child)
        guard animated, view.window != nil else {
            current.viewIfLoaded?.removeFromSuperview()
            let v: View = child.view
            v.frame = containerView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(v)
            child.didMove(toParent: self)
            currentChildIndex = children.count - 1
            completion?(true)
            return nil
        }
        let d = ChildTransitionDriver(
            parent: self, host: containerView, from: current, to: child, transition: transition ?? makeTransition(),
            reversed: false)
        child.didMove(toParent: self)
        d.willRemove = { completed in if !completed { child.willMove(toParent: nil) } }
        d.onEnd = { [weak self] completed in
            guard let self else { return }
            self.driver = nil
            if completed {
                self.currentChildIndex = self.children.firstIndex { $0 === child } ?? self.currentChildIndex
            } else {
                child.removeFromParent()
            }
            completion?(completed)
        }
        driver = d
        return d
    }

    @discardableResult
    private func beginPop(
        transition: PhaseTransition?, animated: Bool, completion: ((Bool) -> Void)?
    ) -> ChildTransitionDriver? {
        finishRunningTransition()
        guard currentChildIndex > 0, let current = currentChildViewController else {
            completion?(false)
            return nil
        }
        let previous = children[currentChildIndex - 1]
        guard animated, view.window != nil else {
            current.viewIfLoaded?.removeFromSuperview()
            let v: View = previous.view
            v.frame = containerView.bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(v)
            currentChildIndex -= 1
            completion?(true)
            return nil
        }
        return move(from: current, to: previous, forward: false, transition: transition, completion: completion)
    }

    /// A transition between the current child and a neighbour that is already a child.
    @discardableResult
    private func move(
        from current: ViewController, to neighbour: ViewController, forward: Bool, transition: PhaseTransition?,
        completion: ((Bool) -> Void)?
    ) -> ChildTransitionDriver {
        let d = ChildTransitionDriver(
            parent: self, host: containerView, from: current, to: neighbour,
            transition: transition ?? makeTransition(), reversed: !forward)
        d.onEnd = { [weak self] completed in
            guard let self else { return }
            self.driver = nil
            if completed { self.currentChildIndex += forward ? 1 : -1 }
            completion?(completed)
        }
        driver = d
        return d
    }

    private func finishRunningTransition() {
        driver?.finishNow()
        band.end(animated: false)
    }

    // MARK: The pan

    private func handlePan(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: view).x
        switch pan.state {
        case .began:
            finishRunningTransition()
            band.stopBounce()
            follow(t)
        case .changed:
            follow(t)
        case .ended, .cancelled:
            release(t, velocity: pan.velocity(in: view).x, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private var width: Double { max(1, containerView.bounds.width) }

    private func follow(_ t: Double) {
        guard let current = currentChildViewController else { return }
        let forward: Bool? = t < 0 ? true : (t > 0 ? false : nil)
        if let d = driver, dragForward != forward {
            // The finger went back past where it started: the other neighbour's turn now.
            d.finishNow(completing: false)
        }
        if driver == nil, let forward, !band.isActive || band.isForward != forward {
            band.end(animated: false)
            let index = currentChildIndex + (forward ? 1 : -1)
            if children.indices.contains(index) {
                dragForward = forward
                move(from: current, to: children[index], forward: forward, transition: nil) { [weak self] _ in
                    self?.dragForward = nil
                }
            } else {
                band.start(current.view, forward: forward)
            }
        }
        if let d = driver {
            d.scrub(to: abs(t) / width)
        } else {
            band.show(t, length: width, horizontal: true)
        }
    }

    private func release(_ t: Double, velocity: Double, cancelled: Bool) {
        if let d = driver, let forward = dragForward {
            let projected = t + velocity * 0.5
            let completes = !cancelled && (forward ? projected < -width / 2 : projected > width / 2)
            d.end(completing: completes)
        } else {
            band.end(animated: true)
        }
    }
}
