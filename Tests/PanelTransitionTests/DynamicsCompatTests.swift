import PanelKitCompat
import Testing

/// UIKit Dynamics as Apple's documentation describes it: gravity of 1000 points/s² per unit of magnitude,
/// collisions with the reference bounds and with boundaries, elasticity, snapping, attachments dragged by a
/// pan gesture, pushes of 100 points/s² (or 100 points/s at once) on a 100 x 100 item of density 1, the
/// collision delegate, and an animator that pauses when everything is at rest.
@Suite("PanelKitCompat: UIKit Dynamics")
@MainActor
struct DynamicsCompatTests {
    /// Records what a dynamic animator and a collision behavior tell their delegates.
    final class Recorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var resumed = 0
        var paused = 0
        var itemContacts: [(UIDynamicItem, UIDynamicItem, CGPoint)] = []
        var boundaryContacts: [(NSCopying?, CGPoint)] = []
        var endedBoundaryContacts = 0

        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }

        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
            at p: CGPoint
        ) {
            itemContacts.append((item1, item2, p))
        }

        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            boundaryContacts.append((identifier, p))
        }

        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?
        ) {
            endedBoundaryContacts += 1
        }
    }

    /// A 400 x 800 reference view in a window, and a 100 x 100 box whose top-left is at (150, `top`).
    private func scene(top: Double = 0) -> (TransitionHarness, UIView, UIView) {
        let h = TransitionHarness(width: 400, height: 800)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        h.window.addSubview(container)
        let box = UIView(frame: CGRect(x: 150, y: top, width: 100, height: 100))
        box.backgroundColor = .systemBlue
        container.addSubview(box)
        return (h, container, box)
    }

    @Test func gravityFallsAtAThousandPointsPerSecondSquaredAndRestsOnTheReferenceBounds() {
        let (h, container, box) = scene()
        let recorder = Recorder()
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = recorder
        let gravity = UIGravityBehavior(items: [box])
        #expect(gravity.magnitude == 1 && abs(gravity.angle - .pi / 2) < 1e-12, "down, 1000 points/s²")
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        #expect(animator.isRunning && recorder.resumed == 1)
        #expect(animator.behaviors.count == 2 && gravity.dynamicAnimator === animator)

        h.wait(0.3)
        // ½ g t² = 45 points after 0.3 s.
        #expect(abs(box.center.y - 50 - 45) < 4, "fell \(box.center.y - 50)")
        #expect(box.center.x == 200, "straight down")
        #expect(abs(animator.elapsedTime - 0.3) < 0.02)
        #expect(recorder.paused == 0)

        h.run(until: { !animator.isRunning })
        #expect(!animator.isRunning && recorder.paused == 1, "paused at rest")
        #expect(abs(box.frame.maxY - 800) < 1, "resting on the bottom edge, got \(box.frame)")
        #expect(box.transform == .identity, "an upright fall does not turn")
        // Paused: no display link keeps frames coming.
        h.step()
        #expect(!h.app.needsFrame, "pending: \(h.app.pendingWork)")
        let rest = box.center
        h.wait(0.5)
        #expect(box.center == rest)

        // A changed behavior resumes the animator: gravity now pulls up-left at half strength.
        gravity.setAngle(-.pi / 2, magnitude: 0.5)
        #expect(animator.isRunning && recorder.resumed == 2)
        h.run(until: { !animator.isRunning })
        #expect(abs(box.frame.minY) < 1, "rests against the top, got \(box.frame)")
        #expect(recorder.paused == 2)
    }

    @Test func elasticityMakesAnItemBounce() {
        func highestAfterFirstImpact(elasticity: CGFloat) -> CGFloat {
            let (h, container, box) = scene(top: 300)
            let animator = UIDynamicAnimator(referenceView: container)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [box])
            properties.elasticity = elasticity
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            // Falls until it first moves up again (the bounce), or comes to rest.
            var previous = box.frame.maxY
            h.run(until: {
                let y = box.frame.maxY
                defer { previous = y }
                return (y < previous && y > 700) || !animator.isRunning
            })
            var highest = box.frame.maxY
            for _ in 0..<60 {
                h.step()
                highest = min(highest, box.frame.maxY)
            }
            return 800 - highest
        }
        let dead = highestAfterFirstImpact(elasticity: 0)
        let bouncy = highestAfterFirstImpact(elasticity: 0.8)
        #expect(dead < 2, "no bounce without elasticity, rose \(dead)")
        // Dropped 400 points: at 0.8 the rebound speed is 80% and the rebound height about 64%, ~256 points.
        #expect(bouncy > 200 && bouncy < 300, "rose \(bouncy)")
    }

    /// The card-dragging pattern: a pan moves the card (turning it a little as it goes); on release a snap
    /// behavior takes it back.
    @Test func aSnapBehaviorBringsADraggedCardBackUpright() {
        final class CardController: UIViewController {
            let card = UIView(frame: CGRect(x: 150, y: 250, width: 100, height: 100))
            var animator: UIDynamicAnimator!
            var snap: UISnapBehavior!
            let home = CGPoint(x: 200, y: 300)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                animator = UIDynamicAnimator(referenceView: view)
                snap = UISnapBehavior(item: card, snapTo: home)
                card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragged))
            }

            func dragged(_ pan: UIPanGestureRecognizer) {
                switch pan.state {
                case .began:
                    animator.removeBehavior(snap)
                case .changed:
                    let t = pan.translation(in: view)
                    card.center = CGPoint(x: home.x + t.x, y: home.y + t.y)
                    card.transform = CGAffineTransform(rotationAngle: t.x / 400)
                default:
                    animator.addBehavior(snap)
                }
            }
        }
        let controller = CardController()
        let h = TransitionHarness(width: 400, height: 800, root: controller)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        h.step()
        #expect(controller.snap.damping == 0.5)
        h.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 340, y: 520), duration: 0.4)
        h.step()
        #expect(controller.animator.isRunning, "released: the snap was added")
        #expect(controller.card.center.x > 300, "was dragged, at \(controller.card.center)")
        let frames = h.run(until: { !controller.animator.isRunning })
        #expect(frames < 90, "settles within 1.5 s, took \(frames) frames")
        #expect(controller.card.center == controller.home, "at \(controller.card.center)")
        let t = controller.card.transform
        #expect(abs(t.b) < 1e-9 && abs(t.a - 1) < 1e-9, "upright again, \(t)")
    }

    @Test func anAttachmentWhoseAnchorFollowsAPanDragsTheItem() {
        final class DragController: UIViewController {
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 120))
            var animator: UIDynamicAnimator!
            var attachment: UIAttachmentBehavior?
            var grabbed = UIOffset.zero

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                animator = UIDynamicAnimator(referenceView: view)
                view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned))
            }

            func panned(_ pan: UIPanGestureRecognizer) {
                let location = pan.location(in: view)
                switch pan.state {
                case .began:
                    let offset = UIOffset(
                        horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
                    grabbed = offset
                    let a = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
                    animator.addBehavior(a)
                    attachment = a
                case .changed:
                    attachment?.anchorPoint = location
                default:
                    if let a = attachment { animator.removeBehavior(a) }
                    attachment = nil
                }
            }
        }
        let controller = DragController()
        let h = TransitionHarness(width: 400, height: 800, root: controller)
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        h.step()
        // Grab the card at its centre and carry it down and right; the finger rests there.
        h.press(from: CGPoint(x: 140, y: 160), to: CGPoint(x: 300, y: 500), duration: 0.5)
        #expect(controller.attachment?.attachedBehaviorType == .anchor)
        #expect(controller.attachment?.length ?? -1 < 1e-9, "made at the finger: length 0")
        h.wait(0.3)
        // The grabbed point of the card (which may have turned about it) is under the finger.
        let card = controller.card
        let angle = atan2(card.transform.b, card.transform.a)
        let g = controller.grabbed
        let grabbedPoint = CGPoint(
            x: card.center.x + g.horizontal * cos(angle) - g.vertical * sin(angle),
            y: card.center.y + g.horizontal * sin(angle) + g.vertical * cos(angle))
        #expect(abs(grabbedPoint.x - 300) < 2 && abs(grabbedPoint.y - 500) < 2, "under the finger, at \(grabbedPoint)")
        #expect(card.center.distance(to: CGPoint(x: 300, y: 500)) < 20, "the card came along, at \(card.center)")
        // PANEL_LOOK_DIR=DIR writes the card hanging from the finger (turned about the grabbed point).
        if let dir = getenv("PANEL_LOOK_DIR") {
            controller.card.backgroundColor = .systemPurple
            h.step()
            try? h.driver.writePNG(path: String(cString: dir) + "/dynamics-drag.png")
        }
        h.lift(at: CGPoint(x: 300, y: 500))
        #expect(controller.attachment == nil && controller.animator.behaviors.isEmpty)
        #expect(!controller.animator.isRunning, "no behavior left")
    }

    @Test func aSpringAttachmentBetweenTwoItemsPullsThemToItsLength() {
        let (h, container, box) = scene(top: 100)
        let other = UIView(frame: CGRect(x: 150, y: 500, width: 100, height: 100))
        container.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: container)
        let spring = UIAttachmentBehavior(item: box, attachedTo: other)
        #expect(spring.attachedBehaviorType == .items && abs(spring.length - 400) < 1e-9)
        spring.length = 200
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        h.run(until: { !animator.isRunning })
        let d = other.center.y - box.center.y
        #expect(abs(d - 200) < 1, "at the spring's length, \(d)")
        // Equal masses meet in the middle: each moved 100 points.
        #expect(abs(box.center.y - 250) < 1 && abs(other.center.y - 450) < 1)
    }

    @Test func anInstantaneousPushGivesTheDocumentedVelocity() {
        let (h, container, box) = scene(top: 300)
        let wide = UIView(frame: CGRect(x: 100, y: 500, width: 200, height: 100))
        container.addSubview(wide)
        let animator = UIDynamicAnimator(referenceView: container)
        let push = UIPushBehavior(items: [box, wide], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.magnitude == 1 && push.angle == 0 && push.active)
        let properties = UIDynamicItemBehavior(items: [box, wide])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        h.step()
        // Magnitude 1 on a 100 x 100 item of density 1: 100 points/s. Twice the area, half the speed.
        #expect(abs(properties.linearVelocity(for: box).dx - 100) < 1e-6)
        #expect(abs(properties.linearVelocity(for: wide).dx - 50) < 1e-6)
        #expect(properties.linearVelocity(for: box).dy == 0)
        #expect(!push.active, "an instantaneous push turns itself off")
        let start = box.center.x
        h.wait(0.5)
        #expect(abs(box.center.x - start - 50) < 1, "moved \(box.center.x - start) in 0.5 s")
        // Active again: another impulse.
        push.active = true
        h.step()
        #expect(abs(properties.linearVelocity(for: box).dx - 200) < 1e-6)
    }

    @Test func aContinuousPushAcceleratesAndAnOffsetTurnsTheItem() {
        let (h, container, box) = scene(top: 300)
        let animator = UIDynamicAnimator(referenceView: container)
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.setAngle(0, magnitude: 2)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        h.wait(0.5)
        // 200 points/s² for 0.5 s.
        #expect(abs(properties.linearVelocity(for: box).dx - 100) < 2)
        #expect(properties.angularVelocity(for: box) == 0, "a push at the centre does not turn")
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -40), for: box)
        #expect(push.targetOffsetFromCenter(for: box).vertical == -40)
        h.wait(0.2)
        #expect(properties.angularVelocity(for: box) > 0.1, "pushed above the centre: turns clockwise")
        #expect(box.transform.b > 0, "the transform shows the rotation")
        properties.allowsRotation = false
        h.step()
        #expect(properties.angularVelocity(for: box) == 0)
    }

    @Test func theCollisionDelegateHearsItemAndBoundaryContacts() {
        let (h, container, box) = scene(top: 100)
        let base = UIView(frame: CGRect(x: 150, y: 400, width: 100, height: 50))
        container.addSubview(base)
        let other = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        container.addSubview(other)
        let recorder = Recorder()
        let animator = UIDynamicAnimator(referenceView: container)
        let anchored = UIDynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        let collision = UICollisionBehavior(items: [box, base, other])
        collision.collisionDelegate = recorder
        collision.addBoundary(
            withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 100, y: 300))
        #expect(collision.boundaryIdentifiers?.count == 1 && collision.boundary(withIdentifier: "shelf") != nil)
        animator.addBehavior(UIGravityBehavior(items: [box, other]))
        animator.addBehavior(collision)
        animator.addBehavior(anchored)
        h.run(until: { !animator.isRunning })
        #expect(abs(box.frame.maxY - 400) < 1, "rests on the anchored base, \(box.frame)")
        #expect(base.frame.minY == 400, "an anchored item stays")
        #expect(abs(other.frame.maxY - 300) < 1, "rests on the shelf, \(other.frame)")
        #expect(recorder.itemContacts.count == 1)
        if let contact = recorder.itemContacts.first {
            let (a, b, p) = contact
            #expect(a === box && b === base)
            #expect(abs(p.y - 400) < 1 && abs(p.x - 200) < 1, "between them, \(p)")
        }
        #expect(recorder.boundaryContacts.count == 1)
        if let contact = recorder.boundaryContacts.first {
            let (id, p) = contact
            #expect(id as? String == "shelf")
            #expect(abs(p.y - 300) < 1e-9 && abs(p.x - 35) < 1e-9, "under the item, \(p)")
        }
        // Taking the shelf away: the item falls off it, which ends that contact.
        collision.removeBoundary(withIdentifier: "shelf")
        h.wait(0.3)
        #expect(other.frame.maxY > 320)
        #expect(recorder.endedBoundaryContacts == 1)
    }

    @Test func anOvalBoundaryHoldsAnItemInsideIt() {
        let (h, container, box) = scene(top: 280)
        box.frame = CGRect(x: 180, y: 280, width: 40, height: 40)
        let animator = UIDynamicAnimator(referenceView: container)
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(
            withIdentifier: "bowl" as NSCopying,
            for: UIBezierPath(ovalIn: CGRect(x: 50, y: 150, width: 300, height: 300)))
        let properties = UIDynamicItemBehavior(items: [box])
        properties.friction = 1
        properties.allowsRotation = false
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        h.wait(2)
        // The bowl's bottom is at 450; the box's lower corners meet the circle at about 448.7.
        #expect(box.frame.maxY > 446 && box.frame.maxY < 450.5, "in the bottom of the bowl, \(box.frame)")
        #expect(abs(box.center.x - 200) < 3)
        #expect(animator.items(in: CGRect(x: 150, y: 400, width: 100, height: 50)).count == 1)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    }

    @Test func removingAllBehaviorsStopsTheAnimator() {
        let (h, container, box) = scene()
        let recorder = Recorder()
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = recorder
        // A behavior of child behaviors, with an action run at every step.
        let falling = UIDynamicBehavior()
        falling.addChildBehavior(UIGravityBehavior(items: [box]))
        var actions = 0
        falling.action = { actions += 1 }
        animator.addBehavior(falling)
        #expect(falling.childBehaviors.count == 1 && falling.childBehaviors[0].dynamicAnimator === animator)
        h.wait(0.2)
        #expect(box.center.y > 60 && actions >= 11, "falls and runs the action, \(actions)")
        animator.removeAllBehaviors()
        #expect(!animator.isRunning && recorder.paused == 1 && animator.behaviors.isEmpty)
        #expect(falling.dynamicAnimator == nil)
        let stopped = box.center
        let ran = actions
        h.wait(0.3)
        #expect(box.center == stopped && actions == ran, "nothing moves once stopped")
        #expect(!h.app.needsFrame, "pending: \(h.app.pendingWork)")
    }

    @Test func updateItemReadsAStateChangedOutsideTheAnimator() {
        let (h, container, box) = scene(top: 300)
        let animator = UIDynamicAnimator(referenceView: container)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        h.run(until: { !animator.isRunning })
        box.center = CGPoint(x: 100, y: 100)
        animator.updateItem(usingCurrentState: box)
        #expect(animator.isRunning)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        h.wait(0.1)
        #expect(box.center.x == 100 && box.center.y > 100 && box.center.y < 110, "from the new place, \(box.center)")
        // Bad input is ignored.
        let gravity = UIGravityBehavior(items: [box])
        gravity.setAngle(.nan, magnitude: 1)
        #expect(gravity.magnitude == 1)
        gravity.gravityDirection = CGVector(dx: .infinity, dy: 0)
        #expect(gravity.gravityDirection == .zero && gravity.angle == 0)
    }

    @Test func boxesDroppedOnEachOtherComeToRestStacked() throws {
        let (h, container, _) = scene(top: -1000)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemOrange]
        let boxes = (0..<3).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 160 + i * 10, y: 100 + i * 150, width: 80, height: 80))
            v.backgroundColor = colors[i]
            container.addSubview(v)
            return v
        }
        let recorder = Recorder()
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = recorder
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: boxes))
        animator.addBehavior(collision)
        let frames = h.run(until: { !animator.isRunning })
        #expect(frames < 300 && recorder.paused == 1, "comes to rest, took \(frames) frames")
        // The lowest box (the last) on the floor, each other one on the box below.
        #expect(abs(boxes[2].frame.maxY - 800) < 1, "\(boxes[2].frame)")
        #expect(abs(boxes[1].frame.maxY - boxes[2].frame.minY) < 1.5, "\(boxes[1].frame)")
        #expect(abs(boxes[0].frame.maxY - boxes[1].frame.minY) < 1.5, "\(boxes[0].frame)")
        #expect(boxes.allSatisfy { $0.transform == .identity })
        // PANEL_LOOK_DIR=DIR writes the stack for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            h.step()
            try h.driver.writePNG(path: String(cString: dir) + "/dynamics-stack.png")
        }
    }

    @Test func aCustomDynamicItemMoves() {
        final class Token: NSObject, UIDynamicItem {
            var center = CGPoint(x: 50, y: 50)
            var bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            var transform = CGAffineTransform.identity
        }
        let (h, container, _) = scene()
        let token = Token()
        let animator = UIDynamicAnimator(referenceView: container)
        let properties = UIDynamicItemBehavior(items: [token])
        properties.addLinearVelocity(CGVector(dx: 120, dy: 0), for: token)
        properties.addAngularVelocity(1, for: token)
        #expect(properties.linearVelocity(for: token).dx == 120, "kept until the behavior is added")
        animator.addBehavior(properties)
        h.wait(0.5)
        #expect(abs(token.center.x - 110) < 1 && token.center.y == 50, "at \(token.center)")
        #expect(abs(atan2(token.transform.b, token.transform.a) - 0.5) < 0.02, "turned half a radian")
        properties.resistance = 1000
        properties.angularResistance = 1000
        h.run(until: { !animator.isRunning })
        #expect(!animator.isRunning && properties.linearVelocity(for: token) == .zero)
    }

    @Test func aStalledFrameRunsAtMostEightSteps() {
        let (h, container, box) = scene()
        let animator = UIDynamicAnimator(referenceView: container)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(properties)
        h.step(3)
        let before = properties.linearVelocity(for: box).dy
        h.clock.advance(by: 2)
        h.step()
        // Eight 1/120 s steps of 1000 points/s², not two seconds' worth.
        let gained = properties.linearVelocity(for: box).dy - before
        #expect(abs(gained - 8 * 1000.0 / 120) < 1e-6, "gained \(gained)")
    }

    @Test func badInputIsIgnoredWithoutCrashing() {
        let (h, container, box) = scene(top: 600)
        let animator = UIDynamicAnimator(referenceView: container)
        let other = UIDynamicAnimator(referenceView: container)
        let gravity = UIGravityBehavior(items: [box])
        animator.addBehavior(gravity)
        other.addBehavior(gravity)
        #expect(other.behaviors.isEmpty && gravity.dynamicAnimator === animator, "one animator at a time")
        animator.addBehavior(gravity)
        #expect(animator.behaviors.count == 1, "added once")
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        container.addSubview(dot)
        gravity.addItem(dot)
        let collision = UICollisionBehavior(items: [box, dot])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "empty" as NSCopying, for: UIBezierPath())
        animator.addBehavior(collision)
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: CGFloat.nan, y: 0))
        #expect(snap.snapPoint == box.center, "a point that is not a number: the item's own")
        snap.damping = 7
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.magnitude = .infinity
        #expect(push.magnitude == 0)
        let properties = UIDynamicItemBehavior(items: [box])
        properties.density = 0
        properties.elasticity = -3
        animator.addBehavior(properties)
        animator.addBehavior(push)
        h.run(until: { !animator.isRunning })
        #expect(!animator.isRunning)
        #expect(box.center.x.isFinite && box.center.y.isFinite && abs(box.frame.maxY - 800) < 1, "\(box.frame)")
        #expect(dot.center.x == 20 && abs(dot.center.y - 800) < 1, "a zero-size item falls too, \(dot.center)")
        animator.removeBehavior(gravity)
        animator.addBehavior(snap)
        h.run(until: { !animator.isRunning })
        #expect(box.center == snap.snapPoint, "damping beyond 1 counts as 1")
    }

    @Test func snapDampingRunsFromMostToLeastOscillation() {
        func farthestPastThePoint(damping: CGFloat) -> CGFloat {
            let (h, container, box) = scene(top: 250)
            box.center = CGPoint(x: 100, y: 300)
            let animator = UIDynamicAnimator(referenceView: container)
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 300, y: 300))
            snap.damping = damping
            animator.addBehavior(snap)
            var farthest: CGFloat = 0
            h.run(until: {
                farthest = max(farthest, box.center.x - 300)
                return !animator.isRunning
            })
            #expect(box.center == CGPoint(x: 300, y: 300), "settled on the point")
            return farthest
        }
        let least = farthestPastThePoint(damping: 1)
        let most = farthestPastThePoint(damping: 0.1)
        #expect(least < 0.5, "damping 1: no overshoot, \(least)")
        #expect(most > 50, "damping 0.1: swings well past, \(most)")
    }

    @Test func collisionModeChoosesWhatItemsCollideWith() {
        func gapAfterPushingTogether(_ mode: UICollisionBehavior.Mode) -> CGFloat {
            let (h, container, left) = scene(top: 300)
            left.frame = CGRect(x: 50, y: 300, width: 100, height: 100)
            let right = UIView(frame: CGRect(x: 250, y: 300, width: 100, height: 100))
            container.addSubview(right)
            let animator = UIDynamicAnimator(referenceView: container)
            let collision = UICollisionBehavior(items: [left, right])
            collision.collisionMode = mode
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [left, right])
            properties.addLinearVelocity(CGVector(dx: 200, dy: 0), for: left)
            properties.addLinearVelocity(CGVector(dx: -200, dy: 0), for: right)
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            h.wait(0.5)
            return right.frame.minX - left.frame.maxX
        }
        let everything = gapAfterPushingTogether(.everything)
        let boundaries = gapAfterPushingTogether(.boundaries)
        #expect(abs(everything) < 1, "they meet and stop, gap \(everything)")
        #expect(boundaries < -50, "they pass through each other, gap \(boundaries)")
    }
}
