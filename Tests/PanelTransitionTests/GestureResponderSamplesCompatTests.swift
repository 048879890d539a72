import Glibc
import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

/// Gesture, responder and menu programs as Apple's documentation writes them ("Handling UIKit gestures",
/// "Coordinating multiple gesture recognizers", "Implementing a discrete gesture recognizer", "Using
/// responders and the responder chain to handle events", "Adding context menus in your app", "Adding menus
/// and shortcuts"), with selectors written as method references.
@Suite("PanelKitCompat: gesture, responder and menu samples", .serialized)
@MainActor
struct GestureResponderSamplesCompatTests {
    // MARK: Screen-edge pan

    final class EdgeViewController: UIViewController {
        var edgeStates: [UIGestureRecognizer.State] = []
        var panStates: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero

        override func viewDidLoad() {
            super.viewDidLoad()
            let screenEdgeRecognizer = UIScreenEdgePanGestureRecognizer(
                target: self, action: EdgeViewController.swipeFromLeftEdge)
            screenEdgeRecognizer.edges = .left
            view.addGestureRecognizer(screenEdgeRecognizer)
            // A pan elsewhere on the view waits for the edge pan to fail.
            let pan = UIPanGestureRecognizer(target: self, action: EdgeViewController.pan)
            pan.require(toFail: screenEdgeRecognizer)
            view.addGestureRecognizer(pan)
        }

        func swipeFromLeftEdge(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
            edgeStates.append(gestureRecognizer.state)
            translation = gestureRecognizer.translation(in: view)
        }

        func pan(_ gestureRecognizer: UIPanGestureRecognizer) {
            panStates.append(gestureRecognizer.state)
        }
    }

