/// A day done: each exercise of it with a set done runs its progression
/// once, with the sets as done, and the program moves to the next day.
extension ProgramProgress {
    /// What finishing a day did, for the lifter to read.
    public struct Finished: Sendable, Equatable {
        public var progress: ProgramProgress
        /// Per exercise that progressed, what its script printed.
        public var printed: [ExerciseKey: [String]]
    }

    /// After the day at `index` was done with `done` (per exercise, its
    /// sets in order; an exercise not there was not done), `asked` being
    /// what the lifter answered for state their progression asks for.
    public func finishing(day index: Int, done: [ExerciseKey: [DoneSet]], asked: [ExerciseKey: [String: ScriptValue]] = [:],
                          program: Program, context: ProgramContext) throws(ProgramRunError) -> Finished {
        var result = self
        var printed: [ExerciseKey: [String]] = [:]
        guard days.indices.contains(index) else { throw ProgramRunError("the program has no day \(index + 1)", key: nil) }
        let day = days[index]
        for line in day.lines {
            guard let sets = done[line.key], !sets.isEmpty, !line.progressOff,
                  let shared = program.exercises[line.key], let script = shared.progressScript else { continue }
            var bindings = result.bindings(line, of: day, done: sets, context)
            if shared.update != nil {
                // The sets as the workout had them: as its update script left them.
                let updated = try result.updated(line, of: day, done: sets, program: program, context: context)
                for variable in [BuiltInVariable.weights, .originalWeights, .reps, .minReps, .RPE, .timers, .amraps, .logrpes, .askweights] {
                    bindings.perSet[variable] = updated.perSet[variable]
                }
                bindings.scalars[.numberOfSets] = .number(Double(max(updated.perSet[.reps]?.count ?? 0, sets.count)))
            }
            for (name, value) in asked[line.key] ?? [:] { bindings.state[name] = value }
            var run = ScriptRun(mode: .progress, bindings: bindings, unit: context.unit, rounding: context.rounding)
            do { try run.run(script) } catch {
                throw ProgramRunError("\(line.syntax.name)'s progress script: \(error.message) (line \(error.position.line), column \(error.position.column))", key: line.key)
            }
            result.state[line.key] = run.bindings.state
            for change in run.changes { try result.apply(change, to: line.key, context) }
            if !run.printed.isEmpty { printed[line.key] = run.printed }
        }
        result.next = days.isEmpty ? 0 : (index + 1) % days.count
        return Finished(progress: result, printed: printed)
    }

    /// A progress script's change, to every line of `key` it selects.
    mutating func apply(_ change: ProgramChange, to key: ExerciseKey, _ context: ProgramContext) throws(ProgramRunError) {
        let arithmetic = ScriptArithmetic(oneRepMax: oneRepMax(key, context))
        func combined(_ old: ScriptValue) throws(ProgramRunError) -> ScriptValue {
            guard let op = change.op.arithmetic else { return change.value }
            do { return try arithmetic.apply(op, old, change.value) } catch { throw ProgramRunError(error.message, key: key) }
        }
        switch change.target {
        case .rm1:
            oneRepMax[key] = try combined(oneRepMax(key, context))
            return
        case .taggedState(let tag, let name):
            // Tags are the program's; every exercise carrying this one.
            for (other, tags) in tags where tags.contains(tag) {
                var values = state[other] ?? [:]
                values[name] = try combined(values[name] ?? .number(0))
                state[other] = values
            }
            return
        default:
            break
        }
        let week = change.indices.count > 0 ? change.indices[0] : nil
        let dayInWeek = change.indices.count > 1 ? change.indices[1] : nil
        for d in days.indices where (week == nil || days[d].week == week) && (dayInWeek == nil || days[d].dayInWeek == dayInWeek) {
            for l in days[d].lines.indices where days[d].lines[l].key == key {
                try apply(change, toLine: &days[d].lines[l], key, context, combined)
            }
        }
    }

