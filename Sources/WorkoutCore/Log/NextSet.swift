import Foundation
import GRDB
import Notation

/// What comes next in a workout and what to aim for: the next set after
/// the last one logged (or the template's next exercise), today's target
/// for it, and the sets `log` fills in from a shorthand (`same`, `+2.5x5`,
/// no set at all).
extension WorkoutLog {
    /// The next set to do. In a superset, the next exercise of the round
    /// (a transition), or after the round's last the first again (a rest);
    /// otherwise more of `exercise` unless the workout's template plans
    /// fewer working sets of it than are done; then the first planned
    /// exercise still short of its sets. Each with its target.
    static func nextUp(_ db: Database, workout: Workout, gym: Gym, after exercise: Exercise, previous: PreviousSet?,
                       loading: Loading) throws -> NextUp? {
        let done = try doneCounts(db, workout: workout.id!)
        let plan = try plan(of: workout, db)
        func short(_ id: String) -> Bool {
            guard let item = plan?.items.first(where: { $0.exercise.id == id }) else { return true }
            return (done[id]?.working ?? 0) < item.sets
        }
        if let round = try supersetRound(db, workout: workout.id!) ?? plannedRound(db, workout: workout.id!, plan: plan, exercise: exercise.id),
           let at = round.members.firstIndex(of: exercise.id),
           // The next member still short of its planned sets, going round.
           let step = (1...round.members.count).first(where: { short(round.members[(at + $0) % round.members.count]) }) {
            let withinRound = at + step < round.members.count
            let following = round.members[(at + step) % round.members.count]
            if let member = try Exercise.fetchOne(db, key: following) {
                let before = following == exercise.id ? previous : try previousSet(db, exercise: following, gym: gym, before: workout.id!)
                var up = try upNext(db, exercise: member, workout: workout, gym: gym, previous: before, loading: loading)
                up.superset = round.labels[following]
                up.withinRound = withinRound
                return up
            }
        }
        guard plan != nil, !short(exercise.id) else {
            return try upNext(db, exercise: exercise, workout: workout, gym: gym, previous: previous, loading: loading)
        }
        guard let item = plan?.items.first(where: { short($0.exercise.id) }) else { return nil }
        return try upNext(db, exercise: item.exercise, workout: workout, gym: gym,
                          previous: try previousSet(db, exercise: item.exercise.id, gym: gym, before: workout.id!), loading: loading)
    }

    /// The superset the workout's last set is in: its exercises in the
    /// order they joined, with their labels (`A1`, `A2`).
    static func supersetRound(_ db: Database, workout: Int64) throws -> (members: [String], labels: [String: String])? {
        guard let group = try Int.fetchOne(db, sql: "SELECT supersetGroup FROM workoutSet WHERE workoutId = ? ORDER BY \(SyncOrder.setsLastFirst) LIMIT 1",
                                           arguments: [workout]) else { return nil }
        // Labels from every set of the workout: the second pair is B.
        let sets = try WorkoutSet.filter(sql: "workoutId = ? AND supersetGroup IS NOT NULL", arguments: [workout])
            .order(WorkoutSet.inOrder).fetchAll(db)
        var members: [String] = []
        for set in sets where set.supersetGroup == group && !members.contains(set.exerciseId) { members.append(set.exerciseId) }
        return (members, SetNumbering.supersetLabels(sets)[group] ?? [:])
    }

