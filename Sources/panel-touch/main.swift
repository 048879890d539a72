import CInput
import PanelDRM
import PanelGraphics
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// panel-touch: the virtual panel's finger. It creates a multitouch screen through /dev/uinput (what a real
// panel's touch controller looks like to the kernel: INPUT_PROP_DIRECT, BTN_TOUCH, ABS_MT_* slots) and
// replays a touch script (ScriptedInput's JSON, in the UI's coordinates) in real time. The points are put on
// the glass the way the kiosk's --rotation shows the picture, so a touch lands on the view drawn under it.

let flags: [FlagSpec] = [
    FlagSpec("--panel", value: "WxH", help: "the panel's physical size (its mode, before rotation), e.g. 720x1280"),
    FlagSpec(
        "--rotation", value: "DEG", help: "the app's --rotation: script points are turned onto the glass the same way"),
    FlagSpec("--wait-log", value: "FILE", help: "after creating the device, wait until FILE contains --wait-text"),
    FlagSpec("--wait-text", value: "TEXT", help: "text to wait for (default: \"input: added panel-touch\")"),
    FlagSpec("--hold", value: "SECONDS", help: "keep the device this long after the last event (default 0.5)"),
    FlagSpec(
        "--settle",
        help: "before each gesture after the first, wait until --wait-log shows that the app took the last one "
            + "(its --log-touches lines show every lift) and is idle again (its last 'busy'/'idle' line is idle and "
            + "the log is quiet for 0.5 s, with more frames drawn than when the gesture began, or quiet for 8 s), so "
            + "gestures never overlap the animations of the one before, however slow the machine; the app must run "
            + "with --log-touches"),
    FlagSpec(
        "--wait-timeout", value: "SECONDS",
        help: "how long each wait on --wait-log may take before failing (default 120)"),
    FlagSpec("--help", help: "this text", aliases: ["-h"]),
]
let parser = FlagParser(specs: flags, positionals: "SCRIPT.json")

let usage = """
    usage: panel-touch SCRIPT.json --panel WxH [--rotation 0|90|180|270]
                       [--wait-log FILE [--wait-text TEXT] [--settle]] [--hold SECONDS]

    A script whose last touch never lifts ends with the finger down: the device is destroyed under it, as
    when a touch controller is unplugged mid-gesture.

    Replays SCRIPT.json (touches in the UI's coordinates: {"events": [{"t", "id", "phase", "x", "y"}]}) through a
    uinput multitouch screen.

    \(parser.help)
    """

func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buf in _ = write(2, buf.baseAddress, buf.count) }
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    printError("panel-touch: \(message)")
    exit(status)
}

struct Options {
    var script = ""
    var panel = (width: 0, height: 0)
    var rotation = DisplayRotation.none
    var waitLog: String?
    var waitText = "input: added panel-touch"
    var hold = 0.5
    var settle = false
    var waitTimeout = 120.0
}

func parse(_ args: [String]) throws(UsageError) -> Options {
    let f = try parser.parse(args)
    if f.has("--help") {
        print(usage)
        exit(0)
    }
    var o = Options()
    guard f.positionals.count == 1 else {
        throw UsageError(f.positionals.isEmpty ? "no touch script given" : "one script only")
    }
    o.script = f.positionals[0]
    guard let panel = try f.size("--panel") else { throw UsageError("--panel WxH is required (the panel's size)") }
    o.panel = panel
    o.rotation = try f.value("--rotation", expected: "0, 90, 180 or 270") { DisplayRotation(degrees: $0) } ?? .none
    o.waitLog = f.string("--wait-log")
    if let text = f.string("--wait-text") { o.waitText = text }
    o.hold = try f.double("--hold", in: 0...3600) ?? 0.5
    o.settle = f.has("--settle")
    o.waitTimeout = try f.double("--wait-timeout", in: 1...3600) ?? 120
    if o.settle && o.waitLog == nil { throw UsageError("--settle needs --wait-log FILE (the app's log)") }
    return o
}

