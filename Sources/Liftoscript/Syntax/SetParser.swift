/// One set of a sets section (`3x8-12 @8+ 90s 80% (Heavy)`, its parts in
/// any order) and one warm-up set (`1x5 45lb`, `3 80%`).
enum SetParser {
    /// The set at the cursor, nil when it has no `NxM` (then its values are
    /// for every set of the line), with its values either way.
    static func set(_ cursor: inout TextCursor, end: Int) throws(ProgramSyntaxError) -> (SetSyntax?, SetValues) {
        let position = cursor.position
        var shape: (count: Int, reps: Int, minReps: Int?, amrap: Bool, quickAdd: Bool)?
        var values = SetValues()
        var any = false
        while cursor.offset < end, let c = cursor.peek, c != ",", c != "/", c != "\\", !cursor.atLineEnd {
            let at = cursor.position
            if c == "@" {
                cursor.advance()
                guard let rpe = cursor.number(), rpe <= 10 else { throw failure("expected an RPE from 1 to 10 after \"@\"", cursor) }
                values.rpe = rpe
                values.logRPE = cursor.take("+")
            } else if cursor.take("?+") {
                values.askWeight = true
            } else if c == "(" {
                values.label = try label(&cursor)
            } else if let parsed = try sized(&cursor) {
                switch parsed {
                case .shape(let s):
                    guard shape == nil else { throw ProgramSyntaxError("one set has one NxM; separate sets with \",\"", at: at, in: cursor.source) }
                    shape = s
                case .load(let load, let ask):
                    values.load = load
                    values.askWeight = values.askWeight || ask
                case .rest(let seconds):
                    values.restSeconds = seconds
                }
            } else {
                throw failure("expected sets like 3x8, a weight (100lb, 60kg), a percentage (80%), @RPE or a rest (90s)", cursor)
            }
            any = true
            cursor.skipSpaces()
        }
        guard any else { throw failure("expected a set like 3x8, or a value for every set", cursor) }
        guard let shape else { return (nil, values) }
        return (SetSyntax(count: shape.count, reps: shape.reps, minReps: shape.minReps, amrap: shape.amrap,
                          quickAdd: shape.quickAdd, values: values, position: position), values)
    }

    /// A warm-up set: `1x5`, `5` (one set of five), with a weight or a
    /// percentage of the first working set, in any order.
    static func warmupSet(_ cursor: inout TextCursor, end: Int) throws(ProgramSyntaxError) -> WarmupSetSyntax {
        var set: WarmupSetSyntax?
        var load: Load?
        while cursor.offset < end, let c = cursor.peek, c != ",", c != "/", c != "\\", !cursor.atLineEnd {
            var probe = cursor
            if let n = probe.integer(), set == nil, !probe.looking(at: "lb"), !probe.looking(at: "kg"), probe.peek != "%", probe.peek != "." {
                cursor = probe
                guard n <= Limits.reps else { throw failure("at most \(Limits.reps) reps or \(Limits.setsPerGroup) sets", cursor) }
                if cursor.take("x") || cursor.take("X") {
                    guard let reps = cursor.integer() else { throw failure("expected the warm-up's reps after \"x\"", cursor) }
                    guard n <= Limits.setsPerGroup, reps <= Limits.reps else {
                        throw failure("at most \(Limits.setsPerGroup) warm-up sets of \(Limits.reps) reps", cursor)
                    }
                    set = WarmupSetSyntax(count: n, reps: reps, load: nil)
                } else {
                    set = WarmupSetSyntax(count: 1, reps: n, load: nil)
                }
            } else if case .load(let l, asked: false)? = try sized(&cursor) {
                load = l
            } else {
                throw failure("expected a warm-up set like 1x5, 5, 45lb or 50%, without rests or RPE", cursor)
            }
            cursor.skipSpaces()
        }
        guard var set else { throw failure("expected a warm-up set's reps, like 1x5 or 5", cursor) }
        set.load = load
        return set
    }

    private enum Sized {
        case shape((count: Int, reps: Int, minReps: Int?, amrap: Bool, quickAdd: Bool))
        case load(Load, asked: Bool)
        case rest(Int)
    }

    /// What starts with a number: `3x8`, `3+x8-12+`, `-5lb`, `80%+`, `90s`;
    /// nil (not moving) when no number starts here.
    private static func sized(_ cursor: inout TextCursor) throws(ProgramSyntaxError) -> Sized? {
        var probe = cursor
        let sign: Double = probe.take("-") ? -1 : 1
        if sign > 0 { _ = probe.take("+") }
        guard let value = probe.number() else { return nil }
        let whole = value == value.rounded() && sign > 0
        let quickAdd = whole && probe.peek == "+" && (probe.peek(1) == "x" || probe.peek(1) == "X")
        if quickAdd { probe.advance() }
        if whole, probe.take("x") || probe.take("X") || probe.take("×") {
            guard value >= 1, let top = probe.integer() else { throw failure("expected reps after \"x\", like 3x8", probe) }
            guard value <= Double(Limits.setsPerGroup) else { throw failure("at most \(Limits.setsPerGroup) sets are written together", cursor) }
            guard top <= Limits.reps else { throw failure("at most \(Limits.reps) reps", probe) }
            var minReps: Int?
            var reps = top
            if probe.take("-") {
                guard let high = probe.integer(), high >= top else { throw failure("expected the top of the rep range, at least \(top)", probe) }
                minReps = top
                reps = high
            }
            let amrap = probe.take("+")
            cursor = probe
            return .shape((Int(value), reps, minReps, amrap, quickAdd))
        }
        for unit in [WeightUnitSyntax.lb, .kg] where probe.take(unit.rawValue) {
            cursor = probe
            return .load(.mass(sign * value, unit), asked: cursor.take("+"))
        }
        if probe.take("%") {
            cursor = probe
            return .load(.percent(sign * value), asked: cursor.take("+"))
        }
        if whole, probe.take("s") {
            guard value <= Double(Limits.restSeconds) else { throw failure("a rest is at most \(Limits.restSeconds) s", cursor) }
            cursor = probe
            return .rest(Int(value))
        }
        throw failure("a number here needs what it is: 3x8, 100lb, 60kg, 80% or 90s", probe)
    }

    /// `(Heavy)`: at most 8 characters.
    private static func label(_ cursor: inout TextCursor) throws(ProgramSyntaxError) -> String {
        let position = cursor.position
        cursor.advance()
        let start = cursor.offset
        while let c = cursor.peek, c != ")", !cursor.atLineEnd { cursor.advance() }
        let text = String(cursor.text(from: start).trimmingWhitespace())
        guard cursor.take(")") else { throw failure("expected \")\" to close the set's label", cursor) }
        guard text.count <= 8 else {
            throw ProgramSyntaxError("a set's label is at most 8 characters; \"\(text)\" has \(text.count)", at: position, in: cursor.source)
        }
        return text
    }

    private static func failure(_ message: String, _ cursor: TextCursor) -> ProgramSyntaxError {
        ProgramSyntaxError(message, at: cursor.position, in: cursor.source)
    }
}
