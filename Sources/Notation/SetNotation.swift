
/// A set as typed on the command line, before it is tied to an exercise.
public struct SetEntry: Sendable, Equatable {
    /// External load in kg: the bar for `100x5`; added (+) or assisting (−)
    /// weight for `bw+20x8` / `bw-30x8`; nil for plain bodyweight.
    public var weightKg: Double?
    public var reps: Int?
    public var seconds: Double?
    public var distanceM: Double?
    public var isBodyweight = false
    /// RPE written with the set (`100x5@8`).
    public var rpe: Double?

    public init(weightKg: Double? = nil, reps: Int? = nil, seconds: Double? = nil, distanceM: Double? = nil,
                isBodyweight: Bool = false, rpe: Double? = nil) {
        self.weightKg = weightKg
        self.reps = reps
        self.seconds = seconds
        self.distanceM = distanceM
        self.isBodyweight = isBodyweight
        self.rpe = rpe
    }
}

/// Parses set tokens: `100x5` (or `100×5`, as sets are printed), `100kgx5`, `225lbx5`, `225lbsx5`, `102,5x5`,
/// `100x5x3` (three sets), `x12` (bodyweight), `bw+20x8`, `bw-30x8`,
/// `60s`, `1m30`, `1:30`, `90` (a time, in `DurationNotation`), `5km/25:00`, `800m/3:10`, `1mi/8:30`;
/// any of them with `@8` for RPE. `sets(_:)` first joins what was typed
/// with spaces (`100 x 5`, `100kg x 5 @ 8`).
public enum SetNotation {
    public static let maximumReps = 1000
    public static let maximumKilograms = 2000.0
    public static let forms = "100x5, 100 x 5, 100kgx5, 225lbx5, 102,5x5, 100x5x3, 100x5@8, x12, bw+20x8, bw-30x8, 60s, 2m, 1m30, 1:30, 5km/25:00 or 800m/3:10"

    /// A set as it would be typed, in `unit` (`100x5`, `x12`, `bw+20x8`,
    /// `bw-30x8`): what an edit line starts from, read back by `sets` as the
    /// same set. Nil for a loaded set with no weight yet.
    public static func typed(weightKg: Double?, reps: Int, bodyweight: Bool, unit: WeightUnit) -> String? {
        guard let weightKg, weightKg != 0 else { return bodyweight ? "x\(reps)" : nil }
        let weight = unit.format(kilograms: abs(weightKg))
        guard bodyweight else { return "\(weight)x\(reps)" }
        return "bw\(weightKg < 0 ? "-" : "+")\(weight)x\(reps)"
    }

    /// The sets in `words` as typed after the exercise, joining the pieces
    /// of one set that spaces split (`100 x 5`, `100kg x5`, `100x5 @8`).
    public static func sets(_ words: [String], unit: WeightUnit) throws(NotationError) -> [SetEntry] {
        var entries: [SetEntry] = []
        for token in try joined(words) { entries += try parse(token, unit: unit) }
        return entries
    }

    /// Words joined into set tokens: a lone `x` or `@` binds the words on
    /// either side, a word ending in `x` or `@` the next, a word starting
    /// with `x` or `@` the one before when that one is a bare load (no `x`
    /// yet) or a set (for `@`). `100x5 x3` is refused: three sets, or a
    /// bodyweight set of three? (`x10 x8` after a bodyweight set is plain.)
    package static func joined(_ words: [String]) throws(NotationError) -> [String] {
        var tokens: [String] = []
        var pendingJoin = false
        for raw in words {
            let word = raw.setLowercased
            if pendingJoin, let last = tokens.popLast() {
                tokens.append(last + word)
                pendingJoin = word == "x" || word == "@" || word.hasSuffix("x") || word.hasSuffix("@")
                continue
            }
            if let last = tokens.last {
                if word.hasPrefix("x"), word.dropFirst().first?.isNumber == true, last.contains("x"),
                   !last.hasPrefix("x"), !last.hasPrefix("-x") {
                    let sets = Int(word.dropFirst()).map { Plural.count($0, "set") } ?? "\(word.dropFirst()) sets"
                    throw .invalidSet("\(last) \(word)", reason: "could be \(sets) or a bodyweight set; "
                                      + "write \(last)\(word) for \(sets), or log the bodyweight set on its own")
                }
                let bareLoad = !last.contains("x") && !last.contains("@") && !last.contains("/") && !last.contains(":")
                if word == "x" || word == "@" || word.hasPrefix("@")
                    || word.hasPrefix("x") && bareLoad && word.dropFirst().first?.isNumber == true {
                    tokens[tokens.count - 1] = last + word
                    pendingJoin = word == "x" || word == "@"
                    continue
                }
            }
            tokens.append(word)
            pendingJoin = word.hasSuffix("x") && word != "x" && word.first?.isNumber == true || word.hasSuffix("@")
        }
        return tokens
    }

