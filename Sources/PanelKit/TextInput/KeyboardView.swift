import PanelGraphics

/// The on-screen keyboard's keys: letters with shift, a numbers page and a symbols page, or a numeric pad
/// for the number, decimal and phone keyboards, in iOS's light look. A key darkens under the finger and
/// types when the finger lifts on it; several fingers can type at once.
@MainActor
final class KeyboardView: View {
    /// What a key does.
    enum Action: Equatable {
        case character(String)
        case shift
        case delete
        case page(Page)
        case space
        case `return`
    }

    /// The key sets a letters keyboard moves between.
    enum Page: Equatable {
        case letters, numbers, symbols, numericPad
    }

    /// One key: what it does, where it is, and its cap (a rounded view with a label).
    struct Key {
        var action: Action
        var frame: Rect
        var cap: View
        var label: Label
    }

    /// Where typed keys go: the window's first responder.
    weak var target: KeyInput?
    private(set) var page = Page.letters
    /// Whether the next letter is a capital.
    private(set) var isShifted = false
    private(set) var keys: [Key] = []
    /// The key each finger is on.
    private var pressed: [ObjectIdentifier: Int] = [:]
    private var laidOutFor: (Size, Page, Bool, ReturnKeyType, KeyboardType)?

    static let background = Color(red: 0.82, green: 0.83, blue: 0.85)
    private static let letterKey = Color.white
    private static let specialKey = Color(red: 0.67, green: 0.69, blue: 0.74)
    private static let keyShadow = Color(red: 0.54, green: 0.54, blue: 0.55)
    // `keyboardAppearance = .dark`: iOS's dark keyboard.
    static let darkBackground = Color(red: 0.17, green: 0.17, blue: 0.18)
    private static let darkLetterKey = Color(red: 0.42, green: 0.42, blue: 0.43)
    private static let darkSpecialKey = Color(red: 0.27, green: 0.27, blue: 0.28)

    private var isDark: Bool { target?.keyboardAppearance == .dark }

    /// Whether the return key works: not while the target is empty and asks for
    /// `enablesReturnKeyAutomatically`.
    var isReturnKeyEnabled: Bool {
        guard let target else { return true }
        return !target.enablesReturnKeyAutomatically || target.hasText
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Self.background
        isMultipleTouchEnabled = true
    }

    /// The height of the keyboard for a screen: four rows of keys that suit a finger on a panel.
    static func height(for screen: Size) -> Double {
        let key = min(54, max(38, (screen.height * 0.085).rounded()))
        return (8 + 4 * key + 3 * 11 + 8).rounded()
    }

    /// Shows the keyboard for `target`: its layout, and shift as its capitalization asks.
    func attach(to target: KeyInput) {
        self.target = target
        backgroundColor = isDark ? Self.darkBackground : Self.background
        // The keys are painted again for this target's appearance and return key.
        laidOutFor = nil
        page =
            target.keyboardType.isNumericPad ? .numericPad : (target.keyboardType.startsOnNumbers ? .numbers : .letters)
        updateAutomaticShift()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let returnType = target?.returnKeyType ?? .default
        let type = target?.keyboardType ?? .default
        if let l = laidOutFor, l.0 == bounds.size, l.1 == page, l.2 == isShifted, l.3 == returnType, l.4 == type {
            return
        }
        laidOutFor = (bounds.size, page, isShifted, returnType, type)
        for k in keys { k.cap.removeFromSuperview() }
        keys = []
        pressed = [:]
        for (action, frame) in KeyboardLayout.keys(
            page: page, keyboardType: type, size: bounds.size)
        {
            addKey(action, frame: frame, returnType: returnType)
        }
    }

    private func addKey(_ action: Action, frame: Rect, returnType: ReturnKeyType) {
        let cap = View(frame: frame)
        cap.isUserInteractionEnabled = false
        cap.layer.cornerRadius = 5
        cap.layer.shadowColor = Self.keyShadow
        cap.layer.shadowOpacity = 1
        cap.layer.shadowRadius = 0
        cap.layer.shadowOffset = Size(width: 0, height: 1)
        let label = Label(frame: cap.bounds)
        label.isUserInteractionEnabled = false
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let big = min(25, (frame.height * 0.55).rounded())
        switch action {
        case .character(let c):
            label.text = page == .letters && isShifted ? c.uppercased() : c
            label.fontSize = page == .numericPad ? big + 2 : big
        case .shift:
            label.text = isShifted ? "\u{2B06}" : "\u{21E7}"
            label.fontSize = big - 2
        case .delete:
            label.text = "\u{232B}"
            label.fontSize = big - 4
        case .page(let p):
            label.text = p == .letters ? "ABC" : (p == .numbers ? "123" : "#+=")
            label.fontSize = 16
        case .space:
            label.text = page == .numericPad ? "" : "space"
            label.fontSize = 16
        case .return:
            label.text = returnType.title
            label.fontSize = 16
        }
        cap.addSubview(label)
        addSubview(cap)
        keys.append(Key(action: action, frame: frame, cap: cap, label: label))
        paint(keys.count - 1, down: false)
    }