    @Test func theScreenEdgePanBeginsOnlyAtItsEdgeAndTheOtherPanGetsTheRest() {
        let vc = EdgeViewController()
        let h = TransitionHarness(width: 320, height: 240, root: vc)
        h.drag(from: CGPoint(x: 4, y: 120), to: CGPoint(x: 164, y: 120), duration: 0.3)
        h.step(3)
        #expect(vc.edgeStates.first == .began && vc.edgeStates.last == .ended)
        #expect(vc.edgeStates.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(vc.translation.x - 160) < 1 && abs(vc.translation.y) < 1, "\(vc.translation)")
        #expect(vc.panStates.isEmpty, "the other pan waited and failed: \(vc.panStates)")
        vc.edgeStates = []
        h.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 280, y: 120), duration: 0.3)
        h.step(3)
        #expect(vc.edgeStates.isEmpty, "not from the edge: \(vc.edgeStates)")
        #expect(vc.panStates.first == .began && vc.panStates.last == .ended)
    }

    // MARK: Single and double tap

    final class TapViewController: UIViewController {
        var singles = 0
        var doubles = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let doubleTap = UITapGestureRecognizer(target: self, action: TapViewController.doubleTapped)
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(doubleTap)
            let singleTap = UITapGestureRecognizer(target: self, action: TapViewController.singleTapped)
            singleTap.numberOfTapsRequired = 1
            singleTap.require(toFail: doubleTap)
            view.addGestureRecognizer(singleTap)
        }

        func singleTapped(_ sender: UITapGestureRecognizer) {
            if sender.state == .recognized { singles += 1 }
        }

        func doubleTapped(_ sender: UITapGestureRecognizer) {
            if sender.state == .recognized { doubles += 1 }
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let vc = TapViewController()
        let h = TransitionHarness(width: 320, height: 240, root: vc)
        let p = CGPoint(x: 160, y: 120)
        h.touch([
            TouchEvent(id: 0, phase: .began, location: p, timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: p, timestamp: 0.05),
        ])
        h.step()
        #expect(vc.singles == 0, "the single tap waits while a second tap may come")
        h.wait(0.6)
        #expect((vc.singles, vc.doubles) == (1, 0))
        h.touch([
            TouchEvent(id: 0, phase: .began, location: p, timestamp: 0),
            TouchEvent(id: 0, phase: .ended, location: p, timestamp: 0.05),
            TouchEvent(id: 1, phase: .began, location: p, timestamp: 0.15),
            TouchEvent(id: 1, phase: .ended, location: p, timestamp: 0.2),
        ])
        h.wait(0.8)
        #expect((vc.singles, vc.doubles) == (1, 1), "a double tap fires the double alone")
    }

    // MARK: A discrete custom recognizer ("Implementing a discrete gesture recognizer")

    final class CheckmarkGestureRecognizer: UIGestureRecognizer {
        var strokePhase = 0
        var initialTouchPoint = CGPoint.zero
        var trackedTouch: UITouch? = nil
        var resets = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if touches.count != 1 {
                self.state = .failed
            }
            if self.trackedTouch == nil {
                self.trackedTouch = touches.first
                self.strokePhase = 0
                self.initialTouchPoint = (self.trackedTouch?.location(in: self.view))!
            } else {
                for touch in touches where touch != self.trackedTouch {
                    self.ignore(touch, for: event)
                }
            }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            let newTouch = touches.first
            guard newTouch == self.trackedTouch else {
                self.state = .failed
                return
            }
            let newPoint = (newTouch?.location(in: self.view))!
            let previousPoint = (newTouch?.previousLocation(in: self.view))!
            if self.strokePhase == 0 {
                if newPoint.x >= initialTouchPoint.x && newPoint.y >= initialTouchPoint.y {
                    self.strokePhase = 1
                } else {
                    self.state = .failed
                }
            } else if self.strokePhase == 1 {
                if newPoint.y <= previousPoint.y { self.strokePhase = 2 }
            }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            let newTouch = touches.first
            guard newTouch == self.trackedTouch else {
                self.state = .failed
                return
            }
            if self.state == .possible && self.strokePhase == 2 {
                self.state = .recognized
            } else {
                self.state = .failed
            }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            self.initialTouchPoint = CGPoint.zero
            self.strokePhase = 0
            self.trackedTouch = nil
            self.state = .cancelled
        }

        override func reset() {
            super.reset()
            resets += 1
            self.initialTouchPoint = CGPoint.zero
            self.strokePhase = 0
            self.trackedTouch = nil
        }
    }

    /// A stroke through `points`, one move every 20 ms.
    private func stroke(_ h: TransitionHarness, _ points: [CGPoint]) {
        var events = [TouchEvent(id: 0, phase: .began, location: points[0], timestamp: 0)]
        for (i, p) in points.enumerated().dropFirst() {
            events.append(TouchEvent(id: 0, phase: .moved, location: p, timestamp: Double(i) * 0.02))
        }
        events.append(TouchEvent(id: 0, phase: .ended, location: points.last!, timestamp: Double(points.count) * 0.02))
        h.touch(events)
        h.wait(Double(points.count) * 0.02 + 0.1)
    }

    @Test func aCheckmarkIsRecognizedOnceAndAStrokeUpFailsWithoutCallingTheAction() {
        let h = TransitionHarness(width: 320, height: 240)
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(canvas)
        let checkmark = CheckmarkGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        checkmark.addTarget { g in states.append(g.state) }
        canvas.addGestureRecognizer(checkmark)
        h.step()
        stroke(h, [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 60), CGPoint(x: 70, y: 70), CGPoint(x: 90, y: 50)])
        #expect(states == [.recognized], "a discrete recognizer goes possible -> recognized once")
        #expect(checkmark.resets == 1 && checkmark.state == .possible && checkmark.trackedTouch == nil)
        stroke(h, [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 30), CGPoint(x: 50, y: 10)])
        #expect(states == [.recognized], "a failed recognizer calls no action")
        #expect(checkmark.resets == 2)
    }

    // MARK: Pan moving a view ("Handling pan gestures")

    @Test func aPanMovesThePieceByItsTranslationAndReportsBeganChangedEnded() {
        let h = TransitionHarness(width: 320, height: 240)
        let piece = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        piece.backgroundColor = .systemBlue
        h.window.addSubview(piece)
        var states: [UIGestureRecognizer.State] = []
        var fastest = 0.0
        let pan = UIPanGestureRecognizer { gestureRecognizer in
            guard gestureRecognizer.view != nil else { return }
            let piece = gestureRecognizer.view!
            states.append(gestureRecognizer.state)
            fastest = max(fastest, gestureRecognizer.velocity(in: piece.superview).x)
            let translation = gestureRecognizer.translation(in: piece.superview)
            if gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
                piece.center = CGPoint(x: piece.center.x + translation.x, y: piece.center.y + translation.y)
                gestureRecognizer.setTranslation(.zero, in: piece.superview)
            }
        }
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 2
        piece.addGestureRecognizer(pan)
        h.step()
        h.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 160, y: 100), duration: 0.4)
        h.step(3)
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed } && states.count > 3)
        #expect(abs(piece.center.x - 160) < 1 && abs(piece.center.y - 100) < 1, "\(piece.center)")
        #expect(fastest > 100, "moving 100 points in 0.4 s: \(fastest)")
    }

    // MARK: Pinch and rotation together ("Coordinating multiple gesture recognizers")

    final class PinchRotateDelegate: UIGestureRecognizerDelegate {
        var simultaneous = true
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            simultaneous
        }
    }

    /// Two fingers spreading and turning over 0.3 s around (160, 120).
    private func spreadAndTurn(_ h: TransitionHarness) {
        var events = [
            TouchEvent(id: 0, phase: .began, location: CGPoint(x: 120, y: 120), timestamp: 0),
            TouchEvent(id: 1, phase: .began, location: CGPoint(x: 200, y: 120), timestamp: 0),
        ]
        for i in 1...15 {
            let t = Double(i) / 15
            let r = 40 + 50 * t
            let a = 0.6 * t
            let c = CGPoint(x: r * cos(a), y: r * sin(a))
            events.append(
                TouchEvent(
                    id: 0, phase: .moved, location: CGPoint(x: 160 - c.x, y: 120 - c.y), timestamp: 0.02 * Double(i)))
            events.append(
                TouchEvent(
                    id: 1, phase: .moved, location: CGPoint(x: 160 + c.x, y: 120 + c.y), timestamp: 0.02 * Double(i)))
        }
        events.append(
            TouchEvent(
                id: 0, phase: .ended, location: CGPoint(x: 160 - 90 * cos(0.6), y: 120 - 90 * sin(0.6)), timestamp: 0.32
            ))
        events.append(
            TouchEvent(
                id: 1, phase: .ended, location: CGPoint(x: 160 + 90 * cos(0.6), y: 120 + 90 * sin(0.6)), timestamp: 0.32
            ))
        h.touch(events)
        h.wait(0.5)
    }

    @Test(arguments: [true, false])
    func pinchAndRotationRecognizeTogetherOnlyWhenTheDelegateAllowsIt(simultaneous: Bool) {
        let h = TransitionHarness(width: 320, height: 240)
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(photo)
        let delegate = PinchRotateDelegate()
        delegate.simultaneous = simultaneous
        var pinchVelocity = 0.0
        var rotationVelocity = 0.0
        var pinched = false
        var rotated = false
        let pinch = UIPinchGestureRecognizer { p in
            if p.state == .began { pinched = true }
            pinchVelocity = max(pinchVelocity, p.velocity)
        }
        let rotation = UIRotationGestureRecognizer { r in
            if r.state == .began { rotated = true }
            rotationVelocity = max(rotationVelocity, r.velocity)
        }
        pinch.delegate = delegate
        rotation.delegate = delegate
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        h.step()
        spreadAndTurn(h)
        if simultaneous {
            #expect(pinched && rotated)
            #expect(pinchVelocity > 0.5 && rotationVelocity > 0.5, "\(pinchVelocity) \(rotationVelocity)")
        } else {
            #expect(pinched != rotated, "only one of them: pinch \(pinched), rotation \(rotated)")
        }
    }

    // MARK: Which touches a recognizer receives

    final class EventFilter: UIGestureRecognizerDelegate {
        var events = 0
        var touches = 0
        var acceptsEvents = true
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            events += 1
            return acceptsEvents
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touches += 1
            return true
        }
    }

    final class TouchTypeView: UIView {
        var types: [UITouch.TouchType] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            types += touches.map(\.type)
        }
    }

    @Test func allowedTouchTypesAndTheEventQuestionKeepTouchesFromARecognizer() {
        let h = TransitionHarness(width: 320, height: 240)
        let target = TouchTypeView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(target)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.cancelsTouchesInView = false
        #expect(tap.allowedTouchTypes.count == 4 && tap.requiresExclusiveTouchType)
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        target.addGestureRecognizer(tap)
        h.step()
        h.tap(at: CGPoint(x: 100, y: 100))
        h.wait(0.4)
        #expect(taps == 0, "a finger is a .direct touch, not allowed")
        #expect(target.types == [.direct])
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        h.tap(at: CGPoint(x: 100, y: 100))
        h.wait(0.4)
        #expect(taps == 1)
        let filter = EventFilter()
        filter.acceptsEvents = false
        tap.delegate = filter
        h.tap(at: CGPoint(x: 100, y: 100))
        h.wait(0.4)
        #expect(taps == 1 && filter.events == 1 && filter.touches == 0, "the event is asked first; no means no touch")
        filter.acceptsEvents = true
        h.tap(at: CGPoint(x: 100, y: 100))
        h.wait(0.4)
        #expect(taps == 2 && filter.events == 2 && filter.touches == 1)
    }

    // MARK: Responders

    final class ChainViewController: UIViewController {
        let label = UILabel()
        var began = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Touch me"
            label.isUserInteractionEnabled = true
            label.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
            view.addSubview(label)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += touches.count
        }
    }

    final class FocusView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func touchesTravelUpTheResponderChainToTheViewController() {
        let vc = ChainViewController()
        let h = TransitionHarness(width: 320, height: 240, root: vc)
        #expect(vc.label.next === vc.view && vc.view.next === vc && vc.next === h.window)
        h.tap(at: CGPoint(x: 60, y: 40))
        #expect(vc.began == 1, "the label and the view pass touchesBegan on to the controller")
        let focus = FocusView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        vc.view.addSubview(focus)
        #expect(!vc.label.becomeFirstResponder() && !vc.label.isFirstResponder)
        #expect(focus.becomeFirstResponder() && focus.isFirstResponder)
        #expect(focus.resignFirstResponder() && !focus.isFirstResponder)
    }

    // MARK: Key commands ("Adding menus and shortcuts")

    final class EditorView: UIView {
        var saved = 0
        override var canBecomeFirstResponder: Bool { true }
        func save() { saved += 1 }
    }

    final class ShortcutViewController: UIViewController {
        let editor = EditorView()
        var found = 0
        var previous = 0
        var pressed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            editor.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.addSubview(editor)
        }

        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: "f", modifierFlags: .command, action: ShortcutViewController.find),
                UIKeyCommand(
                    input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: ShortcutViewController.back),
                UIKeyCommand(
                    title: "Save", action: EditorView.save, input: "s", modifierFlags: .command,
                    discoverabilityTitle: "Save"),
            ]
        }

        func find() { found += 1 }
        func back(_ sender: UIKeyCommand) {
            if sender.input == UIKeyCommand.inputLeftArrow { previous += 1 }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var didHandleEvent = false
            for press in presses {
                guard let key = press.key else { continue }
                pressed.append(key.charactersIgnoringModifiers)
                didHandleEvent = true
            }
            if !didHandleEvent { super.pressesBegan(presses, with: event) }
        }
    }

    private func key(_ h: TransitionHarness, _ code: Int, _ letter: String, _ modifiers: KeyModifiers = []) {
        let app = h.driver.application
        app.dispatchKey(
            KeyEvent(
                code: code, isDown: true, characters: letter, charactersIgnoringModifiers: letter,
                modifiers: modifiers, timestamp: 0))
        app.dispatchKey(KeyEvent(code: code, isDown: false, modifiers: modifiers, timestamp: 0))
        h.step()
    }

    @Test func keyCommandsUpTheChainTakeTheirKeysAndOtherKeysArePresses() {
        let vc = ShortcutViewController()
        let h = TransitionHarness(width: 320, height: 240, root: vc)
        key(h, 33, "f", .command)  // KEY_F
        #expect(vc.found == 1 && vc.pressed.isEmpty, "Command-F is the shortcut: no press")
        key(h, 33, "f")
        #expect(vc.found == 1 && vc.pressed == ["f"], "F alone is a press")
        h.pressKey(105)  // Left
        #expect(vc.previous == 1 && vc.pressed == ["f"])
        h.pressKey(106)  // Right
        #expect(
            vc.pressed == ["f", UIKeyCommand.inputRightArrow], "a key that types nothing is named as UIKit names it")
        key(h, 31, "s", .command)  // KEY_S: no EditorView on the chain yet
        #expect(vc.editor.saved == 0 && vc.pressed.count == 3)
        #expect(vc.editor.becomeFirstResponder())
        key(h, 31, "s", .command)
        #expect(vc.editor.saved == 1 && vc.pressed.count == 3, "the first responder is the action's target")
    }

    // MARK: Menus

    @Test func aSingleSelectionMenuOnAButtonKeepsOneSizeSelected() throws {
        let h = TransitionHarness(width: 320, height: 400)
        var picked: [String] = []
        let small = UIAction(title: "Small", state: .on) { a in picked.append(a.title) }
        let large = UIAction(title: "Large") { a in picked.append(a.title) }
        let sizes = UIMenu(title: "", options: [.displayInline, .singleSelection], children: [small, large])
        #expect(sizes.selectedElements.map(\.title) == ["Small"])
        let button = UIButton(type: .system)
        button.setTitle("Size", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.menu = UIMenu(children: [sizes])
        button.showsMenuAsPrimaryAction = true
        h.window.addSubview(button)
        h.step()
        h.tap(at: button.center)
        h.step(15)
        h.tap(at: try #require(h.menuRow("Large")))
        h.step(15)
        #expect(picked == ["Large"])
        #expect(sizes.selectedElements.map(\.title) == ["Large"] && small.state == .off && large.state == .on)
        #expect((button.menu?.children.first as? UIMenu)?.selectedElements.count == 1)
    }

    @Test func aPopUpButtonShowsThePickedOptionsTitle() throws {
        let h = TransitionHarness(width: 320, height: 400)
        var picked: [String] = []
        let optionClosure = { (action: UIAction) in picked.append(action.title) }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        button.menu = UIMenu(children: [
            UIAction(title: "Option 1", handler: optionClosure),
            UIAction(title: "Option 2", handler: optionClosure),
        ])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        h.window.addSubview(button)
        h.step()
        #expect(button.currentTitle == "Option 1", "the first option is selected at first")
        #expect(button.menu?.children.map { ($0 as? UIAction)?.state } == [.on, .off])
        h.tap(at: button.center)
        h.step(15)
        h.tap(at: try #require(h.menuRow("Option 2")))
        h.step(15)
        #expect(picked == ["Option 2"] && button.currentTitle == "Option 2" && !button.isSelected)
        #expect(button.menu?.children.map { ($0 as? UIAction)?.state } == [.off, .on])
    }

    // MARK: Context menu preview

    final class PhotoViewController: UIViewController, UIContextMenuInteractionDelegate {
        let photo = UIView()
        let detail = UIViewController()
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.backgroundColor = .systemBlue
            photo.frame = CGRect(x: 40, y: 40, width: 120, height: 90)
            let interaction = UIContextMenuInteraction(delegate: self)
            photo.addInteraction(interaction)
            view.addSubview(photo)
            detail.view.backgroundColor = .systemRed
            detail.preferredContentSize = CGSize(width: 200, height: 120)
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(
                identifier: "photo" as NSString,
                previewProvider: { [unowned self] in self.detail },
                actionProvider: { suggestedActions in
                    let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
                    return UIMenu(title: "", children: [share] + suggestedActions)
                })
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionCommitAnimating
        ) {
            let name = configuration.identifier as? NSString
            events.append("commit \(name?.description ?? "")")
            animator.preferredCommitStyle = .pop
            animator.addCompletion {
                self.events.append("completion")
                if let preview = animator.previewViewController {
                    self.present(preview, animated: false)
                }
            }
        }
    }

    @Test func theContextMenusPreviewShowsAboveTheMenuAndATapOnItCommits() throws {
        let vc = PhotoViewController()
        let h = TransitionHarness(width: 480, height: 400, root: vc)
        h.step(2)
        h.press(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 80), duration: 0.8)
        h.lift(at: CGPoint(x: 100, y: 80))
        h.step(20)
        let platter = try #require(h.menuPresenter.previewPlatter)
        let frame = platter.convert(platter.bounds, to: nil)
        #expect(frame.size == CGSize(width: 200, height: 120), "the preview's preferredContentSize")
        let row = try #require(h.menuRow("Share"))
        #expect(row.y > frame.maxY, "the menu is below the preview")
        let center = CGPoint(x: frame.midX, y: frame.midY)
        #expect(h.surface.color(x: Int(center.x), y: Int(center.y)) == UIColor.systemRed.resolved(.light))
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/context-menu-preview.png")
        }
        h.tap(at: center)
        h.wait(0.4)
        #expect(vc.events == ["commit photo", "completion"])
        #expect(!h.menuPresenter.isShowing && h.menuPresenter.previewPlatter == nil)
        #expect(vc.presentedViewController === vc.detail && vc.detail.view.window != nil)
    }
}