    /// Whether `token` looks like a set rather than part of an exercise name.
    public static func looksLikeSet(_ token: String) -> Bool {
        let t = token.setLowercased
        guard let first = t.first else { return false }
        return first.isNumber || t.hasPrefix("x") && t.dropFirst().first?.isNumber == true
            || t.hasPrefix("bw+") || t.hasPrefix("bw-") || t == "same"
            || t.hasPrefix("-") && t.dropFirst().first?.isNumber == true || t.hasPrefix("+")
    }

    public static func parse(_ token: String, unit: WeightUnit) throws(NotationError) -> [SetEntry] {
        func fail(_ reason: String) -> NotationError { .invalidSet(token, reason: reason + "; use " + forms) }
        var t = token.setLowercased
        // `1,500x1` or `1.000x1`: 1.5 kg or 1500 kg? Refused rather than guessed.
        if let reason = Decimals.ambiguity(in: t) { throw fail(reason) }
        t = t.replacing(",", with: ".")
        var rpe: Double?
        if let at = t.firstIndex(of: "@") {
            let text = t[t.index(after: at)...]
            guard let value = Double(text), text.allSatisfy({ $0.isNumber || $0 == "." }), (1...10).contains(value) else {
                throw fail("RPE after @ must be between 1 and 10")
            }
            rpe = value
            t = String(t[..<at])
        }
        var entries = try parseMeasures(t, unit: unit, fail: fail)
        for i in entries.indices { entries[i].rpe = rpe }
        return entries
    }

    private static func parseMeasures(_ t: String, unit: WeightUnit, fail: (String) -> NotationError) throws(NotationError) -> [SetEntry] {

        if t.contains("/") {
            let parts = t.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let metres = distance(String(parts[0])), metres > 0 else { throw fail("unreadable distance") }
            guard let seconds = try? DurationNotation.parse(String(parts[1])) else { throw fail("unreadable time") }
            return [SetEntry(seconds: seconds, distanceM: metres)]
        }
        if !t.contains("x") {
            // A time alone, in the one duration grammar (`90` is seconds too:
            // whether the exercise takes a time is the log's to say).
            do throws(DurationError) { return [SetEntry(seconds: try DurationNotation.parse(t))] }
            catch .malformed { throw fail("not a set") }
            catch .notPositive { throw fail("a time must be more than 0") }
            catch { throw fail("a time must be at most 24 hours") }
        }

        let parts = t.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else { throw fail("too many x") }
        guard let reps = Int(parts[1]), parts[1].allSatisfy(\.isNumber) else { throw fail("reps must be a whole number") }
        guard reps >= 1 else { throw fail("reps must be at least 1") }
        guard reps <= maximumReps else { throw fail("more than \(maximumReps) reps") }
        var count = 1
        if parts.count == 3 {
            guard let n = Int(parts[2]), n >= 1, n <= 50 else { throw fail("set count must be 1 to 50") }
            count = n
        }
        var entry = SetEntry(reps: reps)
        let load = parts[0]
        if load.isEmpty || load == "bw" {
            entry.isBodyweight = true
        } else if load.hasPrefix("bw+") || load.hasPrefix("bw-") {
            guard let w = weight(String(load.dropFirst(3)), unit: unit) else { throw fail("unreadable weight") }
            entry.isBodyweight = true
            entry.weightKg = load.hasPrefix("bw-") ? -w : w
        } else {
            guard !load.hasPrefix("-") else { throw fail("weight cannot be negative") }
            guard let w = weight(load, unit: unit) else { throw fail("unreadable weight") }
            entry.weightKg = w
        }
        if let w = entry.weightKg, abs(w) > maximumKilograms { throw fail("more than \(Mass(kilograms: maximumKilograms).text(in: unit))") }
        return Array(repeating: entry, count: count)
    }

    /// A weight on its own (`102.5`, `102,5`, `225lb`, `-30` for assistance when
    /// `allowNegative`), in kg, within the same bounds as a set.
    public static func parseWeight(_ text: String, unit: WeightUnit, allowNegative: Bool = false) throws(NotationError) -> Double {
        try TypedWeight.parse(text, allowNegative: allowNegative).kilograms(defaultUnit: unit)
    }

    /// `100`, `100kg`, `225lb`, `225lbs`, `102.5` → kg (no sign: the
    /// callers read `bw-`, `+` and `-` themselves).
    package static func weight(_ text: String, unit: WeightUnit) -> Double? {
        guard !text.hasPrefix("-"), let typed = try? TypedWeight.parse(text) else { return nil }
        return (typed.unit ?? unit).toKilograms(typed.value)
    }

    /// `5km`, `800m`, `1mi` → metres.
    package static func distance(_ text: String) -> Double? {
        measure(text, units: [("km", 1000), ("mi", 1609.344), ("m", 1)])
    }

    /// A time on its own (`90s`, `1m30`, `1:30`), for editing a set.
    public static func parseTime(_ text: String) throws(NotationError) -> Double {
        do throws(DurationError) { return try DurationNotation.parse(text) }
        catch { throw .invalidInput(error.description) }
    }

    /// A distance on its own (`5km`, `800m`, `1mi`) in metres, for editing a set.
    public static func parseDistance(_ text: String) throws(NotationError) -> Double {
        guard let m = distance(text.lowercased().replacing(",", with: ".")), m > 0, m <= 1_000_000 else {
            throw .invalidInput("invalid distance \"\(text)\"; use e.g. 5km, 800m or 1mi")
        }
        return m
    }