/// Where a UI point is on the glass, in whole panel pixels: the same turn the app's display applies.
func physical(_ p: Point, rotation: DisplayRotation, panelWidth w: Int, panelHeight h: Int) -> (Int32, Int32) {
    let logical = rotation.logicalSize(physicalWidth: w, physicalHeight: h)
    let q = rotation.physicalPoint(
        fromLogical: p, logicalWidth: Double(logical.width), logicalHeight: Double(logical.height))
    let x = min(max(q.x.rounded(), 0), Double(w - 1))
    let y = min(max(q.y.rounded(), 0), Double(h - 1))
    return (Int32(x), Int32(y))
}

func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func sleep(seconds: Double) {
    guard seconds > 0 else { return }
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
}

/// A uinput multitouch screen.
final class VirtualTouchscreen {
    let fd: Int32
    static let slots: Int32 = 10

    init(width: Int32, height: Int32) {
        fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let e = errno
            if e == ENOENT { fail("/dev/uinput does not exist; load the module (modprobe uinput)") }
            if e == EACCES { fail("/dev/uinput: permission denied; run as root or give the user access to uinput") }
            fail("/dev/uinput: open failed (errno \(e))")
        }
        check(ioctl(fd, panel_ui_set_evbit(), Int32(EV_KEY)), "UI_SET_EVBIT EV_KEY")
        check(ioctl(fd, panel_ui_set_keybit(), Int32(BTN_TOUCH)), "UI_SET_KEYBIT BTN_TOUCH")
        check(ioctl(fd, panel_ui_set_evbit(), Int32(EV_ABS)), "UI_SET_EVBIT EV_ABS")
        check(ioctl(fd, panel_ui_set_propbit(), Int32(INPUT_PROP_DIRECT)), "UI_SET_PROPBIT INPUT_PROP_DIRECT")
        let axes: [(Int32, Int32, Int32)] = [
            (ABS_X, 0, width - 1), (ABS_Y, 0, height - 1),
            (ABS_MT_SLOT, 0, Self.slots - 1), (ABS_MT_TRACKING_ID, 0, 65535),
            (ABS_MT_POSITION_X, 0, width - 1), (ABS_MT_POSITION_Y, 0, height - 1),
        ]
        for (code, lo, hi) in axes {
            check(ioctl(fd, panel_ui_set_absbit(), code), "UI_SET_ABSBIT \(code)")
            var setup = uinput_abs_setup()
            setup.code = UInt16(code)
            setup.absinfo = input_absinfo(value: 0, minimum: lo, maximum: hi, fuzz: 0, flat: 0, resolution: 10)
            check(ioctl(fd, panel_ui_abs_setup(), &setup), "UI_ABS_SETUP \(code)")
        }
        var setup = uinput_setup()
        setup.id = input_id(bustype: UInt16(BUS_VIRTUAL), vendor: 0x1209, product: 0x7001, version: 1)
        withUnsafeMutableBytes(of: &setup.name) { raw in
            for (i, b) in "panel-touch".utf8.enumerated() { raw[i] = b }
        }
        check(ioctl(fd, panel_ui_dev_setup(), &setup), "UI_DEV_SETUP")
        check(ioctl(fd, panel_ui_dev_create(), 0), "UI_DEV_CREATE")
    }

    func destroy() {
        _ = ioctl(fd, panel_ui_dev_destroy(), 0)
        close(fd)
    }

    func check(_ r: Int32, _ what: String) {
        if r < 0 { fail("\(what) failed (errno \(errno)); is this kernel's uinput too old?") }
    }

    /// Writes one hardware frame: the events, then SYN_REPORT.
    func send(_ events: [(Int32, Int32, Int32)]) {
        var records = (events + [(Int32(EV_SYN), Int32(SYN_REPORT), 0)]).map { type, code, value in
            input_event(time: timeval(), type: UInt16(type), code: UInt16(code), value: value)
        }
        let bytes = records.count * MemoryLayout<input_event>.stride
        let n = records.withUnsafeMutableBytes { write(fd, $0.baseAddress, bytes) }
        if n != bytes { fail("writing to /dev/uinput failed (errno \(errno))") }
    }
}

