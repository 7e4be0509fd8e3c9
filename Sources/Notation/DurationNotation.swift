/// The one way a length of time is written, wherever one is typed: a
/// timer (`start 90`, `add -15`, `--rest 2min`, `--grace-period 1h`) and a
/// timed set (`log plank 1m30`, `log run 5km/25:00`).
///
/// - a bare number is seconds: `90`, `2.5`;
/// - units, largest first, each at most once: `h`, `min` or `m`, `s` —
///   `90s`, `2m`, `2min`, `1h30m`, `1h05min`, `1m30s`, `2.5s`;
///   after minutes a bare number is seconds under 60: `1m30`;
/// - a clock: `1:30` (m:ss), `1:02:03` (h:mm:ss); only the last part may
///   have a fraction.
///
/// In a set a bare number is still seconds; whether the exercise takes a
/// time is the log's to say (`log bench 100` is refused there, with the
/// forms bench press takes).
public enum DurationNotation {
    public static let maximumSeconds: Double = 24 * 3600
    /// The shortest length of time: a timer shorter than a twentieth of a
    /// second would end before its notification could be asked for, and
    /// `1e-9` is a typo, not a rest. The daemon holds its socket and bus
    /// clients to the same bound.
    public static let minimumSeconds: Double = 0.05
    public static let acceptedForms = "90, 90s, 2m, 2min, 1m30, 1m30s, 1h05m, 1:30, 1:02:03 or 2.5s (at least 0.05s, at most 24h)"

    /// A duration of at least `minimumSeconds` and at most 24 hours, in seconds.
    public static func parse(_ text: String) throws(DurationError) -> Double {
        let seconds = try parseUnbounded(text)
        guard seconds > 0 else { throw .notPositive(text) }
        guard seconds >= minimumSeconds else { throw .tooShort(text) }
        guard seconds <= maximumSeconds else { throw .tooLong(text) }
        return seconds
    }

    /// A duration that may be zero (`0` turns a setting off), at most 24 hours.
    public static func parseAllowingZero(_ text: String) throws(DurationError) -> Double {
        let seconds: Double
        do throws(DurationError) { seconds = try parseUnbounded(text) } catch .notPositive { throw .negative(text) }
        guard seconds <= maximumSeconds else { throw .tooLong(text) }
        return seconds
    }

    /// A duration that may be zero or negative (`-15`, `-1m`, `+30s`), as
    /// used for adjustments; the magnitude is still capped at 24 hours.
    public static func parseSigned(_ text: String) throws(DurationError) -> Double {
        let trimmed = text.trimmingSpaces
        let negative = trimmed.hasPrefix("-")
        let body = negative || trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
        let magnitude = try parseUnbounded(body, original: text)
        guard magnitude <= maximumSeconds else { throw .tooLong(text) }
        return negative ? -magnitude : magnitude
    }

    /// Seconds in `text`, or nil when it is not a duration (no bounds).
    public static func seconds(_ text: String) -> Double? {
        try? parseUnbounded(text)
    }

    private static func parseUnbounded(_ text: String, original: String? = nil) throws(DurationError) -> Double {
        let s = text.trimmingSpaces.lowercased()
        let shown = original ?? text
        guard !s.isEmpty, !s.hasPrefix("-"), !s.hasPrefix("+") else {
            throw s.hasPrefix("-") ? .notPositive(shown) : .malformed(shown)
        }
        let value = s.contains(":") ? clockSeconds(s) : s.allSatisfy(\.isNumberOrPoint) ? Double(s) : unitSeconds(s)
        guard let value, value.isFinite else { throw .malformed(shown) }
        return value
    }

    /// `1:30`, `25:00`, `1:02:03`: whole parts before the last, each after
    /// the first under 60.
    private static func clockSeconds(_ s: String) -> Double? {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
              parts.dropLast().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let last = parts.last, !last.isEmpty, last.allSatisfy(\.isNumberOrPoint)
        else { return nil }
        let values = parts.compactMap { Double($0) }
        guard values.count == parts.count, values.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return values.reduce(0) { $0 * 60 + $1 }
    }

    /// `2min`, `1h30m`, `1m30s`, `1m30`: units largest first, each once.
    private static func unitSeconds(_ s: String) -> Double? {
        let units: [(suffix: String, factor: Double)] = [("h", 3600), ("min", 60), ("m", 60), ("s", 1)]
        var rest = Substring(s)
        var total = 0.0
        var lastFactor = Double.infinity
        while !rest.isEmpty {
            let number = rest.prefix(while: \.isNumberOrPoint)
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            if rest.isEmpty {
                // `1m30`: a bare tail is seconds, after minutes only.
                guard lastFactor == 60, value < 60 else { return nil }
                return total + value
            }
            guard let unit = units.first(where: { rest.hasPrefix($0.suffix) }), unit.factor < lastFactor else { return nil }
            rest = rest.dropFirst(unit.suffix.count)
            total += value * unit.factor
            lastFactor = unit.factor
        }
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

    /// Time past the end of a rest, in whole seconds: `23` → `+0:23`,
    /// `125.7` → `+2:05`. One form for every place that counts on.
    public static func overtime(_ seconds: Double) -> String {
        "+" + clock(max(0, seconds).rounded(.down))
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

public enum DurationError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case notPositive(String)
    case negative(String)
    case tooLong(String)
    case tooShort(String)

    public var description: String {
        switch self {
        case .malformed(let t): "invalid duration \"\(t)\"; use \(DurationNotation.acceptedForms)"
        case .notPositive(let t): "duration \"\(t)\" must be more than 0; use \(DurationNotation.acceptedForms)"
        case .negative(let t): "duration \"\(t)\" cannot be negative; use 0 for none, or \(DurationNotation.acceptedForms)"
        case .tooLong(let t): "duration \"\(t)\" is over 24 hours; use \(DurationNotation.acceptedForms)"
        case .tooShort(let t): "duration \"\(t)\" is shorter than 0.05 s; use \(DurationNotation.acceptedForms)"
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
    var isNumberOrPoint: Bool { isASCIIDigit || self == "." }
}
