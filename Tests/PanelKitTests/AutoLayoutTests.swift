import PanelTestSupport
import Testing

@testable import PanelKit

@Suite("Auto Layout: constraints, priorities, content size")
@MainActor
struct AutoLayoutTests {
    @Test func pinnedChildFillsItsContainerAndFollowsIt() {
        let h = Harness(width: 400, height: 300)
        let container = View(frame: rect(10, 20, 200, 100))
        h.window.addSubview(container)
        let child = constrainedView()
        container.addSubview(child)
        child.pin(to: container)
        h.step()
        #expect(child.frame == rect(0, 0, 200, 100))
        container.frame = rect(0, 0, 300, 50)
        h.step()
        #expect(child.frame == rect(0, 0, 300, 50))
        // The constraints are installed on their nearest common ancestor.
        #expect(container.constraints.count == 4)
        #expect(child.constraints.isEmpty)
    }

    @Test func inequalitiesAgainstPriorities() {
        let h = Harness(width: 400, height: 300)
        func place(_ extra: [LayoutConstraint], _ v: View) -> Rect {
            h.window.addSubview(v)
            LayoutConstraint.activate(
                [
                    v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10),
                    v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
                    v.heightAnchor.constraint(equalToConstant: 20),
                ] + extra)
            h.step()
            return v.frame
        }
        // width == 300 @750 against width <= 200 @250: the higher priority holds.
        var v = constrainedView()
        var wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        var cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        cap.priority = .defaultLow
        #expect(place([wide, cap], v) == rect(10, 10, 300, 20))
        // The same cap required: 200.
        v = constrainedView()
        wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        #expect(place([wide, cap], v) == rect(10, 10, 200, 20))
        // width >= 150 required beats width == 100 @999.
        v = constrainedView()
        let hundred = v.widthAnchor.constraint(equalToConstant: 100)
        hundred.priority = LayoutPriority(999)
        #expect(
            place([hundred, v.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)], v) == rect(10, 10, 150, 20))
        // A location inequality: trailing <= window.trailing - 40 (required) against width == 500 @500.
        v = constrainedView()
        let huge = v.widthAnchor.constraint(equalToConstant: 500)
        huge.priority = LayoutPriority(500)
        let frame = place(
            [huge, v.trailingAnchor.constraint(lessThanOrEqualTo: h.window.trailingAnchor, constant: -40)], v)
        #expect(frame == rect(10, 10, 350, 20))
        // Lowering the inequality below the width's priority lets the width win.
        let inequality = v.constraintsReferencing(.trailing).first!
        inequality.priority = LayoutPriority(499)
        h.step()
        #expect(v.frame == rect(10, 10, 500, 20))
    }

    @Test func huggingAgainstCompressionBetweenFixedViews() {
        // Two views of intrinsic width 60 and 100 in a row: a.leading == 0, b.leading == a.trailing + 8,
        // b.trailing == row.trailing.
        let h = Harness(width: 400, height: 300)
        let row = View(frame: rect(0, 0, 300, 40))
        h.window.addSubview(row)
        let a = FixedView(60, 20)
        let b = FixedView(100, 20)
        row.addSubview(a)
        row.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            a.topAnchor.constraint(equalTo: row.topAnchor),
            b.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        // Room to spare (300 > 60 + 8 + 100): the view that hugs less (b at 250, a at 251) takes it.
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        h.step()
        #expect(a.frame == rect(0, 0, 60, 20))
        #expect(b.frame == rect(68, 0, 232, 20))
        // Swap the hugging: a grows instead.
        a.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        h.step()
        #expect(a.frame == rect(0, 0, 192, 20))
        #expect(b.frame == rect(200, 0, 100, 20))
        // Too little room (120 < 168): the view that resists compression less (b at 750, a at 751) shrinks.
        a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        row.frame = rect(0, 0, 120, 40)
        h.step()
        #expect(a.frame == rect(0, 0, 60, 20))
        #expect(b.frame == rect(68, 0, 52, 20))
        b.setContentCompressionResistancePriority(.required, for: .horizontal)
        h.step()
        #expect(a.frame == rect(0, 0, 12, 20))
        #expect(b.frame == rect(20, 0, 100, 20))
    }

    @Test func huggingAgainstCompressionBetweenTwoLabels() throws {
        let h = Harness(width: 400, height: 100)
        guard h.app.fontLibrary != nil else { return }
        let row = View(frame: rect(0, 0, 400, 40))
        h.window.addSubview(row)
        let name = Label()
        name.text = "Ada Lovelace"
        let detail = Label()
        detail.text = "first programmer"
        for l in [name, detail] {
            l.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(l)
        }
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 10),
            detail.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            name.topAnchor.constraint(equalTo: row.topAnchor),
            detail.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        h.step()
        let wName = name.intrinsicContentSize.width
        let wDetail = detail.intrinsicContentSize.width
        let lineHeight = name.intrinsicContentSize.height
        #expect(wName > 0 && wDetail > 0 && wName + 10 + wDetail < 400)
        // The name hugs its text; the detail (hugging 250) takes the rest of the row.
        #expect(name.frame == rect(0, 0, wName, lineHeight))
        #expect(detail.frame == rect(wName + 10, 0, 400 - wName - 10, lineHeight))
        // A narrow row: the detail resists compression less (750 against 751) and is cut.
        name.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        row.frame = rect(0, 0, wName + 40, 40)
        h.step()
        #expect(name.frame == rect(0, 0, wName, lineHeight))
        #expect(detail.frame == rect(wName + 10, 0, 30, lineHeight))
        // Longer text: the label's intrinsic size follows (invalidateIntrinsicContentSize).
        row.frame = rect(0, 0, 400, 40)
        name.text = "Ada Lovelace, Countess"
        h.step()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(name.frame.width > wName)
    }

    @Test func imageViewAndButtonIntrinsicSizes() {
        let h = Harness(width: 400, height: 300)
        let image = ImageView(image: Surface(width: 30, height: 40))
        image.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(image)
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 5),
            image.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 6),
        ])
        h.step()
        #expect(image.frame == rect(5, 6, 30, 40))
        image.image = Surface(width: 50, height: 10)
        h.step()
        #expect(image.frame == rect(5, 6, 50, 10))
        // A button without a title: its content insets (6, 12, 6, 12) around a 16x8 image.
        let button = Button()
        button.setImage(Surface(width: 16, height: 8), for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        h.window.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: h.window.bottomAnchor),
        ])
        h.step()
        #expect(button.frame == rect(0, 300 - 20, 40, 20))
        button.contentEdgeInsets = EdgeInsets(all: 2)
        h.step()
        #expect(button.frame == rect(0, 300 - 12, 20, 12))
    }

    @Test func constraintsBetweenCousinsUseTheCommonAncestorsCoordinates() {
        // Two boxes in different containers: b.leading == a.trailing + 10 across the hierarchy.
        let h = Harness(width: 400, height: 300)
        let left = View(frame: rect(20, 30, 100, 100))
        let right = View(frame: rect(200, 30, 180, 100))
        h.window.addSubview(left)
        h.window.addSubview(right)
        let a = constrainedView()
        let b = constrainedView()
        left.addSubview(a)
        right.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 150),
            a.topAnchor.constraint(equalTo: left.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor, constant: 20),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        h.step()
        // In window coordinates a spans 25...175; b starts at 185, i.e. at -15 in `right`.
        #expect(a.frame == rect(5, 0, 150, 10))
        #expect(b.frame == rect(-15, 15, 75, 20))
        #expect(h.window.constraints.count == 4)
    }

    @Test func theUIKitInitialiserAndItsValidation() {
        let h = Harness(width: 400, height: 300)
        let v = constrainedView()
        h.window.addSubview(v)
        let c = LayoutConstraint(
            item: v, attribute: .centerX, relatedBy: .equal, toItem: h.window, attribute: .centerX, multiplier: 1,
            constant: 0)
        let w = LayoutConstraint(
            item: v, attribute: .width, relatedBy: .equal, toItem: h.window, attribute: .width, multiplier: 0.25,
            constant: 10)
        let height = LayoutConstraint(
            item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30)
        let top = LayoutConstraint(
            item: v, attribute: .top, relatedBy: .equal, toItem: h.window, attribute: .bottom, multiplier: 0.5,
            constant: 0)
        top.identifier = "half-down"
        LayoutConstraint.activate([c, w, height, top])
        h.step()
        #expect(v.frame == rect(145, 150, 110, 30))
        #expect(top.description.contains("'half-down'"))
        #expect(top.firstItem === v && top.secondItem === h.window && top.multiplier == 0.5)
        // Pairings UIKit refuses cannot be activated (and do not crash).
        let bad = LayoutConstraint(
            item: v, attribute: .leading, relatedBy: .equal, toItem: h.window, attribute: .width, multiplier: 1,
            constant: 0)
        bad.isActive = true
        #expect(!bad.isActive)
        let mixed = LayoutConstraint(
            item: v, attribute: .leading, relatedBy: .equal, toItem: h.window, attribute: .left, multiplier: 1,
            constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let stranger = View()
        let lonely = v.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        lonely.isActive = true
        #expect(!lonely.isActive)
        // Deactivating returns the view to what the rest says.
        c.isActive = false
        let left = v.leftAnchor.constraint(equalTo: h.window.leftAnchor, constant: 3)
        left.isActive = true
        h.step()
        #expect(v.frame == rect(3, 150, 110, 30))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatLeaveItsSubtree() {
        let h = Harness(width: 400, height: 300)
        let outer = constrainedView()
        let inner = constrainedView()
        h.window.addSubview(outer)
        outer.addSubview(inner)
        outer.pin(to: h.window, insets: EdgeInsets(all: 10))
        inner.pin(to: outer, insets: EdgeInsets(all: 5))
        let crossing = inner.widthAnchor.constraint(lessThanOrEqualTo: h.window.widthAnchor)
        crossing.isActive = true
        h.step()
        #expect(inner.frame == rect(5, 5, 370, 270))
        outer.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(outer.constraints.count == 4)
        #expect(h.window.constraints.isEmpty)
        // The subtree keeps its own constraints: laid out on its own, then back in the window.
        outer.frame = rect(0, 0, 100, 60)
        outer.layoutIfNeeded()
        #expect(inner.frame == rect(5, 5, 90, 50))
        h.window.addSubview(outer)
        outer.pin(to: h.window)
        h.step()
        #expect(outer.frame == rect(0, 0, 400, 300))
        #expect(inner.frame == rect(5, 5, 390, 290))
    }

    @Test func autoresizingMasksBecomeConstraints() {
        // A container sized by constraints holds an autoresizing view (flexible width, fixed margins) and
        // a constrained label-like view pinned after it: both follow in one layout pass.
        let h = Harness(width: 400, height: 300)
        let container = constrainedView()
        h.window.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: h.window.topAnchor), width,
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        h.step()
        let bar = View(frame: rect(10, 10, 150, 20))  // margins 10 and 40 at width 200
        bar.autoresizingMask = [.flexibleWidth]
        container.addSubview(bar)
        let tag = FixedView(30, 20)
        container.addSubview(tag)
        LayoutConstraint.activate([
            tag.leadingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 4),
            tag.topAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        h.step()
        #expect(tag.frame == rect(164, 30, 30, 20))
        width.constant = 300
        h.step()
        #expect(container.frame == rect(0, 0, 300, 100))
        #expect(bar.frame == rect(10, 10, 250, 20))
        #expect(tag.frame == rect(264, 30, 30, 20))
        // Setting the autoresizing view's frame moves what is constrained to it.
        bar.frame = rect(0, 50, 100, 10)
        h.step()
        #expect(tag.frame == rect(104, 60, 30, 20))
        // A view that constraints place ignores its autoresizing mask.
        let placed = constrainedView()
        placed.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(placed)
        LayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            placed.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
            placed.widthAnchor.constraint(equalToConstant: 20),
            placed.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.step()
        width.constant = 350
        h.step()
        #expect(placed.frame == rect(1, 2, 20, 20))
    }

    @Test func aConstantAnimatedThroughLayoutIfNeeded() {
        let h = Harness(width: 400, height: 300)
        let v = constrainedView()
        h.window.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.step()
        #expect(v.frame == rect(10, 20, 50, 40))
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            leading.constant = 210
            h.window.layoutIfNeeded()
        }
        // The model is at the end at once; the screen moves from 10 to 210 over one second.
        #expect(v.frame == rect(210, 20, 50, 40))
        h.step(15)  // 25 % of a second at 60 Hz
        #expect(close(v.presentationFrame, rect(60, 20, 50, 40), 1e-6))
        h.step(15)
        #expect(close(v.presentationFrame, rect(110, 20, 50, 40), 1e-6))
        h.step(15)
        #expect(close(v.presentationFrame, rect(160, 20, 50, 40), 1e-6))
        h.step(16)
        #expect(v.presentationFrame == rect(210, 20, 50, 40))
    }

    @Test func anUnchangedFrameSolvesNothingAndAChangedConstantDamagesOnlyTheView() {
        let h = Harness(width: 400, height: 300)
        let v = constrainedView()
        v.backgroundColor = .red
        h.window.addSubview(v)
        let leading = v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, v.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.step(2)
        let engine = h.window.layoutStateIfPresent!.engine!
        let solves = engine.solveCount
        let pivots = engine.solver.pivotCount
        let frames = h.app.presentedFrameCount
        h.step(5)
        #expect(engine.solveCount == solves)
        #expect(engine.solver.pivotCount == pivots)
        #expect(h.app.presentedFrameCount == frames)
        leading.constant = 100
        h.step()
        #expect(engine.solveCount == solves + 1)
        #expect(h.app.presentedFrameCount == frames + 1)
        // The damage is the old and the new rectangle, not the screen.
        #expect(h.app.lastDamage.area == 50 * 40 * 2)
        #expect(close(h.color(120, 40), .red))
        #expect(close(h.color(30, 40), .white))
    }

    @Test func anUnsatisfiableSetIsReportedAndOneConstraintBroken() {
        let h = Harness(width: 400, height: 300)
        var reports: [UnsatisfiableConstraintsReport] = []
        h.window.unsatisfiableConstraintsHandler = { reports.append($0) }
        let v = constrainedView()
        v.tag = 7
        h.window.addSubview(v)
        let hundred = v.widthAnchor.constraint(equalToConstant: 100)
        hundred.identifier = "hundred"
        let twoHundred = v.widthAnchor.constraint(equalToConstant: 200)
        twoHundred.identifier = "two-hundred"
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.window.leadingAnchor),
            v.topAnchor.constraint(equalTo: h.window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), hundred,
        ])
        h.step()
        twoHundred.isActive = true
        h.step()
        #expect(reports.count == 1)
        let report = reports[0]
        #expect(report.constraints.map { ObjectIdentifier($0) } == [hundred, twoHundred].map { ObjectIdentifier($0) })
        #expect(report.brokenConstraint === twoHundred)
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.description.contains("View#7.width == 100"))
        #expect(
            report.description.contains(
                "Will attempt to recover by breaking constraint\n<LayoutConstraint 'two-hundred'"))
        // Layout goes on with the rest: the width stays 100, the broken constraint stays active.
        #expect(v.frame == rect(0, 0, 100, 10))
        #expect(twoHundred.isActive)
        // Once the conflict goes, the broken constraint holds.
        hundred.isActive = false
        h.step()
        #expect(v.frame == rect(0, 0, 200, 10))
        // A constant change that contradicts: reported, and the old solution stays.
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        cap.isActive = true
        h.step()
        cap.constant = 150
        h.step()
        #expect(reports.count == 2)
        #expect(reports[1].brokenConstraint === cap)
        #expect(v.frame == rect(0, 0, 200, 10))
    }

    @Test func aConstraintAgainstAnAutoresizingViewNamesTheMask() {
        let h = Harness(width: 400, height: 300)
        var reports: [UnsatisfiableConstraintsReport] = []
        h.window.unsatisfiableConstraintsHandler = { reports.append($0) }
        let box = View(frame: rect(0, 0, 50, 50))  // translatesAutoresizingMaskIntoConstraints stays true
        h.window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        h.step()
        #expect(reports.count == 1)
        #expect(reports.first?.brokenConstraint === width)
        #expect(reports.first?.descriptions.contains { $0.hasPrefix("<AutoresizingMask View.width == 50") } == true)
        #expect(box.frame == rect(0, 0, 50, 50))
    }

    @Test func updateConstraintsPass() {
        final class Badge: View {
            var updates = 0
            var wide = false {
                didSet { setNeedsUpdateConstraints() }
            }
            var widthConstraint: LayoutConstraint?
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                if widthConstraint == nil {
                    translatesAutoresizingMaskIntoConstraints = false
                    let w = widthAnchor.constraint(equalToConstant: 10)
                    LayoutConstraint.activate([
                        w, heightAnchor.constraint(equalToConstant: 10),
                        leadingAnchor.constraint(equalTo: superview!.leadingAnchor),
                        topAnchor.constraint(equalTo: superview!.topAnchor),
                    ])
                    widthConstraint = w
                }
                widthConstraint?.constant = wide ? 40 : 10
                super.updateConstraints()
            }
        }
        let h = Harness(width: 400, height: 300)
        let badge = Badge()
        h.window.addSubview(badge)
        #expect(badge.needsUpdateConstraints())
        h.step()
        #expect(badge.updates == 1)
        #expect(badge.frame == rect(0, 0, 10, 10))
        h.step(3)
        #expect(badge.updates == 1)
        badge.wide = true
        #expect(badge.needsUpdateConstraints())
        badge.updateConstraintsIfNeeded()
        #expect(badge.updates == 2)
        #expect(!badge.needsUpdateConstraints())
        h.step()
        #expect(badge.updates == 2)
        #expect(badge.frame == rect(0, 0, 40, 10))
    }

    @Test func viewControllersUpdateTheirViewsConstraints() {
        final class Screen: ViewController {
            var updates = 0
            let box = constrainedView()
            var top: LayoutConstraint!
            var offset = 5.0
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                top = box.topAnchor.constraint(equalTo: view.topAnchor)
                LayoutConstraint.activate([
                    top, box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            override func updateViewConstraints() {
                updates += 1
                top.constant = offset
                super.updateViewConstraints()
            }
        }
        let h = Harness(width: 400, height: 300)
        let screen = Screen()
        h.window.rootViewController = screen
        h.step()
        #expect(screen.box.frame == rect(0, 0, 20, 20))
        screen.offset = 30
        screen.view.setNeedsUpdateConstraints()
        h.step()
        #expect(screen.updates == 1)
        #expect(screen.box.frame == rect(0, 30, 20, 20))
    }

    @Test func systemLayoutSizeFitting() {
        let card = View()
        let icon = FixedView(24, 24)
        let body = FixedView(120, 40)
        card.addSubview(icon)
        card.addSubview(body)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -10),
        ])
        // As small as the content allows: 10 + 24 + 8 + 120 + 10 by 10 + 40 + 10.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 172, height: 60))
        // A required width: the body (hugging 250) stretches; the height stays the content's.
        let fitted = card.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == Size(width: 300, height: 60))
        // The view's own frame plays no part.
        card.frame = rect(0, 0, 500, 500)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 172, height: 60))
    }
}

@MainActor
extension View {
    /// The constraints naming this view as first item with `attribute`.
    func constraintsReferencing(_ attribute: LayoutConstraint.Attribute) -> [LayoutConstraint] {
        referencingConstraints.filter { $0.firstItem === self && $0.firstAttribute == attribute }
    }
}

@Suite("Auto Layout: hierarchies that go away")
@MainActor
struct LayoutLifetimeTests {
    @Test func aViewOutlivingItsWindowIsLaidOutOnItsOwn() {
        let content = constrainedView()
        let label = FixedView(30, 10)
        content.addSubview(label)
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 4),
        ])
        do {
            let h = Harness(width: 400, height: 300)
            h.window.addSubview(content)
            content.pin(to: h.window)
            h.step()
            #expect(label.frame == rect(185, 4, 30, 10))
        }
        // The window and its engine are gone; the view keeps its own constraints and lays out alone.
        #expect(content.superview == nil)
        content.frame = rect(0, 0, 100, 50)
        label.size = Size(width: 40, height: 10)
        content.layoutIfNeeded()
        #expect(label.frame == rect(30, 4, 40, 10))
    }
}
