import PanelTestSupport
import Testing

@testable import PanelKit

/// The library's transitions, for parameterised tests.
enum LibraryTransition: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case slide
    case carousel
    case cover
    case fade
    case scaleFromFrame = "scale-from-frame"
    case miniToLarge = "mini-to-large"

    @MainActor
    func make() -> PhaseTransition {
        switch self {
        case .slide: return SlideTransition()
        case .carousel: return CarouselTransition()
        case .cover: return CoverTransition(edge: .right)
        case .fade: return FadeTransition()
        case .scaleFromFrame:
            let t = ScaleFromFrameTransition(sourceFrame: Rect(x: 16, y: 100, width: 72, height: 48))
            t.sourceCornerRadius = 24
            return t
        case .miniToLarge: return ScaleFromFrameTransition(initialY: 112)
        }
    }

    var testDescription: String { rawValue }
}

/// Two views that are easy to tell apart on screen: an orange one with a circle and a green-blue one
/// with a rounded square and stripes, both with a header bar.
@MainActor
enum Sample {
    static func viewA(_ bounds: Rect) -> View {
        let v = View(frame: bounds)
        v.backgroundColor = Color(hex: 0xFB8C00)
        let bar = View(frame: Rect(x: 0, y: 0, width: bounds.width, height: 24))
        bar.backgroundColor = Color(hex: 0x5D4037)
        let circle = View(frame: Rect(x: 24, y: 44, width: 72, height: 72))
        circle.backgroundColor = .white
        circle.cornerRadius = 36
        let square = View(frame: Rect(x: 168, y: 104, width: 48, height: 36))
        square.backgroundColor = Color(hex: 0x3E2723)
        for s in [bar, circle, square] { v.addSubview(s) }
        return v
    }

    static func viewB(_ bounds: Rect) -> View {
        let v = View(frame: bounds)
        v.backgroundColor = Color(hex: 0x00897B)
        let bar = View(frame: Rect(x: 0, y: 0, width: bounds.width, height: 24))
        bar.backgroundColor = Color(hex: 0x004D40)
        let card = View(frame: Rect(x: 136, y: 40, width: 80, height: 80))
        card.backgroundColor = Color(hex: 0xFFF59D)
        card.cornerRadius = 14
        v.addSubview(bar)
        v.addSubview(card)
        for i in 0..<3 {
            let stripe = View(frame: Rect(x: 24, y: 48 + Double(i) * 24, width: 88, height: 12))
            stripe.backgroundColor = .white
            v.addSubview(stripe)
        }
        return v
    }
}

@Suite("Phase-driven transitions")
@MainActor
struct PhaseTransitionTests {
    /// A and B in a container filling the window; `reversed` runs B → A backwards.
    func scene(_ kind: LibraryTransition, reversed: Bool = false) -> (TransitionHarness, PhaseTransition, View, View) {
        let root = ViewController()
        let h = TransitionHarness(root: root)
        let container: View = root.view
        let a = Sample.viewA(container.bounds)
        let b = Sample.viewB(container.bounds)
        let t = kind.make()
        if reversed {
            container.addSubview(a)
            container.addSubview(b)
            t.fromView = b
            t.toView = a
            t.isReversed = true
        } else {
            container.addSubview(a)
            container.addSubview(b)
            t.fromView = a
            t.toView = b
        }
        t.containerView = container
        return (h, t, a, b)
    }

    @Test("Golden frames at 25, 50 and 75 percent", arguments: LibraryTransition.allCases)
    func goldenFrames(_ kind: LibraryTransition) {
        let (h, t, _, _) = scene(kind)
        t.prepareToRun()
        for quarter in 1...3 {
            t.phase = Double(quarter) / 4
            h.step()
            expectGolden(h.surface, named: "\(kind.rawValue)-\(quarter * 25)", tolerance: 2)
        }
        t.cleanup()
    }

    @Test("A reversed run is the forward run played backwards", arguments: LibraryTransition.allCases)
    func reversedIsForwardBackwards(_ kind: LibraryTransition) {
        let (h1, forward, _, _) = scene(kind)
        let (h2, backward, _, _) = scene(kind, reversed: true)
        forward.prepareToRun()
        backward.prepareToRun()
        for p in [0.2, 0.5, 0.9] {
            forward.phase = 1 - p
            backward.phase = p
            h1.step()
            h2.step()
            let c = Golden.compare(h1.surface, h2.surface, tolerance: 0)
            #expect(c.differingPixels == 0, "phase \(p)")
        }
    }

    @Test("Phase 0 shows the from view, phase 1 the to view", arguments: LibraryTransition.allCases)
    func endsShowOneView(_ kind: LibraryTransition) {
        let (h, t, _, _) = scene(kind)
        t.prepareToRun()
        h.step()
        // Scale-from-frame starts with the incoming view on its source rectangle, by design.
        if kind != .scaleFromFrame && kind != .miniToLarge {
            #expect(Golden.compare(h.surface, renderAlone(Sample.viewA), tolerance: 2).differingPixels == 0)
        }
        t.phase = 1
        h.step()
        #expect(Golden.compare(h.surface, renderAlone(Sample.viewB), tolerance: 2).differingPixels == 0)
    }

    /// What the window shows with one sample view alone.
    func renderAlone(_ make: (Rect) -> View) -> Surface {
        let other = TransitionHarness()
        other.window.addSubview(make(other.window.bounds))
        other.step()
        return other.surface
    }

