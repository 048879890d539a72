import PanelGraphics
import PanelPlatform

/// An input event as the seam reports it, in physical panel pixels (calibration applied, rotation not).
public enum RawInputEvent: Equatable, Sendable {
    case touchDown(slot: Int, x: Double, y: Double, time: Double)
    case touchMotion(slot: Int, x: Double, y: Double, time: Double)
    case touchUp(slot: Int, time: Double)
    case touchCancel(slot: Int, time: Double)
    /// The end of one hardware sample (SYN_REPORT): the touches since the last frame belong together.
    case touchFrame(time: Double)
    /// An absolute pointer (a VNC tablet, a virtual machine's tablet) moved to (x, y).
    case pointerAbsolute(x: Double, y: Double, time: Double)
    /// A mouse moved by (dx, dy).
    case pointerRelative(dx: Double, dy: Double, time: Double)
    /// The primary (left) button went down or up.
    case pointerButton(pressed: Bool, time: Double)
    /// A keyboard key (Linux input code) went down or up; touches ignore it.
    case key(code: Int, pressed: Bool, time: Double)
}

/// Turns raw events into `TouchEvent`s grouped by input frame, in the UI's (rotated) coordinates.
///
/// Multitouch slots become touch ids; a pointer acts as one finger with id `pointerID` (down while the
/// button is held), so the kiosk can be driven from a desktop or over VNC.
public struct TouchAssembler {
    /// The touch id of the pointer's finger.
    public static let pointerID = 1000

    public let physicalWidth: Int
    public let physicalHeight: Int
    public let rotation: DisplayRotation
    private let logicalWidth: Double
    private let logicalHeight: Double
    private var group: [TouchEvent] = []
    private var frames: [[TouchEvent]] = []
    private var lastPosition: [Int: Point] = [:]
    /// The device and time of each touch down, for cancelling a removed device's touches.
    private var owner: [Int: (device: Int, time: Double)] = [:]
    private var pointer: Point
    private var pointerDown = false
    private var pointerDevice: Int?
    private var pointerTime = 0.0

    public init(physicalWidth: Int, physicalHeight: Int, rotation: DisplayRotation) {
        self.physicalWidth = physicalWidth
        self.physicalHeight = physicalHeight
        self.rotation = rotation
        let size = rotation.logicalSize(physicalWidth: physicalWidth, physicalHeight: physicalHeight)
        logicalWidth = Double(size.width)
        logicalHeight = Double(size.height)
        pointer = Point(x: Double(physicalWidth) / 2, y: Double(physicalHeight) / 2)
    }

    /// Touches currently down (by id), for a cancel on device removal.
    public var activeTouchIDs: [Int] { lastPosition.keys.sorted() }

    /// Handles one event of the device with id `device`.
    public mutating func handle(_ event: RawInputEvent, device: Int = 0) {
        switch event {
        case .touchDown(let slot, let x, let y, let t):
            if lastPosition[slot] != nil { return }  // a second down for a finger already down
            owner[slot] = (device, t)
            touch(slot, .began, Point(x: x, y: y), t)
        case .touchMotion(let slot, let x, let y, let t):
            guard lastPosition[slot] != nil else { return }  // motion of a finger that never went down
            owner[slot]?.time = t
            touch(slot, .moved, Point(x: x, y: y), t)
        case .touchUp(let slot, let t):
            if let p = lastPosition[slot] { touch(slot, .ended, p, max(t, owner[slot]?.time ?? t)) }
        case .touchCancel(let slot, let t):
            if let p = lastPosition[slot] { touch(slot, .cancelled, p, max(t, owner[slot]?.time ?? t)) }
        case .touchFrame:
            if !group.isEmpty {
                frames.append(group)
                group = []
            }
        case .pointerAbsolute(let x, let y, let t):
            pointer = clamp(Point(x: x, y: y))
            if pointerDown { emitPointer(.moved, t) }
        case .pointerRelative(let dx, let dy, let t):
            pointer = clamp(Point(x: pointer.x + dx, y: pointer.y + dy))
            if pointerDown { emitPointer(.moved, t) }
        case .key:
            return
        case .pointerButton(let pressed, let t):
            if pressed == pointerDown { return }
            pointerDown = pressed
            pointerDevice = device
            emitPointer(pressed ? .began : .ended, t)
        }
        if case .pointerAbsolute(_, _, let t) = event { pointerTime = t }
        if case .pointerRelative(_, _, let t) = event { pointerTime = t }
        if case .pointerButton(_, let t) = event { pointerTime = t }
    }

    /// The device with id `device` went away: every touch it had down is cancelled (at the time of its last
    /// event, since a removal carries no time), in one frame of its own, and a pending frame the device never
    /// finished (no SYN_REPORT) is delivered first. A pointer held down on it is cancelled the same way.
    public mutating func deviceRemoved(_ device: Int) {
        if !group.isEmpty {
            frames.append(group)
            group = []
        }
        for slot in owner.keys.sorted() {
            guard let o = owner[slot], o.device == device, let p = lastPosition[slot] else { continue }
            lastPosition[slot] = nil
            owner[slot] = nil
            group.append(TouchEvent(id: slot, phase: .cancelled, location: logical(p), timestamp: o.time))
        }
        if pointerDown && pointerDevice == device {
            pointerDown = false
            group.append(
                TouchEvent(id: Self.pointerID, phase: .cancelled, location: logical(pointer), timestamp: pointerTime))
        }
        if !group.isEmpty {
            frames.append(group)
            group = []
        }
    }

    /// The frames completed so far; they are handed out once.
    public mutating func takeFrames() -> [[TouchEvent]] {
        defer { frames = [] }
        return frames
    }

    private mutating func touch(_ slot: Int, _ phase: TouchPhase, _ physical: Point, _ time: Double) {
        if phase == .ended || phase == .cancelled {
            lastPosition[slot] = nil
            owner[slot] = nil
        } else {
            lastPosition[slot] = physical
        }
        group.append(TouchEvent(id: slot, phase: phase, location: logical(physical), timestamp: time))
    }

    private mutating func emitPointer(_ phase: TouchPhase, _ time: Double) {
        frames.append([
            TouchEvent(id: Self.pointerID, phase: phase, location: logical(pointer), timestamp: time)
        ])
    }

    private func logical(_ p: Point) -> Point {
        rotation.logicalPoint(fromPhysical: p, logicalWidth: logicalWidth, logicalHeight: logicalHeight)
    }

    private func clamp(_ p: Point) -> Point {
        Point(
            x: min(max(p.x, 0), Double(physicalWidth) - 1), y: min(max(p.y, 0), Double(physicalHeight) - 1))
    }
}
