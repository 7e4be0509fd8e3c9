/// Parses the durations people type: `90`, `90s`, `1m30s`, `1:30`, `2m`, `1h`,
/// `0.5`, `2.5s`, `1h30m`, `1:02:03`. Seconds as `Double`; must be above zero
/// and at most 24 hours.
public enum RestDuration {
    public static let maximumSeconds: Double = 24 * 3600
    public static let acceptedForms = "90, 90s, 1m30s, 1:30, 2m, 1h, 0.5 or 2.5s (more than 0, at most 24h)"

    public static func parse(_ text: String) throws(RestDurationError) -> Double {
        let seconds = try parseUnbounded(text)
        guard seconds > 0 else { throw .notPositive(text) }
        guard seconds <= maximumSeconds else { throw .tooLong(text) }
        return seconds
    }

    /// Parses a duration that may be zero or negative (`-15`, `-1m`), as used
    /// for adjustments; the magnitude is still capped at 24 hours.
    public static func parseSigned(_ text: String) throws(RestDurationError) -> Double {
        let trimmed = text.trimmingSpaces
        let negative = trimmed.hasPrefix("-")
        let body = negative || trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
        let magnitude = try parseUnbounded(body, original: text)
        guard magnitude <= maximumSeconds else { throw .tooLong(text) }
        return negative ? -magnitude : magnitude
    }

    private static func parseUnbounded(_ text: String, original: String? = nil) throws(RestDurationError) -> Double {
        let s = text.trimmingSpaces.lowercased()
        let shown = original ?? text
        guard !s.isEmpty, !s.hasPrefix("-"), !s.hasPrefix("+") else {
            throw s.hasPrefix("-") ? .notPositive(shown) : .malformed(shown)
        }
        if s.contains(":") {
            // h:mm:ss or m:ss; only the last part may have a fraction.
            let parts = s.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count),
                  parts.dropLast().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
                  let last = parts.last, !last.isEmpty, last.allSatisfy({ $0.isASCIIDigit || $0 == "." })
            else { throw .malformed(shown) }
            let values = parts.compactMap { Double($0) }
            guard values.count == parts.count, values.dropFirst().allSatisfy({ $0 < 60 }) else {
                throw .malformed(shown)
            }
            return values.reduce(0) { $0 * 60 + $1 }
        }
        if s.allSatisfy({ $0.isASCIIDigit || $0 == "." }) {
            guard let plain = Double(s) else { throw .malformed(shown) }
            return plain
        }
        var total = 0.0
        var number = ""
        var seen: Set<Character> = []
        for ch in s {
            if ch.isASCIIDigit || ch == "." {
                number.append(ch)
            } else if let unit = ["h": 3600.0, "m": 60, "s": 1][ch] {
                guard let value = Double(number), !seen.contains(ch) else { throw .malformed(shown) }
                seen.insert(ch)
                total += value * unit
                number = ""
            } else {
                throw .malformed(shown)
            }
        }
        guard number.isEmpty else { throw .malformed(shown) }
        return total
    }

    /// `90` → `1:30`, `3725` → `1:02:05`, `2.5` → `0:02.5`. Used wherever a
    /// remaining time is shown to a person.
    public static func clock(_ seconds: Double) -> String {
        let negative = seconds < 0
        let tenths = Int((abs(seconds) * 10).rounded(.down))
        let whole = tenths / 10
        let h = whole / 3600, m = (whole % 3600) / 60, s = whole % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var text = h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        if whole < 10, tenths % 10 != 0 { text += ".\(tenths % 10)" }
        return negative ? "-" + text : text
    }

    /// A length of time that names its units, for how long something took
    /// (where `0:20` could be read as twenty minutes): `20 s`,
    /// `4 min 05 s`, `1 h 05 min`. Whole seconds, rounded down.
    public static func spoken(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds).rounded(.down))
        let h = whole / 3600, m = (whole % 3600) / 60, s = whole % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if h > 0 { return "\(h) h \(two(m)) min" }
        if m > 0 { return "\(m) min \(two(s)) s" }
        return "\(s) s"
    }
}

public enum RestDurationError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case notPositive(String)
    case tooLong(String)

    public var description: String {
        switch self {
        case .malformed(let t): "invalid duration \"\(t)\"; use \(RestDuration.acceptedForms)"
        case .notPositive(let t): "duration \"\(t)\" must be more than 0; use \(RestDuration.acceptedForms)"
        case .tooLong(let t): "duration \"\(t)\" is over 24 hours; use \(RestDuration.acceptedForms)"
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
