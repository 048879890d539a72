/// Finds values in JSON text nested deeper than a limit, before a decoder sees the text, and blanks the
/// item that holds each one so the rest of the file still decodes.
///
/// The item is the element of the first array on the way from the root (`cards[3]`,
/// `profile.recommendations[1]`), or else the root member's value (`"profile"`); it is overwritten with
/// `null` and spaces, which the loader reports as refused. One pass over the bytes, no recursion and no
/// allocation per level beyond the limit, so any input (truncated, unbalanced, not JSON at all) is scanned in
/// linear time; what is not JSON is left for the decoder to report.
struct JSONDepthGuard {
    /// An item refused for its nesting.
    struct Refusal: Equatable {
        /// The list the item is in (`"cards"`, `"profile.activity"`), or the root member's name.
        var list: String
        /// The item's index in `list`, or nil for a root member.
        var index: Int?
        /// How deep the item nests, counted from the root (at least; counting stops at 1 000 000).
        var depth: Int

        /// `cards[3]` or `profile`.
        var path: String { index.map { "\(list)[\($0)]" } ?? list }
    }

    /// The outcome: the bytes to decode (with refused items blanked) and what was refused, or nil bytes when
    /// a refused item never ends (the text is cut off inside it): then the whole file is refused.
    struct Outcome {
        var bytes: [UInt8]?
        var refusals: [Refusal]
    }

    private struct Frame {
        var isArray: Bool
        /// The current member's key (objects; kept only near the root, for messages).
        var key = ""
        var expectingKey: Bool
        /// The current element's index (arrays).
        var index = 0
        /// Where the current child value starts.
        var childStart: Int?
    }

    /// Scans `input` and blanks every item nested deeper than `maxDepth` levels.
    static func check(_ input: [UInt8], maxDepth: Int) -> Outcome {
        var bytes = input
        var refusals: [Refusal] = []
        var stack: [Frame] = []
        // Levels opened beyond the limit inside the item being blanked (counted, not kept).
        var excess = 0
        // The frame whose child is being blanked and where that child starts.
        var blanking: (frame: Int, start: Int)?
        // Set when a too-deep value sits where no item can be blanked (text that is not JSON around it).
        var unblankable = false
        let n = bytes.count
        var i = 0

        func startValue(at position: Int) {
            guard let top = stack.indices.last, stack[top].childStart == nil else { return }
            if !stack[top].isArray && stack[top].expectingKey { return }
            stack[top].childStart = position
        }

        func finishBlanking(at end: Int) {
            guard let b = blanking else { return }
            var k = b.start
            // `null` reads as a missing item; an item too short for it (`[]`) gets `0`, as unusable.
            for c in Array((end - b.start >= 4 ? "null" : "0").utf8) where k < end {
                bytes[k] = c
                k += 1
            }
            while k < end {
                bytes[k] = 0x20
                k += 1
            }
            blanking = nil
        }

        /// The item that holds the current position: the first array's element, else the root's member.
        func refusalHere() -> (Refusal, frame: Int, start: Int)? {
            let frame = stack.firstIndex { $0.isArray } ?? 0
            guard stack.indices.contains(frame), let start = stack[frame].childStart else { return nil }
            var names: [String] = []
            for k in 0..<frame where !stack[k].isArray { names.append(stack[k].key) }
            let holder = stack[frame]
            if holder.isArray {
                let refusal = Refusal(list: names.joined(separator: "."), index: holder.index, depth: maxDepth + 1)
                return (refusal, frame, start)
            }
            return (Refusal(list: holder.key, index: nil, depth: maxDepth + 1), frame, start)
        }

        while i < n {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                // A string: skip to its closing quote, minding escapes.
                let start = i
                i += 1
                while i < n && bytes[i] != UInt8(ascii: "\"") {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                if excess > 0 { break }
                if let top = stack.indices.last, !stack[top].isArray, stack[top].expectingKey {
                    stack[top].expectingKey = false
                    // Keys near the root name refused items in messages; deeper ones are never needed.
                    if top < 8 {
                        let end = min(i, n, start + 1 + 64)
                        stack[top].key = String(decoding: bytes[min(start + 1, end)..<end], as: UTF8.self)
                    }
                } else {
                    startValue(at: start)
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if excess > 0 {
                    if excess < 1_000_000 { excess += 1 }
                    break
                }
                startValue(at: i)
                if stack.count >= maxDepth {
                    if blanking == nil {
                        if let refusal = refusalHere() {
                            refusals.append(refusal.0)
                            blanking = (refusal.frame, refusal.start)
                        } else {
                            unblankable = true
                        }
                    }
                    excess = 1
                } else {
                    stack.append(Frame(isArray: c == UInt8(ascii: "["), expectingKey: c == UInt8(ascii: "{")))
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if excess > 0 {
                    excess -= 1
                    break
                }
                guard let top = stack.indices.last else { break }
                if let b = blanking, b.frame == top { finishBlanking(at: i) }
                stack.removeLast()
            case UInt8(ascii: ","):
                if excess > 0 { break }
                guard let top = stack.indices.last else { break }
                if let b = blanking, b.frame == top { finishBlanking(at: i) }
                stack[top].childStart = nil
                if stack[top].isArray { stack[top].index += 1 } else { stack[top].expectingKey = true }
            case UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                if excess == 0 { startValue(at: i) }
            }
            i += 1
            // Depth reached inside the item being blanked, for the message.
            if excess > 0, let last = refusals.indices.last, blanking != nil {
                refusals[last].depth = max(refusals[last].depth, maxDepth + excess)
            }
        }
        if blanking != nil || unblankable { return Outcome(bytes: nil, refusals: refusals) }
        return Outcome(bytes: bytes, refusals: refusals)

    }
}
