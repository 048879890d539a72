import PanelPlatform

/// Touches from libinput on a udev seat: touchscreens, and mice or VNC tablets acting as one finger.
///
/// Devices may come and go (hotplug). Coordinates are scaled to the panel's physical pixels by libinput
/// (with its calibration matrix: udev's LIBINPUT_CALIBRATION_MATRIX, or `--touch-matrix`), then turned by the
/// display's rotation into the UI's coordinates.
public final class LibinputInput: InputSource {
    private let context: LibinputContext
    private var assembler: TouchAssembler
    /// One line per device added or removed.
    public var log: (String) -> Void

    /// - Parameters:
    ///   - physicalWidth: the panel's mode width (before rotation).
    ///   - physicalHeight: the panel's mode height.
    /// - Throws: `InputError` when udev or the seat cannot be set up, or no input node may be opened.
    public init(
        seat: String = "seat0", physicalWidth: Int, physicalHeight: Int, rotation: DisplayRotation,
        touchMatrix: CalibrationMatrix? = nil, seatSession: SeatSession? = nil,
        log: @escaping (String) -> Void = { _ in }
    ) throws(InputError) {
        context = try LibinputContext(
            seat: seatSession?.name ?? seat, physicalWidth: physicalWidth, physicalHeight: physicalHeight,
            matrix: touchMatrix, seatSession: seatSession)
        assembler = TouchAssembler(physicalWidth: physicalWidth, physicalHeight: physicalHeight, rotation: rotation)
        self.log = log
        // Devices present at start are announced right away.
        let first = context.dispatch()
        for note in first.notes { log(note) }
        for e in first.events { assembler.handle(e) }
    }

    /// Input for `display`, with the seat, rotation and calibration of `options`.
    /// With `seatSession`, the input nodes are opened through the seat manager (and its seat name is used).
    public convenience init(
        display: DRMDisplay, options: PanelOptions, seatSession: SeatSession? = nil,
        log: @escaping (String) -> Void = { _ in }
    ) throws(InputError) {
        try self.init(
            seat: options.seat, physicalWidth: display.mode.width, physicalHeight: display.mode.height,
            rotation: display.rotation, touchMatrix: options.touchMatrix, seatSession: seatSession, log: log)
    }

    /// Closes the input devices while the seat is away (a VT switch); libinput ends the touches in flight as
    /// their devices go.
    public func suspend() { context.suspend() }

    /// Opens the input devices again when the seat is back.
    public func resume() { context.resume() }

    public var pollDescriptor: Int32? { context.descriptor >= 0 ? context.descriptor : nil }

    public func read(until now: Double) -> [[TouchEvent]] {
        let (events, notes) = context.dispatch()
        for note in notes { log(note) }
        for e in events { assembler.handle(e) }
        return assembler.takeFrames()
    }
}