    @Test("cleanup() puts every property and the stacking order back", arguments: LibraryTransition.allCases)
    func cleanupRestores(_ kind: LibraryTransition) {
        let (h, t, a, b) = scene(kind, reversed: true)
        let before = HierarchySnapshot(h.window)
        t.prepareToRun()
        t.phase = 0.6
        #expect(HierarchySnapshot(h.window) != before)
        t.cleanup()
        #expect(HierarchySnapshot(h.window) == before)
        #expect(a.superview === b.superview)
        #expect(!t.isPrepared)
        // Setting the phase after cleanup moves nothing.
        t.phase = 0.3
        #expect(HierarchySnapshot(h.window) == before)
    }

    @Test func isCommittedFromHalfWay() {
        let t = PhaseTransition()
        t.phase = 0.49
        #expect(!t.isCommitted)
        t.phase = 0.5
        #expect(t.isCommitted)
    }

    @Test func progressHandlerGetsTheForwardProgress() {
        let (_, t, _, _) = scene(.slide, reversed: true)
        var seen: [Double] = []
        t.progressHandler = { seen.append($0) }
        t.prepareToRun()
        t.phase = 0.25
        t.phase = 1
        #expect(seen == [1, 0.75, 0])
    }

    @Test("Works for present and dismiss, interactive or not", arguments: LibraryTransition.allCases)
    func presentsAndDismisses(_ kind: LibraryTransition) {
        let start = ColorViewController("A", color: Color(hex: 0xFB8C00))
        let h = TransitionHarness(root: start)
        let shown = ColorViewController("B", color: Color(hex: 0x00897B))
        let ready = PhaseTransitioningDelegate { kind.make() }
        shown.transitioningDelegate = ready
        shown.modalPresentationStyle = .custom
        let before = HierarchySnapshot(h.window)
        start.present(shown, animated: true)
        h.step(10)
        #expect(shown.isBeingPresented)
        #expect(shown.view.transform != .identity || shown.view.alpha < 1)
        h.run(until: { !shown.isBeingPresented })
        #expect(shown.view.transform == .identity && shown.view.alpha == 1)
        #expect(shown.view.frame == h.window.bounds)
        shown.dismiss(animated: true)
        h.step(10)
        #expect(shown.isBeingDismissed)
        h.run(until: { !shown.isBeingDismissed })
        #expect(start.presentedViewController == nil)
        #expect(HierarchySnapshot(h.window) == before)

        // Interactive: half-way, then cancelled.
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = FixedTransitioningDelegate()
        shown.transitioningDelegate = delegate
        delegate.presenting = PhaseTransitionAnimator(transition: kind.make())
        delegate.interaction = interaction
        start.present(shown, animated: true)
        interaction.update(0.5)
        h.step()
        let animator = delegate.presenting as? PhaseTransitionAnimator
        #expect(animator.map { close($0.transition.phase, 0.5) } == true)
        interaction.cancel()
        h.run(until: { start.transitionCoordinator == nil })
        #expect(start.presentedViewController == nil)
        #expect(HierarchySnapshot(h.window) == before)
    }

    @Test("Works for the page view controller", arguments: LibraryTransition.allCases)
    func turnsPages(_ kind: LibraryTransition) {
        let source = PageSource([
            ColorViewController("P0", color: Color(hex: 0xFB8C00)),
            ColorViewController("P1", color: Color(hex: 0x00897B)),
        ])
        let pvc = PageViewController(navigationOrientation: .horizontal)
        pvc.makeTransition = { kind.make() }
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let h = TransitionHarness(root: pvc)
        h.press(from: Point(x: 200, y: 80), to: Point(x: 140, y: 80), duration: 0.3)
        #expect(pvc.children.count == 2)
        h.lift(at: Point(x: 80, y: 80))
        h.step(40)
        #expect(pvc.viewControllers?.first === source.pages[1])
        #expect(source.calls == ["will(P1)", "did(true, P0, true)"])
        #expect(source.pages[1].view.transform == .identity && source.pages[1].view.alpha == 1)
        pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: true)
        h.step(40)
        #expect(pvc.viewControllers?.first === source.pages[0])
        #expect(pvc.pagesView.subviews.count == 1)
    }

    @Test("Works for push and pop", arguments: LibraryTransition.allCases)
    func pushesAndPops(_ kind: LibraryTransition) {
        let a = ColorViewController("A", color: Color(hex: 0xFB8C00))
        let b = ColorViewController("B", color: Color(hex: 0x00897B))
        let stack = StackContainerViewController(rootViewController: a)
        stack.makeTransition = { kind.make() }
        let h = TransitionHarness(root: stack)
        let before = HierarchySnapshot(h.window)
        stack.pushChildViewController(b)
        h.step(10)
        #expect(b.view.transform != .identity || b.view.alpha < 1)
        h.step(30)
        #expect(stack.currentChildIndex == 1)
        stack.popChildViewController()
        h.step(40)
        #expect(stack.currentChildIndex == 0)
        #expect(HierarchySnapshot(h.window) == before)
        // Dragged back to the popped child.
        h.drag(from: Point(x: 200, y: 80), to: Point(x: 60, y: 80), duration: 0.1)
        h.step(40)
        #expect(stack.currentChildIndex == 1)
        #expect(b.view.transform == .identity && b.view.alpha == 1)
    }
}
