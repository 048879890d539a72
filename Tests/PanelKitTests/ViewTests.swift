import Testing

@testable import PanelKit

@Suite("View geometry and hierarchy")
@MainActor
struct ViewTests {
    @Test func frameBoundsAndCenterAgree() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        v.bounds.size = Size(width: 20, height: 10)
        #expect(v.frame == Rect(x: -10, y: -5, width: 20, height: 10))
    }

    @Test func transformChangesFrameAroundCenter() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -50, y: -25, width: 200, height: 100))
        #expect(v.bounds.size == Size(width: 100, height: 50))
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)
        #expect(close(v.frame, Rect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func convertGoesThroughTransformsAndBoundsOrigin() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let b = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(Point.zero, to: root) == Point(x: 110, y: 110))
        a.bounds.origin = Point(x: 5, y: 0)
        #expect(b.convert(Point.zero, to: root) == Point(x: 105, y: 110))
        a.bounds.origin = .zero
        a.transform = AffineTransform(scaleX: 2, y: 2)
        // a's center is (150, 150); b's origin (10, 10) is 40 left/up of it, doubled.
        #expect(b.convert(Point.zero, to: root) == Point(x: 70, y: 70))
        #expect(close(root.convert(Point(x: 70, y: 70), to: b), .zero))
        #expect(
            b.convert(Rect(x: 0, y: 0, width: 20, height: 20), to: root) == Rect(x: 70, y: 70, width: 40, height: 40))
    }

    @Test func hitTestSkipsHiddenTransparentAndDisabledViews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let front = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(Point(x: 80, y: 80), with: nil) === root)
        #expect(root.hitTest(Point(x: 120, y: 80), with: nil) == nil)
    }

    @Test func hitTestUsesTransforms() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(v)
        v.transform = AffineTransform(translationX: 100, y: 0)
        #expect(root.hitTest(Point(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(Point(x: 105, y: 5), with: nil) === v)
    }

    @Test func subviewOrdering() {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.insertSubview(a, aboveSubview: c)
        #expect(root.subviews.last === a)
        b.removeFromSuperview()
        #expect(b.superview == nil && root.subviews.count == 2)
        root.addSubview(c)
        #expect(root.subviews.last === c)
        c.tag = 7
        #expect(root.viewWithTag(7) === c)
    }

    @Test("A view that goes away leaves its subviews without a superview; the superview is not retained")
    func superviewIsClearedWhenItGoesAway() {
        let child = View()
        let grandchild = View()
        weak var gone: View?
        do {
            let parent = View()
            parent.addSubview(child)
            child.addSubview(grandchild)
            gone = parent
            #expect(child.superview === parent)
        }
        // Only the caller held the parent: its subview's reference did not keep it.
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        // A subview moved elsewhere before its old parent goes keeps its new superview.
        let other = View()
        do {
            let parent = View()
            parent.addSubview(grandchild)
            other.addSubview(grandchild)
        }
        #expect(grandchild.superview === other)
        #expect(child.subviews.isEmpty)
    }

    @Test("While a view is being deinitialized, its subviews' superview reads as nil, as a weak reference would")
    func superviewReadsNilWhileItGoes() {
        let child = View()
        let log = ProbedView.Log()
        do {
            let parent = ProbedView()
            parent.addSubview(child)
            parent.watched = child
            parent.log = log
        }
        #expect(log.reads == 1)
        #expect(log.sawSuperview == false)
        #expect(child.superview == nil)
    }

    @Test func movingToAnotherSuperviewRemovesFromTheOld() {
        let p1 = View()
        let p2 = View()
        let v = View()
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty)
        #expect(v.superview === p2)
    }

    @Test func autoresizingSharesTheChangeProportionally() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let pinned = View(frame: parent.bounds)
        pinned.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let right = View(frame: Rect(x: 80, y: 10, width: 10, height: 10))
        right.autoresizingMask = [.flexibleLeftMargin]
        let both = View(frame: Rect(x: 10, y: 0, width: 30, height: 10))
        both.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let fixed = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        for v in [pinned, right, both, fixed] { parent.addSubview(v) }
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        #expect(pinned.frame == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(right.frame == Rect(x: 180, y: 10, width: 10, height: 10))
        // Margins 10 and 60 and width 30 share +100 as 10:30:60.
        #expect(both.frame == Rect(x: 20, y: 0, width: 60, height: 10))
        #expect(fixed.frame == Rect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func layoutRunsOncePerPassAndParentFirst() {
        final class Recorder: View {
            var log: [String]
            let name: String
            init(_ name: String, log: [String] = []) {
                self.name = name
                self.log = log
                super.init(frame: .zero)
            }
            var sink: ((String) -> Void)?
            override func layoutSubviews() { sink?(name) }
        }
        let h = Harness()
        var log: [String] = []
        let a = Recorder("a")
        let b = Recorder("b")
        a.sink = { log.append($0) }
        b.sink = { log.append($0) }
        h.window.addSubview(a)
        a.addSubview(b)
        h.step()
        #expect(log == ["a", "b"])
        log = []
        h.step()
        #expect(log.isEmpty)
        b.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(log == ["b"])
        a.frame = Rect(x: 0, y: 0, width: 30, height: 30)
        h.step()
        #expect(log == ["b", "a"])
    }
}

/// A view subclass whose `deinit` reads a subview's superview: the view is going, so it must read nil.
@MainActor
private final class ProbedView: View {
    @MainActor
    final class Log {
        var reads = 0
        var sawSuperview: Bool?
    }

    var watched: View?
    var log: Log?

    isolated deinit {
        log?.reads += 1
        log?.sawSuperview = watched?.superview != nil
    }
}
