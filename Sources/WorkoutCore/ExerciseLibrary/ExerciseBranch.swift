import Foundation
import GRDB

/// One gym's "branch" of an exercise: the same exercise on that gym's
/// equipment has its own history, last weights and note.
public struct ExerciseBranch: Sendable {
    public var gymName: String
    public var sets: Int
    /// The most recent working set there.
    public var lastSet: WorkoutSet?
    public var bestOneRepMaxKg: Double?
    public var note: String?

    /// Every gym with sets of, or a note on, `exercise`; most recently used first.
    static func all(_ db: Database, exercise: Exercise) throws -> [ExerciseBranch] {
        // The same e1RM as records and progress: body weight counted on a
        // bodyweight movement.
        let load = try BodyLoad.counts(db, exercise) ? BodyLoad.sql("s", exercise: exercise) : "s.weightKg"
        let rows = try Row.fetchAll(db, sql: """
            SELECT g.id, g.name, COUNT(s.id) AS sets, MAX(s.loggedAt) AS last, MAX(\(Epley.sql(load: load, reps: "s.reps", maxReps: try Epley.maxReps(db)))) AS e1rm, n.note
            FROM gym g
            LEFT JOIN workout w ON w.gymId = g.id
            LEFT JOIN workoutSet s ON s.workoutId = w.id AND s.exerciseId = ?1 AND s.kind <> 'warmup'
            LEFT JOIN exerciseGymNote n ON n.gymId = g.id AND n.exerciseId = ?1
            GROUP BY g.id HAVING COUNT(s.id) > 0 OR n.note IS NOT NULL
            ORDER BY last IS NULL, last DESC, g.name
            """, arguments: [exercise.id])
        let lastSet = try db.cachedStatement(sql: """
            SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId
            WHERE s.exerciseId = ? AND w.gymId = ? AND s.kind <> 'warmup' ORDER BY \(SyncOrder.sets("s", lastFirst: true)) LIMIT 1
            """)
        return try rows.map { row in
            ExerciseBranch(gymName: row["name"], sets: row["sets"],
                           lastSet: try WorkoutSet.fetchOne(lastSet, arguments: [exercise.id, row["id"] as Int64]),
                           bestOneRepMaxKg: row["e1rm"], note: row["note"])
        }
    }
}