    /// Round one of a superset the plan holds, before the workout has
    /// paired anything: after a working set of one of its exercises, the
    /// rest of the plan's round, labelled as the workout will label it once
    /// the next one joins (the exercise done first is `1`).
    static func plannedRound(_ db: Database, workout: Int64, plan: TemplateBook.Plan?,
                             exercise: String) throws -> (members: [String], labels: [String: String])? {
        guard let round = plan?.round(of: exercise)?.map(\.exercise.id), let at = round.firstIndex(of: exercise),
              let last = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout).order(WorkoutSet.lastFirst).fetchOne(db),
              last.kind != .warmup, last.exerciseId == exercise, last.supersetGroup == nil else { return nil }
        let members = Array(round[at...] + round[..<at])
        let letter = SetNumbering.letter(try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT supersetGroup) FROM workoutSet WHERE workoutId = ?",
                                                          arguments: [workout]) ?? 0)
        return (members, Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, letter + "\($0 + 1)") }))
    }

    /// The next set of `exercise` in `workout`: its label, last time,
    /// what was just done of it today and its target.
    static func upNext(_ db: Database, exercise: Exercise, workout: Workout?, gym: Gym, previous: PreviousSet?,
                       loading: Loading) throws -> NextUp {
        let counts = try workout.map { try doneCounts(db, workout: $0.id!)[exercise.id] } ?? nil
        let planned = try plan(of: workout, db)?.items.first { $0.exercise.id == exercise.id }?.sets
        return NextUp(exercise: exercise, set: SetLabel(warmup: false, number: (counts?.working ?? 0) + 1, planned: planned),
                      previous: previous, justDone: try workout.flatMap { try lastWorkingSet(db, exercise: exercise.id, workout: $0.id!) },
                      target: try nextTarget(db, exercise: exercise, workout: workout, gym: gym, loading: loading),
                      notes: try notes(db, exercise: exercise, gym: gym))
    }

    /// Working sets planned per exercise id in the plan `workout` follows.
    static func plannedSets(_ db: Database, workout: Workout) throws -> [String: Int] {
        Dictionary(try plan(of: workout, db)?.items.map { ($0.exercise.id, $0.sets) } ?? [], uniquingKeysWith: { a, _ in a })
    }

    /// The last working set of `exercise` in `workout` that the next one
    /// follows: drop sets are lighter on purpose and set nothing.
    static func lastWorkingSet(_ db: Database, exercise: String, workout: Int64) throws -> WorkoutSet? {
        try WorkoutSet.filter(sql: "workoutId = ? AND exerciseId = ? AND kind NOT IN ('warmup', 'drop')", arguments: [workout, exercise])
            .order(WorkoutSet.lastFirst).fetchOne(db)
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
    public func next(loading: Loading = .kilograms) throws -> (workout: Workout, gym: Gym, next: NextUp?)? {
        try database.writer.read { db in
            guard let workout = try Self.activeWorkout(db) else { return nil }
            let gym = try Gym.fetchOne(db, key: workout.gymId)!
            let last = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!)
                .order(WorkoutSet.lastFirst).fetchOne(db)
            let first = try Self.plan(of: workout, db)?.items.first?.exercise
            guard let exercise = try last.flatMap({ try Exercise.fetchOne(db, key: $0.exerciseId) }) ?? first else {
                return (workout, gym, nil)
            }
            let previous = try Self.previousSet(db, exercise: exercise.id, gym: gym, before: workout.id!)
            return (workout, gym, try Self.nextUp(db, workout: workout, gym: gym, after: exercise, previous: previous, loading: loading))
        }
    }

    /// The exercise `query` names and its target for the next set today
    /// (nil when there is nothing to aim at), as `log` with no set would log it.
    public func target(of query: String, loading: Loading = .kilograms) throws -> (exercise: Exercise, target: SetTarget?) {
        try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query)
            let workout = try Self.activeWorkout(db)
            let gym = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) } ?? GymBook.selectedGym(db)
            return (exercise, try Self.nextTarget(db, exercise: exercise, workout: workout, gym: gym, loading: loading))
        }
    }

    /// The target of `exercise`'s next working set in `workout` (or a
    /// workout not started yet), at `gym`.
    static func nextTarget(_ db: Database, exercise: Exercise, workout: Workout?, gym: Gym, loading: Loading) throws -> SetTarget? {
        let item = try plan(of: workout, db)?.items.first { $0.exercise.id == exercise.id }
        let done = try workout.map { try doneCounts(db, workout: $0.id!)[exercise.id]?.working ?? 0 } ?? 0
        let previous = try previousSet(db, exercise: exercise.id, gym: gym, before: workout?.id ?? -1)
        return try todaysTarget(db, exercise: exercise, item: item, workout: workout, previous: previous, loading: loading,
                                workingSetsDone: done)
    }

    /// The plan `workout` follows, if any: its program day's, else its template's.
    static func plan(of workout: Workout?, _ db: Database) throws -> TemplateBook.Plan? {
        if let workout, let day = ProgramDayPlan.decoded(workout.programPlan) {
            return try day.templatePlan(db, startedAt: workout.startedAt)
        }
        return try workout?.templateId.flatMap { try Template.fetchOne(db, key: $0) }.map { try TemplateBook.plan(db, $0) }
    }

    /// The target of the next working set of `exercise` (after
    /// `workingSetsDone` today): its progression from the session of
    /// `previous` and `item`, its plan in the workout's template, then
    /// following what was just done today.
    static func todaysTarget(_ db: Database, exercise: Exercise, item: TemplateBook.Plan.Item?, workout: Workout?,
                             previous: PreviousSet?, loading: Loading, workingSetsDone: Int) throws -> SetTarget? {
        let targets = try Progression.target(db, exercise: exercise, item: item, previous: previous, loading: loading)
        guard let workout, workingSetsDone > 0, let last = try lastWorkingSet(db, exercise: exercise.id, workout: workout.id!) else {
            return targets?.target(afterWorkingSets: workingSetsDone)
        }
        // With no plan for the exercise, the next set repeats today's last
        // working set (the last session only sets the first).
        guard let item else { return last.reps.map { SetTarget(weightKg: last.weightKg, reps: $0) } }
        // A program's sets are as it prescribes them, whatever the one before did.
        if item.prescribed { return targets?.target(afterWorkingSets: workingSetsDone) }
        return followingToday(targets?.target(afterWorkingSets: workingSetsDone),
                              aimedAt: targets?.target(afterWorkingSets: workingSetsDone - 1),
                              justDone: (last.weightKg, last.reps), equipment: exercise.equipment, barKg: exercise.barKg,
                              stepKg: targets?.incrementKg ?? Progression.defaultIncrement(equipment: exercise.equipment, unit: loading.unit),
                              bodyweight: exercise.type.isBodyweight, loading: loading)
    }

    /// The next planned set after one done today. When that set met the
    /// reps it aimed at (`aimedAt`), the plan moves with the lifter's
    /// choice: its weight shifted by what they put on beyond (or short of)
    /// the planned one, so a pyramid stays a pyramid. When it fell short,
    /// no heavier than what that set shows the lifter can do for the next
    /// reps (Epley, as targets are bounded everywhere), loadable. Pure,
    /// for tests.
    static func followingToday(_ next: SetTarget?, aimedAt: SetTarget?, justDone: (weightKg: Double?, reps: Int?),
                               equipment: String, barKg: Double? = nil, stepKg: Double, bodyweight: Bool,
                               loading: Loading) -> SetTarget? {
        guard var next else { return nil }
        let planned = next.weightKg
        if let weight = planned, let aimed = aimedAt?.weightKg {
            next.weightKg = weight + ((justDone.weightKg ?? 0) - aimed)
        } else {
            next.weightKg = justDone.weightKg
        }
        let reps = justDone.reps ?? 0
        if !bodyweight, let aimedAt, reps < aimedAt.reps, reps > 0, let weight = justDone.weightKg, weight > 0 {
            let shown = Progression.heaviest(reps: next.reps, oneRepMaxKg: Epley.oneRepMax(weightKg: weight, reps: reps))
            next.weightKg = min(next.weightKg ?? weight, loading.roundedDown(kg: shown, equipment: equipment, barKg: barKg, stepKg: stepKg))
        }
        if next.weightKg != planned { next.heldByOneRepMaxKg = nil }
        return next
    }

    /// The set a shorthand stands for: today's target for the next set, the
    /// previous set again (this workout's last of the exercise, else last
    /// time's), or a change of weight (and reps) from it.
    /// `kind`: the kind of set being logged; a warm-up repeats today's last
    /// warm-up, any other set today's last working set.
    static func resolve(_ db: Database, _ shorthand: SetShorthand, exercise: Exercise, kind: SetKind = .normal,
                        loading: Loading) throws -> SetEntry {
        let workout = try activeWorkout(db)
        let gym = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) } ?? GymBook.selectedGym(db)
        switch shorthand {
        case .target:
            guard let target = try nextTarget(db, exercise: exercise, workout: workout, gym: gym, loading: loading) else {
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
                    .order(WorkoutSet.lastFirst).fetchOne(db)
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
