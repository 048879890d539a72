import Testing

@testable import PanelKit

@MainActor
final class EventLog {
    var events: [String] = []
    /// The log without layout callbacks.
    var appearance: [String] { events.filter { !$0.contains("Layout") } }
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

@MainActor
class LoggingViewController: ViewController {
    let name: String
    let log: EventLog
    var onViewDidLoad: ((LoggingViewController) -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewDidLoad() {
        log.events.append("\(name).viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) { log.events.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.events.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.events.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.events.append("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.events.append("\(name).willMove(\((parent as? LoggingViewController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.events.append("\(name).didMove(\((parent as? LoggingViewController)?.name ?? "nil"))")
    }
}

@MainActor
final class ManualContainer: LoggingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@Suite("View controller lifecycle")
@MainActor
struct LifecycleTests {
    @Test func viewLoadsLazilyOnce() {
        let log = EventLog()
        let vc = LoggingViewController("A", log: log)
        #expect(!vc.isViewLoaded)
        #expect(vc.viewIfLoaded == nil)
        #expect(log.events.isEmpty)
        let v = vc.view
        #expect(vc.isViewLoaded)
        _ = vc.view
        #expect(vc.view === v)
        #expect(log.events == ["A.viewDidLoad"])
    }

    /// Root with a child added in viewDidLoad, attached to a window that becomes visible.
    func makeRootWithChild(_ h: Harness, log: EventLog) -> (LoggingViewController, LoggingViewController) {
        let root = LoggingViewController("R", log: log)
        let child = LoggingViewController("C", log: log)
        root.onViewDidLoad = { r in r.add(child) }
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        return (root, child)
    }

    @Test func firstAttachToAWindow() {
        let h = Harness(visible: false)
        let log = EventLog()
        let (root, child) = makeRootWithChild(h, log: log)
        #expect(
            log.take() == [
                "R.viewDidLoad", "C.willMove(R)", "C.viewDidLoad", "C.didMove(R)",
                "R.viewWillAppear", "C.viewWillAppear",
            ])
        h.step()
        #expect(
            log.take() == [
                "R.viewWillLayoutSubviews", "R.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "R.viewDidAppear", "C.viewDidAppear",
            ])
        #expect(root.view.frame == h.window.bounds)
        #expect(child.view.frame == h.window.bounds)
        h.step(2)
        #expect(log.events.isEmpty)
    }

    @Test func addChildAndAddItsViewWhileVisible() {
        let h = Harness(visible: false)
        let log = EventLog()
        let (root, _) = makeRootWithChild(h, log: log)
        h.step()
        _ = log.take()
        let d = LoggingViewController("D", log: log)
        root.add(d)
        #expect(
            log.take() == ["D.willMove(R)", "D.viewDidLoad", "D.viewWillAppear", "D.viewDidAppear", "D.didMove(R)"])
        #expect(d.isMovingToParent == false)
        h.step()
        #expect(
            log.take() == [
                "R.viewWillLayoutSubviews", "R.viewDidLayoutSubviews", "D.viewWillLayoutSubviews",
                "D.viewDidLayoutSubviews",
            ])
    }

    @Test func removeSendsDisappearanceBetweenWillMoveAndDidMove() {
        let h = Harness(visible: false)
        let log = EventLog()
        let (root, child) = makeRootWithChild(h, log: log)
        h.step()
        _ = log.take()
        child.remove()
        #expect(log.take() == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        #expect(root.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.view.superview == nil)
        // A second remove does nothing.
        child.remove()
        #expect(log.events.isEmpty)
    }

