/// Where a lifter is in a program and what its progressions have made of
/// it: the days with their sets as they stand now, each exercise's state
/// and 1RM, and the next day to train.
///
/// It is a value folded from the program and the days done in it, in
/// order (`finishing`): the same days give the same result, so redoing a
/// day (after an undo or an edit) is recomputing from the start, and no
/// progression is ever applied twice.
public struct ProgramProgress: Sendable, Equatable {
    public internal(set) var days: [ProgramDay]
    public internal(set) var state: [ExerciseKey: [String: ScriptValue]]
    /// Set by a script (`rm1 = …`) or by hand; else the context's estimate.
    public var oneRepMax: [ExerciseKey: ScriptValue]
    /// Index into `days` of the next day to train.
    public var next: Int
    /// Each exercise's `id: tags(…)`, for `state[tag].name = …`.
    let tags: [ExerciseKey: [Int]]

    public init(_ program: Program) {
        days = program.days
        state = program.exercises.mapValues(\.state)
        tags = program.exercises.mapValues(\.tags).filter { !$0.value.isEmpty }
        oneRepMax = [:]
        next = 0
    }

    /// The 1RM `key` is prescribed from.
    func oneRepMax(_ key: ExerciseKey, _ context: ProgramContext) -> ScriptValue {
        oneRepMax[key] ?? context.oneRepMax(key) ?? .weight(0, context.unit)
    }

    /// The weight a set is loaded with, before rounding (nil: the lifter
    /// chooses): its own, a share of the 1RM, or what its RPE implies.
    func weight(_ set: SetPrescription, _ key: ExerciseKey, _ context: ProgramContext) -> ScriptValue? {
        let max = oneRepMax(key, context)
        switch set.load {
        case .mass(let n, let unit)?: return .weight(n, unit)
        case .percent(let p)?:
            guard case .weight(let m, let unit) = max, m > 0 else { return nil }
            return .weight(m * p / 100, unit)
        case nil:
            guard let rpe = set.rpe, case .weight(let m, let unit) = max, m > 0 else { return nil }
            return .weight(m * RPETable.multiplier(reps: Double(set.reps), rpe: rpe), unit)
        }
    }

    /// What a script reads for `line` of `day`: its sets as prescribed and,
    /// when given, as done.
    func bindings(_ line: ProgramLine, of day: ProgramDay, done: [DoneSet]?, _ context: ProgramContext) -> ScriptBindings {
        let sets = line.variations[line.currentVariation]
        var perSet: [BuiltInVariable: [ScriptValue?]] = [:]
        let loads = sets.map { weight($0, line.key, context) }
        perSet[.originalWeights] = zip(sets, loads).map { set, load in set.load.map(ScriptValue.init) ?? load }
        perSet[.weights] = loads.map { $0.map { Self.rounded($0, context) } }
        perSet[.reps] = sets.map { .number(Double($0.reps)) }
        perSet[.minReps] = sets.map { .number(Double($0.minReps ?? $0.reps)) }
        perSet[.RPE] = sets.map { $0.rpe.map(ScriptValue.number) }
        perSet[.timers] = sets.map { $0.restSeconds.map { .number(Double($0)) } }
        perSet[.amraps] = sets.map { .number($0.amrap ? 1 : 0) }
        perSet[.logrpes] = sets.map { .number($0.logRPE ? 1 : 0) }
        perSet[.askweights] = sets.map { .number($0.askWeight ? 1 : 0) }
        if let done {
            let count = max(sets.count, done.count)
            perSet[.completedReps] = (0..<count).map { $0 < done.count ? .number(Double(done[$0].reps)) : nil }
            perSet[.completedWeights] = (0..<count).map { $0 < done.count ? done[$0].weight : nil }
            perSet[.completedRPE] = (0..<count).map { $0 < done.count ? done[$0].rpe.map(ScriptValue.number) : nil }
        }
        var scalars: [BuiltInVariable: ScriptValue] = [
            .rm1: oneRepMax(line.key, context), .week: .number(Double(day.week)), .day: .number(Double(day.day)),
            .dayInWeek: .number(Double(day.dayInWeek)), .programNumberOfSets: .number(Double(sets.count)),
            .numberOfSets: .number(Double(done.map { max($0.count, sets.count) } ?? sets.count)),
            .setVariationIndex: .number(Double(line.currentVariation + 1)), .descriptionIndex: .number(Double(line.currentDescription + 1)),
        ]
        if let bodyweight = context.bodyweight { scalars[.bodyweight] = bodyweight }
        return ScriptBindings(perSet: perSet, scalars: scalars, state: state[line.key] ?? [:])
    }

    static func rounded(_ value: ScriptValue, _ context: ProgramContext) -> ScriptValue {
        guard case .weight(let w, let unit) = value else { return value }
        return .weight(context.rounding.round(w, in: unit), unit)
    }
}

extension ProgramProgress {
    /// Sets what the lifter sets by hand: `rm1`, the 1RM percentages are
    /// of, or one of the exercise's state variables (declared by its
    /// progression, which a hand never adds to).
    public mutating func set(_ variable: String, of key: ExerciseKey, to value: ScriptValue) throws(ProgramRunError) {
        if variable.lowercased() == "rm1" {
            guard case .weight = value else { throw ProgramRunError("a 1RM is a weight, e.g. 100kg", key: key) }
            oneRepMax[key] = value
            return
        }
        guard var values = state[key], values[variable] != nil else {
            let known = (state[key] ?? [:]).keys.sorted()
            throw ProgramRunError("\(key) has no state variable \(variable)"
                                  + (known.isEmpty ? "; only rm1 can be set" : "; it has \(known.joined(separator: ", ")) and rm1"), key: key)
        }
        values[variable] = value
        state[key] = values
    }
}
