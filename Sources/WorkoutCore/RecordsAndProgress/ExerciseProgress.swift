import Foundation
import GRDB
import Notation

/// One exercise over time, a point per session: the top set, the estimated
/// 1RM (Epley), the volume (Σ kg × reps) and the reps done at the top weight.
/// Working sets only; sets without weight and reps are left out.
public struct ExerciseProgress: Sendable {
    public enum Metric: String, Sendable, CaseIterable, Codable {
        case e1rm, top, volume, reps

        /// What the metric is, with its unit (`kg` or `lb`, reps bare).
        public func title(unit: WeightUnit) -> String {
            switch self {
            case .e1rm: "e1RM (\(unit.rawValue))"
            case .top: "top set (\(unit.rawValue))"
            case .volume: "volume (\(unit.rawValue) × reps)"
            case .reps: "reps at the top weight"
            }
        }
    }

    public struct Session: Sendable, Equatable {
        public var workoutId: Int64
        public var date: Date
        public var topWeightKg: Double
        public var topReps: Int
        /// Nil for a session whose sets all had more than `Epley.maxReps` reps.
        public var e1rmKg: Double?
        public var volumeKg: Double

        /// The value of `metric` in kilograms (or reps), for charting.
        public func value(_ metric: Metric) -> Double? {
            switch metric {
            case .e1rm: e1rmKg
            case .top: topWeightKg
            case .volume: volumeKg
            case .reps: Double(topReps)
            }
        }
    }

    public var exercise: Exercise
    /// Oldest first.
    public var sessions: [Session]

    /// The sessions of the exercise `query` names, since `since`, at `gym` if given.
    public static func of(_ query: String, since: Date? = nil, gym: String? = nil, in database: AppDatabase) throws -> ExerciseProgress {
        try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            let gymId = try gym.map { try GymBook.require(db, $0).id! }
            let rows: [Row]
            if try BodyLoad.counts(db, exercise) {
                // A bodyweight movement's load counts the body weight at each set: read the sets.
                let load = BodyLoad.sql("s", exercise: exercise), loadT = BodyLoad.sql("t", exercise: exercise)
                // The top set: the heaviest, most reps among equals; one row per workout.
                rows = try Row.fetchAll(db, sql: """
                    SELECT w.id, w.startedAt,
                           MAX(\(Epley.sql(load: load, reps: "s.reps", maxReps: try Epley.maxReps(db)))) AS e1rm,
                           SUM(\(load) * s.reps) AS volume,
                           MAX(\(load)) AS top,
                           (SELECT MAX(t.reps) FROM workoutSet t WHERE t.workoutId = w.id AND t.exerciseId = ?1
                              AND t.kind != 'warmup' AND \(loadT) = MAX(\(load))) AS topReps
                    FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                    WHERE s.exerciseId = ?1 AND s.kind != 'warmup' AND \(load) > 0 AND s.reps > 0
                      AND (?2 IS NULL OR w.startedAt >= ?2) AND (?3 IS NULL OR w.gymId = ?3)
                    GROUP BY w.id ORDER BY w.startedAt
                    """, arguments: [exercise.id, since.map(StorageDate.text), gymId])
            } else {
                // The ledger keeps each session's top set, best e1RM and volume: a row per session.
                rows = try Row.fetchAll(db, sql: """
                    SELECT w.id, w.startedAt, v.bestE1rm AS e1rm, v.load AS volume, v.topWeightKg AS top, v.topReps AS topReps
                    FROM workoutVolume v JOIN workout w ON w.id = v.workoutId
                    WHERE v.exerciseId = ?1 AND NOT v.warmup AND v.topWeightKg IS NOT NULL
                      AND (?2 IS NULL OR w.startedAt >= ?2) AND (?3 IS NULL OR w.gymId = ?3)
                    ORDER BY w.startedAt
                    """, arguments: [exercise.id, since.map(StorageDate.text), gymId])
            }
            let sessions = rows.map { row in
                Session(workoutId: row["id"], date: row["startedAt"], topWeightKg: row["top"], topReps: row["topReps"],
                        e1rmKg: row["e1rm"], volumeKg: row["volume"])
            }
            return ExerciseProgress(exercise: exercise, sessions: sessions)
        }
    }
}
