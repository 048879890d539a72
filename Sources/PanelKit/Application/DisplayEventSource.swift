/// A display as a source of its event loop: page-flip completions on its descriptor, and its deadline (a
/// lost flip event, a retry after EBUSY or after DRM master came back).
@MainActor
final class DisplayEventSource: EventSource {
    let display: any Display

    init(display: any Display) {
        self.display = display
    }

    var pollDescriptor: Int32? { display.pollDescriptor }
    var nextDeadline: Double? { display.nextDeadline }

    func dispatch(now: Double) throws {
        try display.dispatchEvents()
    }
}
