import Testing

@testable import PanelKit

/// A child that pushes and pops through its parent, as seed 004's children do.
@MainActor
final class StackChild: ColorViewController {
    func pushNext(_ next: ViewController) {
        let parent = self.parent as? ParentControllerDelegate
        #expect(parent != nil, "the parent must conform to ParentControllerDelegate")
        parent?.pushChildViewController(next)
    }

    func popSelf() {
        (parent as? ParentControllerDelegate)?.popChildViewController()
    }
}

@Suite("StackContainerViewController: seed 004's container")
@MainActor
struct StackContainerTests {
    let log = AppearanceLog()

    func setUp() -> (TransitionHarness, StackContainerViewController, [StackChild]) {
        let children = [
            StackChild("A", color: Color(hex: 0xE53935), log: log),
            StackChild("B", color: Color(hex: 0x43A047), log: log),
            StackChild("C", color: Color(hex: 0x1E88E5), log: log),
        ]
        let stack = StackContainerViewController(rootViewController: children[0])
        let h = TransitionHarness(root: stack)
        _ = log.take()
        return (h, stack, children)
    }

    func ids(_ list: [ViewController]) -> [ObjectIdentifier] { list.map(ObjectIdentifier.init) }

    @Test func pushAndPopThroughTheParentProtocol() {
        let (h, stack, c) = setUp()
        #expect(stack.currentChildIndex == 0)
        c[0].pushNext(c[1])
        #expect(log.take() == ["A.viewWillDisappear", "B.viewWillAppear"])
        h.step(10)
        #expect(c[1].view.transform.tx > 0 && c[1].view.transform.tx < 240)
        #expect(close(c[0].view.transform.tx, c[1].view.transform.tx - 240))
        h.step(15)
        #expect(stack.currentChildIndex == 1)
        #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear"])
        #expect(stack.containerView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c[1].view)])
        c[1].pushNext(c[2])
        h.step(25)
        #expect(stack.currentChildIndex == 2)
        c[2].popSelf()
        h.step(25)
        #expect(stack.currentChildIndex == 1)
        // The popped child stays, to be dragged back.
        #expect(ids(stack.children) == ids(c))
        _ = log.take()
        // Pushing drops it.
        let d = StackChild("D", color: .gray, log: log)
        stack.pushChildViewController(d, animated: false)
        #expect(ids(stack.children) == ids([c[0], c[1], d]))
        #expect(stack.currentChildIndex == 2)
        #expect(c[2].parent == nil)
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear", "D.viewWillAppear", "D.viewDidAppear"])
        stack.popChildViewController(animated: false)
        #expect(stack.currentChildIndex == 1)
        #expect(stack.currentChildViewController === c[1])
    }

    /// A, B, C with B shown and C popped but kept.
    func showMiddle(_ h: TransitionHarness, _ stack: StackContainerViewController, _ c: [StackChild]) {
        stack.pushChildViewController(c[1], animated: false)
        stack.pushChildViewController(c[2], animated: false)
        stack.popChildViewController(animated: false)
        h.step()
        _ = log.take()
    }

    @Test func thePanMovesPreviousCurrentAndNextTogether() {
        let (h, stack, c) = setUp()
        showMiddle(h, stack, c)
        #expect(stack.currentChildIndex == 1)
        // Right: the previous child comes with the current one.
        h.press(from: Point(x: 60, y: 80), to: Point(x: 120, y: 80), duration: 0.3)
        #expect(close(c[0].view.transform.tx, -240 + 60))
        #expect(close(c[1].view.transform.tx, 60))
        #expect(c[2].view.superview == nil)
        // Back past the start and left: now the next child comes.
        h.press(from: Point(x: 120, y: 80), to: Point(x: 0, y: 80), duration: 0.3)
        #expect(close(c[1].view.transform.tx, -60))
        #expect(close(c[2].view.transform.tx, 240 - 60))
        #expect(c[0].view.superview == nil)
        // Released with a flick left: translation plus half a second of velocity is past half the width.
        h.lift(at: Point(x: 0, y: 80))
        h.step(30)
        #expect(stack.currentChildIndex == 2)
        #expect(c[2].view.transform == .identity)
        #expect(stack.containerView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c[2].view)])
        // The turn towards A was abandoned when the finger crossed back (A got the reverse pair).
        #expect(
            log.take() == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear",
                "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
            ])
    }

    @Test func aSlowShortPanGoesBackAndTheFirstChildRubberBands() {
        let (h, stack, c) = setUp()
        showMiddle(h, stack, c)
        let before = HierarchySnapshot(h.window)
        h.drag(from: Point(x: 60, y: 80), to: Point(x: 120, y: 80), duration: 0.5, hold: 0.2)
        h.step(30)
        #expect(stack.currentChildIndex == 1)
        #expect(HierarchySnapshot(h.window) == before)
        #expect(
            log.take() == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear",
            ])
        stack.popChildViewController(animated: false)
        h.press(from: Point(x: 60, y: 80), to: Point(x: 160, y: 80), duration: 0.3)
        let banded: Double = (1 - 1 / (100 * 0.55 / 240 + 1)) * 240
        #expect(close(c[0].view.transform.tx, banded, 1e-9))
        h.lift(at: Point(x: 160, y: 80))
        h.step(20)
        #expect(c[0].view.presentation.transform == .identity)
        #expect(stack.currentChildIndex == 0)
    }

    @Test func seed001StartPhaseAndEnd() {
        let (h, stack, c) = setUp()
        let carousel = CarouselTransition()
        stack.startPushingChildViewController(c[1], with: carousel)
        #expect(stack.transition === carousel)
        carousel.phase = 0.7
        #expect(carousel.isCommitted)
        var results: [Bool] = []
        stack.endTransition { results.append($0) }
        h.step(30)
        #expect(results == [true])
        #expect(stack.currentChildIndex == 1)
        #expect(c[1].view.transform == .identity)

        let fade = FadeTransition()
        stack.startPoppingChildViewController(with: fade)
        fade.phase = 0.3
        #expect(!fade.isCommitted)
        // Popping plays the fade backwards: the current child fades out over the previous one.
        #expect(close(c[1].view.alpha, 0.7))
        #expect(c[0].view.alpha == 1)
        stack.endTransition { results.append($0) }
        h.step(30)
        #expect(results == [true, false])
        #expect(stack.currentChildIndex == 1)
        #expect(c[1].view.alpha == 1)
        #expect(c[0].view.superview == nil)
    }
}
