/// A day of a program as the lifter will do it: each exercise's sets with
/// their weights worked out (a percentage of the 1RM, an RPE's share of
/// it) and rounded to what the gym can load, the update script's first
/// run (`setIndex` 0) applied.
public struct DayPlan: Sendable, Equatable {
    public let week: Int
    public let dayInWeek: Int
    public let day: Int
    public let name: String
    public var exercises: [PlannedExercise]
}

public struct PlannedExercise: Sendable, Equatable {
    public let key: ExerciseKey
    /// As written in the program (label and equipment apart).
    public let name: String
    public let label: String?
    public let equipment: String?
    public var sets: [PlannedSet]
    /// nil: the product's own warm-up ramp; empty: none.
    public var warmup: [PlannedSet]?
    public let superset: String?
    public let description: String?
}

public struct PlannedSet: Sendable, Equatable {
    public var reps: Int
    public var minReps: Int?
    /// nil: the lifter chooses (`?+`, or nothing to work it out from).
    public var weight: ScriptValue?
    public var rpe: Double?
    public var restSeconds: Int?
    public var amrap: Bool
    public var logRPE: Bool
    public var askWeight: Bool
    public var label: String?
}

extension ProgramProgress {
    /// The day at `index` (the next one when nil), planned.
    public func plan(day index: Int? = nil, program: Program, context: ProgramContext) throws(ProgramRunError) -> DayPlan {
        let i = index ?? next
        guard days.indices.contains(i) else { throw ProgramRunError("the program has no day \(i + 1)", key: nil) }
        let day = days[i]
        var exercises: [PlannedExercise] = []
        for line in day.lines {
            let bindings = try updated(line, of: day, done: [], program: program, context: context)
            let sets = Self.sets(from: bindings, line.variations[line.currentVariation])
            let description = line.descriptions.indices.contains(line.currentDescription) ? line.descriptions[line.currentDescription] : nil
            exercises.append(PlannedExercise(
                key: line.key, name: line.syntax.name, label: line.syntax.label, equipment: line.syntax.equipment, sets: sets,
                warmup: warmup(program.exercises[line.key]?.warmup, first: sets.first, context), superset: line.superset,
                description: description.flatMap { $0.isEmpty ? nil : $0 }))
        }
        return DayPlan(week: day.week, dayInWeek: day.dayInWeek, day: day.day, name: day.name, exercises: exercises)
    }

    /// The sets of `key`'s line on the day at `index` once `done` of them
    /// are done: its update script run as the workout starts (`setIndex`
    /// 0) and again after each set done (1, 2, …), each run seeing the sets
    /// done so far and changing only those to come. Nil when the line has
    /// no update script (its sets are as planned).
    public func replanned(day index: Int, key: ExerciseKey, done: [DoneSet], program: Program,
                          context: ProgramContext) throws(ProgramRunError) -> [PlannedSet]? {
        guard days.indices.contains(index), program.exercises[key]?.update != nil,
              let line = days[index].lines.first(where: { $0.key == key }) else { return nil }
        let bindings = try updated(line, of: days[index], done: done, program: program, context: context)
        return Self.sets(from: bindings, line.variations[line.currentVariation])
    }

    /// What scripts read for `line` once its update script ran at the
    /// start and after each of the sets `done`.
    func updated(_ line: ProgramLine, of day: ProgramDay, done: [DoneSet], program: Program,
                 context: ProgramContext) throws(ProgramRunError) -> ScriptBindings {
        var bindings = bindings(line, of: day, done: nil, context)
        guard let update = program.exercises[line.key]?.update else { return bindings }
        for s in 0...done.count {
            if s > 0 {
                let count = max(bindings.perSet[.reps]?.count ?? 0, s)
                bindings.perSet[.completedReps] = (0..<count).map { $0 < s ? .number(Double(done[$0].reps)) : nil }
                bindings.perSet[.completedWeights] = (0..<count).map { $0 < s ? done[$0].weight : nil }
                bindings.perSet[.completedRPE] = (0..<count).map { $0 < s ? done[$0].rpe.map(ScriptValue.number) : nil }
            }
            bindings.scalars[.setIndex] = .number(Double(s))
            var run = ScriptRun(mode: .update, bindings: bindings, unit: context.unit, rounding: context.rounding)
            do { try run.run(update) } catch {
                throw ProgramRunError("\(line.syntax.name)'s update script: \(error.message) (line \(error.position.line), column \(error.position.column))", key: line.key)
            }
            bindings = run.bindings
        }
        return bindings
    }

