/// What the daemon says after the chime (`notify.speak`): the rest-over
/// notification's sentence as a person would say it across the room —
/// "Squat, set 3 of 5: 140 kilos, 5 reps." — without what is there to be
/// read (parentheses: the plates, the equipment; "Last: …").
public enum SpokenCue {
    public static func sentence(summary: String, label: String) -> String {
        let kept = sentences(of: withoutParentheses(label)).filter { !$0.hasPrefix("Last") }
        guard !kept.isEmpty else { return summary + "." }
        return kept.map(spoken).joined(separator: ". ") + "."
    }

    /// `label` without its parenthesized parts and the space before each.
    static func withoutParentheses(_ label: String) -> String {
        var out = ""
        var depth = 0
        for c in label {
            if c == "(" { depth += 1; while out.last == " " { out.removeLast() } } else if c == ")" { depth = max(0, depth - 1) } else if depth == 0 { out.append(c) }
        }
        return out
    }

    /// The sentences of `text`: split at a full stop followed by a space or
    /// the end (a decimal point is followed by a digit), without the stop.
    static func sentences(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var chars = text.makeIterator()
        var next = chars.next()
        while let c = next {
            next = chars.next()
            if c == ".", next == nil || next == " " {
                parts.append(current.trimmed)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current.trimmed)
        return parts.filter { !$0.isEmpty }
    }

    /// Units and `×` as words: `140 kg × 5` → `140 kilos, 5 reps`.
    static func spoken(_ sentence: String) -> String {
        var words: [String] = []
        var tokens = sentence.split(separator: " ").map(String.init)[...]
        while let token = tokens.popFirst() {
            switch token {
            case "kg": words.append("kilos")
            case "kg,": words.append("kilos,")
            case "lb": words.append("pounds")
            case "lb,": words.append("pounds,")
            case "×":
                if let reps = tokens.first, reps.first?.isNumber == true {
                    tokens.removeFirst()
                    if let last = words.popLast() { words.append(last + ",") }
                    words.append(reps == "1" ? "1 rep" : reps + " reps")
                } else {
                    words.append(token)
                }
            default: words.append(token)
            }
        }
        return words.joined(separator: " ")
    }
}

private extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