let options: Options
do {
    options = try parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description, status: 2)
}
let script: ScriptedInput
do {
    script = try ScriptedInput.load(path: options.script)
} catch {
    fail(error.description, status: 2)
}

/// The app's log as text ("" while it cannot be read).
func readLog(_ path: String) -> String {
    guard let f = fopen(path, "r") else { return "" }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The last `n` lines of `text`, for messages when a wait runs out.
func lastLines(_ text: String, _ n: Int = 6) -> String {
    text.split(separator: "\n").suffix(n).joined(separator: " | ")
}

/// Waits until `done` holds for the log's text, polling every 50 ms, at most `options.waitTimeout` seconds.
func waitForLog(_ path: String, what: String, _ done: (String) -> Bool) {
    let deadline = monotonicNow() + options.waitTimeout
    while true {
        let text = readLog(path)
        if done(text) { return }
        if monotonicNow() > deadline {
            fail(
                "waited \(Int(options.waitTimeout)) s for \(what) in \(path), in vain; its last lines: \(lastLines(text))"
            )
        }
        sleep(seconds: 0.05)
    }
}

/// Whether the app's last busy/idle line says idle.
func saysIdle(_ text: String) -> Bool {
    for line in text.split(separator: "\n").reversed() {
        if line.contains(": idle") { return true }
        if line.contains(": busy") { return false }
    }
    return false
}

/// How many lifts (ended or cancelled touches) the app has logged with --log-touches.
func loggedLifts(_ text: String) -> Int {
    text.components(separatedBy: " ended (").count + text.components(separatedBy: " cancelled (").count - 2
}

/// The frame count of the app's last `idle after N frames` line, if any.
func lastIdleFrames(_ text: String) -> Int? {
    let marker = ": idle after "
    for line in text.split(separator: "\n").reversed() {
        guard let cut = line.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first
        else { continue }
        return Int(cut.prefix { $0.isNumber })
    }
    return nil
}

/// Waits until the app has logged `lifts` lifts, then until it is idle and its log has been quiet for 0.5 s,
/// having drawn since the gesture began (its idle line counts more frames than `framesBefore`). The app logs
/// `busy` only after the frame that input started, which on a starved machine can come well over 0.5 s
/// after the lift: the frame count tells the idle line from before the gesture from one after it. A gesture
/// that drew nothing logs no new idle line; `quietWithoutFrame` quiet seconds settle it (long enough that a
/// kiosk starved for seconds between the lift and its first frame is not taken for one that drew nothing).
let quietWithoutFrame = 8.0

func waitUntilSettled(_ path: String, lifts: Int, framesBefore: Int?) {
    waitForLog(path, what: "the app to log \(lifts) lifted touches (is it running with --log-touches?)") {
        loggedLifts($0) >= lifts
    }
    var last = ""
    var quietSince = monotonicNow()
    waitForLog(path, what: "the app to go idle") { text in
        if text != last {
            last = text
            quietSince = monotonicNow()
            return false
        }
        let quiet = monotonicNow() - quietSince
        let drewSince = (lastIdleFrames(text) ?? 0) > (framesBefore ?? -1)
        return saysIdle(text) && quiet >= 0.5 && (drewSince || quiet >= quietWithoutFrame)
    }
}

let logBefore = options.waitLog.map(readLog) ?? ""
let screen = VirtualTouchscreen(width: Int32(options.panel.width), height: Int32(options.panel.height))
if let log = options.waitLog {
    // A new mention of the device, not one left in the log by an earlier run.
    let seen = logBefore.components(separatedBy: options.waitText).count
    waitForLog(log, what: "'\(options.waitText)' (the app seeing the new device)") {
        $0.components(separatedBy: options.waitText).count > seen
    }
}

// Replay: events with the same time form one hardware frame, sent at that time.
var slotOf: [Int: Int32] = [:]
var positions: [Int32: (Int32, Int32)] = [:]
var trackingID: Int32 = 1
let start = monotonicNow()
var index = 0
let events = script.events
var pause = 0.0
var liftsSent = 0
/// The app's idle frame count when the gesture under way began (for --settle).
var framesAtGestureStart: Int?
let liftsBefore = loggedLifts(logBefore)
while index < events.count {
    // A new gesture (no finger down): with --settle, first let the app finish what the last one started.
    if options.settle, slotOf.isEmpty, index > 0, let log = options.waitLog {
        let before = monotonicNow()
        waitUntilSettled(log, lifts: liftsBefore + liftsSent, framesBefore: framesAtGestureStart)
        pause += monotonicNow() - before
    }
    if options.settle, slotOf.isEmpty, let log = options.waitLog { framesAtGestureStart = lastIdleFrames(readLog(log)) }
    let t = events[index].timestamp
    var frame: [(Int32, Int32, Int32)] = []
    let wasTouching = !slotOf.isEmpty
    while index < events.count, events[index].timestamp == t {
        let e = events[index]
        index += 1
        let (x, y) = physical(
            e.location, rotation: options.rotation, panelWidth: options.panel.width, panelHeight: options.panel.height)
        switch e.phase {
        case .began:
            guard let slot = (0..<VirtualTouchscreen.slots).first(where: { s in !slotOf.values.contains(s) }) else {
                continue
            }
            slotOf[e.id] = slot
            positions[slot] = (x, y)
            frame += [
                (Int32(EV_ABS), ABS_MT_SLOT, slot), (Int32(EV_ABS), ABS_MT_TRACKING_ID, trackingID),
                (Int32(EV_ABS), ABS_MT_POSITION_X, x), (Int32(EV_ABS), ABS_MT_POSITION_Y, y),
            ]
            trackingID += 1
        case .moved, .stationary:
            guard let slot = slotOf[e.id] else { continue }
            positions[slot] = (x, y)
            frame += [
                (Int32(EV_ABS), ABS_MT_SLOT, slot), (Int32(EV_ABS), ABS_MT_POSITION_X, x),
                (Int32(EV_ABS), ABS_MT_POSITION_Y, y),
            ]
        case .ended, .cancelled:
            guard let slot = slotOf.removeValue(forKey: e.id) else { continue }
            liftsSent += 1
            positions[slot] = nil
            frame += [(Int32(EV_ABS), ABS_MT_SLOT, slot), (Int32(EV_ABS), ABS_MT_TRACKING_ID, -1)]
        }
    }
    // Single-touch emulation for older readers: the lowest slot's finger.
    if let first = positions.keys.min(), let p = positions[first] {
        frame += [(Int32(EV_ABS), ABS_X, p.0), (Int32(EV_ABS), ABS_Y, p.1)]
    }
    if wasTouching != !slotOf.isEmpty {
        frame.append((Int32(EV_KEY), Int32(BTN_TOUCH), slotOf.isEmpty ? 0 : 1))
    }
    sleep(seconds: start + pause + t - monotonicNow())
    screen.send(frame)
}
// With --settle, the device stays until the app has taken every lift sent: on a starved machine it can read
// the last gesture seconds after it was sent, and what is still queued when the device goes is lost.
if options.settle, liftsSent > 0, let log = options.waitLog {
    waitForLog(log, what: "the app to log the script's last lift (\(liftsBefore + liftsSent) lifted touches)") {
        loggedLifts($0) >= liftsBefore + liftsSent
    }
}
sleep(seconds: options.hold)
screen.destroy()
print("panel-touch: replayed \(events.count) events in \(formatted(monotonicNow() - start)) s")

func formatted(_ s: Double) -> String {
    let ms = Int((s * 1000).rounded())
    return "\(ms / 1000).\(String(ms % 1000 + 1000).dropFirst())"
}
