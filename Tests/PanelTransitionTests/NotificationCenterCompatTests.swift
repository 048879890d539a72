import PanelEmbedded
import PanelKitCompat
import Testing

/// `NotificationCenter` as Foundation's documentation and common UIKit code use it: block observers with a
/// token kept as `NSObjectProtocol`, object filters, removal (also from inside a post), the async sequence,
/// and the notifications UIKit posts for text fields and the application.
@Suite("PanelKitCompat: NotificationCenter")
@MainActor
struct NotificationCenterCompatTests {
    final class Model {
        var name = ""
    }

    static let modelDidChange = Notification.Name("ModelDidChange")

    @Test func postDeliversNameObjectAndUserInfoAndTheObjectFilterMatchesByIdentity() {
        let center = NotificationCenter()
        let a = Model()
        let b = Model()
        var fromA: [String] = []
        var fromAny: [String] = []
        let onlyA: NSObjectProtocol = center.addObserver(forName: Self.modelDidChange, object: a, queue: .main) {
            note in
            fromA.append(note.userInfo?["field"] as? String ?? "?")
        }
        let any: NSObjectProtocol = center.addObserver(forName: Self.modelDidChange, object: nil, queue: nil) { note in
            fromAny.append((note.object as? Model) === a ? "a" : "b")
        }
        center.post(name: Self.modelDidChange, object: a, userInfo: ["field": "title"])
        center.post(name: Self.modelDidChange, object: b, userInfo: ["field": "body"])
        center.post(Notification(name: NSNotification.Name("SomethingElse"), object: a))
        center.post(name: Notification.Name(rawValue: "ModelDidChange"), object: nil)
        #expect(fromA == ["title"], "only a's notification, not b's, another name's or one without object")
        #expect(fromAny == ["a", "b", "b"])
        center.removeObserver(onlyA)
        center.removeObserver(any)
        center.post(name: Self.modelDidChange, object: a)
        #expect(fromA.count == 1 && fromAny.count == 3, "removed observers are not called")
        #expect(center.observerCount == 0)
    }

    @Test func anObserverRemovedDuringAPostIsNotCalledAndOneAddedIsCalledFromTheNextPost() {
        let center = NotificationCenter()
        var calls: [String] = []
        var second: NSObjectProtocol?
        var added: NSObjectProtocol?
        let first = center.addObserver(forName: Self.modelDidChange, object: nil, queue: .main) { _ in
            calls.append("first")
            if let s = second {
                center.removeObserver(s)
                second = nil
            }
            if added == nil {
                added = center.addObserver(forName: Self.modelDidChange, object: nil, queue: .main) { _ in
                    calls.append("added")
                }
            }
        }
        second = center.addObserver(forName: Self.modelDidChange, object: nil, queue: .main) { _ in
            calls.append("second")
        }
        center.post(name: Self.modelDidChange, object: nil)
        #expect(calls == ["first"], "second was removed by first before its turn; added joined after the post began")
        center.post(name: Self.modelDidChange, object: nil)
        #expect(calls == ["first", "first", "added"])
        center.removeObserver(first)
        center.removeObserver(added!)
        #expect(center.observerCount == 0)
    }

    @Test func removeObserverForOneNameAndObjectKeepsTheRest() {
        let center = NotificationCenter()
        let other = Notification.Name("Other")
        let a = Model()
        var count = 0
        let token = center.addObserver(forName: nil, object: nil, queue: .main) { _ in count += 1 }
        center.removeObserver(token, name: other, object: nil)
        center.post(name: other, object: a)
        #expect(count == 1, "a name-filtered removal leaves an any-name registration alone")
        center.removeObserver(token, name: nil, object: a)
        center.post(name: other, object: a)
        #expect(count == 2, "an object-filtered removal leaves an any-object registration alone")
        center.removeObserver(token, name: nil, object: nil)
        center.post(name: other, object: a)
        #expect(count == 2)
        center.removeObserver(Model())  // not a token: ignored, no crash
    }

    @Test func anObserverRemovedInDeinitIsGone() {
        var controller: NotificationListeningViewController? = NotificationListeningViewController()
        controller?.loadViewIfNeeded()
        let before = NotificationCenter.default.observerCount
        NotificationCenter.default.post(name: Self.modelDidChange, object: nil)
        #expect(controller?.heard == 1)
        controller = nil
        #expect(NotificationCenter.default.observerCount == before - 1, "deinit removed the block")
    }

    @Test func aValueAsTheObjectFilterMatchesNothing() {
        let center = NotificationCenter()
        var count = 0
        let token = center.addObserver(forName: Self.modelDidChange, object: 42, queue: nil) { _ in count += 1 }
        center.post(name: Self.modelDidChange, object: 42)
        center.post(name: Self.modelDidChange, object: nil)
        #expect(count == 0)
        center.removeObserver(token)
    }

    @Test func theAsyncSequenceYieldsPostedNotifications() async {
        let center = NotificationCenter.default
        let model = Model()
        let stream = center.notifications(named: Self.modelDidChange, object: model)
        center.post(name: Self.modelDidChange, object: Model())
        center.post(name: Self.modelDidChange, object: model, userInfo: ["n": 1])
        center.post(name: Self.modelDidChange, object: model, userInfo: ["n": 2])
        var seen: [Int] = []
        for await note in stream {
            seen.append(note.userInfo?["n"] as? Int ?? -1)
            if seen.count == 2 { break }
        }
        #expect(seen == [1, 2], "the other model's notification is filtered out")
    }

    @Test func aTextFieldPostsTextDidChangeOnEditsOnly() {
        let h = TransitionHarness(width: 480, height: 320)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let other = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 34))
        h.window.addSubview(field)
        h.window.addSubview(other)
        var log: [String] = []
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: .main) { note in
                log.append("change \((note.object as? UITextField)?.text ?? "?")")
            },
            center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: .main) {
                _ in log.append("begin")
            },
            center.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: .main) {
                _ in log.append("end")
            },
        ]
        defer { for t in tokens { center.removeObserver(t) } }
        field.text = "set in code"
        #expect(log.isEmpty, "setting text is not an edit")
        field.becomeFirstResponder()
        field.insertText("!")
        field.deleteBackward()
        other.becomeFirstResponder()
        other.insertText("x")
        #expect(
            log == ["begin", "change set in code!", "change set in code", "end"],
            "the other field's edit is filtered out")
        h.step()
    }

    @Test func theApplicationBecomesActiveOnceAfterTheFirstFrameThatShowsAWindow() throws {
        let driver = EmbeddedDriver(width: 200, height: 100)
        let app = driver.application
        var posts = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: app, queue: .main
        ) { _ in posts += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(app.applicationState == .inactive)
        try driver.step()
        #expect(posts == 0, "no window shows yet")
        let window = UIWindow(application: app)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(posts == 0, "not before the frame")
        try driver.step(frames: 3)
        #expect(posts == 1 && app.applicationState == .active)
        app.terminate()
        #expect(app.applicationState == .background)
    }
}

/// A controller that stops observing in `deinit`, as UIKit code does.
final class NotificationListeningViewController: UIViewController {
    // As in Swift 6 UIKit code: a nonisolated deinit reads it (the token is not Sendable as `NSObjectProtocol`).
    nonisolated(unsafe) var observer: NSObjectProtocol?
    var heard = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: NotificationCenterCompatTests.modelDidChange, object: nil, queue: .main
        ) { [weak self] _ in
            self?.heard += 1
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