    /// Colours key `index` up or down.
    private func paint(_ index: Int, down: Bool) {
        let key = keys[index]
        let special: Bool
        switch key.action {
        case .character, .space: special = false
        case .shift: special = !isShifted
        default: special = true
        }
        let letter = isDark ? Self.darkLetterKey : Self.letterKey
        let other = isDark ? Self.darkSpecialKey : Self.specialKey
        var fill = special ? other : letter
        var ink = isDark ? Color.white : Color.black
        if key.action == .return {
            if !isReturnKeyEnabled {
                ink = ink.withAlphaComponent(0.35)
            } else if target?.returnKeyType ?? .default != .default {
                fill = tintColor
                ink = .white
            }
        }
        if down { fill = special ? letter : other }
        key.cap.backgroundColor = fill
        key.label.textColor = ink
    }

    /// The key under `point` (in the keyboard's coordinates), nearest when between keys.
    func keyIndex(at point: Point) -> Int? {
        guard bounds.contains(point) else { return nil }
        var best: (Int, Double)?
        for (i, k) in keys.enumerated() {
            let f = k.frame.insetBy(dx: -3, dy: -6)
            if f.contains(point) { return i }
            let dx = max(k.frame.minX - point.x, 0, point.x - k.frame.maxX)
            let dy = max(k.frame.minY - point.y, 0, point.y - k.frame.maxY)
            let d = dx * dx + dy * dy
            if best.map({ d < $0.1 }) ?? true { best = (i, d) }
        }
        return best.map { $0.1 < 400 ? $0.0 : nil } ?? nil
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        for t in touches {
            guard let i = keyIndex(at: t.location(in: self)) else { continue }
            pressed[ObjectIdentifier(t)] = i
            paint(i, down: true)
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        for t in touches {
            let id = ObjectIdentifier(t)
            guard let old = pressed[id] else { continue }
            let now = keyIndex(at: t.location(in: self))
            if now == old { continue }
            paint(old, down: false)
            pressed[id] = now
            if let now { paint(now, down: true) }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        for t in touches {
            guard let i = pressed.removeValue(forKey: ObjectIdentifier(t)) else { continue }
            if keys.indices.contains(i) {
                paint(i, down: false)
                press(keys[i].action)
            }
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        for t in touches {
            guard let i = pressed.removeValue(forKey: ObjectIdentifier(t)), keys.indices.contains(i) else {
                continue
            }
            paint(i, down: false)
        }
    }

    // MARK: Typing

    /// Does what key `action` does, as a lifted finger on it.
    func press(_ action: Action) {
        defer { paintReturnKey() }
        switch action {
        case .character(let c):
            let typed = page == .letters && isShifted ? c.uppercased() : c
            target?.insertText(typed)
            if page == .letters { updateAutomaticShift() }
        case .shift:
            isShifted.toggle()
            setNeedsLayout()
        case .delete:
            target?.deleteBackward()
            if page == .letters { updateAutomaticShift() }
        case .page(let p):
            page = p
            if p == .letters { updateAutomaticShift() }
            setNeedsLayout()
        case .space:
            target?.insertText(" ")
            // As iOS: a space typed on the numbers or symbols page goes back to the letters.
            if page == .numbers || page == .symbols { page = .letters }
            updateAutomaticShift()
            setNeedsLayout()
        case .return:
            guard isReturnKeyEnabled else { return }
            target?.insertText("\n")
            if page == .letters { updateAutomaticShift() }
        }
    }

    /// Paints the return key again: it turns on and off with the target's text.
    private func paintReturnKey() {
        if let i = keys.firstIndex(where: { $0.action == .return }) {
            paint(i, down: false)
        }
    }

    /// Turns shift on or off for what the target's text ends with and its capitalization type.
    func updateAutomaticShift() {
        guard let target else { return }
        // What comes before the caret decides (the whole text for a target without one).
        let text: String
        if let editor = target as? SelectableText {
            text = String(editor.editedText.utf16.prefix(editor.selection.range.location)) ?? editor.editedText
        } else {
            text = target.hasText ? "x" : ""
        }
        let shifted: Bool
        switch target.autocapitalizationType {
        case .none: shifted = false
        case .allCharacters: shifted = true
        case .words: shifted = text.isEmpty || text.hasSuffix(" ")
        case .sentences:
            shifted =
                text.isEmpty || text.hasSuffix(". ") || text.hasSuffix("! ") || text.hasSuffix("? ")
                || text.hasSuffix("\n")
        }
        if shifted != isShifted {
            isShifted = shifted
            setNeedsLayout()
        }
    }
}
