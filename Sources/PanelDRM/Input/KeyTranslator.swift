import CXkb
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Turns Linux key codes into characters through an XKB keymap (xkbcommon), keeping the modifier and lock
/// state across keys as a keyboard driver does.
///
/// The layout is xkbcommon's default, which follows `XKB_DEFAULT_LAYOUT`, `XKB_DEFAULT_VARIANT`,
/// `XKB_DEFAULT_MODEL`, `XKB_DEFAULT_RULES` and `XKB_DEFAULT_OPTIONS` (a German kiosk sets
/// `XKB_DEFAULT_LAYOUT=de` in its environment file) and is US English without them.
final class KeyTranslator {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    /// The live state: modifiers held, locks on.
    private let state: OpaquePointer
    /// A state with nothing held, for what a key types without modifiers.
    private let plainState: OpaquePointer

    /// Why no keymap could be made, for one log line.
    enum Failure: Error, CustomStringConvertible {
        case noContext
        case noKeymap(layout: String)

        var description: String {
            switch self {
            case .noContext: "xkbcommon could not start (xkb_context_new failed)"
            case .noKeymap(let layout):
                "no XKB keymap for layout '\(layout)': install xkb-data, or set XKB_DEFAULT_LAYOUT to a layout it has"
            }
        }
    }

    /// A translator for the environment's layout.
    /// - Throws: `Failure` when xkbcommon or the keymap's data is missing.
    init() throws(Failure) {
        guard let c = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw .noContext }
        guard let k = xkb_keymap_new_from_names(c, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(c)
            throw .noKeymap(layout: getenvString("XKB_DEFAULT_LAYOUT") ?? "us")
        }
        guard let s = xkb_state_new(k), let p = xkb_state_new(k) else {
            xkb_keymap_unref(k)
            xkb_context_unref(c)
            throw .noContext
        }
        context = c
        keymap = k
        state = s
        plainState = p
    }

    deinit {
        xkb_state_unref(plainState)
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The event for key `code` going down or up at `time`; the state then takes the change (a shift
    /// going down shifts the keys after it).
    func translate(code: Int, isDown: Bool, time: Double) -> KeyEvent {
        let keycode = xkb_keycode_t(code + 8)  // XKB keycodes are evdev codes plus 8
        var event = KeyEvent(
            code: code, isDown: isDown, characters: isDown ? utf8(state, keycode) : "",
            charactersIgnoringModifiers: isDown ? utf8(plainState, keycode) : "", modifiers: modifiers,
            timestamp: time)
        if Self.keypadCodes.contains(code) { event.modifiers.insert(.numericPad) }
        xkb_state_update_key(state, keycode, isDown ? XKB_KEY_DOWN : XKB_KEY_UP)
        return event
    }

    /// A repeat of `event`, a key still held, at `time` (with the characters the state gives now).
    func repeated(_ event: KeyEvent, at time: Double) -> KeyEvent {
        var r = event
        let keycode = xkb_keycode_t(event.code + 8)
        r.characters = utf8(state, keycode)
        r.isRepeat = true
        r.timestamp = time
        return r
    }

    /// Whether holding the key repeats it (letters do, modifiers do not).
    func repeats(code: Int) -> Bool {
        xkb_keymap_key_repeats(keymap, xkb_keycode_t(code + 8)) != 0
    }

    /// The modifiers held and locks on now.
    var modifiers: KeyModifiers {
        var m: KeyModifiers = []
        for (name, flag) in [
            ("Shift", KeyModifiers.shift), ("Control", .control), ("Mod1", .alternate), ("Mod4", .command),
            ("Lock", .capsLock),
        ] where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            m.insert(flag)
        }
        return m
    }

    private func utf8(_ s: OpaquePointer, _ keycode: xkb_keycode_t) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = xkb_state_key_get_utf8(s, keycode, &buffer, buffer.count)
        guard n > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// KEY_KP7...KEY_KPDOT, KEY_KPENTER, KEY_KPSLASH, KEY_KPASTERISK and KEY_KPEQUAL.
    static let keypadCodes: Set<Int> = Set(71...83).union([55, 96, 98, 117])
}

private func getenvString(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    let s = String(cString: v)
    return s.isEmpty ? nil : s
}