    @Test func transitionFromTo() {
        let h = Harness(visible: false)
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let container = View()
        root.onViewDidLoad = { r in
            r.view.addSubview(container)
            r.add(a, view: container)
        }
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        h.step()
        _ = log.take()

        root.addChild(b)
        a.willMove(toParent: nil)
        var finished: Bool?
        b.view.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        root.transition(
            from: a, to: b, duration: 0.25,
            animations: {
                b.view.frame = container.bounds
                a.view.frame = container.bounds.offsetBy(dx: -container.bounds.width, dy: 0)
            },
            completion: { done in
                finished = done
                a.removeFromParent()
                b.didMove(toParent: root)
            })
        #expect(
            log.appearance == [
                "B.willMove(R)", "A.willMove(nil)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            ])
        #expect(b.view.superview === container)
        _ = log.take()
        h.step(8)
        // Mid-transition: both views on screen, no "did" yet.
        #expect(log.appearance.isEmpty)
        #expect(a.view.superview === container)
        h.step(10)
        #expect(log.appearance == ["A.viewDidDisappear", "B.viewDidAppear", "A.didMove(nil)", "B.didMove(R)"])
        #expect(finished == true)
        #expect(a.view.superview == nil)
        #expect(root.children.map(\.title) == [nil])
        #expect(root.children.first === b)
    }

    @Test func parentAppearingAndDisappearingWithChildren() {
        let h = Harness(visible: false)
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let p = LoggingViewController("P", log: log)
        let x = LoggingViewController("X", log: log)
        let y = LoggingViewController("Y", log: log)
        p.onViewDidLoad = { p in
            p.add(x)
            p.add(y)
        }
        root.onViewDidLoad = { r in r.add(p) }
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        h.step()
        #expect(
            log.appearance == [
                "R.viewDidLoad", "P.willMove(R)", "P.viewDidLoad", "X.willMove(P)", "X.viewDidLoad", "X.didMove(P)",
                "Y.willMove(P)", "Y.viewDidLoad", "Y.didMove(P)", "P.didMove(R)",
                "R.viewWillAppear", "P.viewWillAppear", "X.viewWillAppear", "Y.viewWillAppear",
                "R.viewDidAppear", "P.viewDidAppear", "X.viewDidAppear", "Y.viewDidAppear",
            ])
        _ = log.take()

        p.remove()
        #expect(
            log.take() == [
                "P.willMove(nil)", "P.viewWillDisappear", "X.viewWillDisappear", "Y.viewWillDisappear",
                "P.viewDidDisappear", "X.viewDidDisappear", "Y.viewDidDisappear", "P.didMove(nil)",
            ])
        root.add(p)
        #expect(
            log.take() == [
                "P.willMove(R)", "P.viewWillAppear", "X.viewWillAppear", "Y.viewWillAppear",
                "P.viewDidAppear", "X.viewDidAppear", "Y.viewDidAppear", "P.didMove(R)",
            ])
        h.step()
        _ = log.take()

        h.window.isHidden = true
        #expect(
            log.take() == [
                "R.viewWillDisappear", "P.viewWillDisappear", "X.viewWillDisappear", "Y.viewWillDisappear",
                "R.viewDidDisappear", "P.viewDidDisappear", "X.viewDidDisappear", "Y.viewDidDisappear",
            ])
        h.window.isHidden = false
        #expect(log.take() == ["R.viewWillAppear", "P.viewWillAppear", "X.viewWillAppear", "Y.viewWillAppear"])
        h.step()
        #expect(log.appearance == ["R.viewDidAppear", "P.viewDidAppear", "X.viewDidAppear", "Y.viewDidAppear"])
    }

    @Test func manualForwardingLeavesChildrenToTheContainer() {
        let h = Harness(visible: false)
        let log = EventLog()
        let root = ManualContainer("M", log: log)
        let child = LoggingViewController("C", log: log)
        root.onViewDidLoad = { r in r.add(child) }
        h.window.rootViewController = root
        h.window.makeKeyAndVisible()
        h.step()
        #expect(
            log.appearance == [
                "M.viewDidLoad", "C.willMove(M)", "C.viewDidLoad", "C.didMove(M)", "M.viewWillAppear",
                "M.viewDidAppear",
            ])
        _ = log.take()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear", "C.viewDidAppear"])
        // A repeated begin in the same direction sends nothing.
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.events.isEmpty)
    }

    @Test func cancelledTransitionSendsReversePairs() {
        let log = EventLog()
        let incoming = LoggingViewController("In", log: log)
        let outgoing = LoggingViewController("Out", log: log)
        outgoing.beginAppearanceTransition(true, animated: false)
        outgoing.endAppearanceTransition()
        _ = log.take()

        incoming.beginAppearanceTransition(true, animated: true)
        outgoing.beginAppearanceTransition(false, animated: true)
        // The interactive transition is cancelled.
        incoming.beginAppearanceTransition(false, animated: true)
        outgoing.beginAppearanceTransition(true, animated: true)
        incoming.endAppearanceTransition()
        outgoing.endAppearanceTransition()
        #expect(
            log.take() == [
                "In.viewWillAppear", "Out.viewWillDisappear", "In.viewWillDisappear", "Out.viewWillAppear",
                "In.viewDidDisappear", "Out.viewDidAppear",
            ])
    }

    @Test func replacingTheRootViewController() {
        let h = Harness(visible: false)
        let log = EventLog()
        let first = LoggingViewController("A", log: log)
        h.window.rootViewController = first
        h.window.makeKeyAndVisible()
        h.step()
        _ = log.take()
        let second = LoggingViewController("B", log: log)
        h.window.rootViewController = second
        #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear"])
        h.step()
        #expect(log.appearance == ["B.viewDidAppear"])
    }
}