    /// The sets as the bindings hold them (after an update script), with
    /// the labels only the prescription has.
    static func sets(from b: ScriptBindings, _ prescribed: [SetPrescription]) -> [PlannedSet] {
        let count = b.perSet[.reps]?.count ?? 0
        return (0..<count).map { i in
            let n = i + 1
            func number(_ v: BuiltInVariable) -> Double? { b.value(v, set: n)?.amount }
            let reps = (number(.reps) ?? 0).wholeNumber
            let low = number(.minReps).map(\.wholeNumber)
            return PlannedSet(reps: reps, minReps: low == reps ? nil : low, weight: b.value(.weights, set: n),
                              rpe: number(.RPE), restSeconds: number(.timers).map(\.wholeNumber),
                              amrap: (number(.amraps) ?? 0) != 0, logRPE: (number(.logrpes) ?? 0) != 0,
                              askWeight: (number(.askweights) ?? 0) != 0,
                              label: i < prescribed.count ? prescribed[i].label : prescribed.last?.label)
        }
    }

    /// Warm-ups as written, a percentage being of the first working set's
    /// weight (a bare rep count: the share of it the RPE table gives those
    /// reps at RPE 4, to 0.005).
    private func warmup(_ syntax: WarmupSyntax?, first: PlannedSet?, _ context: ProgramContext) -> [PlannedSet]? {
        guard let syntax else { return nil }
        guard case .sets(let sets) = syntax else { return [] }
        return sets.flatMap { set -> [PlannedSet] in
            var weight: ScriptValue?
            switch set.load {
            case .mass(let n, let unit)?: weight = .weight(n, unit)
            case .percent(let p)?:
                if case .weight(let w, let unit)? = first?.weight { weight = Self.rounded(.weight(w * p / 100, unit), context) }
            case nil:
                if case .weight(let w, let unit)? = first?.weight {
                    let share = (RPETable.multiplier(reps: Double(set.reps), rpe: 4) / 0.005).rounded() * 0.005
                    weight = Self.rounded(.weight(w * share, unit), context)
                }
            }
            return Array(repeating: PlannedSet(reps: set.reps, minReps: nil, weight: weight, rpe: nil, restSeconds: nil,
                                               amrap: false, logRPE: false, askWeight: false, label: nil), count: set.count)
        }
    }
}

extension PlannedExercise {
    /// As a lifter would write the line: `t1: squat, barbell`.
    public var title: String { ExerciseLineSyntax.title(label: label, name: name, equipment: equipment) }

    /// The sets in short: runs of like sets then the weight when all share
    /// one (`4x3, 1x3+ 85kg`, `3x5 @8`), else each run with its weight
    /// (`1x5 50kg, 2x5 75kg`); `?` for a weight the lifter chooses.
    public var summary: String {
        let weights = Set(sets.map { $0.weight?.description ?? "?" })
        if weights.count > 1 {
            var runs: [(count: Int, set: PlannedSet)] = []
            for set in sets {
                if let last = runs.last, last.set.reps == set.reps, last.set.amrap == set.amrap, last.set.weight == set.weight {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append((1, set))
                }
            }
            return runs.map { "\($0.count)x\($0.set.reps)\($0.set.amrap ? "+" : "") \($0.set.weight?.description ?? "?")" }
                .joined(separator: ", ")
        }
        var runs: [(count: Int, reps: Int, amrap: Bool)] = []
        for set in sets {
            if let last = runs.last, last.reps == set.reps, last.amrap == set.amrap { runs[runs.count - 1].count += 1 } else {
                runs.append((1, set.reps, set.amrap))
            }
        }
        let shape = runs.map { "\($0.count)x\($0.reps)\($0.amrap ? "+" : "")" }.joined(separator: ", ")
        let rpes = Set(sets.map(\.rpe))
        let rpe = rpes.count == 1 ? rpes.first!.map { " @" + ScriptValue.number($0).description } ?? "" : ""
        return shape + rpe + (weights.count == 1 ? " " + weights.first! : "")
    }
}
