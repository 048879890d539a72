/// An input source as a source of the event loop: touches read when its descriptor is readable (or when
/// a scripted touch is due) wait in the application for the next frame.
@MainActor
final class InputEventSource: EventSource {
    let input: any InputSource
    unowned let application: Application

    init(input: any InputSource, application: Application) {
        self.input = input
        self.application = application
    }

    var pollDescriptor: Int32? { input.pollDescriptor }
    var nextDeadline: Double? { input.nextDeadline }

    func dispatch(now: Double) throws {
        let touches = try input.read(until: now)
        application.enqueueInput(touches, keys: input.readKeys())
    }
}
