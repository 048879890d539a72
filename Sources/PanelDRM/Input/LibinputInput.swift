import PanelPlatform

/// Touches from libinput on a udev seat: touchscreens, and mice or VNC tablets acting as one finger.
///
/// Devices may come and go (hotplug): a device removed while fingers are down cancels those touches, so
/// gestures end as cancelled instead of waiting for a lift that will never come. Coordinates are scaled to
/// the panel's physical pixels by libinput (with its calibration matrix: udev's LIBINPUT_CALIBRATION_MATRIX,
/// or `--touch-matrix`), then turned by the display's rotation into the UI's coordinates.
///
/// Keyboards' keys are translated through the XKB layout (`KeyTranslator`) and read with `readKeys()`; a
/// held key repeats after `keyRepeatDelay`, `keyRepeatRate` times a second, as a console's keyboard does.
///
/// Events come through an `InputBackend`: libinput on a panel, a fake in tests.
public final class LibinputInput: InputSource {
    private let backend: any InputBackend
    private var assembler: TouchAssembler
    /// Made at the first key; nil (and keys dropped, said once) when no keymap could be made.
    private var keyTranslator: KeyTranslator?
    private var keyTranslatorFailed = false
    private var pendingKeys: [KeyEvent] = []
    /// The key held down that repeats, and when it repeats next.
    private var heldKey: KeyEvent?
    private var nextRepeat: Double?
    /// How long a key is held before it repeats.
    public static let keyRepeatDelay = 0.5
    /// Repeats per second while a key stays down.
    public static let keyRepeatRate = 30.0
    /// One line per device added or removed.
    public var log: (String) -> Void

    /// Input from `backend` for a panel of the given physical size and rotation.
    public init(
        backend: any InputBackend, physicalWidth: Int, physicalHeight: Int, rotation: DisplayRotation,
        log: @escaping (String) -> Void = { _ in }
    ) {
        self.backend = backend
        assembler = TouchAssembler(physicalWidth: physicalWidth, physicalHeight: physicalHeight, rotation: rotation)
        self.log = log
        // Devices present at start are announced right away.
        handle(backend.dispatch())
    }

    /// - Parameters:
    ///   - physicalWidth: the panel's mode width (before rotation).
    ///   - physicalHeight: the panel's mode height.
    /// - Throws: `InputError` when udev or the seat cannot be set up, or no input node may be opened.
    public convenience init(
        seat: String = "seat0", physicalWidth: Int, physicalHeight: Int, rotation: DisplayRotation,
        touchMatrix: CalibrationMatrix? = nil, seatSession: SeatSession? = nil,
        log: @escaping (String) -> Void = { _ in }
    ) throws(InputError) {
        let context = try LibinputContext(
            seat: seatSession?.name ?? seat, physicalWidth: physicalWidth, physicalHeight: physicalHeight,
            matrix: touchMatrix, seatSession: seatSession)
        self.init(
            backend: context, physicalWidth: physicalWidth, physicalHeight: physicalHeight, rotation: rotation,
            log: log)
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

    /// Closes the input devices while the seat is away (a VT switch); their touches in flight are cancelled as
    /// the devices go.
    public func suspend() {
        backend.suspend()
        handle(backend.dispatch())
    }

    /// Opens the input devices again when the seat is back.
    public func resume() { backend.resume() }

    public var pollDescriptor: Int32? { backend.pollDescriptor }

    /// Due at once while the backend holds events no descriptor announces (a fake's).
    public var nextDeadline: Double? { backend.hasQueuedEvents ? -Double.infinity : nextRepeat }

    /// Touches currently down, by id.
    public var activeTouchIDs: [Int] { assembler.activeTouchIDs }

    public func read(until now: Double) -> [[TouchEvent]] {
        handle(backend.dispatch())
        repeatHeldKey(until: now)
        return assembler.takeFrames()
    }

    public func readKeys() -> [KeyEvent] {
        guard !pendingKeys.isEmpty else { return [] }
        defer { pendingKeys = [] }
        return pendingKeys
    }

    private func handleKey(code: Int, pressed: Bool, time: Double) {
        if keyTranslator == nil && !keyTranslatorFailed {
            do {
                keyTranslator = try KeyTranslator()
            } catch {
                keyTranslatorFailed = true
                log("input: keys are ignored: \(error)")
            }
        }
        guard let translator = keyTranslator else { return }
        let event = translator.translate(code: code, isDown: pressed, time: time)
        pendingKeys.append(event)
        if pressed, translator.repeats(code: code) {
            heldKey = event
            nextRepeat = time + Self.keyRepeatDelay
        } else if !pressed, heldKey?.code == code {
            heldKey = nil
            nextRepeat = nil
        }
    }

    /// Repeats of the key held down that fall due by `now`. A loop that fell far behind (a stalled frame)
    /// repeats once, not a burst.
    private func repeatHeldKey(until now: Double) {
        guard let held = heldKey, let translator = keyTranslator, var due = nextRepeat, due <= now else { return }
        let interval = 1 / Self.keyRepeatRate
        if now - due > 0.25 { due = now }
        while due <= now {
            pendingKeys.append(translator.repeated(held, at: due))
            due += interval
        }
        nextRepeat = due
    }

    private func handle(_ events: [InputBackendEvent]) {
        for e in events {
            switch e {
            case .deviceAdded(let d):
                log(Self.describe(d, added: true))
            case .deviceRemoved(let d):
                assembler.deviceRemoved(d.id)
                if heldKey != nil && d.capabilities.contains(.keyboard) {
                    heldKey = nil
                    nextRepeat = nil
                }
                log(Self.describe(d, added: false))
            case .input(.key(let code, let pressed, let time), _):
                handleKey(code: code, pressed: pressed, time: time)
            case .input(let raw, let device):
                assembler.handle(raw, device: device)
            }
        }
    }

    /// "input: added NAME (touch, pointer), calibration ..." as the kiosk logs it.
    static func describe(_ d: InputDevice, added: Bool) -> String {
        let kinds = InputCapability.allCases.filter { d.capabilities.contains($0) }.map(\.rawValue)
        var line = "input: \(added ? "added" : "removed") \(d.name) (\(kinds.joined(separator: ", ")))"
        if let note = d.note { line += ", \(note)" }
        return line
    }
}
