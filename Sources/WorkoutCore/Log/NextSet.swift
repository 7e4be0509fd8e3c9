import Foundation
import GRDB
import Notation

/// What comes next in a workout and what to aim for: the next set after
/// the last one logged (or the template's next exercise), today's target
/// for it, and the sets `log` fills in from a shorthand (`same`, `+2.5x5`,
/// no set at all).
extension WorkoutLog {
    /// The next set to do: more of `exercise` unless the workout's template
    /// plans fewer working sets of it than are done; then the first planned
    /// exercise still short of its sets. Each with its target.
    static func nextUp(_ db: Database, workout: Workout, gym: Gym, after exercise: Exercise, previous: PreviousSet?,
                       unit: WeightUnit) throws -> NextUp? {
        let done = try doneCounts(db, workout: workout.id!)
        let plan = try plan(of: workout, db)
        func up(_ item: TemplateBook.Plan.Item?, _ exercise: Exercise, previous: PreviousSet?) throws -> NextUp {
            NextUp(exercise: exercise, setNumber: (done[exercise.id]?.all ?? 0) + 1, previous: previous,
                   target: try todaysTarget(db, exercise: exercise, item: item, workout: workout, previous: previous, unit: unit,
                                            workingSetsDone: done[exercise.id]?.working ?? 0),
                   notes: try notes(db, exercise: exercise, gym: gym))
        }
        let planned = plan?.items.first { $0.exercise.id == exercise.id }
        guard let plan, let planned, (done[exercise.id]?.working ?? 0) >= planned.sets else {
            return try up(planned, exercise, previous: previous)
        }
        guard let item = plan.items.first(where: { (done[$0.exercise.id]?.working ?? 0) < $0.sets }) else { return nil }
        return try up(item, item.exercise, previous: try previousSet(db, exercise: item.exercise.id, gym: gym, before: workout.id!))
    }

