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
        touchMatrix: CalibrationMatrix? = nil, log: @escaping (String) -> Void = { _ in }
    ) throws(InputError) {
        context = try LibinputContext(
            seat: seat, physicalWidth: physicalWidth, physicalHeight: physicalHeight, matrix: touchMatrix)
        assembler = TouchAssembler(physicalWidth: physicalWidth, physicalHeight: physicalHeight, rotation: rotation)
        self.log = log
        // Devices present at start are announced right away.
        let first = context.dispatch()
        for note in first.notes { log(note) }
        for e in first.events { assembler.handle(e) }
    }

    /// Input for `display`, with the seat, rotation and calibration of `options`.
    public convenience init(display: DRMDisplay, options: PanelOptions, log: @escaping (String) -> Void = { _ in })
        throws(InputError)
    {
        try self.init(
            seat: options.seat, physicalWidth: display.mode.width, physicalHeight: display.mode.height,
            rotation: display.rotation, touchMatrix: options.touchMatrix, log: log)
    }

    public var pollDescriptor: Int32? { context.descriptor >= 0 ? context.descriptor : nil }

    public func read(until now: Double) -> [[TouchEvent]] {
        let (events, notes) = context.dispatch()
        for note in notes { log(note) }
        for e in events { assembler.handle(e) }
        return assembler.takeFrames()
    }
}
