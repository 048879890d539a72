import PanelGraphics

/// Where the on-screen keyboard's keys go: iOS's rows for each page, fitted to the keyboard's size.
@MainActor
enum KeyboardLayout {
    private static let side = 3.0
    private static let gap = 6.0
    private static let rowGap = 11.0
    private static let top = 8.0
    private static let bottom = 8.0

    private static let letters = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    private static let numbers = ["1234567890", "-/:;()$&@\""]
    private static let symbols = ["[]{}#%^*+=", "_\\|~<>\u{20AC}\u{00A3}\u{00A5}\u{2022}"]
    private static let punctuation = [".", ",", "?", "!", "'"]

    /// The keys of `page` for a keyboard of `size`, in rows from the top.
    static func keys(page: KeyboardView.Page, keyboardType: KeyboardType, size: Size) -> [(KeyboardView.Action, Rect)] {
        let keyHeight = ((size.height - top - bottom - 3 * rowGap) / 4).rounded(.down)
        func rowY(_ row: Int) -> Double { top + Double(row) * (keyHeight + rowGap) }
        if page == .numericPad { return numericPad(keyboardType, size: size, keyHeight: keyHeight, rowY: rowY) }

        let unit = (size.width - 2 * side - 9 * gap) / 10
        var out: [(KeyboardView.Action, Rect)] = []
        func key(_ action: KeyboardView.Action, x: Double, row: Int, width: Double) {
            out.append((action, Rect(x: x.rounded(), y: rowY(row), width: width.rounded(), height: keyHeight)))
        }
        /// Keys of equal width, centred in the row between `left` and `right`.
        func centred(_ characters: [String], row: Int, width: Double, left: Double, right: Double) {
            let total = Double(characters.count) * width + Double(characters.count - 1) * gap
            var x = left + (right - left - total) / 2
            for c in characters {
                key(.character(c), x: x, row: row, width: width)
                x += width + gap
            }
        }
        let rows = page == .letters ? letters : (page == .numbers ? numbers : symbols)
        centred(rows[0].map(String.init), row: 0, width: unit, left: side, right: size.width - side)
        centred(rows[1].map(String.init), row: 1, width: unit, left: side, right: size.width - side)

        // Third row: shift (or the symbols/numbers switch), the middle keys, delete.
        let edge = (unit * 1.35).rounded()
        let third: KeyboardView.Action = page == .letters ? .shift : .page(page == .numbers ? .symbols : .numbers)
        key(third, x: side, row: 2, width: edge)
        key(.delete, x: size.width - side - edge, row: 2, width: edge)
        let innerLeft = side + edge + gap
        let innerRight = size.width - side - edge - gap
        if page == .letters {
            centred(rows[2].map(String.init), row: 2, width: unit, left: innerLeft, right: innerRight)
        } else {
            let w = min(unit * 1.4, (innerRight - innerLeft - 4 * gap) / 5)
            centred(punctuation, row: 2, width: w, left: innerLeft, right: innerRight)
        }

        // Bottom row: the page switch, the e-mail or URL keys, space, return.
        let switchWidth = (unit * 2.3).rounded()
        let returnWidth = (unit * 2.3).rounded()
        key(.page(page == .letters ? .numbers : .letters), x: side, row: 3, width: switchWidth)
        var x = side + switchWidth + gap
        let extras: [String] =
            switch keyboardType {
            case .emailAddress: ["@", "."]
            case .URL: ["/", "."]
            case .webSearch: ["."]
            default: []
            }
        for e in extras {
            key(.character(e), x: x, row: 3, width: unit)
            x += unit + gap
        }
        let returnX = size.width - side - returnWidth
        key(.space, x: x, row: 3, width: returnX - gap - x)
        key(.return, x: returnX, row: 3, width: returnWidth)
        return out
    }

    /// The number, decimal and phone pads: three columns of digits, no return key (as iOS).
    private static func numericPad(
        _ type: KeyboardType, size: Size, keyHeight: Double, rowY: (Int) -> Double
    ) -> [(KeyboardView.Action, Rect)] {
        let width = ((size.width - 2 * side - 2 * gap) / 3).rounded(.down)
        var out: [(KeyboardView.Action, Rect)] = []
        func key(_ action: KeyboardView.Action, column: Int, row: Int) {
            out.append(
                (action, Rect(x: side + Double(column) * (width + gap), y: rowY(row), width: width, height: keyHeight)))
        }
        for d in 1...9 { key(.character(String(d)), column: (d - 1) % 3, row: (d - 1) / 3) }
        switch type {
        case .decimalPad: key(.character("."), column: 0, row: 3)
        case .phonePad: key(.character("+"), column: 0, row: 3)
        default: break
        }
        key(.character("0"), column: 1, row: 3)
        key(.delete, column: 2, row: 3)
        return out
    }
}