    private func apply(_ change: ProgramChange, toLine line: inout ProgramLine, _ key: ExerciseKey, _ context: ProgramContext,
                       _ combined: (ScriptValue) throws(ProgramRunError) -> ScriptValue) throws(ProgramRunError) {
        let variation = change.indices.count > 2 ? change.indices[2] : nil
        switch change.target {
        case .setVariationIndex, .descriptionIndex:
            let isVariation = change.target == .setVariationIndex
            let count = isVariation ? line.variations.count : max(line.descriptions.count, 1)
            let now = isVariation ? line.currentVariation : line.currentDescription
            let value = (try combined(.number(Double(now + 1))).amount ?? 1).wholeNumber
            // `+=` and the like go round: past the last is the first again.
            let chosen = ((value - 1) % count + count) % count
            if isVariation { line.currentVariation = chosen } else { line.currentDescription = chosen }
        case .numberOfSets:
            for v in line.variations.indices where variation == nil || v == variation! - 1 {
                let wanted = min(Limits.setsPerExercise, max(0, (try combined(.number(Double(line.variations[v].count))).amount ?? 0).wholeNumber))
                if wanted < line.variations[v].count {
                    line.variations[v].removeLast(line.variations[v].count - wanted)
                } else if let last = line.variations[v].last {
                    line.variations[v] += Array(repeating: last, count: wanted - line.variations[v].count)
                }
            }
        case .perSet(let variable):
            let setIndex = change.indices.count > 3 ? change.indices[3] : nil
            for v in line.variations.indices where variation == nil || v == variation! - 1 {
                for s in line.variations[v].indices where setIndex == nil || s == setIndex! - 1 {
                    try apply(variable, to: &line.variations[v][s], key, context, combined)
                }
            }
        case .rm1, .taggedState:
            break
        }
    }

    private func apply(_ variable: BuiltInVariable, to set: inout SetPrescription, _ key: ExerciseKey, _ context: ProgramContext,
                       _ combined: (ScriptValue) throws(ProgramRunError) -> ScriptValue) throws(ProgramRunError) {
        switch variable {
        case .weights:
            let old: ScriptValue = set.load.map(ScriptValue.init) ?? weight(set, key, context) ?? .weight(0, context.unit)
            switch try combined(old) {
            case .weight(let n, let unit): set.load = .mass(n, unit)
            case .percent(let p): set.load = .percent(p)
            case .number(let n): set.load = .mass(n, context.unit)
            default: throw ProgramRunError("a weight must be a weight or a percentage", key: key)
            }
        case .reps: set.reps = min(Limits.reps, max(0, (try combined(.number(Double(set.reps))).amount ?? 0).wholeNumber))
        case .minReps:
            let value = min(Limits.reps, max(0, (try combined(.number(Double(set.minReps ?? set.reps))).amount ?? 0).wholeNumber))
            set.minReps = value == set.reps ? nil : value
        case .RPE:
            let value = try combined(set.rpe.map(ScriptValue.number) ?? .number(0)).amount ?? 0
            set.rpe = value <= 0 ? nil : min(10, (value * 2).rounded() / 2)
        case .timers:
            let value = min(Limits.restSeconds, (try combined(.number(Double(set.restSeconds ?? 0))).amount ?? 0).wholeNumber)
            set.restSeconds = value <= 0 ? nil : value
        case .amraps: set.amrap = try combined(.number(set.amrap ? 1 : 0)).isTrue
        case .logrpes: set.logRPE = try combined(.number(set.logRPE ? 1 : 0)).isTrue
        case .askweights: set.askWeight = try combined(.number(set.askWeight ? 1 : 0)).isTrue
        default: break
        }
    }
}

/// A program that could not run past a day: a script failed on this
/// lifter's numbers (the text itself was checked when it was added).
public struct ProgramRunError: Error, Equatable, Sendable {
    public let message: String
    public let key: ExerciseKey?

    public init(_ message: String, key: ExerciseKey?) {
        self.message = message
        self.key = key
    }
}