    /// Sets done per exercise in a workout: all of them, and the working ones.
    static func doneCounts(_ db: Database, workout: Int64) throws -> [String: (all: Int, working: Int)] {
        Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: """
            SELECT exerciseId, COUNT(*) AS n, SUM(kind <> 'warmup') AS working FROM workoutSet WHERE workoutId = ? GROUP BY exerciseId
            """, arguments: [workout]).map { ($0["exerciseId"] as String, (all: $0["n"] as Int, working: $0["working"] as Int)) })
    }

    /// What comes next in the workout in progress: after its last logged
    /// set, or the template's first exercise before any. Nil when nothing is
    /// in progress, or nothing is logged and there is no template.
    public func next(unit: WeightUnit = .kg) throws -> (workout: Workout, gym: Gym, next: NextUp?)? {
        try database.writer.read { db in
            guard let workout = try Self.activeWorkout(db) else { return nil }
            let gym = try Gym.fetchOne(db, key: workout.gymId)!
            let last = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!)
                .order(WorkoutSet.Columns.position.desc).fetchOne(db)
            let first = try Self.plan(of: workout, db)?.items.first?.exercise
            guard let exercise = try last.flatMap({ try Exercise.fetchOne(db, key: $0.exerciseId) }) ?? first else {
                return (workout, gym, nil)
            }
            let previous = try Self.previousSet(db, exercise: exercise.id, gym: gym, before: workout.id!)
            return (workout, gym, try Self.nextUp(db, workout: workout, gym: gym, after: exercise, previous: previous, unit: unit))
        }
    }

    /// The exercise `query` names and its target for the next set today
    /// (nil when there is nothing to aim at), as `log` with no set would log it.
    public func target(of query: String, unit: WeightUnit = .kg) throws -> (exercise: Exercise, target: SetTarget?) {
        try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query)
            let workout = try Self.activeWorkout(db)
            let gym = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) } ?? GymBook.selectedGym(db)
            return (exercise, try Self.nextTarget(db, exercise: exercise, workout: workout, gym: gym, unit: unit))
        }
    }

    /// The target of `exercise`'s next working set in `workout` (or a
    /// workout not started yet), at `gym`.
    static func nextTarget(_ db: Database, exercise: Exercise, workout: Workout?, gym: Gym, unit: WeightUnit) throws -> SetTarget? {
        let item = try plan(of: workout, db)?.items.first { $0.exercise.id == exercise.id }
        let done = try workout.map { try doneCounts(db, workout: $0.id!)[exercise.id]?.working ?? 0 } ?? 0
        let previous = try previousSet(db, exercise: exercise.id, gym: gym, before: workout?.id ?? -1)
        return try todaysTarget(db, exercise: exercise, item: item, workout: workout, previous: previous, unit: unit,
                                workingSetsDone: done)
    }

    /// The plan of the template `workout` follows, if any.
    static func plan(of workout: Workout?, _ db: Database) throws -> TemplateBook.Plan? {
        try workout?.templateId.flatMap { try Template.fetchOne(db, key: $0) }.map { try TemplateBook.plan(db, $0) }
    }

    /// The target of the next working set of `exercise` (after
    /// `workingSetsDone` today): its progression from the session of
    /// `previous` and `item`, its plan in the workout's template, adjusted
    /// for today.
    static func todaysTarget(_ db: Database, exercise: Exercise, item: TemplateBook.Plan.Item?, workout: Workout?,
                             previous: PreviousSet?, unit: WeightUnit, workingSetsDone: Int) throws -> SetTarget? {
        let planned = try Progression.target(db, exercise: exercise, item: item, previous: previous, unit: unit)?
            .target(afterWorkingSets: workingSetsDone)
        return try adjustedForToday(db, planned, planned: item != nil, exercise: exercise, workout: workout?.id)
    }

    /// Today's sets adjust a target: with no plan for the exercise, the next
    /// set repeats today's last working set (the last session only sets the
    /// first); a planned target without a weight (a first session planned
    /// without one) takes the weight of today's last working set.
    static func adjustedForToday(_ db: Database, _ target: SetTarget?, planned: Bool, exercise: Exercise, workout: Int64?) throws -> SetTarget? {
        guard let workout, let last = try WorkoutSet.filter(sql: "workoutId = ? AND exerciseId = ? AND kind <> 'warmup'",
                                                          arguments: [workout, exercise.id])
            .order(WorkoutSet.Columns.position.desc).fetchOne(db) else { return target }
        if !planned, let reps = last.reps { return SetTarget(weightKg: last.weightKg, reps: reps) }
        guard var target, target.weightKg == nil, !exercise.type.isBodyweight else { return target }
        target.weightKg = last.weightKg
        return target
    }

    /// The set a shorthand stands for: today's target for the next set, the
    /// previous set again (this workout's last of the exercise, else last
    /// time's), or a change of weight (and reps) from it.
    /// `kind`: the kind of set being logged; a warm-up repeats today's last
    /// warm-up, any other set today's last working set.
    static func resolve(_ db: Database, _ shorthand: SetShorthand, exercise: Exercise, kind: SetKind = .normal,
                        unit: WeightUnit) throws -> SetEntry {
        let workout = try activeWorkout(db)
        let gym = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) } ?? GymBook.selectedGym(db)
        switch shorthand {
        case .target:
            guard let target = try nextTarget(db, exercise: exercise, workout: workout, gym: gym, unit: unit) else {
                throw WorkoutError.refused("no target for \(exercise.name) yet: log a set with its weight and reps first, e.g. 60x8")
            }
            if target.weightKg == nil, exercise.type == .weightReps {
                throw WorkoutError.refused("no target weight for \(exercise.name) yet: log the first set with its weight, e.g. 60x\(target.reps)")
            }
            return SetEntry(weightKg: target.weightKg, reps: target.reps, isBodyweight: exercise.type.isBodyweight)
        case .same, .adjust:
            let here = try workout.flatMap { w in
                try WorkoutSet.filter(sql: "workoutId = ? AND exerciseId = ? AND (kind = 'warmup') = ?",
                                      arguments: [w.id, exercise.id, kind == .warmup])
                    .order(WorkoutSet.Columns.position.desc).fetchOne(db)
            }
            guard let base = try here ?? previousSet(db, exercise: exercise.id, gym: gym, before: workout?.id ?? -1)?.set else {
                throw WorkoutError.refused("no earlier set of \(exercise.name) to repeat: log one with its weight and reps first, e.g. 60x8")
            }
            var entry = SetEntry(weightKg: base.weightKg, reps: base.reps, seconds: base.seconds, distanceM: base.distanceM,
                                 isBodyweight: exercise.type.isBodyweight)
            if case .adjust(let delta, let reps) = shorthand {
                guard base.reps != nil else { throw WorkoutError.refused("the last set of \(exercise.name) has no reps to change from") }
                let weight = (base.weightKg ?? 0) + delta
                if !exercise.type.isBodyweight, weight < 0 {
                    throw WorkoutError.belowZero(base: Mass(kilograms: base.weightKg ?? 0), change: Mass(kilograms: delta))
                }
                entry.weightKg = abs(weight) < 1e-9 && exercise.type.isBodyweight ? nil : weight
                if let reps { entry.reps = reps }
            }
            return entry
        }
    }
}
