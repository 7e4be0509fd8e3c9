import Foundation
import GRDB

/// What a finished workout amounted to: how long it took, the working sets
/// and volume per muscle group, the records set in it, and — for a workout
/// from a template — each exercise against the last workout of that template.
public struct WorkoutSummary: Sendable {
    public struct Record: Sendable {
        public var exercise: Exercise
        public var record: PersonalRecord
    }

    /// One exercise now and in the last workout of the same template, by
    /// its best estimated 1RM (the total reps where its sets have no weight).
    public struct Change: Sendable {
        public enum Direction: String, Sendable, Codable { case up, down, same }
        public var exercise: Exercise
        public var before: Double
        public var now: Double
        /// `e1rm` (kg) or `reps` (the total, for sets without weight).
        public var measure: String
        public var direction: Direction {
            abs(now - before) < 1e-6 ? .same : now > before ? .up : .down
        }
    }

    public var workout: Workout
    public var duration: TimeInterval
    public var workingSets: Int
    /// Σ kg × reps of the working sets.
    public var volumeKg: Double
    /// Fractional sets and load per muscle group, as `volume` counts them.
    public var groups: [String: VolumeReport.Totals]
    public var records: [Record]
    /// The workout compared with (the last one of the same template), if any.
    public var comparedWith: Workout?
    public var changes: [Change]

    /// The summary of workout `workout`, ended.
    static func of(_ db: Database, workout: Workout, catalog: Taxonomy) throws -> WorkoutSummary {
        let sets = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!).order(WorkoutSet.inOrder).fetchAll(db)
        let working = sets.filter(\.kind.isWorking)
        let exercises = Dictionary(uniqueKeysWithValues: try Exercise.fetchAll(db, keys: Set(sets.map(\.exerciseId))).map { ($0.id, $0) })
        var order: [String] = []
        for set in sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }

        var records: [Record] = []
        for id in order {
            let found = try PersonalRecord.detect(db, exercise: exercises[id]!, gymId: workout.gymId,
                                                  sets: sets.filter { $0.exerciseId == id }, excluding: workout.id).map(\.record)
            // A record beaten again later in the session shows once: its best,
            // against the best before the session; over every gym if it became one.
            var merged: [PersonalRecord] = []
            for record in found {
                if let i = merged.firstIndex(where: { $0.kind == record.kind && $0.at == record.at }) {
                    if merged[i].gymOnly && !record.gymOnly {
                        merged[i] = record
                    } else {
                        merged[i].value = record.value
                        merged[i].setId = record.setId
                    }
                } else {
                    merged.append(record)
                }
            }
            records += merged.map { Record(exercise: exercises[id]!, record: $0) }
        }

        var comparedWith: Workout?
        var changes: [Change] = []
        if let template = workout.templateId,
           let last = try Workout.filter(sql: "templateId = ? AND id <> ? AND startedAt < ? AND endedAt IS NOT NULL",
                                         arguments: [template, workout.id, workout.startedAt])
            .order(Workout.Columns.startedAt.desc).fetchOne(db) {
            comparedWith = last
            let before = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == last.id!).fetchAll(db).filter(\.kind.isWorking)
            for id in order {
                let then = before.filter { $0.exerciseId == id }, now = working.filter { $0.exerciseId == id }
                guard !then.isEmpty, !now.isEmpty else { continue }
                let load = try BodyLoad.loader(db, exercise: exercises[id]!)
                let cap = try Epley.maxReps(db)
                if let a = best(then, load: load, maxReps: cap), let b = best(now, load: load, maxReps: cap) {
                    changes.append(Change(exercise: exercises[id]!, before: a, now: b, measure: "e1rm"))
                } else {
                    changes.append(Change(exercise: exercises[id]!, before: Double(then.compactMap(\.reps).reduce(0, +)),
                                          now: Double(now.compactMap(\.reps).reduce(0, +)), measure: "reps"))
                }
            }
        }
        let volume = try VolumeReport.compute(db, catalog: catalog, workout: workout)
        return WorkoutSummary(
            workout: workout, duration: (workout.endedAt ?? Date()).timeIntervalSince(workout.startedAt),
            workingSets: working.count,
            volumeKg: working.reduce(0) { $0 + max(0, $1.weightKg ?? 0) * Double($1.reps ?? 0) },
            groups: volume.groups, records: records, comparedWith: comparedWith, changes: changes)
    }

    /// The best estimated 1RM among sets with a load and reps.
    static func best(_ sets: [WorkoutSet], load: (WorkoutSet) -> Double?, maxReps: Int) -> Double? {
        sets.compactMap { BodyLoad.e1rm($0, load: load($0), maxReps: maxReps) }.max()
    }
}