    /// A number followed by one of `units` (checked in order), scaled by its factor.
    private static func measure(_ text: String, units: [(suffix: String, factor: Double)]) -> Double? {
        for unit in units where text.hasSuffix(unit.suffix) {
            let n = text.dropLast(unit.suffix.count)
            guard !n.isEmpty, n.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(n) else { return nil }
            return v * unit.factor
        }
        return nil
    }
}

/// A set written relative to what is known: today's target (no set at
/// all), the previous set again (`same`), or a change from it (`+2.5x5`,
/// `-5x8`, `+2.5` for the same reps).
public enum SetShorthand: Sendable, Equatable {
    case target
    case same
    /// Kilograms added (negative: taken off), and the reps if given.
    case adjust(weightKg: Double, reps: Int?)

    /// The shorthand `words` (what follows the exercise) stand for, or nil
    /// when they are ordinary sets. No words at all is the target.
    public static func parse(_ words: [String], unit: WeightUnit) throws(NotationError) -> SetShorthand? {
        guard let token = words.first else { return .target }
        let t = token.setLowercased
        guard words.count == 1 else {
            func relative(_ word: String) -> Bool {
                let w = word.setLowercased
                return w == "same" || (w.hasPrefix("+") || w.hasPrefix("-")) && w.dropFirst().first?.isNumber == true
            }
            if let word = words.first(where: relative) {
                throw .invalidSet(word, reason: "`same` or a change like +2.5x5 stands alone; log it as its own command")
            }
            return nil
        }
        if t == "same" { return .same }
        guard let sign = t.first, sign == "+" || sign == "-" else { return nil }
        let parts = t.dropFirst().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        let fail = NotationError.invalidSet(token, reason: "a change from the previous set is written +2.5x5, -5x8 or +2.5")
        guard (1...2).contains(parts.count), let w = SetNotation.weight(parts[0].replacing(",", with: "."), unit: unit),
              w <= SetNotation.maximumKilograms else { throw fail }
        var reps: Int?
        if parts.count == 2 {
            guard let r = Int(parts[1]), parts[1].allSatisfy(\.isNumber), (1...SetNotation.maximumReps).contains(r) else { throw fail }
            reps = r
        }
        return .adjust(weightKg: sign == "-" ? -w : w, reps: reps)
    }
}

/// What is wrong with a set or value as typed, in the lifter's words.
public enum NotationError: Error, Equatable, CustomStringConvertible {
    /// A set token that cannot be read, and why.
    case invalidSet(String, reason: String)
    /// A value on its own (a weight, a time, a distance) that cannot be read.
    case invalidInput(String)

    public var description: String {
        switch self {
        case .invalidSet(let token, let reason): "invalid set \"\(token)\": \(reason)"
        case .invalidInput(let message): message
        }
    }
}

/// A weight on its own as typed (`102.5`, `102,5`, `225lb`, `100kg`, `-30`
/// for assistance), before the lifter's unit is known: the argument parser
/// reads it once, and the command turns it into kilograms with the unit
/// setting.
public struct TypedWeight: Sendable, Equatable {
    /// The number as typed, negative for assistance.
    public var value: Double
    /// The unit written with it, if any.
    public var unit: WeightUnit?

    public static func parse(_ text: String, allowNegative: Bool = false) throws(NotationError) -> TypedWeight {
        if let reason = Decimals.ambiguity(in: text) { throw .invalidInput("invalid weight \"\(text)\": \(reason)") }
        var t = text.lowercased().replacing(",", with: ".")
        let negative = t.hasPrefix("-")
        if negative { t.removeFirst() }
        var unit: WeightUnit?
        for (suffix, suffixUnit) in [("kgs", WeightUnit.kg), ("kg", .kg), ("lbs", .lb), ("lb", .lb)] where t.hasSuffix(suffix) {
            t.removeLast(suffix.count)
            unit = suffixUnit
            break
        }
        guard !t.isEmpty, t.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(t), v.isFinite else {
            throw .invalidInput("invalid weight \"\(text)\"; use e.g. 102.5, 100kg or 225lb")
        }
        guard !negative || allowNegative else { throw .invalidInput("weight cannot be negative") }
        return TypedWeight(value: negative ? -v : v, unit: unit)
    }

    /// In kilograms, a bare number read in `defaultUnit`; within the bounds of a set.
    public func kilograms(defaultUnit: WeightUnit) throws(NotationError) -> Double {
        let kg = (unit ?? defaultUnit).toKilograms(value)
        guard abs(kg) <= SetNotation.maximumKilograms else {
            throw .invalidInput("weight over \(Mass(kilograms: SetNotation.maximumKilograms).text(in: unit ?? defaultUnit))")
        }
        return kg
    }
}

extension String {
    /// Lowercased, with the multiplication sign gym-timer itself prints
    /// (`100 kg × 5`) read as the `x` of `100x5`.
    var setLowercased: String { lowercased().replacing("×", with: "x") }
}
