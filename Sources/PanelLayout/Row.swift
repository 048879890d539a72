/// Whether `value` is zero within the solver's tolerance (Kiwi's `nearZero`, 1e-8).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1e-8 : value < 1e-8
}

/// One row of the tableau: `constant + Σ coefficient × symbol`, kept as two parallel arrays in no
/// particular order (rows are short; a linear scan beats a map). The basic symbol the row defines is kept
/// by the tableau, not here.
struct Row {
    var constant: Double
    var symbols: [Int32] = []
    var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        symbols.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count {
                if b[i] == symbol { return i }
                i += 1
            }
            return nil
        }
    }

    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return coefficients[i]
    }

    /// Adds `coefficient` to the symbol's cell, dropping the cell when it becomes zero.
    /// - Returns: +1 when a cell was added, -1 when one was removed, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        if let i = index(of: symbol) {
            let v = coefficients[i] + coefficient
            if nearZero(v) {
                removeCell(at: i)
                return -1
            }
            coefficients[i] = v
            return 0
        }
        if nearZero(coefficient) { return 0 }
        symbols.append(symbol)
        coefficients.append(coefficient)
        return 1
    }

    /// Removes cell `i` (the last cell takes its place).
    @inline(__always)
    mutating func removeCell(at i: Int) {
        let last = symbols.count - 1
        if i != last {
            symbols[i] = symbols[last]
            coefficients[i] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    mutating func reverseSign() {
        constant = -constant
        coefficients.withUnsafeMutableBufferPointer { b in
            for i in b.indices { b[i] = -b[i] }
        }
    }

    /// Treats the row as `0 = constant + Σ a·p` and rewrites it as `symbol = …`: removes the symbol's cell
    /// and scales the rest by `-1 / a(symbol)`. The symbol must be in the row.
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { preconditionFailure("solve(for:) with a symbol not in the row") }
        let k = -1 / coefficients[i]
        removeCell(at: i)
        constant *= k
        coefficients.withUnsafeMutableBufferPointer { b in
            for j in b.indices { b[j] *= k }
        }
    }

    /// Treats the row as `lhs = constant + Σ a·p` (lhs not in the row) and rewrites it as `rhs = …`.
    mutating func solve(lhs: Int32, rhs: Int32) {
        guard let i = index(of: rhs) else { preconditionFailure("solve(lhs:rhs:) with a symbol not in the row") }
        let a = coefficients[i]
        let k = -1 / a
        removeCell(at: i)
        constant *= k
        coefficients.withUnsafeMutableBufferPointer { b in
            for j in b.indices { b[j] *= k }
        }
        // The cell freed above makes room: appending does not grow the arrays.
        symbols.append(lhs)
        coefficients.append(1 / a)
    }
}
