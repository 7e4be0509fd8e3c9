import Foundation
import GRDB

/// An exercise's records on one page, as Strong's records screen shows
/// them: the heaviest weight done for 1 to `Epley.maxReps` (12) reps (a set of
/// 5 counts for 1 to 5: it proves the weight for fewer reps too), the best
/// estimated 1RM and the session with the most volume. Working sets only;
/// on a bodyweight movement loads count the body weight's share once a
/// weigh-in is recorded (`BodyLoad`), as every other record does.
public struct RecordTable: Sendable {
    public struct RepMax: Sendable, Equatable {
        public var reps: Int
        public var loadKg: Double
        public var set: WorkoutSet
    }
    public struct Session: Sendable, Equatable {
        public var workout: Workout
        public var volumeKg: Double
    }

    public var exercise: Exercise
    /// Loads count the body weight's share.
    public var countsBodyweight: Bool
    /// The first weigh-in, which sets before it count (`BodyLoad.basis`).
    public var firstWeighIn: BodyweightEntry?
    /// For 1…12 reps, those with a set that many reps or more.
    public var repMaxes: [RepMax]
    public var bestE1rm: (kg: Double, set: WorkoutSet)?
    public var bestVolume: Session?
    /// Working sets with reps, whether or not their load is known.
    public var workingSets = 0

    public static func of(_ query: String, in database: AppDatabase) throws -> RecordTable {
        try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            let loadOf = try BodyLoad.loader(db, exercise: exercise)
            let sets = try WorkoutSet.filter(sql: "exerciseId = ? AND kind <> 'warmup' AND reps > 0", arguments: [exercise.id])
                .order(Column("loggedAt")).fetchAll(db)
            let cap = try Epley.maxReps(db)
            var best: [Int: RepMax] = [:]
            var e1rm: (kg: Double, set: WorkoutSet)?
            var volume: [Int64: Double] = [:]
            for set in sets {
                guard let load = loadOf(set), load > 0, let reps = set.reps else { continue }
                volume[set.workoutId, default: 0] += load * Double(reps)
                // The first to reach a load keeps the record: a later equal set does not take it.
                for r in 1...min(reps, cap) where load > best[r]?.loadKg ?? 0 {
                    best[r] = RepMax(reps: r, loadKg: load, set: set)
                }
                if let estimate = Epley.estimate(weightKg: load, reps: reps, maxReps: cap), estimate > e1rm?.kg ?? 0 { e1rm = (estimate, set) }
            }
            let top = volume.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
            let session = try top.flatMap { top in try Workout.fetchOne(db, key: top.key).map { Session(workout: $0, volumeKg: top.value) } }
            return RecordTable(exercise: exercise, countsBodyweight: try BodyLoad.counts(db, exercise),
                               firstWeighIn: try BodyLoad.basis(db, exercise),
                               repMaxes: best.keys.sorted().map { best[$0]! }, bestE1rm: e1rm, bestVolume: session,
                               workingSets: sets.count)
        }
    }
}
