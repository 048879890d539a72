import PanelKit

/// Reads one Visual Format Language string into constraints (see
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), following Apple's grammar:
///
///     (H:|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
///     connection: "-" predicates "-", "-" (standard space) or nothing (flush)
///     predicate:  (== | <= | >=)? (number | metric | view) (@ (number | metric))?
struct VisualFormatParser {
    /// Why a format cannot be read, with the position it was found at.
    struct Failure: Error {
        let message: String
    }

    /// One spacing or size condition.
    private struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant = 0.0
        var view: View?
        var priority = LayoutPriority.required
    }

    private let scalars: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: LayoutConstraint.FormatOptions

    /// The standard spaces, as the language defines them.
    static let standardSpacing = 8.0
    static let standardSuperviewSpacing = 20.0

    init(format: String, metrics: [String: Any], views: [String: Any], options: LayoutConstraint.FormatOptions) {
        scalars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    @MainActor
    mutating func parse() throws(Failure) -> [LayoutConstraint] {
        var vertical = false
        if peek("H:") {
            index += 2
        } else if peek("V:") {
            vertical = true
            index += 2
        }
        let leading: LayoutConstraint.Attribute
        let trailing: LayoutConstraint.Attribute
        switch (vertical, options.intersection(.directionMask)) {
        case (true, _): (leading, trailing) = (.top, .bottom)
        case (false, .directionLeftToRight): (leading, trailing) = (.left, .right)
        case (false, .directionRightToLeft): (leading, trailing) = (.right, .left)
        default: (leading, trailing) = (.leading, .trailing)
        }
        let size: LayoutConstraint.Attribute = vertical ? .height : .width

        var result: [LayoutConstraint] = []
        var startsAtSuperview = false
        var pendingConnection: [Predicate]?
        if peek("|") {
            index += 1
            startsAtSuperview = true
            pendingConnection = try connection(toSuperview: true) ?? [Predicate()]
        }
        var named: [View] = []
        while true {
            guard peek("[") else { throw fail("expected a view in brackets") }
            let view = try viewAndSize(size, into: &result)
            if let last = named.last {
                for p in pendingConnection ?? [Predicate()] {
                    result.append(make(view, leading, p.relation, last, trailing, p.constant, p.priority))
                }
            } else if startsAtSuperview {
                guard let superview = view.superview else {
                    throw fail("the view has no superview and the format starts at \"|\"")
                }
                for p in pendingConnection ?? [Predicate()] {
                    result.append(make(view, leading, p.relation, superview, leading, p.constant, p.priority))
                }
            }
            named.append(view)
            pendingConnection = try connection(toSuperview: false)
            if pendingConnection == nil || peek("|") { break }
        }
        if let last = named.last, peek("|") {
            index += 1
            guard let superview = last.superview else {
                throw fail("the view has no superview and the format ends at \"|\"")
            }
            for p in pendingConnection ?? [Predicate()] {
                result.append(make(superview, trailing, p.relation, last, trailing, p.constant, p.priority))
            }
        }
        guard index == scalars.count else { throw fail("unexpected \"\(scalars[index])\"") }
        result += alignment(of: named, vertical: vertical)
        return result
    }

    // MARK: Pieces

    /// `[name(predicates)]`: the view, with its size predicates added to `result`.
    @MainActor
    private mutating func viewAndSize(
        _ size: LayoutConstraint.Attribute, into result: inout [LayoutConstraint]
    ) throws(Failure) -> View {
        index += 1  // "["
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a view name") }
        guard let view = views[name] as? View else { throw fail("\"\(name)\" is not a key in the views dictionary") }
        if peek("(") {
            for p in try predicateList(allowViews: true) {
                if let other = p.view {
                    result.append(make(view, size, p.relation, other, size, 0, p.priority))
                } else {
                    result.append(make(view, size, p.relation, nil, .notAnAttribute, p.constant, p.priority))
                }
            }
        }
        guard peek("]") else { throw fail("expected \"]\"") }
        index += 1
        return view
    }

    /// After a view or `|`: `-predicate-`, `-(predicates)-`, `-` (standard space) or nothing (flush, a
    /// zero space). Nil when no connection follows (the end of the format).
    private mutating func connection(toSuperview: Bool) throws(Failure) -> [Predicate]? {
        guard index < scalars.count else { return nil }
        guard peek("-") else {
            // `[a][b]` and `[a]|`: flush, no space.
            guard peek("[") || peek("|") else { throw fail("unexpected \"\(scalars[index])\"") }
            return [Predicate()]
        }
        index += 1
        let endsAtSuperview = peek("|")
        if peek("[") || endsAtSuperview {
            var p = Predicate()
            p.constant = toSuperview || endsAtSuperview ? Self.standardSuperviewSpacing : Self.standardSpacing
            return [p]
        }
        let list: [Predicate]
        if peek("(") {
            list = try predicateList(allowViews: false)
        } else {
            var p = Predicate()
            p.constant = try number()
            list = [p]
        }
        guard peek("-") else { throw fail("expected \"-\" after the spacing") }
        index += 1
        return list
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList(allowViews: Bool) throws(Failure) -> [Predicate] {
        index += 1  // "("
        var list: [Predicate] = []
        repeat {
            if peek(",") { index += 1 }
            var p = Predicate()
            if peek("==") {
                index += 2
            } else if peek("<=") {
                p.relation = .lessThanOrEqual
                index += 2
            } else if peek(">=") {
                p.relation = .greaterThanOrEqual
                index += 2
            }
            let name = identifierOrNumberStart()
            if let name, allowViews, let view = views[name] as? View {
                p.view = view
                index += name.count
            } else {
                p.constant = try number()
            }
            if peek("@") {
                index += 1
                let value = try number()
                guard value > 0, value <= 1000 else { throw fail("a priority must be from 1 to 1000") }
                p.priority = LayoutPriority(Float(value))
            }
            list.append(p)
        } while peek(",")
        guard peek(")") else { throw fail("expected \")\"") }
        index += 1
        return list
    }

    /// A number or a metric's value.
    private mutating func number() throws(Failure) -> Double {
        var text = ""
        if peek("-") || peek("+") {
            text.append(scalars[index])
            index += 1
        }
        while index < scalars.count, scalars[index].isNumber || scalars[index] == "." {
            text.append(scalars[index])
            index += 1
        }
        if !text.isEmpty {
            guard let value = Double(text) else { throw fail("\"\(text)\" is not a number") }
            return value
        }
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a number or a metric name") }
        switch metrics[name] {
        case let v as Double: return v
        case let v as Int: return Double(v)
        case let v as Float: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: throw fail("\"\(name)\" is not a key in the metrics dictionary")
        }
    }

    /// The identifier at the cursor, if one starts there, without consuming it.
    private func identifierOrNumberStart() -> String? {
        var i = index
        var name = ""
        while i < scalars.count, scalars[i].isLetter || scalars[i] == "_" || (!name.isEmpty && scalars[i].isNumber) {
            name.append(scalars[i])
            i += 1
        }
        return name.isEmpty ? nil : name
    }

    private mutating func identifier() -> String {
        let name = identifierOrNumberStart() ?? ""
        index += name.count
        return name
    }

    private func peek(_ text: String) -> Bool {
        var i = index
        for c in text {
            guard i < scalars.count, scalars[i] == c else { return false }
            i += 1
        }
        return true
    }

    private func fail(_ why: String) -> Failure {
        let shown = String(scalars)
        return Failure(message: "\(why) at position \(index) of \"\(shown)\"")
    }

    /// The constraints `options` asks for: every view after the first aligned with the one before it.
    @MainActor
    private func alignment(of named: [View], vertical: Bool) -> [LayoutConstraint] {
        let all: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var out: [LayoutConstraint] = []
        for (option, attribute) in all where options.contains(option) {
            // An alignment along the format's own axis would fight its spacing; UIKit refuses it too.
            if attribute.isHorizontalAlignment != vertical { continue }
            for (a, b) in zip(named, named.dropFirst()) {
                out.append(make(b, attribute, .equal, a, attribute, 0, .required))
            }
        }
        return out
    }

    @MainActor
    private func make(
        _ first: View, _ a1: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation, _ second: View?,
        _ a2: LayoutConstraint.Attribute, _ constant: Double, _ priority: LayoutPriority
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2, multiplier: 1,
            constant: constant)
        c.priority = priority
        return c
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute places along the x axis.
    fileprivate var isHorizontalAlignment: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: true
        default: false
        }
    }
}
